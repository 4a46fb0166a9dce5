import ContractJSON
import ContractTOML
import FuzzSupport

// Fuzz target for the TOML reader: any bytes must parse or fail with a located error, never crash or
// hang; both forms (plain and toml-test's tagged one) must agree on whether the input is TOML (apart
// from inf and nan, which only the plain form refuses); what parses must be JSON whose sampled values
// are located inside the input, and must survive tree conversion, writing and re-parsing unchanged.
//
// Build with libFuzzer (see README, "Fuzzing", and .ci/fuzz):
//   swift build --product fuzz-toml --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-toml FILE...` runs the same check on files.

func checkTOML(_ bytes: [UInt8]) {
    let tagged = Result { () throws(JSONParseError) in try TOML.taggedDocument(parsing: bytes) }
    let document: JSONDocument
    do {
        document = try TOML.document(parsing: bytes)
    } catch {
        precondition(
            error.location.offset <= bytes.count && error.location.line >= 1 && error.location.column >= 1 && !error.message.isEmpty,
            "parse error without a usable location")
        if case .success = tagged {
            precondition(error.message.contains("has no JSON value"), "only inf and nan may fail in one form alone")
        }
        return
    }
    guard case .success = tagged else { preconditionFailure("the tagged form refused what the plain form read") }
    checkParsedDocument(document, inputCount: bytes.count)
}

runFuzzer(checkTOML)
