// The package's contracts: this module's types are generated from the top-level `Schemas/` folder
// (see `contracts.json`) into `Generated/`, which is committed. After changing a schema or the
// generator, run
//     swift package --allow-writing-to-package-directory generate-contracts --target Contracts
// (`--check` in .ci/run and CommittedContractsTests fail while the committed files are stale).
// Clients `import Contracts` and get the runtime, models and client, with it.
@_exported import ContractRuntime
