import Foundation
import GeneratorLoading
import GeneratorRendering
import GeneratorTranslation

// contract-gen: schemas in, Swift files out. See `ContractGenCommand` for the options.
exit(ContractGenCommand.run(Array(CommandLine.arguments.dropFirst())))
