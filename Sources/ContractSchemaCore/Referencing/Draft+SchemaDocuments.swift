import ContractJSON

extension Draft {
    /// Whether a document found among other files reads as a JSON Schema rather than a payload: its root is an
    /// object whose `$schema` names one of the drafts or another metaschema at json-schema.org. Schema folders
    /// as repositories lay them out (SchemaStore's `src/schemas/json/<name>.json`) are recognised this way, by
    /// content, not name; a payload's `$schema` names the schema it follows, which is not a metaschema.
    package static func isSchemaDocument(_ root: JSONValue) -> Bool {
        guard case .object(let object) = root, let name = object["$schema"]?.stringValue else { return false }
        return Draft(metaschemaURI: name) != nil || SchemaDocumentIndex.isOfficial(URIReference(name).withoutFragment.text)
    }
}
