import ContractCommandLine

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// contract-gen: schemas in, Swift files out. See `ContractGenCommand` for the options. The work runs on
// a thread with a large stack: the generator's walks over `$ref` chains are recursive (see LargeStack).
let arguments = Array(CommandLine.arguments.dropFirst())
exit(LargeStack.run { ContractGenCommand.run(arguments) })
