import ContractCheckKit
import ContractCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The commands run on a thread with a large stack: lint and diff follow `$ref` chains recursively, and a
// hostile schema can chain tens of thousands of them (see LargeStack).
let arguments = Array(CommandLine.arguments.dropFirst())
exit(LargeStack.run { ContractCheck.run(arguments) })
