import ContractJSON

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
            checkJSON(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
            checkJSON([UInt8](data))
        }
        print("replayed \(CommandLine.arguments.count - 1) inputs")
    }
}
#endif
