#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// contract-gen: schemas in, Swift files out. See `ContractGenCommand` for the options.
exit(ContractGenCommand.run(Array(CommandLine.arguments.dropFirst())))
