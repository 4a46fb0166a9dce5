import ContractJSON
import FuzzSupport

// Fuzz target for the JSON parser: any bytes must parse or fail with a located error, never crash or
// hang; what parses must survive tree conversion, writing and re-parsing unchanged.
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
    let value = document.root.value
    let written = JSONWriter.compact.bytes(from: value)
    guard let reparsed = try? JSONValue(parsing: written, options: JSONParsingOptions(maximumDepth: .max)) else {
        preconditionFailure("written JSON does not parse again")
    }
    precondition(reparsed == value, "write/parse round trip changed the value")
}

runFuzzer(checkJSON)
