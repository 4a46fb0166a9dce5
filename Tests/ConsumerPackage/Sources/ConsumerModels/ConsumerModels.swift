// The types of this module are generated from `Schemas/` by the ContractGenerator plugin.
@_exported import ContractRuntime
