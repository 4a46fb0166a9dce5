import ContractJSON
import ContractSchema
import ContractSchemaCore

/// How the OpenAPI document refers to the contract's schemas: bundled into `components/schemas`, or as
/// references to the schema files next to the document.
///
/// Bundled, every schema file becomes one component named after its file (`round-detail.schema.json` →
/// `RoundDetail`, with the folder's name in front when two files share a name). Its `$id`s are dropped, since
/// an `$id` would make `#/components/…` resolve inside the schema, and its `$schema` too when it is 2020-12 (the
/// OpenAPI 3.1 default). Every `$ref` (relative or absolute, to a file, to a resource embedded in one, with a
/// JSON Pointer or a plain-name anchor) is resolved as JSON Schema resolves it and rewritten as a pointer into
/// the components. Tools that know nothing of `$id` (Swagger UI, Redoc, Prism) then find every schema.
struct OpenAPISchemaReferences {
    typealias Problem = ContractFolder.Problem

    let folder: ContractFolder
    let bundles: Bool
    /// Where the document is written; file references are relative to its folder.
    let documentDirectory: String
    /// Component name of each schema file (by index in `folder.schemas`).
    private(set) var componentNames: [String] = []
    /// The schema files' resources and anchors (file `i` is document `i`), where references are looked up.
    private var registry = ResourceRegistry()

    init(folder: ContractFolder, bundles: Bool, documentDirectory: String) {
        self.folder = folder
        self.bundles = bundles
        self.documentDirectory = documentDirectory
        var stems: [String: Int] = [:]
        let stemsOfFiles = folder.schemas.map { Self.componentStem(of: $0.path) }
        for stem in stemsOfFiles { stems[stem, default: 0] += 1 }
        var taken: Set<String> = []
        for (index, file) in folder.schemas.enumerated() {
            var name = stemsOfFiles[index]
            if stems[name, default: 0] > 1 {
                name = Self.upperCamel(FileSystem.lastComponent(of: FileSystem.folder(of: file.path))) + name
            }
            var unique = name
            var counter = 2
            while taken.contains(unique) {
                unique = name + String(counter)
                counter += 1
            }
            taken.insert(unique)
            componentNames.append(unique)
            registry.add(file.document.root.value, base: URIReference(file.id))
        }
    }

    /// `round-detail.schema.json` → `RoundDetail`.
    static func componentStem(of path: String) -> String {
        var name = FileSystem.lastComponent(of: path)
        for suffix in SourceFiles.schemaSuffixes where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return upperCamel(name)
    }

    /// Letters and digits of `text` with the first letter of each run capitalised; other characters separate runs.
    static func upperCamel(_ text: String) -> String {
        var result = ""
        var capitalizeNext = true
        for scalar in text.unicodeScalars {
            guard ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) else {
                capitalizeNext = true
                continue
            }
            result += capitalizeNext ? String(scalar).uppercased() : String(scalar)
            capitalizeNext = false
        }
        return result.isEmpty ? "Schema" : result
    }

    /// The `$ref` value under which the document names the schema at the absolute URI `uri`; nil when no schema
    /// file of the folder holds it.
    func reference(to uri: String) -> String? {
        let target = URIReference(uri)
        guard let found = registry.locate(target) else { return nil }
        let (file, pointer) = (found.document, found.pointer)
        if bundles { return "#/components/schemas/" + componentNames[file] + pointer.uriFragment }
        let path = Self.relativePath(from: documentDirectory, to: folder.schemas[file].path)
        return pointer.isRoot ? path : path + "#" + pointer.uriFragment
    }

    /// `components/schemas`: every schema file, its references rewritten (bundled mode only).
    func components() throws(Problem) -> JSONObject {
        var components = JSONObject()
        for (index, file) in folder.schemas.enumerated() {
            let base = URIReference(file.id)
            components[componentNames[index]] = try rewrite(file.document.root.value, in: file, at: .root, base: base, draft: .draft2020_12)
        }
        return components
    }

    /// `value` (a schema of `file` at `pointer`) with identifiers dropped and references pointing into the components.
    private func rewrite(
        _ value: JSONValue, in file: ContractFolder.SchemaFile, at pointer: JSONPointer, base: URIReference,
        draft: Draft
    ) throws(Problem) -> JSONValue {
        guard case .object(let object) = value else { return value }
        let draft = registry.draft(of: value, inherited: draft)
        let vocabulary = draft.vocabulary
        var base = base
        if let id = vocabulary.baseChangingIdentifier(of: object) { base = base.resolving(id).withoutFragment }
        var result = JSONObject()
        for member in object {
            let at = pointer.appending(member.key)
            switch member.key {
            case vocabulary.identifierKeyword where member.value.stringValue != nil:
                continue
            case "$schema" where draft == .draft2020_12:
                continue
            case "$ref":
                guard let text = member.value.stringValue else {
                    result[member.key] = member.value
                    continue
                }
                let target = base.resolving(text).text
                guard let rewritten = reference(to: target) else {
                    let location = file.document.index(at: at).map { file.document.location(ofNodeAt: $0) }
                    throw Problem(
                        path: file.path, location: location,
                        message: "$ref \"\(text)\" (\(target)) names no schema of the folder, so it cannot be bundled")
                }
                result[member.key] = .string(rewritten)
            default:
                switch vocabulary.layout(of: member.key, value: member.value) {
                case nil:
                    result[member.key] = member.value
                case .single:
                    result[member.key] = try rewrite(member.value, in: file, at: at, base: base, draft: draft)
                case .array:
                    var elements: [JSONValue] = []
                    for (position, element) in (member.value.arrayValue ?? []).enumerated() {
                        elements.append(try rewrite(element, in: file, at: at.appending(position), base: base, draft: draft))
                    }
                    result[member.key] = .array(elements)
                case .map:
                    guard case .object(let map) = member.value else {
                        result[member.key] = member.value
                        continue
                    }
                    var rewritten = JSONObject()
                    for entry in map {
                        rewritten[entry.key] = try rewrite(entry.value, in: file, at: at.appending(entry.key), base: base, draft: draft)
                    }
                    result[member.key] = .object(rewritten)
                }
            }
        }
        return .object(result)
    }

    /// The path of `file` relative to the folder `directory` (both made absolute), with `/` separators.
    static func relativePath(from directory: String, to file: String) -> String {
        let from = FileSystem.standardized(directory).split(separator: "/", omittingEmptySubsequences: true)
        let to = FileSystem.standardized(file).split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        // Segments hold no `/`: what the URI's path escapes is what the file URLs' paths escape.
        return (ups + to[common...].map { FileSystem.percentEncoded(String($0)) }).joined(separator: "/")
    }
}
