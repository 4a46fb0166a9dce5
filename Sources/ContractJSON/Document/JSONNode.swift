/// A value inside a ``JSONDocument``: a safe, convenient handle for reading parsed JSON.
///
/// ```swift
/// let page = try JSONDocument(parsing: data).root
/// for session in page["sessions"]?.elements ?? [] {
///     print(session["status"]?.stringValue ?? "?")
/// }
/// ```
public struct JSONNode: Sendable {
    /// The document this value belongs to.
    public let document: JSONDocument
    /// The value's index in the document's tape.
    public let index: Int

    /// Creates a handle for the value at tape `index` of `document`.
    public init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    private func read<T>(_ body: (JSONView) -> T) -> T { document.withView(body) }

    /// The kind of this value.
    public var kind: JSONKind { document.tape[index].kind }
    /// Where this value starts in the source.
    public var location: SourceLocation { document.location(ofNodeAt: index) }
    /// The string value, or `nil` if this is not a string.
    public var stringValue: String? { kind == .string ? read { $0.string(index) } : nil }
    /// The boolean value, or `nil` if this is not a boolean.
    public var boolValue: Bool? { read { $0.bool(index) } }
    /// The exact number, or `nil` if this is not a number.
    public var numberValue: JSONNumber? { kind == .number ? read { $0.number(index) } : nil }
    /// The number as an `Int64` if it is integral and fits.
    public var int64Value: Int64? { kind == .number ? read { $0.int64(index) } : nil }
    /// The number as the nearest `Double`; nil beyond `Double`'s range (never infinity).
    public var doubleValue: Double? { read { $0.double(index) } }
    /// Whether this is `null`.
    public var isNull: Bool { kind == .null }

    /// The elements of an array (empty for other kinds).
    public var elements: [JSONNode] {
        guard kind == .array else { return [] }
        var result: [JSONNode] = []
        read { view in view.forEachElement(of: index) { element, _ in result.append(JSONNode(document: document, index: element)) } }
        return result
    }

    /// The visible members of an object in document order (empty for other kinds).
    public var members: [(key: String, value: JSONNode)] {
        guard kind == .object else { return [] }
        var result: [(key: String, value: JSONNode)] = []
        read { view in
            view.forEachMember(of: index) { key, value in
                result.append((view.string(key), JSONNode(document: document, index: value)))
            }
        }
        return result
    }

    /// The member named `key` of an object, or `nil`.
    public subscript(key: String) -> JSONNode? {
        guard kind == .object else { return nil }
        return read { $0.member(of: index, named: key) }.map { JSONNode(document: document, index: $0) }
    }

    /// The element at `position` of an array, or `nil` when out of range.
    public subscript(position: Int) -> JSONNode? {
        guard kind == .array, position >= 0, position < Int(document.tape[index].length) else { return nil }
        return JSONNode(document: document, index: read { $0.element(of: index, at: position) })
    }

    /// This value as a ``JSONValue`` tree.
    public var value: JSONValue { read { $0.value(index) } }
}
