import ContractJSON
import ContractSchemaCore

/// Every loaded schema file, with their identifiers resolved: the output of the load stage.
///
/// A schema set answers three questions for the later stages: what is the schema at a location, where
/// does a `$ref` written at a location lead, and where in which file is a location (for diagnostics).
package struct SchemaSet: Sendable {
    /// The files, sorted by relative path (a repository set: in the order they were added).
    package internal(set) var files: [SchemaFile]
    /// The files' resources and anchors, and reference lookup (file `i` is its document `i`).
    package internal(set) var registry: ResourceRegistry
    /// The base URI in effect at each schema location.
    let bases: [SchemaLocation: URIReference]
    /// The dialect of each indexed schema position.
    let drafts: [SchemaLocation: Draft]

    /// Every `$ref` (and dynamic reference) value with the location of the schema holding it.
    let references: [(String, SchemaLocation)]
    /// The `x-mappers` declarations, by the location of the schema holding them.
    let mapperDeclarations: [SchemaLocation: MapperDeclarations]
    /// Whether ``bases``, ``drafts`` and ``references`` were recorded (the generator's sets); a repository set
    /// (``repository()``) leaves them empty and asks the referencing layer where a base or dialect is wanted.
    let isIndexed: Bool
    /// What readers of a repository set learn as they go (positions, where `$ref` chains end), shared by its copies.
    package internal(set) var memo = SchemaSetMemo()

    init(files: [SchemaFile], registry: ResourceRegistry, bases: [SchemaLocation: URIReference], drafts: [SchemaLocation: Draft],
         references: [(String, SchemaLocation)] = [], isIndexed: Bool = true) {
        self.files = files
        self.registry = registry
        self.bases = bases
        self.drafts = drafts
        self.references = references
        self.isIndexed = isIndexed
        self.mapperDeclarations = isIndexed ? MapperSyntaxReader.read(files) : [:]
    }

    /// The `x-mappers` declarations of the schema at `location`, if it has any.
    package func mappers(at location: SchemaLocation) -> MapperDeclarations? {
        mapperDeclarations[location]
    }

    /// The root location of every file, in file order.
    package var roots: [SchemaLocation] { files.indices.map { SchemaLocation(file: $0, pointer: .root) } }

    /// The schema at `location`, or `nil` if the pointer leads nowhere. In drafts 04 to 07 a schema
    /// with `$ref` is that reference alone: the keywords beside it are left out, but for annotations,
    /// `x-` extensions and definitions (which pointers may still reach).
    package func schema(at location: SchemaLocation) -> JSONValue? {
        guard files.indices.contains(location.file), let value = location.pointer.resolve(in: files[location.file].root) else { return nil }
        guard case .object(let schema) = value, schema["$ref"] != nil, draft(at: location).vocabulary.ignoresSiblingsOfRef else { return value }
        return .object(JSONObject(schema.members.filter { SchemaSet.keptBesideReference.contains($0.key) || $0.key.hasPrefix("x-") }))
    }

    /// What a draft 04 to 07 schema with `$ref` keeps beside it.
    static let keptBesideReference = Set(
        ["$ref", "$schema", "$comment", "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly"]
            + Vocabulary.definitionsKeywordsOfAnyDraft)

    /// The file and line/column of `location`.
    package func position(of location: SchemaLocation) -> SourcePosition {
        files[location.file].position(of: location.pointer)
    }

    /// The keywords of a positional (tuple) array schema in the dialect at `location`: `prefixItems`
    /// and `items` for the rest from 2020-12 on; an array-valued `items` and `additionalItems` before.
    package func tupleKeywords(at location: SchemaLocation) -> (prefix: String, rest: String) {
        draft(at: location).vocabulary.tupleKeywords
    }

    /// The dialect in force at `location` (its own `$schema`, an enclosing one, or 2020-12); its
    /// ``Vocabulary`` says which keywords apply there.
    package func draft(at location: SchemaLocation) -> Draft {
        guard isIndexed else { return registry.scope(at: ResourceLocation(location)).draft }
        var pointer: JSONPointer? = location.pointer
        while let current = pointer {
            if let draft = drafts[SchemaLocation(file: location.file, pointer: current)] { return draft }
            pointer = current.parent
        }
        return SchemaLoader.defaultDraft
    }

    /// The base URI in effect at `location` (the nearest enclosing `$id`).
    package func baseURI(at location: SchemaLocation) -> URIReference {
        guard isIndexed else { return registry.scope(at: ResourceLocation(location)).base }
        if let base = bases[location] { return base }
        var pointer = location.pointer
        while let parent = pointer.parent {
            pointer = parent
            if let base = bases[SchemaLocation(file: location.file, pointer: pointer)] { return base }
        }
        return files[location.file].uri
    }

    /// The canonical absolute URI of `location`: its file's URI with a JSON Pointer fragment (no fragment
    /// for a file's root). Validators are looked up by this URI.
    package func uri(of location: SchemaLocation) -> String {
        let file = files[location.file].uri.withoutFragment.description
        return location.pointer.isRoot ? file : file + "#" + location.pointer.uriFragment
    }

    /// The location an absolute URI (with an optional JSON Pointer or anchor fragment) designates.
    package func location(ofURI uri: String) -> SchemaLocation? {
        locate(URIReference(uri))
    }

    /// How many schemas declare `"$dynamicAnchor": name`, in every loaded resource.
    package func dynamicAnchorCount(_ name: String) -> Int {
        registry.anchors.filter { entry in
            entry.key.hasSuffix("#" + name) && schema(at: SchemaLocation(entry.value))?.objectValue?["$dynamicAnchor"] == .string(name)
        }.count
    }

    /// How many resources declare 2019-09's `"$recursiveAnchor": true`.
    package var recursiveAnchorCount: Int {
        Set(registry.resources.values).filter { schema(at: SchemaLocation($0))?.objectValue?["$recursiveAnchor"] == .bool(true) }.count
    }

    /// Resolves the `$ref` value `reference` written in the schema at `location`; `nil` when it designates
    /// nothing in this set.
    ///
    /// A reference that designates nothing is tried once more against the file's identifier relative
    /// to the input (``SchemaFile/idRelativeToInput``) when no nested `$id` is in effect: schema sets
    /// whose relative identifiers name each other as if they had no base resolve as their authors meant.
    package func resolve(_ reference: String, from location: SchemaLocation) -> SchemaLocation? {
        guard let found = registry.resolve(reference, from: ResourceLocation(location), base: baseURI(at: location)) else { return nil }
        return existing(SchemaLocation(found))
    }

    /// The root schema of file `index` as generated code embeds it: references that resolve only
    /// against the identifier relative to the input are written as the absolute URI of their target,
    /// so that the runtime validator, which registers each file under ``uri(of:)``, finds them.
    package func embeddableRoot(ofFile index: Int) -> JSONValue {
        var rewrites: [[String]: String] = [:]
        let file = files[index]
        // An OpenAPI document's references to schema files known by an `$id` resolve only by path too.
        if file.idRelativeToInput != nil || file.embeddedSchemas != nil {
            for (reference, location) in references where location.file == index && locate(baseURI(at: location).resolving(reference)) == nil {
                if let target = resolve(reference, from: location) { rewrites[location.pointer.tokens] = uri(of: target) }
            }
        }
        guard !rewrites.isEmpty else { return prunedForEmbedding(file.root, ofFile: index) }
        func rewrite(_ value: JSONValue, _ tokens: [String]) -> JSONValue {
            switch value {
            case .object(let object):
                let replacement = rewrites[tokens]
                return .object(JSONObject(object.members.map { member in
                    if member.key == "$ref", let replacement, case .string = member.value {
                        return JSONObject.Member(key: member.key, value: .string(replacement))
                    }
                    return JSONObject.Member(key: member.key, value: rewrite(member.value, tokens + [member.key]))
                }))
            case .array(let elements):
                return .array(elements.enumerated().map { rewrite($0.element, tokens + [String($0.offset)]) })
            default:
                return value
            }
        }
        return prunedForEmbedding(rewrite(file.root, []), ofFile: index)
    }

    /// For a file that holds schemas without being one (an OpenAPI document): `value` with only the
    /// schemas, the targets of its references and what leads to them, so that generated code does not
    /// embed descriptions, examples and operations the validator never reads. Every pointer into the
    /// schemas stays valid (array elements off the way become `null`, keeping their positions).
    func prunedForEmbedding(_ value: JSONValue, ofFile index: Int) -> JSONValue {
        guard let holder = files[index].embeddedSchemas else { return value }
        var kept = Set(holder.schemas.map(\.tokens) + holder.sites.map(\.pointer.tokens))
        kept.insert(["$schema"])
        for (reference, location) in references where location.file == index {
            if let target = resolve(reference, from: location), target.file == index { kept.insert(target.pointer.tokens) }
        }
        return PointerPaths(kept).map(value, target: { $0 }, other: { _ in nil }) ?? value
    }

    private func locate(_ target: URIReference) -> SchemaLocation? {
        registry.locate(target).flatMap { existing(SchemaLocation($0)) }
    }

    /// `location` when a schema is there as this set reads it (``schema(at:)``), else nil.
    private func existing(_ location: SchemaLocation) -> SchemaLocation? {
        schema(at: location) == nil ? nil : location
    }
}
