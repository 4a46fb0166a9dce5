import ContractJSON
import GeneratorLoading

/// The nearest sound types for valid constructs that have no precise Swift type.
///
/// The generator never refuses a valid schema: such a construct becomes a type that holds every
/// value the schema allows (`JSONValue` when nothing narrower is sound), the validator checks what the
/// type does not say, and a warning at the construct's `file:line:column` says what was lost and how to
/// get it back. The type's doc comment says the same. `warningsAsErrors` in `contracts.json` turns
/// these warnings into errors.
extension TranslationContext {
    /// The kind of an enum value as the generated enums see it: integers (that fit Int64) apart from
    /// other numbers.
    func enumerationKind(_ value: JSONValue) -> String {
        if case .number(let number) = value, number.isIntegral, number.int64Value != nil { return "integer" }
        return value.typeName
    }

    /// The shape of an `enum` / `const` of non-null values: an enum of strings, integers or booleans;
    /// `Double` for other numbers that it holds exactly; otherwise `JSONValue`.
    func enumerationShape(_ values: [JSONValue], keyword: String) -> SchemaShape {
        let kinds = Set(values.map(enumerationKind))
        // Booleans: Swift.Bool (an enum cannot have Bool raw values); validate() checks a one-value enum.
        if kinds == ["boolean"] { return .builtin(.bool) }
        if kinds.count == 1, ["string", "integer"].contains(kinds.first!) { return .enumeration(values) }
        let numbers = values.compactMap(\.numberValue)
        if numbers.count == values.count, numbers.allSatisfy({ JSONNumber($0.doubleValue) == $0 }) {
            return .fallback(
                "an enum of numbers that are not all integers has no Swift enum; generated as Swift.Double, the values are checked by validate(); set x-swift-type for another type",
                keyword: keyword, type: .builtin(.double))
        }
        let described = kinds.sorted().joined(separator: ", ")
        return .fallback(
            "an \(keyword) of several value types (\(described)) is generated as JSONValue, checked by validate(); for typed cases split it into oneOf alternatives of one type each, or set x-swift-type",
            keyword: keyword)
    }

    /// The most specific of several typed `allOf` members: an enum or constant first, then a struct,
    /// then the first.
    func mostSpecific(_ members: [SchemaLocation]) -> SchemaLocation {
        func rank(_ location: SchemaLocation) -> Int {
            switch analyze(resolvedTarget(location)).shape {
            case .enumeration, .constAlternatives: 0
            case .object: 1
            case .builtin: 2
            default: 3
            }
        }
        return members.min { rank($0) < rank($1) } ?? members[0]
    }

    /// `$dynamicRef` (2019-09's `$recursiveRef`) resolved statically: to the schema its URI designates
    /// when that is the only `$dynamicAnchor` of the name (the only `$recursiveAnchor: true` resource) in
    /// the loaded schemas, so no other scope can take over; else `JSONValue`.
    func dynamicReferenceShape(_ schema: SchemaNode) -> SchemaShape {
        let location = schema.location
        let keyword = schema.declares("$dynamicRef") ? "$dynamicRef" : "$recursiveRef"
        guard let reference = schema.dynamicReference else { return .unsupported("\(keyword) must be a string", keyword: keyword) }
        guard let target = schemas.resolve(reference, from: location) else {
            return .unsupported("unresolvable \(keyword) '\(reference)'", keyword: keyword)
        }
        let typing = schema.keywords.filter { TranslationContext.validationKeywords.contains($0) && $0 != keyword }
        let anchor = reference.split(separator: "#", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let recursive = keyword == "$recursiveRef"
        let targetAnchored = schemas.node(at: target)?.declares(recursive ? "$recursiveAnchor" : "$dynamicAnchor") == true
        if typing.isEmpty, !targetAnchored || (!recursive && anchor.hasPrefix("/")) || (recursive ? schemas.recursiveAnchorCount : schemas.dynamicAnchorCount(anchor)) <= 1 {
            return .reference(target)
        }
        if !typing.isEmpty {
            return .fallback(
                "\(keyword) beside other keywords (\(typing.sorted().joined(separator: ", "))) is generated as JSONValue, checked by validate(); move the other keywords into an allOf, or set x-swift-type",
                keyword: keyword)
        }
        return .fallback(
            "\(keyword) '\(reference)' can designate several schemas (the anchor is declared more than once); generated as JSONValue, checked by validate(); set x-swift-type to the type of the schema you expect",
            keyword: keyword)
    }

    /// Reports a fallback: a warning (an error with `warningsAsErrors`) at `location`, once, and a note
    /// for the doc comment of the type generated for `documented`.
    func reportFallback(_ message: String, at location: SchemaLocation, documenting documented: SchemaLocation) {
        if schemaRecords[documented]?.fallbackNotes.contains(message) != true {
            schemaRecords[documented, default: SchemaRecord()].fallbackNotes.append(message)
        }
        guard reportedFallbacks.insert(FallbackKey(message: message, location: location)).inserted else { return }
        if configuration.warningsAsErrors { error(message, at: location) } else { warning(message, at: location) }
    }
}

/// A reported fallback, so each is reported once however often its schema is analysed.
struct FallbackKey: Hashable {
    var message: String
    var location: SchemaLocation
}
