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
    for document in documents { checkParsedDocument(document, inputCount: bytes.count) }
}

runFuzzer(checkYAML)
