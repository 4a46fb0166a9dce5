// The entry point shared by every fuzz target (fuzz-json, fuzz-schema, fuzz-yaml, fuzz-gen, fuzz-http):
// a libFuzzer driver when built with -DFUZZING (see README, "Fuzzing"), otherwise a replayer that runs
// the check on each file named on the command line (`swift run fuzz-json crash-file`).

#if FUZZING
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for programs that keep their own `main` (SwiftPM names and wraps
/// executables' `main`, so libFuzzer's `main` cannot be used).
// Not lowerCamelCase: libFuzzer's C symbol.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The check libFuzzer calls; set once before the driver starts.
nonisolated(unsafe) private var currentCheck: (([UInt8]) -> Void)?

/// Runs libFuzzer with `check` as the target and exits with its status.
package func runFuzzer(_ check: @escaping ([UInt8]) -> Void) -> Never {
    currentCheck = check
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        currentCheck?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    })
}
#else
import Foundation

/// Replays the files named on the command line through `check`.
package func runFuzzer(_ check: @escaping ([UInt8]) -> Void) -> Never {
    for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        check([UInt8](data))
    }
    print("replayed \(CommandLine.arguments.count - 1) inputs")
    exit(0)
}
#endif
