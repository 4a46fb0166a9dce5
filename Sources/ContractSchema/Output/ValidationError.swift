import ContractJSON

/// One way an instance fails its schema: an output unit of the 2020-12 "basic" output format.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the instance the failing value is, e.g. `/sessions/3/status`.
    public var instanceLocation: JSONPointer
    /// The path of keywords taken to reach the failing keyword, through any `$ref`, e.g. `/properties/sessions/items/$ref/properties/status/enum`.
    public var keywordLocation: JSONPointer
    /// The failing keyword's absolute location: the URI of its schema resource and a fragment pointer.
    public var absoluteKeywordLocation: String?
    /// What went wrong, e.g. `expected integer, found string "1"`.
    public var message: String
    /// What the keyword expects, when it can be said briefly (e.g. `integer`, `one of "a", "b"`).
    public var expected: String?
    /// What the instance has instead (e.g. `string "1"`).
    public var found: String?

    /// Creates an error.
    public init(instanceLocation: JSONPointer, keywordLocation: JSONPointer, absoluteKeywordLocation: String? = nil,
                message: String, expected: String? = nil, found: String? = nil) {
        self.instanceLocation = instanceLocation
        self.keywordLocation = keywordLocation
        self.absoluteKeywordLocation = absoluteKeywordLocation
        self.message = message
        self.expected = expected
        self.found = found
    }

    /// The JSON Pointer an absolute keyword location's fragment holds (`…/s.json#/patternProperties/%5Ea`
    /// is `/patternProperties/^a`), or nil when it has no fragment pointer.
    public static func fragmentPointer(of location: String) -> JSONPointer? {
        // By UTF-8 code unit, not by Character: `diff`'s evidence search reads the location of every error it meets.
        guard let hash = location.utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        return JSONPointer(uriFragment: String(location[location.index(after: hash)...]))
    }

    /// The keyword that failed (the last token of ``keywordLocation``).
    public var keyword: String { keywordLocation.tokens.last ?? "" }

    /// `at /pointer: message`.
    public var description: String {
        "at \(instanceLocation.isRoot ? "(root)" : instanceLocation.description): \(message)"
    }

    /// This error as a "basic" output unit: `{"keywordLocation", "absoluteKeywordLocation", "instanceLocation", "error"}`.
    public var outputUnit: JSONValue {
        var members: [JSONObject.Member] = [
            .init(key: "valid", value: .bool(false)),
            .init(key: "keywordLocation", value: .string(keywordLocation.description)),
        ]
        if let absoluteKeywordLocation { members.append(.init(key: "absoluteKeywordLocation", value: .string(absoluteKeywordLocation))) }
        members.append(.init(key: "instanceLocation", value: .string(instanceLocation.description)))
        members.append(.init(key: "error", value: .string(message)))
        return .object(JSONObject(members))
    }
}
