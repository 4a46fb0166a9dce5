/// The header fields of an HTTP request or response: an ordered list of name–value pairs whose
/// names compare case-insensitively.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/json"]
/// headers["accept"]                 // "application/json"
/// headers["Authorization"] = "Bearer t0k3n"
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The field name as given (compared case-insensitively).
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    private var fields: [Field]

    /// Creates headers from fields, keeping their order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Creates headers from a literal such as `["Accept": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The value of the first field named `name`, or `nil`. Setting replaces every field of that
    /// name (at the position of the first one); setting `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { Self.matches($0.name, name) }?.value }
        set {
            guard let newValue else {
                fields.removeAll { Self.matches($0.name, name) }
                return
            }
            if let first = fields.firstIndex(where: { Self.matches($0.name, name) }) {
                fields[first].value = newValue
                var index = fields.index(after: first)
                while index < fields.endIndex {
                    if Self.matches(fields[index].name, name) { fields.remove(at: index) } else { index += 1 }
                }
            } else {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }

    /// The values of every field named `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.matches($0.name, name) }.map(\.value)
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.matches($0.name, name) }
    }

    /// Appends a field, keeping any fields of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// `Name: value` lines, control characters in names and values escaped.
    public var description: String {
        PrintableText.escapedLines(fields.map { "\($0.name): \($0.value)" })
    }

    private static func matches(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.lowercased() == rhs.lowercased()
    }
}
