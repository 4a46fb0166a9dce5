// The examples' checker of `.ci/realworld-openapi`, copied into its temporary package as one executable per
// document (beside a `main.swift` that passes the document's `ContractTypes.bySchemaURI`). Not part of the package.
import ContractRuntime
import Foundation

/// Reads the list of examples (`label<TAB>schema URI<TAB>example file` per line), decodes each with the generated
/// type of its schema through every path (`crossCheck`: fast path, bytes, `JSONDecoder`, `validate()`, re-encodings)
/// against the type's validator, and prints `label<TAB>verdict<TAB>detail` per example. Exit status 0 when it ran.
func runExamples(_ types: [String: ContractType]) -> Int32 {
    guard CommandLine.arguments.count == 2, let list = FileManager.default.contents(atPath: CommandLine.arguments[1]),
          let text = String(data: list, encoding: .utf8)
    else {
        print("usage: Check<Document> <examples.tsv>")
        return 2
    }
    // The generator percent-encodes URI fragments (`%7Bid%7D`); the list has them as the document spells them.
    let byURI = Dictionary(types.map { ($0.key.removingPercentEncoding ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else { continue }
        let entry = types[fields[1]] ?? byURI[fields[1].removingPercentEncoding ?? fields[1]]
        print(fields[0] + "\t" + verdict(entry, file: fields[2]).replacingOccurrences(of: "\n", with: " "))
        fflush(nil)  // every open stream, stdout included: a trap later still leaves the lines before it
    }
    return 0
}

/// `notype`, `malformed`, or `valid`/`invalid` (the validator's verdict) followed by `agrees` or `disagrees` and
/// `lossless` or `lossy` (valid examples), then the first problems.
func verdict(_ entry: ContractType?, file: String) -> String {
    guard let entry else { return "notype\t" }
    guard let bytes = FileManager.default.contents(atPath: file), let document = try? JSONDocument(parsing: [UInt8](bytes)) else {
        return "malformed\t"
    }
    let result = entry.crossCheck(document, against: entry.validator)
    let valid = result.expected.isValid
    var words = [valid ? "valid" : "invalid", result.agrees ? "agrees" : "disagrees"]
    if valid { words.append(result.loss == nil ? "lossless" : "lossy") }
    let problems = result.disagreements + (result.loss.map { ["not lossless: \($0)"] } ?? [])
        + (valid ? [] : ["the validator: " + result.expected.errors.prefix(2).map { "\($0)" }.joined(separator: "; ")])
    return words.joined(separator: " ") + "\t" + problems.prefix(3).joined(separator: " | ").prefix(400)
}
