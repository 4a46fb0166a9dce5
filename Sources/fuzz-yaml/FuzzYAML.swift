import ContractJSON
import ContractYAML

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
        for index in document.tape.indices {
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
            checkYAML(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
            checkYAML([UInt8](data))
        }
        print("replayed \(CommandLine.arguments.count - 1) inputs")
    }
}
#endif
