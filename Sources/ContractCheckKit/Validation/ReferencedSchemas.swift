import ContractJSON
import ContractSchemaCore
import GeneratorLoading
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The schema files a `--schema FILE` needs from beside it: the files it references, and the files
/// those reference, found lazily — never every `*.schema.json` in the folder (one unrelated 58 MB
/// neighbour once made every run parse 58 MB).
///
/// A reference the loaded files cannot resolve is looked for, in order:
/// 1. by path: its URI relative to the referring file's URI (its `$id`, or its `file://` URL), applied
///    to the referring file's path (`"$ref": "common.schema.json"` next to `page.schema.json`);
/// 2. by `$id`: among the schema files under the schema's folder (`*.schema.json`, or JSON and YAML files whose
///    `$schema` names a draft: SchemaStore's `quikrun.json`), parsing only those whose text contains the URI's
///    last path segment (the others are searched, never parsed).
enum ReferencedSchemas {
    /// The files to register before `schemaFile`, in the order they were found.
    static func neighbours(of schemaFile: String) -> [String] {
        documents(of: schemaFile).neighbours.map(\.path)
    }

    /// `schemaFile` and the files to register before it, each as it was read and parsed to follow its
    /// references (so that a registry need not read and parse them again); nil for a schema that cannot be
    /// read or parsed.
    static func documents(of schemaFile: String) -> (schema: SchemaFile?, neighbours: [SchemaFile]) {
        var set = SchemaSet.repository()
        guard let document = try? SchemaLoader.parseRepositoryFile(schemaFile) else { return (nil, []) }
        set.add(schemaFile, relativePath: FileSystem.lastComponent(of: schemaFile), document: document)
        var loaded: Set<String> = [FileSystem.standardized(schemaFile)]
        var found: [SchemaFile] = []
        var candidates: [String]?
        var tried: Set<String> = []
        var scanned = 0
        while scanned < set.files.count {
            // The URIs the files loaded since the last round need and nothing loaded defines.
            var wanted: [String] = []
            for file in scanned..<set.files.count {
                for uri in missingReferences(in: file, of: set) where tried.insert(uri).inserted {
                    wanted.append(uri)
                }
            }
            scanned = set.files.count
            func load(_ path: String) {
                guard loaded.insert(FileSystem.standardized(path)).inserted, FileSystem.entry(path) == .regular,
                      let document = try? SchemaLoader.parseRepositoryFile(path),
                      SchemaLoader.isSchema(path, document)
                else { return }
                set.add(path, relativePath: FileSystem.lastComponent(of: path), document: document)
                found.append(set.files[set.files.count - 1])
            }
            var unresolved: [String] = []
            for uri in wanted {
                if let path = pathGuess(for: uri, in: set) { load(path) }
                if set.registry.resources[uri] == nil { unresolved.append(uri) }
            }
            guard !unresolved.isEmpty else { continue }
            let names = Set(unresolved.compactMap { $0.split(separator: "/").last.map { Array($0.utf8) } })
            candidates = candidates ?? FileSystem.files(in: FileSystem.folder(of: schemaFile), suffixes: SchemaLoader.repositorySuffixes)
            for path in candidates! where !loaded.contains(FileSystem.standardized(path)) {
                guard let bytes = try? FileSystem.read(path), names.contains(where: { contains(bytes, $0) }) else { continue }
                load(path)
            }
        }
        return (set.files[0], found)
    }

    /// The resource URIs (without fragment) that `$ref`s and `$dynamicRef`s in `file` point to and
    /// that no loaded file defines.
    private static func missingReferences(in file: Int, of set: SchemaSet) -> [String] {
        var missing: [String] = []
        set.forEachSchema(in: file) { node in
            guard case .object(let object) = node.value else { return }
            for keyword in ["$ref", "$dynamicRef"] {
                guard let reference = object[keyword]?.stringValue, case .missing(let uri) = set.resolve(reference, base: node.base)
                else { continue }
                let resource = URIReference(uri).withoutFragment.text
                if set.registry.resources[resource] == nil { missing.append(resource) }
            }
        }
        return missing
    }

    /// Where a file defining `uri` would be if the files' URIs mirror their paths: `uri` taken
    /// relative to the URI of a loaded file of the same scheme and host, applied to that file's path.
    private static func pathGuess(for uri: String, in set: SchemaSet) -> String? {
        let target = URIReference(uri)
        guard target.isAbsolute, let targetPath = JSONPointer.percentDecoded(target.path) else { return nil }
        for file in set.files {
            let base = file.uri
            guard base.scheme?.lowercased() == target.scheme?.lowercased(), base.authority == target.authority,
                  let basePath = JSONPointer.percentDecoded(base.path)
            else { continue }
            let endsInFolder = basePath.utf8.last == UInt8(ascii: "/")
            let from = basePath.split(separator: "/", omittingEmptySubsequences: true).dropLast(endsInFolder ? 0 : 1)
            let to = targetPath.split(separator: "/")
            var common = 0
            while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
            let relative = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
            guard !relative.isEmpty else { continue }
            return FileSystem.joined(FileSystem.folder(of: file.path), relative.joined(separator: "/"))
        }
        return nil
    }

    /// Whether `needle` occurs in `bytes` (`memchr` for the first byte, then `memcmp`: a 58 MB file
    /// is searched in milliseconds, in debug builds too).
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { wanted in
                guard let base = haystack.baseAddress, haystack.count >= wanted.count else { return false }
                var offset = 0
                let last = haystack.count - wanted.count
                while offset <= last {
                    guard let hit = memchr(base + offset, Int32(needle[0]), last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, wanted.baseAddress!, wanted.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
