import ContractJSON

/// Why a response body was rejected.
public enum PayloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not JSON; the error says where (line, column, byte offset) and what was expected.
    case malformed(JSONParseError)
    /// The body is JSON but breaks the contract: a schema violation found by the client's
    /// ``PayloadValidator``, or a value the decoder could not read.
    case violations([PayloadViolation])

    /// Where and why, one violation per line, control characters escaped.
    public var description: String {
        switch self {
        case .malformed(let error): PrintableText.escaped("not JSON: \(error)")
        case .violations(let violations): PrintableText.escapedLines(violations.map(\.description))
        }
    }
}

/// One way a JSON document breaks its contract: where, what was expected and what was found.
public struct PayloadViolation: Sendable, Hashable, CustomStringConvertible {
    /// Where in the document, e.g. `/sessions/0/ratings_summary/loved`.
    public var pointer: JSONPointer
    /// What the contract expects there, e.g. `integer`, `minimum 0`, `property "round_id"`.
    public var expected: String
    /// What the document has there, e.g. `string "1"`, `-1`, `no such property`.
    public var found: String
    /// A sentence for developers, by default `expected <expected>, found <found>`.
    public var message: String
    /// The schema keyword that failed, as an absolute URI with a JSON pointer fragment, when a
    /// validator knows it (e.g. `https://contracts.local/sessions/ratings-summary.schema.json#/properties/loved/minimum`).
    public var schemaLocation: String?
    /// Whether the value was delivered anyway, which makes the violation contract drift rather than a
    /// broken payload: every violation ``ValidationMode/tolerant(_:drift:)`` reports is drift; a
    /// ``SchemaPayloadValidator`` also marks an unknown value of an open enum (it decodes as `unknown(_:)`).
    public var isDrift: Bool

    /// Creates a violation.
    public init(
        pointer: JSONPointer,
        expected: String,
        found: String,
        message: String? = nil,
        schemaLocation: String? = nil,
        isDrift: Bool = false
    ) {
        self.pointer = pointer
        self.expected = expected
        self.found = found
        self.message = message ?? "expected \(expected), found \(found)"
        self.schemaLocation = schemaLocation
        self.isDrift = isDrift
    }

    /// `pointer: message` (the root written as `/`), control characters escaped.
    public var description: String {
        PrintableText.escaped("\(pointer.isRoot ? "/" : pointer.description): \(message)")
    }
}
