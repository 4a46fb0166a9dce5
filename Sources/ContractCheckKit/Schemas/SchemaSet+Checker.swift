import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// How the checker reads repository sets (lint, diff, the neighbours of `--schema`): with the loader, each file known
/// by its real `file://` URI, as the validator's registry that lint's compile rule and diff's oracle compile with knows it.
extension SchemaSet {
    /// Loads files, folders and glob patterns (``SchemaLoader/load(repository:patternFiles:uri:)``).
    static func load(_ arguments: [String]) throws(SchemaLoader.RepositoryError) -> SchemaSet {
        try SchemaLoader.load(repository: arguments, patternFiles: FileSystem.patternFiles, uri: SchemaSet.fileURI)
    }

    /// Adds one file, already parsed, known by its real `file://` URI.
    mutating func add(_ path: String, relativePath: String, document: JSONDocument) {
        add(path, relativePath: relativePath, document: document, uri: SchemaSet.fileURI(path))
    }

    /// The URI a file is known by before its `$id` is read.
    private static func fileURI(_ path: String) -> URIReference {
        URIReference(FileSystem.fileURI(path))
    }
}
