// ContractModels: what generated models run on, without networking. Importing it brings the exact
// JSON parser (ContractJSON) and the JSON Schema validator (ContractSchema) with it, because the
// generated types' public API speaks their types (`JSONValue`, `SchemaValidator`, ...).
@_exported import ContractJSON
@_exported import ContractSchema
