import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// What kind of Swift type a schema calls for, decided from its own keywords.
enum SchemaShape {
    /// Any JSON value (no type-defining keyword).
    case any
    /// The same type as another schema (`$ref`, or a single non-null alternative).
    case reference(SchemaLocation)
    /// A builtin.
    case builtin(BuiltinType)
    /// An array of the schema at the location (`nil`: of any value).
    case array(SchemaLocation?)
    /// A `prefixItems` tuple.
    case tuple
    /// An object whose member values all follow the schema at the location.
    case dictionary(SchemaLocation)
    /// An object with no declared members.
    case freeObject
    /// A struct.
    case object
    /// An enum of the values.
    case enumeration([JSONValue])
    /// An enum whose cases come from `const` alternatives.
    case constAlternatives([SchemaLocation])
    /// Alternatives.
    case union(UnionDeclaration.Mode, [SchemaLocation])
    /// Several `type`s.
    case multiType([String])
    /// An `allOf` of several typed members that cannot be flattened: the type of the most specific
    /// member, the others checked by the validator (with a warning).
    case partialAllOf(SchemaLocation)
    /// A schema that only allows `null`: `ContractModels.JSONNull`.
    case nullOnly
    /// A schema without `type` whose keywords constrain only some kinds of value (`properties` objects,
    /// `items` arrays): every other value is valid too, so it is an enum with one case per constrained
    /// kind (`"object"`, `"array"`) and `.other(JSONValue)` for the rest, with a warning.
    case untyped([String])
    /// A valid construct with no precise Swift type: generated as the nearest sound type (`JSONValue`,
    /// every constraint checked by the validator) with a warning; the message says what was lost and
    /// how to get it back.
    case fallback(String, keyword: String?, type: TypeUsage = .builtin(.jsonValue))
    /// An invalid schema (one its metaschema rejects): an error; the message says why.
    case unsupported(String, keyword: String?)
}

/// How a schema treats `null` (``TranslationContext/nullAdmission(_:)``).
enum NullAdmission {
    /// A keyword limits the kind of value and `null` is not among them.
    case no
    /// No keyword limits the kind of value.
    case unconstrained
    /// Keywords limit the kind of value and one of them names `null`.
    case explicit

    /// Both hold (a value valid for both schemas).
    func and(_ other: NullAdmission) -> NullAdmission {
        if self == .no || other == .no { return .no }
        return self == .explicit || other == .explicit ? .explicit : .unconstrained
    }

    /// Either holds (a value valid for one of them).
    func or(_ other: NullAdmission) -> NullAdmission {
        if self == .explicit || other == .explicit { return .explicit }
        return self == .unconstrained || other == .unconstrained ? .unconstrained : .no
    }
}

/// The locations a recorded walk (``TranslationContext/isObjectLike(_:)``, ``TranslationContext/nullAdmission(_:)``)
/// has open, and whether it met one of them again.
struct RecordedWalk {
    var open: Set<SchemaLocation> = []
    var metCycle = false
}

/// The shape of a schema and whether it admits `null`.
struct SchemaAnalysis {
    var shape: SchemaShape
    var nullable: Bool
}

extension TranslationContext {
    /// Whether the schema declares members: non-empty `properties` or `required`.
    func hasObjectKeywords(_ schema: SchemaNode) -> Bool {
        (schema.propertyNames.map { !$0.isEmpty } ?? false) || (schema.requiredCount ?? 0) > 0
    }

    /// Whether the schema at `location` (following `$ref`) only allows `null`. A chain of references is
    /// followed in a loop, so a reference cycle or a very long chain ends (as "no").
    func isNullOnly(_ location: SchemaLocation) -> Bool {
        var location = location
        var visited: Set<SchemaLocation> = []
        while visited.insert(location).inserted, let schema = schemas.node(at: location) {
            if let types = schema.types, types == ["null"] { return true }
            if schema.constant == .null { return true }
            if let values = schema.enumValues, values == [.null] { return true }
            guard let reference = schema.reference, let target = schemas.resolve(reference, from: location) else { return false }
            location = target
        }
        return false
    }

    /// Whether the schema at `location` defines a type (as opposed to only annotating or constraining).
    func isTyped(_ location: SchemaLocation) -> Bool {
        if case .any = analyze(location).shape { return false }
        return true
    }

    /// Whether the schema at `location` (following references) describes objects with members.
    ///
    /// Answers are kept in each location's record (``recorded(_:at:walk:onCycle:yesIsFinal:_:)``); a "no" found
    /// while a reference cycle was still open is not kept: it may be incomplete.
    func isObjectLike(_ location: SchemaLocation) -> Bool {
        var walk = RecordedWalk()
        return isObjectLike(location, &walk)
    }

    private func isObjectLike(_ location: SchemaLocation, _ walk: inout RecordedWalk) -> Bool {
        recorded(\.isObjectLike, at: location, walk: &walk, onCycle: false, yesIsFinal: true) { walk in
            guard let schema = schemas.node(at: location) else { return false }
            var answer = hasObjectKeywords(schema)
            if !answer, let reference = schema.reference, let target = schemas.resolve(reference, from: location) {
                answer = isObjectLike(target, &walk)
            }
            var index = 0
            let members = schema.subschemaCount("allOf") ?? 0
            while !answer && index < members {
                answer = isObjectLike(location.appending("allOf").appending(index: index), &walk)
                index += 1
            }
            return answer
        }
    }

    /// Whether the schema at `location` lets `null` through: every keyword that limits the kind of a value
    /// (`type`, `enum`, `const`), along its `$ref`, through all its `allOf` members and some `oneOf`/`anyOf`
    /// branch. `.explicit` when one of them names `null` (so a 3.0 `nullable` object reached through
    /// `allOf` or an `anyOf` branch counts), `.unconstrained` when none limits the kind at all.
    /// A location met again while it is open (a cycle) adds nothing.
    func nullAdmission(_ location: SchemaLocation) -> NullAdmission {
        var walk = RecordedWalk()
        return nullAdmission(location, &walk)
    }

    private func nullAdmission(_ location: SchemaLocation, _ walk: inout RecordedWalk) -> NullAdmission {
        recorded(\.nullAdmission, at: location, walk: &walk, onCycle: .unconstrained) { walk in
            guard let schema = schemas.node(at: location) else { return schemas.isFalseSchema(at: location) ? .no : .unconstrained }
            var answer = NullAdmission.unconstrained
            if let types = schema.types { answer = answer.and(types.contains("null") ? .explicit : .no) }
            if let values = schema.enumValues { answer = answer.and(values.contains(.null) ? .explicit : .no) }
            if let constant = schema.constant { answer = answer.and(constant == .null ? .explicit : .no) }
            if answer != .no, let reference = schema.reference, let target = schemas.resolve(reference, from: location) {
                answer = answer.and(nullAdmission(target, &walk))
            }
            var index = 0
            while answer != .no && index < (schema.subschemaCount("allOf") ?? 0) {
                answer = answer.and(nullAdmission(location.appending("allOf").appending(index: index), &walk))
                index += 1
            }
            for keyword in ["oneOf", "anyOf"] where answer != .no {
                guard let count = schema.subschemaCount(keyword), count > 0 else { continue }
                var some = NullAdmission.no
                for branch in 0..<count { some = some.or(nullAdmission(location.appending(keyword).appending(index: branch), &walk)) }
                answer = answer.and(some)
            }
            return answer
        }
    }

    /// The answer kept in `location`'s record at `key`, else `compute`d and kept, so that schemas reaching one
    /// definition along many `$ref` and subschema paths, or chaining thousands of them, cost time linear in their
    /// size. A location met again while it is open (a reference cycle) answers `onCycle`; an answer found while a
    /// cycle was open is kept only when it is `true` and `yesIsFinal` says the rest of the cycle could not change that.
    private func recorded<Answer>(
        _ key: WritableKeyPath<SchemaRecord, Answer?>, at location: SchemaLocation, walk: inout RecordedWalk, onCycle: Answer,
        yesIsFinal: Bool = false, _ compute: (inout RecordedWalk) -> Answer
    ) -> Answer {
        if let known = schemaRecords[location]?[keyPath: key] { return known }
        guard walk.open.insert(location).inserted else {
            walk.metCycle = true
            return onCycle
        }
        defer { walk.open.remove(location) }
        let cycleBefore = walk.metCycle
        walk.metCycle = false
        let answer = compute(&walk)
        if !walk.metCycle || (yesIsFinal && (answer as? Bool) == true) {
            schemaRecords[location, default: SchemaRecord()][keyPath: key] = answer
        }
        walk.metCycle = walk.metCycle || cycleBefore
        return answer
    }

    /// Decides the shape of the schema at `location`: the first of its `enum`/`const`, `oneOf`/`anyOf`,
    /// `allOf`, `$ref` and `type` that decides it, in that order.
    ///
    /// The answer is kept in the location's record: `allOf` members are ranked by their shapes, and a
    /// definition reached along many paths is analysed once.
    func analyze(_ location: SchemaLocation) -> SchemaAnalysis {
        if let known = schemaRecords[location]?.analysis { return known }
        // `allOf` members that lead back here through `$ref` (found by fuzz-gen): the inner visit sees
        // any value, so ranking the members ends; the outer analysis decides the shape.
        guard schemaRecords[location]?.isAnalyzing != true else { return SchemaAnalysis(shape: .any, nullable: false) }
        schemaRecords[location, default: SchemaRecord()].isAnalyzing = true
        defer { schemaRecords[location]?.isAnalyzing = false }
        let analysis = freshAnalysis(location)
        schemaRecords[location, default: SchemaRecord()].analysis = analysis
        return analysis
    }

    private func freshAnalysis(_ location: SchemaLocation) -> SchemaAnalysis {
        guard schemas.hasSchema(at: location) else {
            return SchemaAnalysis(shape: .unsupported("no schema here", keyword: nil), nullable: false)
        }
        guard let schema = schemas.node(at: location) else {
            if schemas.isFalseSchema(at: location) {
                return SchemaAnalysis(shape: .fallback("the schema `false` allows no value; generated as JSONValue, which validate() always rejects", keyword: nil), nullable: false)
            }
            return SchemaAnalysis(shape: .any, nullable: false)
        }
        if schema.declares("$dynamicRef") || schema.declares("$recursiveRef") {
            return SchemaAnalysis(shape: dynamicReferenceShape(schema), nullable: false)
        }
        let types = schema.types
        if schema.declares("type"), types?.isEmpty ?? true {
            return SchemaAnalysis(shape: .unsupported("type must be a string or an array of strings", keyword: "type"), nullable: false)
        }
        if let analysis = enumerationAnalysis(schema, types: types) { return analysis }
        if let analysis = alternativesAnalysis(schema, types: types, at: location) { return analysis }
        if let analysis = allOfAnalysis(schema, types: types, at: location) { return analysis }
        if let analysis = referenceAnalysis(schema, types: types, at: location) { return analysis }
        return typeAnalysis(schema, types: types, at: location)
    }

    /// The shape an `enum` or `const` gives the schema (the values its `type` allows), if it has one.
    func enumerationAnalysis(_ schema: SchemaNode, types: [String]?) -> SchemaAnalysis? {
        var values: [JSONValue]?
        if let listed = schema.enumValues { values = listed }
        if let constant = schema.constant { values = [constant] }
        if let values {
            let allowed = values.filter { value in
                guard let types else { return true }
                return types.contains { type in type == value.typeName || (type == "integer" && value.numberValue?.isIntegral == true) || (type == "number" && value.numberValue != nil) }
            }
            let nonNull = allowed.filter { $0 != .null }
            if nonNull.isEmpty { return SchemaAnalysis(shape: allowed.isEmpty ? .any : .nullOnly, nullable: false) }
            let keyword = schema.declares("const") ? "const" : "enum"
            return SchemaAnalysis(shape: enumerationShape(nonNull, keyword: keyword), nullable: allowed.contains(.null))
        }
        return nil
    }

    /// The shape `oneOf` or `anyOf` gives the schema, if it has either.
    func alternativesAnalysis(_ schema: SchemaNode, types: [String]?, at location: SchemaLocation) -> SchemaAnalysis? {
        let typeAllowsNull = types?.contains("null") ?? true
        if schema.declares("oneOf") && schema.declares("anyOf") {
            return SchemaAnalysis(shape: .fallback("a schema with both oneOf and anyOf is generated as JSONValue, checked by the validator; for a typed model nest one of them in allOf, or set x-swift-type", keyword: "anyOf"), nullable: false)
        }
        for keyword in ["oneOf", "anyOf"] {
            guard schema.declares(keyword) else { continue }
            guard let count = schema.subschemaCount(keyword), count > 0 else {
                return SchemaAnalysis(shape: .unsupported("\(keyword) must be a non-empty array", keyword: keyword), nullable: false)
            }
            var nonNull: [SchemaLocation] = []
            var hasNull = false
            for index in 0..<count {
                let branch = location.appending(keyword).appending(index: index)
                if isNullOnly(branch) { hasNull = true } else { nonNull.append(branch) }
                // A branch that also admits null (`{type: object, nullable: true}`): null is the union's nil.
                if nullAdmission(branch) == .explicit { hasNull = true }
            }
            let nullable = hasNull && typeAllowsNull
            if nonNull.isEmpty { return SchemaAnalysis(shape: .nullOnly, nullable: false) }
            let hasBase = hasObjectKeywords(schema) || schema.declares("allOf") || schema.declares("$ref")
            if nonNull.count == 1 && !hasBase {
                return SchemaAnalysis(shape: .reference(nonNull[0]), nullable: nullable)
            }
            if !hasBase, nonNull.allSatisfy(isInlineConstant), Set(nonNull.compactMap { constantValue($0)?.typeName }).count == 1 {
                return SchemaAnalysis(shape: .constAlternatives(nonNull), nullable: nullable)
            }
            return SchemaAnalysis(shape: .union(keyword == "oneOf" ? .oneOf : .anyOf, nonNull), nullable: nullable)
        }
        return nil
    }

    /// The shape `allOf` gives the schema, if it has one that decides it.
    func allOfAnalysis(_ schema: SchemaNode, types: [String]?, at location: SchemaLocation) -> SchemaAnalysis? {
        if let members = schema.subschemaCount("allOf") {
            if hasObjectKeywords(schema) || isObjectLike(location) {
                guard types != nil || impliesObject(location) else { return SchemaAnalysis(shape: .untyped(["object"]), nullable: false) }
                // Without a `type` of its own, the value is null-able when every member lets null through and
                // one says so (`allOf: [{$ref: <a 3.0 nullable object>}, {description: …}]`).
                return SchemaAnalysis(shape: .object, nullable: types?.contains("null") ?? (nullAdmission(location) == .explicit))
            }
            var typed: [SchemaLocation] = []
            for index in 0..<members where isTyped(location.appending("allOf").appending(index: index)) {
                typed.append(location.appending("allOf").appending(index: index))
            }
            let ownTyped = schema.declares("type") || schema.declares("$ref") || schema.declares("items")
            if typed.count == 1 && !ownTyped { return SchemaAnalysis(shape: .reference(typed[0]), nullable: false) }
            if typed.count > 1 {
                // The value satisfies every member, so the most specific one's type holds it; the
                // validator checks the rest.
                return SchemaAnalysis(shape: .partialAllOf(mostSpecific(typed)), nullable: false)
            }
        }
        return nil
    }

    /// The shape `$ref` gives the schema, if it has one.
    func referenceAnalysis(_ schema: SchemaNode, types: [String]?, at location: SchemaLocation) -> SchemaAnalysis? {
        if let reference = schema.reference {
            guard let target = schemas.resolve(reference, from: location) else {
                let uri = schemas.baseURI(at: location).resolving(reference)
                guard Metaschemas.resolves(uri) else {
                    return SchemaAnalysis(shape: .unsupported("unresolvable $ref '\(reference)'", keyword: "$ref"), nullable: false)
                }
                let what = (uri.fragment ?? "").isEmpty ? "the official metaschema" : "a schema in the official metaschema"
                return SchemaAnalysis(shape: .fallback(
                    "$ref '\(reference)' names \(what) \(uri.withoutFragment.text), which the generator does not turn into Swift types; "
                        + "generated as JSONValue, checked by validate() against the metaschema built into the runtime",
                    keyword: "$ref"), nullable: false)
            }
            if hasObjectKeywords(schema) {
                guard types != nil || impliesObject(location) else { return SchemaAnalysis(shape: .untyped(["object"]), nullable: false) }
                return SchemaAnalysis(shape: .object, nullable: false)
            }
            return SchemaAnalysis(shape: .reference(target), nullable: false)
        }
        return nil
    }

    /// The shape the schema's `type` (or, without one, the keywords that constrain some kinds) gives it.
    func typeAnalysis(_ schema: SchemaNode, types: [String]?, at location: SchemaLocation) -> SchemaAnalysis {
        let nonNullTypes = (types ?? []).filter { $0 != "null" }
        let nullable = types?.contains("null") ?? false
        if types != nil && nonNullTypes.isEmpty { return SchemaAnalysis(shape: .nullOnly, nullable: false) }
        var distinct = nonNullTypes
        if distinct.contains("integer") && distinct.contains("number") { distinct.removeAll { $0 == "integer" } }
        if distinct.count > 1 { return SchemaAnalysis(shape: .multiType(distinct), nullable: nullable) }
        var type = distinct.first
        if types == nil {
            // No `type`: `properties` or `items` constrain objects or arrays only, and every other value
            // is valid, so the schema is an object only where something says so.
            let constrained = constrainedKinds(schema)
            if constrained == ["object"], impliesObject(location) {
                type = "object"
            } else if !constrained.isEmpty {
                return SchemaAnalysis(shape: untypedShape(constrained, schema), nullable: false)
            }
        }
        switch type {
        case "object"?:
            return SchemaAnalysis(shape: objectShape(schema), nullable: nullable)
        case "array"?:
            if schema.subschemaCount(schemas.tupleKeywords(at: location).prefix) != nil {
                return SchemaAnalysis(shape: .tuple, nullable: nullable)
            }
            if case .schema? = schema.subschema("items") {
                return SchemaAnalysis(shape: .array(location.appending("items")), nullable: nullable)
            }
            return SchemaAnalysis(shape: .array(nil), nullable: nullable)
        case let builtin? where ["string", "integer", "number", "boolean"].contains(builtin):
            return SchemaAnalysis(shape: builtinShape(builtin, schema), nullable: nullable)
        case nil:
            return SchemaAnalysis(shape: .any, nullable: false)
        case let other?:
            return SchemaAnalysis(shape: .unsupported("unknown type '\(other)'", keyword: "type"), nullable: nullable)
        }
    }

    /// Whether the schema at `location` is an inline `const` (or one-value `enum`) of a string, integer or boolean.
    func isInlineConstant(_ location: SchemaLocation) -> Bool {
        guard let schema = schemas.node(at: location), !schema.declares("$ref") else { return false }
        var value = schema.constant
        if value == nil, let values = schema.enumValues, values.count == 1 { value = values[0] }
        switch value {
        case .string?, .bool?: return true
        case .number(let number)?: return number.isIntegral
        default: return false
        }
    }

    /// The shape of an object schema: a struct when it declares members, a dictionary when one schema
    /// (`additionalProperties`, or a single pattern beside `additionalProperties: false`) holds every
    /// member, else a free-form object.
    func objectShape(_ schema: SchemaNode) -> SchemaShape {
        if hasObjectKeywords(schema) { return .object }
        if schema.subschema("additionalProperties") == .schema(isEmpty: false), !schema.declares("patternProperties") {
            return .dictionary(schema.location.appending("additionalProperties"))
        }
        if let patterns = schema.patterns, patterns.count == 1, schema.subschema("additionalProperties") == .boolean(false) {
            return .dictionary(schema.location.appending("patternProperties", patterns[0]))
        }
        return .freeObject
    }

    /// The kinds a schema's keywords constrain, in the order `object`, `array`: what a schema without
    /// `type` would have been taken for.
    func constrainedKinds(_ schema: SchemaNode) -> [String] {
        var kinds: [String] = []
        if hasObjectKeywords(schema) || schema.declares("additionalProperties") || schema.declares("patternProperties") {
            kinds.append("object")
        }
        if schema.declares("items") || schema.declares("prefixItems") { kinds.append("array") }
        return kinds
    }

    /// The shape of a schema without `type` that constrains `kinds`: `JSONValue` when the constrained
    /// kinds would be free-form anyway, else an ``SchemaShape/untyped(_:)`` enum.
    func untypedShape(_ kinds: [String], _ schema: SchemaNode) -> SchemaShape {
        let location = schema.location
        let objectIsFree = !kinds.contains("object") || {
            if case .freeObject = objectShape(schema) { return !isObjectLike(location) } else { return false }
        }()
        let itemsIsSchema: Bool = { if case .schema? = schema.subschema("items") { true } else { false } }()
        let isTuple = schema.subschemaCount(schemas.tupleKeywords(at: location).prefix) != nil
        let arrayIsFree = !kinds.contains("array") || (!isTuple && !itemsIsSchema)
        return objectIsFree && arrayIsFree ? .any : .untyped(kinds)
    }

    /// Whether every valid value at `location` is an object (or `null`) because the schema or its
    /// context says so: its `type`, a `$ref` or `allOf` member whose `type` is object, or a `oneOf` /
    /// `anyOf` / `allOf` that holds it inside a schema that is an object in this sense (or beside an
    /// `allOf` member that says so).
    func impliesObject(_ location: SchemaLocation) -> Bool {
        var visited: Set<SchemaLocation> = []
        if saysObject(location, visited: &visited) { return true }
        var child = location
        while true {
            let tokens = child.pointer.tokens
            guard tokens.count >= 2, ["oneOf", "anyOf", "allOf"].contains(tokens[tokens.count - 2]), Int(tokens[tokens.count - 1]) != nil else { return false }
            let parent = SchemaLocation(file: child.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(2))))
            if saysObject(parent, visited: &visited) { return true }
            child = parent
        }
    }

    /// Whether the schema at `location`, its `$ref` target or one of its `allOf` members has a `type`
    /// that allows objects and nothing else but `null`.
    private func saysObject(_ location: SchemaLocation, visited: inout Set<SchemaLocation>) -> Bool {
        guard visited.insert(location).inserted, let schema = schemas.node(at: location) else { return false }
        if let types = schema.types, types.contains("object"), types.allSatisfy({ $0 == "object" || $0 == "null" }) { return true }
        if let reference = schema.reference, let target = schemas.resolve(reference, from: location),
            saysObject(target, visited: &visited)
        {
            return true
        }
        for index in 0..<(schema.subschemaCount("allOf") ?? 0)
        where saysObject(location.appending("allOf").appending(index: index), visited: &visited) {
            return true
        }
        return false
    }
}
