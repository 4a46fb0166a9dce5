import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// How the OpenAPI document refers to the contract's schemas: bundled into `components/schemas`, or as
/// references to the schema files next to the document.
///
/// Bundled, every schema file becomes one component named after its file (`round-detail.schema.json` →
/// `RoundDetail`, with the folder's name in front when two files share a name). Its `$id`s are dropped, since
/// an `$id` would make `#/components/…` resolve inside the schema, and its `$schema` too when it is 2020-12 (the
/// OpenAPI 3.1 default). Every `$ref` (relative or absolute, to a file, to a resource embedded in one, with a
/// JSON Pointer or a plain-name anchor) is resolved as JSON Schema resolves it and rewritten as a pointer into
/// the components. Tools that know nothing of `$id` (Swagger UI, Redoc, Prism) then find every schema. References
/// are resolved by the generator's loader (``SchemaSet``), so the export names what generated code names.
struct OpenAPISchemaReferences {
    typealias Problem = ContractFolder.Problem

    let folder: ContractFolder
    let bundles: Bool
    /// Where the document is written; file references are relative to its folder.
    let documentDirectory: String
    /// Component name of each schema file (by index in `folder.schemas.files`).
    private(set) var componentNames: [String] = []

    init(folder: ContractFolder, bundles: Bool, documentDirectory: String) {
        self.folder = folder
        self.bundles = bundles
        self.documentDirectory = documentDirectory
        var stems: [String: Int] = [:]
        let stemsOfFiles = folder.schemas.files.map { Self.componentStem(of: $0.path) }
        for stem in stemsOfFiles { stems[stem, default: 0] += 1 }
        var taken: Set<String> = []
        for (index, file) in folder.schemas.files.enumerated() {
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
        folder.schemas.location(ofURI: uri).map(reference(to:))
    }

    /// The `$ref` value under which the document names the schema at `location`.
    private func reference(to location: SchemaLocation) -> String {
        let pointer = location.pointer
        if bundles { return "#/components/schemas/" + componentNames[location.file] + pointer.uriFragment }
        let path = Self.relativePath(from: documentDirectory, to: folder.schemas.files[location.file].path)
        return pointer.isRoot ? path : path + "#" + pointer.uriFragment
    }

    /// `components/schemas`: every schema file, its references rewritten (bundled mode only).
    func components() throws(Problem) -> JSONObject {
        var components = JSONObject()
        for (index, file) in folder.schemas.files.enumerated() {
            components[componentNames[index]] = try rewrite(file.root, at: SchemaLocation(file: index, pointer: .root))
        }
        return components
    }

    /// `value` (the schema at `location`) with identifiers dropped and references pointing into the components.
    private func rewrite(_ value: JSONValue, at location: SchemaLocation) throws(Problem) -> JSONValue {
        guard case .object(let object) = value else { return value }
        let schemas = folder.schemas
        let draft = schemas.draft(at: location)
        let vocabulary = draft.vocabulary
        var result = JSONObject()
        for member in object {
            let at = location.appending(member.key)
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
                guard let target = schemas.resolve(text, from: location) else {
                    let resolved = schemas.baseURI(at: location).resolving(text).text
                    let message = "$ref \"\(text)\" (\(resolved)) names no schema of the folder, so it cannot be bundled"
                    throw Problem(at: schemas.position(of: at), message)
                }
                result[member.key] = .string(reference(to: target))
            default:
                switch vocabulary.layout(of: member.key, value: member.value) {
                case nil:
                    result[member.key] = member.value
                case .single:
                    result[member.key] = try rewrite(member.value, at: at)
                case .array:
                    var elements: [JSONValue] = []
                    for (position, element) in (member.value.arrayValue ?? []).enumerated() {
                        elements.append(try rewrite(element, at: at.appending(index: position)))
                    }
                    result[member.key] = .array(elements)
                case .map:
                    guard case .object(let map) = member.value else {
                        result[member.key] = member.value
                        continue
                    }
                    var rewritten = JSONObject()
                    for entry in map { rewritten[entry.key] = try rewrite(entry.value, at: at.appending(entry.key)) }
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
