import ContractJSON
import ContractSchemaCore

/// The files that OpenAPI documents name by relative path in their `$ref`s (`schemas/pet.yaml`,
/// `../common/error.json#/Error`), which no naming rule finds: split documents keep their schemas so.
///
/// Each is read as a schema file with the rules of the document that reached it (see
/// ``OpenAPISchemaRepairs/Rules``), and so are the files it names in turn. Hostile input stays bounded:
/// only regular `.json`, `.yaml` and `.yml` files inside the folder the document was found in (after
/// symbolic links are resolved) are read, at most ``limit`` of them.
enum OpenAPIReferencedFiles {
    /// The most files read this way in one run.
    static let limit = 10_000

    /// The files the schemas of the OpenAPI documents `holders` refer to, and those these refer to in
    /// turn, that are not in `loaded`, each read once with the rules of the document that first reached
    /// it (`rules`, by the holder's relative path): the schemas references name in it are repaired (3.0
    /// `nullable` rewritten), with warnings positioned in that file. Only references from schemas count:
    /// a Path Item or Parameter Object in another file is not a schema.
    static func files(
        referencedBy holders: [SchemaFile], rules: [String: OpenAPISchemaRepairs.Rules], loaded: [SchemaLoader.Source]
    ) -> (files: [SchemaFile], diagnostics: DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        var known = Set(loaded.map(\.relativePath) + holders.map(\.relativePath))
        var found: [(source: SchemaLoader.Source, document: JSONDocument, rules: OpenAPISchemaRepairs.Rules)] = []
        // The schemas of each found file that references name, repaired when all are known.
        var schemas: [String: Set<JSONPointer>] = [:]
        var queue: [(path: String, relativePath: String, values: [JSONValue], rules: OpenAPISchemaRepairs.Rules)] =
            holders.compactMap { holder in
                guard let rules = rules[holder.relativePath] else { return nil }
                let pointers = holder.embeddedSchemas?.schemas ?? [.root]
                return (holder.path, holder.relativePath, pointers.compactMap { $0.resolve(in: holder.root) }, rules)
            }
        while let next = queue.popLast(), found.count < limit {
            guard next.path.hasSuffix(next.relativePath) else { continue }
            let root = String(next.path.dropLast(next.relativePath.count))
            let directory = next.relativePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
            for (reference, namesMap) in next.values.flatMap(references(in:)) {
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let relative = reference.hasPrefix("#") ? next.relativePath : target(of: reference, from: directory)
                guard let relative else { continue }
                // A map given as a $ref is left out by the repairs: what it names is no schema.
                if !namesMap, let pointer = ReferenceTarget.pointer(inFragment: parts.count > 1 ? String(parts[1]) : "") {
                    schemas[relative, default: []].insert(pointer)
                }
                guard known.insert(relative).inserted else { continue }
                guard let bytes = read(root + relative, inside: root) else { continue }
                let file = SchemaLoader.Source(path: root + relative, relativePath: relative, bytes: bytes)
                guard let document = file.parse(reporting: &diagnostics) else { continue }
                found.append((file, document, next.rules))
                queue.append((file.path, relative, [document.root.value], next.rules))
                if found.count >= limit { break }
            }
        }
        let files = found.compactMap { source, document, rules -> SchemaFile? in
            let pointers = (schemas[source.relativePath] ?? []).sorted { $0.tokens.lexicographicallyPrecedes($1.tokens) }
            let (value, findings) = OpenAPISchemaRepairs.read(
                document.root.value, schemas: pointers, rules: rules, keepsDeclaredDialect: true)
            guard let file = SchemaLoader.schemaFile(source, document: document, root: value) else { return nil }
            for finding in findings { diagnostics.emit(.warning(finding.message, at: file.position(of: finding.pointer))) }
            return file
        }
        return (files, diagnostics)
    }

    /// Every `$ref` string of `value`, and whether it stands for a whole map of subschemas
    /// (`properties: {$ref: ...}`, a bundler's extension).
    static func references(in value: JSONValue) -> [(String, namesMap: Bool)] {
        let maps: Set<String> = ["properties", "patternProperties", "definitions", "$defs", "dependentSchemas"]
        var found: [(String, namesMap: Bool)] = []
        var stack: [(JSONValue, key: String?)] = [(value, nil)]
        while let (next, key) = stack.popLast() {
            switch next {
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref", case .string(let text) = member.value {
                        found.append((text, object.count == 1 && key.map(maps.contains) == true))
                    } else {
                        stack.append((member.value, member.key))
                    }
                }
            case .array(let elements):
                stack.append(contentsOf: elements.map { ($0, nil) })
            default:
                break
            }
        }
        return found
    }

    /// The input-relative path a relative file reference names from the folder `directory`, if it is a
    /// `.json`, `.yaml` or `.yml` file that stays inside the input: the reference's path, percent-decoded,
    /// resolved by ContractSchemaCore's ``URIReference/resolving(_:within:)`` below the input (`file:///`),
    /// which refuses a `..` that climbs out of it.
    static func target(of reference: String, from directory: [String]) -> String? {
        let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !file.isEmpty, !file.hasPrefix("/"), !file.contains(":"), !file.contains("?"),
            [".json", ".yaml", ".yml"].contains(where: file.lowercased().hasSuffix),
            let decoded = JSONPointer.percentDecoded(file)
        else { return nil }
        let input = URIReference(scheme: "file", authority: "", path: "/", query: nil, fragment: nil)
        let folder = URIReference(scheme: "file", authority: "", path: "/" + directory.map { $0 + "/" }.joined(), query: nil, fragment: nil)
        // Decoded first, as the file system reads it: an encoded `..%2F` is a `..` too.
        let path = URIReference(scheme: nil, authority: nil, path: decoded, query: nil, fragment: nil)
        guard let resolved = folder.resolving(path, within: input) else { return nil }
        let relative = String(resolved.path.dropFirst())
        return relative.isEmpty || relative.hasSuffix("/") ? nil : relative
    }

    /// The bytes of the regular file at `path` if, with symbolic links resolved, it is inside `root`.
    static func read(_ path: String, inside root: String) -> [UInt8]? {
        // The resolved path is read, so a link changed after the check cannot lead outside.
        FileSystem.realPath(path, inside: root.isEmpty ? "." : root).flatMap(FileSystem.contents(of:))
    }
}
