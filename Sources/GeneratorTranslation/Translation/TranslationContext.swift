import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// How to name a declaration created for an inline schema: nested in `parent` (or at the top level),
/// preferably called `preferred`.
struct Naming {
    var parent: TypeName?
    var preferred: String

    /// The naming for a child schema of a declaration named `name`.
    static func inside(_ name: TypeName, _ preferred: String) -> Naming { Naming(parent: name, preferred: preferred) }

    /// The naming for a child of an alias or container: a sibling with a suffixed name.
    func suffixed(_ suffix: String) -> Naming { Naming(parent: parent, preferred: preferred + suffix) }
}

/// The mutable state of one translation: memoized types by schema location, declarations, names
/// and diagnostics. Not shared across threads.
final class TranslationContext {
    let schemas: SchemaSet
    let configuration: GeneratorConfiguration
    var diagnostics = DiagnosticCollector()
    /// Where the diagnostics' locations are in the files (linear overall, however many are reported).
    private(set) lazy var positions = SchemaPositions(schemas.files)

    /// Every schema location translation has learnt something about.
    var schemaRecords: [SchemaLocation: SchemaRecord] = [:]
    /// The fallbacks already reported.
    var reportedFallbacks: Set<FallbackKey> = []
    /// Every declaration by name (nested ones too, each under its full name).
    var records: [TypeName: DeclarationRecord] = [:]
    /// Declaration names in creation order.
    var order: [TypeName] = []
    /// Top-level sites (file roots and `$defs` entries) in order, with their names.
    var sites: [(location: SchemaLocation, name: String)] = []
    /// The names of the top-level sites.
    var siteNames: Set<String> = []
    /// Top-level names.
    var topScope: NameScope
    /// Names no top-level type may take: ``reservedTopLevelNames``, and with endpoints the type names each
    /// endpoint declares inside itself (`Response`, `API`...), which would otherwise hide the model of
    /// that name there (`typealias Response = Response` refers to itself).
    let reservedTopLevel: Set<String>
    /// The next numeric suffix to try for a type name asked for again, by parent's components and name.
    var typeNameSuffixes: [[String]: Int] = [:]
    /// Names of nested types by parent.
    var nestedScopes: [TypeName: NameScope] = [:]
    /// Every short name used by a nested type (top-level names avoid them so nothing is shadowed).
    var nestedShortNames: Set<String> = []
    /// Inline schemas by shape, so that equal ones share one type.
    var inlineShapes = InlineShapes()
    /// Mappers, translated after the types.
    var mappers: [MapperDeclaration] = []
    /// The endpoint declarations to translate after the types.
    var endpointFiles: [EndpointFile] = []
    /// The APIs translated from ``endpointFiles``.
    var apis: [APIDeclaration] = []
    /// ``valueRule(_:_:skipping:visiting:)`` calls made for the current top-level rule (see
    /// ``maximumValueRuleSteps``).
    var valueRuleSteps = 0
    /// The most schemas one top-level validation rule may look at before it hands the whole schema to
    /// the runtime validator (always correct): `allOf` members that reach one definition along many
    /// paths would otherwise make it exponential.
    static let maximumValueRuleSteps = 10_000
    /// How many ``usage(_:_:)`` calls are in progress (each nested declaration or followed `$ref` is one).
    var usageDepth = 0
    /// The most nested ``usage(_:_:)`` calls before a schema falls back to JSONValue: far beyond real
    /// schemas (a few dozen), and small enough for the stack of a debug build.
    static let maximumUsageDepth = 200
    /// The depth beyond which a named schema (a site) is not declared where it is reached, but by the loop
    /// over the sites: far beyond what one schema nests, and far enough below ``maximumUsageDepth`` that a
    /// walk through schemas that refer to one another (HubSpot's media-bridge document: 60 expression
    /// schemas whose inputs are a union of 73 of them) meets a site before the fallback.
    static let deferredSiteDepth = 100

    /// The declaration named `name`, if it was translated.
    func declaration(_ name: TypeName) -> TypeDeclaration? { records[name]?.declaration }

    /// Names the generated code uses at the top level of the module.
    static let reservedTopLevelNames: Set<String> = ReservedNames.modules
    /// Member names the generated code declares in structs.
    static let reservedMemberNames: Set<String> = Set([
        "init", "encode", "jsonValue", "validate", "hashValue", "hash", "schemaURI", "validator", "CodingKeys", "self", "Type",
    ]).union(ReservedNames.members)
    /// Member names the generated code declares in enums.
    static let reservedCaseNames: Set<String> = Set([
        "unknown", "rawValue", "allCases", "init", "encode", "jsonValue", "validate", "hashValue", "hash", "schemaURI", "validator",
    ]).union(ReservedNames.members)

    init(schemas: SchemaSet, configuration: GeneratorConfiguration, endpoints: [EndpointFile] = []) {
        self.schemas = schemas
        self.configuration = configuration
        self.endpointFiles = endpoints
        let endpointTypes = endpoints.isEmpty ? [] : TranslationContext.endpointScopeTypeNames
        self.reservedTopLevel = TranslationContext.reservedTopLevelNames.union(endpointTypes)
        self.topScope = NameScope(reserved: reservedTopLevel)
    }

    // MARK: Diagnostics

    func error(_ message: String, at location: SchemaLocation) {
        diagnostics.emit(.error(message, at: positions.position(of: location)))
    }

    func warning(_ message: String, at location: SchemaLocation) {
        diagnostics.emit(.warning(message, at: positions.position(of: location)))
    }

    // MARK: Running

    func run() {
        resolveConfigurationKeys()
        collectSites()
        for site in sites { _ = usage(site.location, Naming(parent: nil, preferred: site.name)) }
        finalize()
        translateMappers()
        translateEndpoints()
    }

    /// The module built from the declarations.
    func module() -> TranslatedModule {
        var byParent: [[String]: [TypeName]] = [:]
        for name in order { byParent[Array(name.components.dropLast()), default: []].append(name) }
        func build(_ record: DeclarationRecord) -> TypeDeclaration {
            var declaration = record.declaration
            if let note = sharedUsesNote(declaration.name) { declaration.documentation.notes.append(note) }
            declaration.nested = (byParent[declaration.name.components] ?? []).compactMap { records[$0] }.map(build)
            return declaration
        }
        let top = (byParent[[]] ?? []).compactMap { records[$0] }.sorted { lhs, rhs in
            lhs.source == rhs.source ? lhs.declaration.name < rhs.declaration.name : lhs.source < rhs.source
        }
        let embedded = schemas.files.enumerated().map { index, file in
            EmbeddedSchema(uri: file.uri.description, value: schemas.embeddableRoot(ofFile: index), relativePath: file.relativePath)
        }
        return TranslatedModule(
            declarations: top.map(build), schemas: embedded, mappers: mappers, accessLevel: configuration.accessLevel,
            outputs: configuration.outputs, apis: apis)
    }

    // MARK: Configuration keys

    /// Resolves `names` and `types` keys of the configuration to schema locations.
    func resolveConfigurationKeys() {
        for (kind, table) in [("names", configuration.names), ("types", configuration.types)] {
            for key in table.keys.sorted() {
                guard let location = location(forKey: key) else {
                    diagnostics.emit(.error("'\(key)' does not designate a loaded schema (write an absolute URI or relative/path.schema.json#/pointer)",
                                            at: configuration.keyPositions[kind + ":" + key]))
                    continue
                }
                if kind == "names" {
                    schemaRecords[location, default: SchemaRecord()].nameOverride = table[key]
                } else {
                    schemaRecords[location, default: SchemaRecord()].typeOverride = table[key]
                }
            }
        }
    }

    /// The schema a configuration key names: an absolute URI, or a path below the input with an optional
    /// fragment (a JSON Pointer, or an anchor of the file), read as the referencing layer reads fragments.
    func location(forKey key: String) -> SchemaLocation? {
        if let location = schemas.location(ofURI: key) { return location }
        let parts = key.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let file = schemas.files.firstIndex(where: { $0.relativePath == parts[0] }) else { return nil }
        let uri = schemas.files[file].uri.withoutFragment.text
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        switch ReferenceTarget(fragment: fragment, in: uri) {
        case .pointer(_, let pointer)?:
            // By position in the file, so that a document holding schemas (OpenAPI) is reached below its root too.
            let location = SchemaLocation(file: file, pointer: pointer)
            return schemas.hasSchema(at: location) ? location : nil
        case .anchor?:
            return schemas.location(ofURI: uri + "#" + fragment)
        case nil:
            return nil
        }
    }

    // MARK: Sites and names

    /// Finds file roots and `$defs` entries (in an OpenAPI document: its components' schemas and the
    /// inline schemas of its bodies) and gives each a unique top-level name.
    func collectSites() {
        var preferred: [(SchemaLocation, String, String)] = []  // location, name, prefix for disambiguation
        // A component that is only a `$ref` to a schema file (`Game: {$ref: ./Game.yaml}`, a split document's
        // index) names that file's type, rather than becoming a type alias of it.
        var componentNames: [SchemaLocation: String] = [:]
        for (index, file) in schemas.files.enumerated() {
            for site in file.embeddedSchemas?.sites ?? [] {
                let location = SchemaLocation(file: index, pointer: site.pointer)
                guard explicitName(location) == nil, let object = schemas.schema(at: location)?.objectValue, object.count == 1,
                    let reference = object["$ref"]?.stringValue, let target = schemas.resolve(reference, from: location),
                    target.pointer.isRoot, schemas.files[target.file].embeddedSchemas == nil, componentNames[target] == nil
                else { continue }
                componentNames[target] = site.name
            }
        }
        for (index, file) in schemas.files.enumerated() {
            if let holder = file.embeddedSchemas {
                for site in holder.sites {
                    let location = SchemaLocation(file: index, pointer: site.pointer)
                    if let object = schemas.schema(at: location)?.objectValue, object.count == 1,
                        let reference = object["$ref"]?.stringValue, let target = schemas.resolve(reference, from: location),
                        componentNames[target] == site.name
                    {
                        continue
                    }
                    preferred.append((location, explicitName(location) ?? SwiftIdentifier.upperCamelCase(site.name), ""))
                }
                continue
            }
            let root = SchemaLocation(file: index, pointer: .root)
            let base = String(file.relativePath.split(separator: "/").last ?? "")
            // `pet.schema.json` → `Pet`; a file found otherwise (`Pet.yaml`, named by an OpenAPI document) → `Pet`.
            let suffix = (SchemaLoader.fileSuffixes + [".json", ".yaml", ".yml"]).first { base.hasSuffix($0) }
            let stem = suffix.map { String(base.dropLast($0.count)) } ?? base
            let directories = file.relativePath.split(separator: "/").dropLast()
            let directoryPrefix = directories.last.map { SwiftIdentifier.upperCamelCase(String($0)) } ?? ""
            let rootName = explicitName(root) ?? SwiftIdentifier.upperCamelCase(componentNames[root] ?? stem)
            preferred.append((root, rootName, directoryPrefix))
            for (keyword, name) in schemas.node(at: root)?.definitionNames ?? [] {
                let location = root.appending(keyword, name)
                preferred.append((location, explicitName(location) ?? SwiftIdentifier.upperCamelCase(name), rootName))
            }
        }
        // A body of an OpenAPI operation may name any schema (`common.yaml#/Error`, a property of a
        // component): one that is no site yet becomes one, named after the last token of its pointer.
        let named = Set(preferred.map(\.0))
        var added: Set<SchemaLocation> = []
        for file in endpointFiles where file.sourceKind == .openAPI {
            for endpoint in file.endpoints {
                let bodies = [endpoint.requestSchema, endpoint.responseSchema].compactMap { $0 } + endpoint.errorSchemas.map(\.schema)
                for reference in bodies {
                    guard let location = schemas.location(ofURI: reference.uri), !named.contains(location),
                        schemas.hasSchema(at: location), added.insert(location).inserted
                    else { continue }
                    let fileName = schemas.files[location.file].relativePath.split(separator: "/").last.map(String.init) ?? ""
                    let stem = location.pointer.tokens.last ?? fileName
                    let base = stem.split(separator: ".").first.map(String.init) ?? stem
                    preferred.append((location, explicitName(location) ?? SwiftIdentifier.upperCamelCase(base), ""))
                }
            }
        }
        var counts: [String: Int] = [:]
        for (_, name, _) in preferred { counts[name, default: 0] += 1 }
        for (location, name, prefix) in preferred {
            let wanted = counts[name, default: 0] > 1 && explicitName(location) == nil ? prefix + name : name
            let allocated = topScope.allocate(wanted)
            schemaRecords[location, default: SchemaRecord()].siteName = allocated
            siteNames.insert(allocated)
            sites.append((location, allocated))
        }
    }

    /// The name `x-swift-name` or the configuration gives the schema at `location`.
    func explicitName(_ location: SchemaLocation) -> String? {
        if let name = schemaRecords[location]?.nameOverride { return name }
        if let name = schemas.node(at: location)?.swiftName {
            guard SwiftIdentifier.isValid(name) else {
                error("x-swift-name '\(name)' is not a valid Swift identifier", at: location.appending("x-swift-name"))
                return nil
            }
            return name
        }
        return nil
    }

    /// Allocates the name of a new declaration.
    func allocateTypeName(_ naming: Naming, location: SchemaLocation?) -> TypeName {
        let wanted = location.flatMap(explicitName) ?? naming.preferred
        // What makes a name unavailable only grows, so numbering resumes where it stopped for the same
        // name in the same scope: N types asking for one name cost N tries, not N²/2.
        let suffixKey = (naming.parent?.components ?? []) + [wanted]
        guard let parent = naming.parent else {
            var candidate = wanted
            var counter = typeNameSuffixes[suffixKey] ?? 2
            while nestedShortNames.contains(candidate) || topScope.isTaken(candidate) || reservedTopLevel.contains(candidate) {
                candidate = wanted + String(counter)
                counter += 1
            }
            if candidate != wanted { typeNameSuffixes[suffixKey] = counter }
            topScope.claim(candidate)
            return TypeName([candidate])
        }
        var scope = nestedScopes[parent] ?? NameScope(reserved: ReservedNames.members.union(["CodingKeys"]))
        var candidate = wanted
        var counter = typeNameSuffixes[suffixKey] ?? 2
        // The type is declared at file scope under its flat name (`Parent_Child`), so that name must be free
        // at the top level too, and no nested alias may take it.
        func flat(_ candidate: String) -> String { parent.flatName + "_" + candidate }
        while scope.isTaken(candidate) || topScope.isTaken(candidate) || siteNames.contains(candidate)
            || parent.components.contains(candidate) || TranslationContext.reservedTopLevelNames.contains(candidate)
            || SwiftIdentifier.unusable.contains(candidate) || candidate == "CodingKeys"
            || topScope.isTaken(flat(candidate)) || reservedTopLevel.contains(flat(candidate)) || nestedShortNames.contains(flat(candidate))
        {
            candidate = wanted + String(counter)
            counter += 1
        }
        if candidate != wanted { typeNameSuffixes[suffixKey] = counter }
        scope.claim(candidate)
        nestedScopes[parent] = scope
        nestedShortNames.insert(candidate)
        topScope.claim(flat(candidate))
        return TypeName(parent.components + [candidate], fileScope: true)
    }

    /// Records a declaration, translated from the schema at `location` with its parts from `sites`.
    func add(_ declaration: TypeDeclaration, from location: SchemaLocation, sites: DeclarationSites = DeclarationSites()) {
        if records[declaration.name] == nil { order.append(declaration.name) }
        records[declaration.name] = DeclarationRecord(declaration: declaration, source: location, sites: sites)
        if case .alias = declaration.kind {} else { schemaRecords[location, default: SchemaRecord()].isDeclared = true }
    }

    /// The documentation of the schema at `location`.
    func documentation(_ location: SchemaLocation) -> Documentation {
        guard let schema = schemas.node(at: location) else { return .none }
        let notes = (schemaRecords[location]?.fallbackNotes ?? []).map { "Fallback: " + $0 + "." }
        return Documentation(title: schema.title, description: schema.description, isDeprecated: schema.isDeprecated, notes: notes)
    }
}
