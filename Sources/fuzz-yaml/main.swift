import ContractJSON
import ContractYAML
import FuzzSupport

// Fuzz target for the YAML reader: any bytes must parse or fail with a located error, never crash or
// hang; what parses must be JSON whose every value has a location inside the input, and must survive
// tree conversion, writing and re-parsing unchanged.
//
// Build with libFuzzer (see README, "Fuzzing", and .ci/fuzz):
//   swift build --product fuzz-yaml --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-yaml FILE...` runs the same check on files.

func checkYAML(_ bytes: [UInt8]) {
    let documents: [JSONDocument]
    do {
        documents = try YAML.documents(parsing: bytes, options: YAMLParsingOptions(maximumAliasExpansion: 10_000))
    } catch {
        precondition(error.location.offset <= bytes.count && error.location.line >= 1 && error.location.column >= 1 && !error.message.isEmpty,
                     "parse error without a usable location")
        return
    }
    for document in documents {
        // Computing a line and column scans the text from its start, so check an evenly spread sample of at
        // most 64 values (the first and the last included): checking all of them was quadratic in the input.
        let count = document.tape.count
        let step = max(1, count / 64)
        for index in Array(stride(from: 0, to: count, by: step)) + [count - 1] where index >= 0 {
            let location = document.location(ofNodeAt: index)
            precondition(location.offset <= bytes.count && location.line >= 1, "a value located outside the input")
        }
        let value = document.root.value
        let written = JSONWriter.compact.bytes(from: value)
        guard let reparsed = try? JSONValue(parsing: written, options: JSONParsingOptions(maximumDepth: .max)) else {
            preconditionFailure("written JSON does not parse again")
        }
        precondition(reparsed == value, "write/parse round trip changed the value")
    }
}

runFuzzer(checkYAML)
