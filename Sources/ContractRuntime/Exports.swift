// ContractRuntime: the umbrella of the two runtime libraries, kept so that code written against the
// single runtime module of earlier versions compiles unchanged.
//
// - `import ContractModels`: what generated models run on (no networking).
// - `import ContractClient`: the HTTP client, with ContractModels.
// - `import ContractRuntime`: both.
@_exported import ContractClient
@_exported import ContractModels
