import Foundation

// contract-gen: schemas in, Swift files out. See `ContractGenCommand` for the options.
exit(ContractGenCommand.run(Array(CommandLine.arguments.dropFirst())))
