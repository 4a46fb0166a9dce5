import ContractJSON

/// An annotation a valid instance collected: an annotation keyword (`title`, `readOnly`, `format`,
/// `default`…) of a schema that the instance location satisfied.
public struct ValidationAnnotation: Sendable, Hashable {
    /// The instance location the annotation applies to.
    public var instanceLocation: JSONPointer
    /// The keyword's path through the schema as evaluated (through `$ref`s).
    public var keywordLocation: JSONPointer
    /// The keyword's absolute URI.
    public var absoluteKeywordLocation: String?
    /// The keyword's value.
    public var value: JSONValue

    /// The annotation as a 2020-12 "basic" output unit.
    public var outputUnit: JSONValue {
        var members: [JSONObject.Member] = [
            .init(key: "valid", value: .bool(true)),
            .init(key: "keywordLocation", value: .string(keywordLocation.description)),
        ]
        if let absoluteKeywordLocation { members.append(.init(key: "absoluteKeywordLocation", value: .string(absoluteKeywordLocation))) }
        members.append(.init(key: "instanceLocation", value: .string(instanceLocation.description)))
        members.append(.init(key: "annotation", value: value))
        return .object(JSONObject(members))
    }
}
