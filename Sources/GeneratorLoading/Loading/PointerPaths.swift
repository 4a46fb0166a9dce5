import ContractJSON

/// Some places in a JSON value, named by JSON Pointer tokens, for a walk that changes the value at those
/// places and decides what becomes of everything off the way to them: the one walk behind rewriting an
/// OpenAPI 3.0 document's schemas and trimming an OpenAPI document to the schemas generated code embeds.
struct PointerPaths {
    private let targets: Set<[String]>
    /// Every proper prefix of a target: the places on the way to one.
    private let prefixes: Set<ArraySlice<String>>

    init(_ targets: some Sequence<[String]>) {
        self.targets = Set(targets)
        var prefixes: Set<ArraySlice<String>> = []
        for tokens in self.targets {
            for length in 0..<tokens.count { prefixes.insert(tokens[..<length]) }
        }
        self.prefixes = prefixes
    }

    /// `value` with `target` applied at each of the places, and `other` at each place off the way to
    /// them; what `other` returns `nil` for is left out of its object, or is `null` in its array (which
    /// keeps the positions of the elements after it, so every pointer to a target stays valid).
    func map(
        _ value: JSONValue, target: (JSONValue) -> JSONValue, other: (JSONValue) -> JSONValue?
    ) -> JSONValue? {
        map(value, targetAt: { _, value in target(value) }, other: other)
    }

    /// ``map(_:target:other:)`` with each place's tokens given to `target`.
    func map(
        _ value: JSONValue, targetAt target: ([String], JSONValue) -> JSONValue, other: (JSONValue) -> JSONValue?
    ) -> JSONValue? {
        func walk(_ value: JSONValue, _ tokens: [String]) -> JSONValue? {
            if targets.contains(tokens) { return target(tokens, value) }
            guard prefixes.contains(tokens[...]) else { return other(value) }
            switch value {
            case .object(let object):
                return .object(JSONObject(object.members.compactMap { member in
                    walk(member.value, tokens + [member.key]).map { JSONObject.Member(key: member.key, value: $0) }
                }))
            case .array(let elements):
                return .array(elements.enumerated().map { walk($0.element, tokens + [String($0.offset)]) ?? .null })
            default:
                return value
            }
        }
        return walk(value, [])
    }
}
