@_exported import ContractJSON
@_exported import ContractSchema
