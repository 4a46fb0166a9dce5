import ContractJSON
import ContractSchemaCore

/// One parsed schema file: its text (kept so that every node has a line and column), its value, and
/// the absolute URI it is known by.
package struct SchemaFile: Sendable {
    /// The path diagnostics show, exactly as given to the loader.
    package var path: String
    /// The path relative to the input directory it was found in (the file name for a file given
    /// directly); stable across machines, so it may appear in generated code.
    package var relativePath: String
    /// The parsed text, for source positions.
    package var document: JSONDocument
    /// The root schema.
    package var root: JSONValue
    /// The absolute URI of the root schema: its `$id` resolved against `file:///<relativePath>`.
    package var uri: URIReference
    /// For a root `$id` that is a relative reference (`"common/user.schema.json"`, `"push$event"`): that
    /// identifier resolved against the input folder (`file:///`) instead of the file's own location.
    /// Schema sets such as GitHub's webhook schemas name each other this way, as if identifiers had no
    /// base at all; references that resolve only so are found through it (see ``SchemaSet/resolve(_:from:)``).
    package var idRelativeToInput: URIReference?
    /// For a file that is not itself a schema but holds schemas (an OpenAPI document): the pointers of
    /// the schemas in it, which are indexed as the root of a schema file is, and the named ones that
    /// become top-level types instead of the root and its `$defs`. `nil` for a schema file.
    package var embeddedSchemas: EmbeddedSchemaSites?
    /// The document's line table: positions of diagnostics without a scan of the text each.
    package let lines: SourceLineTable

    /// Creates a file record; `lines` is the document's line table when the caller already built it.
    package init(
        path: String, relativePath: String, document: JSONDocument, root: JSONValue, uri: URIReference, idRelativeToInput: URIReference? = nil,
        embeddedSchemas: EmbeddedSchemaSites? = nil, lines: SourceLineTable? = nil
    ) {
        self.path = path
        self.relativePath = relativePath
        self.document = document
        self.root = root
        self.uri = uri
        self.idRelativeToInput = idRelativeToInput
        self.embeddedSchemas = embeddedSchemas
        self.lines = lines ?? document.lineTable
    }

    /// The source position of the value `pointer` designates (the root's when there is none). Each call
    /// scans the members of the objects on the way: for many positions, use ``SchemaPositions``.
    package func position(of pointer: JSONPointer) -> SourcePosition {
        position(of: pointer) { document.index(at: $0) }
    }

    /// The source position of the value `pointer` designates, or of its nearest ancestor that exists,
    /// with tape indices found by `index`.
    func position(of pointer: JSONPointer, index: (JSONPointer) -> Int?) -> SourcePosition {
        var pointer = pointer
        var found = index(pointer)
        while found == nil, let parent = pointer.parent {
            pointer = parent
            found = index(pointer)
        }
        let location = document.location(ofNodeAt: found ?? 0, using: lines)
        return SourcePosition(path: path, line: location.line, column: location.column)
    }
}

/// The schemas inside a document that is not a schema (an OpenAPI document): where they are, and
/// which of them become named top-level types.
package struct EmbeddedSchemaSites: Sendable, Hashable {
    /// A schema that becomes a top-level type, and the name it asks for (turned into an upper camel
    /// case Swift name by translation, unless `x-swift-name` or the configuration names it).
    package struct Site: Sendable, Hashable {
        /// Where the schema is.
        package var pointer: JSONPointer
        /// The preferred name, e.g. `Pet` or `listPetsResponse`.
        package var name: String

        /// Creates a site.
        package init(pointer: JSONPointer, name: String) {
            self.pointer = pointer
            self.name = name
        }
    }

    /// Every schema the document holds at a position that is not itself inside a schema (components,
    /// parameters, bodies): indexed for identifiers, anchors and references.
    package var schemas: [JSONPointer]
    /// The schemas that become top-level types, in order.
    package var sites: [Site]

    /// Creates the record.
    package init(schemas: [JSONPointer], sites: [Site]) {
        self.schemas = schemas
        self.sites = sites
    }
}
