// The types of this module are generated from `names.openapi.yaml` by the ContractGenerator plugin: an
// OpenAPI document whose schemas are named like what generated endpoints declare (`Response`, `API`...).
@_exported import ContractClient
