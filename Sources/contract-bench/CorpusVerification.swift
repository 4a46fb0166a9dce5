import ContractJSON
import ContractRuntime
import ContractSchema
import Contracts
import Foundation

/// `contract-bench verify`: every line of every corpus family read as the family's generated type
/// (fast path, tolerant decode, `JSONDecoder`, `validate()`), each verdict compared with the runtime validator's
/// (built from the schema files, formats asserted), and each valid document round-tripped.
///
/// Prints one summary line per family and, for each disagreement, `FILE:LINE: message`; the exit
/// status is 0 when everything agrees, 1 on any disagreement, 2 when the corpus or schemas are missing.
struct CorpusVerification {
    /// The folder `make-corpus.py` wrote.
    var corpus: String
    /// The `Schemas/` folder (with `corpus-map.json`).
    var schemas: String
    /// Disagreements printed per family before the rest are only counted.
    var shownPerFamily = 20

    func run() -> Int32 {
        var registry = SchemaRegistry()
        do { try registry.registerDirectory(atPath: schemas) } catch {
            print("verify: cannot load \(schemas): \(error)")
            return 2
        }
        guard let data = FileManager.default.contents(atPath: schemas + "/corpus-map.json"),
              case .object(let map)? = try? JSONValue(parsing: [UInt8](data)), !map.isEmpty
        else {
            print("verify: no \(schemas)/corpus-map.json")
            return 2
        }
        var failed = false
        for member in map.sorted(by: { $0.key < $1.key }) {
            let family = member.key
            let file = corpus + "/" + family + ".ndjson"
            guard let uri = member.value.stringValue, let entry = ContractTypes.bySchemaURI[uri] else {
                print("\(file): no generated type for \(member.value)")
                failed = true
                continue
            }
            let validator: SchemaValidator
            do { validator = try SchemaValidator(uri: uri, registry: registry, options: ValidationOptions(assertsFormats: true)) } catch {
                print("\(file): \(error)")
                failed = true
                continue
            }
            guard let text = FileManager.default.contents(atPath: file) else {
                print("\(file): missing")
                failed = true
                continue
            }
            let expectValid = !family.hasPrefix("invalid-")
            var documents = 0, valid = 0, lossless = 0, problems = 0, tolerated = 0
            for (number, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                documents += 1
                var messages: [String] = []
                do {
                    let document = try JSONDocument(parsing: Array(line))
                    let check = entry.crossCheck(document, against: validator)
                    if check.expected.isValid { valid += 1 } else if check.tolerated { tolerated += 1 }
                    messages = check.disagreements
                    if check.expected.isValid {
                        // A valid document decoded and re-encoded gives back the same JSON value.
                        if let loss = check.loss { messages.append("not lossless: \(loss)") } else { lossless += 1 }
                    }
                    if check.expected.isValid != expectValid {
                        messages.append("the runtime validator finds the document \(check.expected.isValid ? "valid" : "invalid"), the family says \(expectValid ? "valid" : "invalid")")
                    }
                } catch {
                    messages = ["malformed JSON: \(error)"]
                }
                for message in messages {
                    problems += 1
                    if problems <= shownPerFamily { print("\(file):\(number + 1): \(entry.typeName): \(message)") }
                }
            }
            if documents == 0 {
                print("\(file): no documents")
                failed = true
            }
            if problems > 0 { failed = true }
            let name = family.padding(toLength: 24, withPad: " ", startingAt: 0)
            print("\(name) \(entry.typeName.padding(toLength: 20, withPad: " ", startingAt: 0)) \(documents) documents, \(valid) valid, "
                  + "\(documents - valid) invalid (\(tolerated) decoded tolerantly, drift = the validator's errors, nothing lost), "
                  + "\(lossless)/\(valid) valid ones lossless, \(problems) disagreements  \(problems == 0 && documents > 0 ? "OK" : "WRONG")")
        }
        return failed ? 1 : 0
    }
}
