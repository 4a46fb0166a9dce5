import CContractSystem
import ContractCommandLine

// contract-gen: schemas in, Swift files out. See `ContractGenCommand` for the options. The work runs on
// a thread with a large stack: the generator's walks over `$ref` chains are recursive (see LargeStack).
let arguments = Array(CommandLine.arguments.dropFirst())
contract_exit(LargeStack.run { ContractGenCommand.run(arguments) })
