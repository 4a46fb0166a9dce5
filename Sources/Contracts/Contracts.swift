// The package's contracts: the `ContractGenerator` plugin generates this module's types from the
// top-level `Schemas/` folder (see `contracts.json`). Clients `import Contracts` and get the runtime
// with it.
@_exported import ContractRuntime
