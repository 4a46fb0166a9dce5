import ContractCheckKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(ContractCheck.run(Array(CommandLine.arguments.dropFirst())))
