import ContractJSON
import ContractSchemaCore

/// The files that OpenAPI documents name by relative path in their `$ref`s (`schemas/pet.yaml`,
/// `../common/error.json#/Error`), which no naming rule finds: split documents keep their schemas so.
///
/// Each is read as a schema file, and so are the files it names in turn. Hostile input stays bounded:
/// only regular `.json`, `.yaml` and `.yml` files inside the folder the document was found in (after
/// symbolic links are resolved) are read, at most ``limit`` of them.
enum OpenAPIReferencedFiles {
    /// The most files read this way in one run.
    static let limit = 10_000

    /// The files the schemas of the OpenAPI documents `holders` refer to, and those these refer to in
    /// turn, that are not in `loaded`. Only references from schemas count: a Path Item or Parameter
    /// Object in another file is not a schema.
    static func sources(referencedBy holders: [SchemaFile], loaded: [SchemaLoader.Source]) -> [SchemaLoader.Source] {
        var known = Set(loaded.map(\.relativePath) + holders.map(\.relativePath))
        var found: [SchemaLoader.Source] = []
        var queue: [(path: String, relativePath: String, values: [JSONValue])] = holders.map { holder in
            let schemas = holder.embeddedSchemas?.schemas ?? [.root]
            return (holder.path, holder.relativePath, schemas.compactMap { $0.resolve(in: holder.root) })
        }
        while let next = queue.popLast(), found.count < limit {
            guard next.path.hasSuffix(next.relativePath) else { continue }
            let root = String(next.path.dropLast(next.relativePath.count))
            let directory = next.relativePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
            for reference in next.values.flatMap(references(in:)) {
                guard let relative = target(of: reference, from: directory), known.insert(relative).inserted else { continue }
                guard let bytes = read(root + relative, inside: root) else { continue }
                let file = SchemaLoader.Source(path: root + relative, relativePath: relative, bytes: bytes)
                found.append(file)
                var ignored = DiagnosticCollector()
                if let document = file.parse(reporting: &ignored) { queue.append((file.path, relative, [document.root.value])) }
                if found.count >= limit { break }
            }
        }
        return found
    }

    /// Every `$ref` string of `value`.
    static func references(in value: JSONValue) -> [String] {
        var found: [String] = []
        var stack = [value]
        while let next = stack.popLast() {
            switch next {
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref", case .string(let text) = member.value {
                        found.append(text)
                    } else {
                        stack.append(member.value)
                    }
                }
            case .array(let elements):
                stack.append(contentsOf: elements)
            default:
                break
            }
        }
        return found
    }

    /// The input-relative path a relative file reference names from the folder `directory`, if it is a
    /// `.json`, `.yaml` or `.yml` file that stays inside the input.
    static func target(of reference: String, from directory: [String]) -> String? {
        let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !file.isEmpty, !file.hasPrefix("/"), !file.contains(":"), !file.contains("?"),
            [".json", ".yaml", ".yml"].contains(where: file.lowercased().hasSuffix),
            let decoded = JSONPointer.percentDecoded(file)
        else { return nil }
        var parts = directory
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case "", ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(segment))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The bytes of the regular file at `path` if, with symbolic links resolved, it is inside `root`.
    static func read(_ path: String, inside root: String) -> [UInt8]? {
        // The resolved path is read, so a link changed after the check cannot lead outside.
        FileSystem.realPath(path, inside: root.isEmpty ? "." : root).flatMap(FileSystem.contents(of:))
    }
}
