import ContractJSON
import FuzzSupport

// Fuzz target for the JSON parser: any bytes must parse or fail with a located error, never crash or
// hang; what parses must survive tree conversion, writing and re-parsing unchanged; and a parse that leaves
// repeated keys unchecked (the generated models' fast path) must accept the same input, with the same tape but
// for the flags, and its search must find a repeat inside exactly the values where the checking parse hid one.
//
// Build with libFuzzer (see README, "Fuzzing"):
//   swift build --product fuzz-json --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-json FILE...` runs the same check on files.

func checkJSON(_ bytes: [UInt8]) {
    let document: JSONDocument
    do {
        document = try JSONDocument(parsing: bytes)
    } catch {
        precondition(error.location.offset <= bytes.count && error.location.line >= 1 && !error.message.isEmpty,
                     "parse error without a usable location")
        return
    }
    checkUncheckedKeys(bytes, document)
    let value = document.root.value
    let written = JSONWriter.compact.bytes(from: value)
    guard let reparsed = try? JSONValue(parsing: written, options: JSONParsingOptions(maximumDepth: .max)) else {
        preconditionFailure("written JSON does not parse again")
    }
    precondition(reparsed == value, "write/parse round trip changed the value")
}

func checkUncheckedKeys(_ bytes: [UInt8], _ checked: JSONDocument) {
    var options = JSONParsingOptions()
    options.checksDuplicateKeys = false
    guard let unchecked = try? JSONDocument(parsing: bytes, options: options) else {
        preconditionFailure("the parse without the key check rejects what the checking parse accepts")
    }
    precondition(unchecked.tape.count == checked.tape.count, "the two parses write different tapes")
    checked.withView { checkedView in
        unchecked.withView { view in
            for index in 0..<view.tape.count {
                let entry = view.tape[index]
                let other = checkedView.tape[index]
                precondition(entry.kind == other.kind && entry.offset == other.offset && entry.length == other.length
                             && entry.end == other.end, "the two parses write different entries")
                guard entry.kind == .object || entry.kind == .array else { continue }
                let hidden = (index + 1..<Int(entry.end)).contains { checkedView.tape[$0].isShadowed }
                precondition(view.hasDuplicateKeys(within: index) == hidden, "the key search disagrees with the parser")
            }
        }
    }
}

runFuzzer(checkJSON)
