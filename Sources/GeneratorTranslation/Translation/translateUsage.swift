import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// The Swift type for the schema at `location`, declaring types as needed; memoized per location so
    /// every `$ref` to one schema shares one type.
    func usage(_ location: SchemaLocation, _ naming: Naming) -> TypeUsage {
        if let known = schemaRecords[location]?.usage { return known }
        guard usageDepth < TranslationContext.maximumUsageDepth else {
            // A hostile schema can chain thousands of `$ref`s or nested declarations; following them
            // recursively would overflow the stack. The type here is the sound JSONValue (the
            // validator checks the schema), not memoized, so the schema gets its own type where it
            // is reached from a shallower place (such as its own `$defs` entry).
            reportFallback(
                "the schema is reached through more than \(TranslationContext.maximumUsageDepth) nested declarations or $refs;"
                    + " here it is generated as JSONValue, checked by validate(); shorten the chain of $refs, or set x-swift-type",
                at: location, documenting: location)
            return .builtin(.jsonValue)
        }
        usageDepth += 1
        defer { usageDepth -= 1 }
        if let overridden = overriddenType(location) {
            let nullable = analyze(location).nullable
            let result = nullable ? overridden.asOptional : overridden
            schemaRecords[location, default: SchemaRecord()].usage = result
            return result
        }
        let analysis = analyze(location)
        let siteName = schemaRecords[location]?.siteName
        let isSite = siteName != nil
        var naming = naming
        if let siteName { naming = Naming(parent: nil, preferred: siteName) }
        let result: TypeUsage
        switch analysis.shape {
        case .object, .enumeration, .constAlternatives, .union, .multiType, .tuple, .untyped:
            if let shared = sharedType(for: location, naming, isSite: isSite) {
                result = shared
                break
            }
            if let siteName, usageDepth > TranslationContext.deferredSiteDepth, !isAnonymous(location) {
                // A named schema reached deep in the walk is left to the loop over the sites in `run()`, which
                // declares it under this name later (as a cycle refers to a type still being declared): schemas
                // that all refer to one another would otherwise make the walk as deep as they are many, and
                // types JSONValue for that depth alone. Not memoized, so that the loop still declares it.
                let named = TypeUsage.named(TypeName([siteName]))
                return analysis.nullable ? .optional(named) : named
            }
            let declared = declare(location, analysis, naming)
            keepShape(location, declared)
            return declared
        case .reference(let target):
            if let declared = schemaRecords[target]?.usage {
                // The target's type is declared, or being declared: a struct whose members lead back
                // here (`Person` = allOf[`Base`, …] where `Base.parent` is a `Person`) refers to it by name.
                result = declared
                break
            }
            guard schemaRecords[location]?.isFollowed != true else {
                // Reached again while its chain is followed: through a struct that takes this one's members
                // (`Ext` = allOf[`Script`, …] inside `Script.source`'s union). The chain's end is declared by
                // now, so the type is known; only a chain of `$ref`s alone, leading back here, has none.
                if let declared = usageAtEnd(ofChainFrom: target) {
                    result = declared
                    break
                }
                error("this $ref cycle never reaches a schema that defines a type", at: location)
                return .builtin(.jsonValue)
            }
            schemaRecords[location, default: SchemaRecord()].isFollowed = true
            if isSite, schemaRecords[target]?.siteName == nil, schemaRecords[target]?.usage == nil, schemas.node(at: target) != nil {
                // An inline schema reached only through this named one takes its name (no alias).
                schemaRecords[target, default: SchemaRecord()].forcedName = TypeName([naming.preferred])
            }
            result = usage(target, naming)
            schemaRecords[location, default: SchemaRecord()].isFollowed = false
        case .any:
            result = .builtin(.jsonValue)
        case .builtin(let builtin):
            result = .builtin(builtin)
        case .array(let items):
            let itemNaming = isSite ? Naming(parent: nil, preferred: naming.preferred + "Item") : naming.singular()
            result = .array(items.map { usage($0, itemNaming) } ?? .builtin(.jsonValue))
        case .dictionary(let values):
            let valueNaming = isSite ? Naming(parent: nil, preferred: naming.preferred + "Value") : naming.suffixed("Value")
            result = .dictionary(usage(values, valueNaming))
        case .freeObject:
            result = .builtin(.jsonObject)
        case .unsupported(let message, let keyword):
            error(message, at: keyword.map { location.appending($0) } ?? location)
            result = .builtin(.jsonValue)
        case .nullOnly:
            result = .builtin(.null)
        case .fallback(let message, let keyword, let type):
            reportFallback(message, at: keyword.map { location.appending($0) } ?? location, documenting: location)
            result = type
        case .partialAllOf(let base):
            reportFallback(
                "allOf of several non-object schemas cannot be flattened into one Swift type; generated as the type of its most specific member (\(schemas.uri(of: base))), the other members are checked by validate(); merge the members into one schema, or set x-swift-type",
                at: location.appending("allOf"), documenting: location)
            result = usage(base, naming)
        }
        var final = analysis.nullable ? result.asOptional : result
        if isSite, result.unwrapped != .named(TypeName([naming.preferred])) {
            // A named schema that is not a struct, enum or union becomes a typealias.
            let name = TypeName([naming.preferred])
            let underlying = final.unwrapped
            var declaration = TypeDeclaration(
                name: name, kind: .alias(underlying), documentation: documentation(location), schemaURI: schemas.uri(of: location))
            // The alias of a shared type: `ContractTypes` decodes a schema that admits null as `Nullable`, as for the kept type.
            if inlineShapes.aliases.contains(location) { declaration.admitsNull = analysis.nullable }
            add(declaration, from: location)
            final = analysis.nullable ? .optional(.alias(name, underlying)) : .alias(name, underlying)
        }
        schemaRecords[location, default: SchemaRecord()].usage = final
        return final
    }

    /// The type of the first schema along a chain of `$ref`s from `start` whose type is known (declared, or
    /// being declared), made optional when a schema on the way admits null; nil when the chain returns to
    /// a schema it passed or ends at one without a type yet.
    func usageAtEnd(ofChainFrom start: SchemaLocation) -> TypeUsage? {
        var current = start
        var passed: Set<SchemaLocation> = []
        var nullable = false
        while passed.insert(current).inserted {
            if let known = schemaRecords[current]?.usage { return nullable ? known.asOptional : known }
            let analysis = analyze(current)
            guard case .reference(let next) = analysis.shape else { return nil }
            nullable = nullable || analysis.nullable
            current = next
        }
        return nil
    }

    /// Declares the struct, enum or union the schema at `location` calls for.
    func declare(_ location: SchemaLocation, _ analysis: SchemaAnalysis, _ naming: Naming) -> TypeUsage {
        let name: TypeName
        let record = schemaRecords[location]
        if let siteName = record?.siteName {
            name = TypeName([siteName])
        } else if let forced = record?.forcedName {
            name = forced
        } else {
            name = allocateTypeName(naming, location: location)
        }
        let usage: TypeUsage = analysis.nullable ? .optional(.named(name)) : .named(name)
        schemaRecords[location, default: SchemaRecord()].usage = usage
        let uri = schemas.uri(of: location)
        let kind: TypeDeclaration.Kind
        var sites = DeclarationSites()
        switch analysis.shape {
        case .object:
            let structure: StructDeclaration
            (structure, sites) = translateStruct(name: name, sources: [location])
            kind = .structure(structure)
        case .enumeration(let values):
            kind = .enumeration(translateEnum(values: values, at: location, caseLocations: nil))
        case .constAlternatives(let branches):
            // Each branch is an inline constant (SchemaShape.isInlineConstant): a const, or a one-value enum.
            let values = branches.map { branch -> JSONValue in
                let schema = schemas.node(at: branch)
                return schema?.constant ?? schema?.enumValues?.first ?? .null
            }
            kind = .enumeration(translateEnum(values: values, at: location, caseLocations: branches))
        case .union(let mode, let branches):
            kind = .union(translateUnion(name: name, mode: mode, branches: branches, at: location))
            sites.unionBranches = branches
        case .multiType(let types):
            kind = .union(translateMultiType(name: name, types: types, at: location))
        case .untyped(let kinds):
            kind = .union(translateUntyped(name: name, kinds: kinds, at: location))
        case .tuple:
            kind = .tuple(translateTuple(name: name, at: location))
        default:
            kind = .alias(.builtin(.jsonValue))
        }
        // Documented after translating: a fallback found on the way adds its note.
        var declaration = TypeDeclaration(name: name, kind: kind, documentation: documentation(location), schemaURI: uri)
        declaration.admitsNull = analysis.nullable
        add(declaration, from: location, sites: sites)
        return usage
    }
}

extension Naming {
    /// The naming for an array's element: the plural name made singular (`episodes` → `Episode`),
    /// or `Item` appended when that is not obviously possible.
    func singular() -> Naming {
        let name = preferred
        if name.hasSuffix("ies"), name.count > 4 { return Naming(parent: parent, preferred: String(name.dropLast(3)) + "y") }
        if name.hasSuffix("sses") || name.hasSuffix("uses") { return Naming(parent: parent, preferred: String(name.dropLast(2))) }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), !name.hasSuffix("us"), !name.hasSuffix("is"), name.count > 3 {
            return Naming(parent: parent, preferred: String(name.dropLast()))
        }
        return Naming(parent: parent, preferred: name + "Item")
    }
}
