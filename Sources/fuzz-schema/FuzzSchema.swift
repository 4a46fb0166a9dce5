import ContractJSON
import ContractSchema

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

#if FUZZING
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for programs that keep their own `main` (SwiftPM names and wraps
/// executables' `main`, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main
struct Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            checkSchema(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
    }
}
#else
import Foundation

@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            checkSchema([UInt8](data))
        }
        print("replayed \(CommandLine.arguments.count - 1) inputs")
    }
}
#endif
