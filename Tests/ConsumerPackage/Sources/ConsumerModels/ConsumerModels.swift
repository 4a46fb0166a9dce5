// The types of this module are generated from `Schemas/` by the ContractGenerator plugin. It depends on
// the models-only runtime (no networking); the re-export lets importers use its types.
@_exported import ContractModels
