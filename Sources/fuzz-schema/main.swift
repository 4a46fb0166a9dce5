import ContractJSON
import ContractSchema
import FuzzSupport

// Fuzz target for the schema compiler and validator. The input is a schema, optionally followed by a
// NUL byte and an instance. Compiling must succeed or throw a SchemaError; validating must end with a
// verdict (hostile patterns, reference loops and deep nesting included); the error pass must agree
// with the fast pass. Build like fuzz-json (see README, "Fuzzing").

func checkSchema(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let schemaBytes = Array(bytes[..<split])
    let instanceBytes = split < bytes.count ? Array(bytes[(split + 1)...]) : Array(#"{"a": [1, "x", null, 2.5, {"b": true}]}"#.utf8)
    guard let schema = try? JSONValue(parsing: schemaBytes), let instance = try? JSONDocument(parsing: instanceBytes) else { return }
    // One compile per execution (compiling is most of the cost): the input's length chooses whether formats are
    // asserted, so mutations explore both settings without compiling every schema twice.
    let options = ValidationOptions(assertsFormats: bytes.count % 2 == 1)
    guard let validator = try? SchemaValidator(schema: schema, options: options) else { return }
    let fast = validator.isValid(instance)
    let full = validator.validate(instance)
    precondition(fast == full.isValid, "fast and error passes disagree")
    precondition(full.isValid == full.errors.isEmpty, "an invalid verdict must come with errors")
}

runFuzzer(checkSchema)
