// `Draft` and `URIReference` are part of this module's API (`SchemaRegistry(defaultDraft:)`); they live
// in the shared schema-document layer.
@_exported import ContractSchemaCore
