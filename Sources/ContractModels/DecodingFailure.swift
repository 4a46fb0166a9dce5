import ContractJSON

/// Why a value of a parsed document could not be decoded into a generated model, and which value.
///
/// Thrown by ``JSONViewDecodable/init(from:at:)``; ``location(in:)`` turns it into a JSON Pointer and
/// a line and column.
public struct DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The value has the wrong JSON type (`expected` names what was wanted).
        case typeMismatch(expected: String, found: JSONKind)
        /// A required member is absent (the failure's index is the object's).
        case missingMember(String)
        /// The value has the right type but not an acceptable value (a malformed date, an unknown
        /// tag, a number that does not fit...).
        case invalidValue(String)
        /// Decoding with validation found a value that breaks a constraint of the schema (the
        /// keyword is named); the runtime validator then reports the exact errors.
        case constraint(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The tape index of the offending value.
    public var index: Int

    /// Creates a failure.
    public init(_ reason: Reason, at index: Int) {
        self.reason = reason
        self.index = index
    }

    /// A type mismatch at `index` of `view`.
    @inlinable
    public static func typeMismatch(_ expected: String, _ view: JSONView, _ index: Int) -> DecodingFailure {
        DecodingFailure(.typeMismatch(expected: expected, found: view.kind(index)), at: index)
    }

    /// One sentence.
    public var description: String {
        switch reason {
        case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
        case .missingMember(let name): "missing required member \"\(name)\""
        case .invalidValue(let message): message
        case .constraint(let keyword): "the value breaks the schema's \(keyword)"
        }
    }

    /// The JSON Pointer and source position of the offending value in `document`.
    public func location(in document: JSONDocument) -> (pointer: JSONPointer, position: SourceLocation) {
        let pointer = document.withView { view in DecodingFailure.pointer(to: index, in: view) }
        return (pointer, document.location(ofNodeAt: min(index, document.tape.count - 1)))
    }

    /// The pointer to tape index `target`, found by walking down from the root.
    static func pointer(to target: Int, in view: JSONView) -> JSONPointer {
        JSONPointer(tokens: codingPath(to: target, in: view).map(\.stringValue))
    }

    /// The members and elements from the root of `view` to tape index `target`, as coding keys (an element's with its
    /// position as `intValue`): ``pointer(to:in:)``, and the coding path of `Codable` errors.
    static func codingPath(to target: Int, in view: JSONView) -> [AnyCodingKey] {
        var path: [AnyCodingKey] = []
        var index = 0
        while index != target {
            var next: Int?
            switch view.kind(index) {
            case .object:
                view.forEachMember(of: index) { key, value in
                    if next == nil, value <= target, target < view.next(value) {
                        next = value
                        path.append(AnyCodingKey(view.string(key)))
                    }
                }
            case .array:
                view.forEachElement(of: index) { element, position in
                    if next == nil, element <= target, target < view.next(element) {
                        next = element
                        path.append(AnyCodingKey(position: position))
                    }
                }
            default:
                break
            }
            guard let found = next else { break }
            index = found
        }
        return path
    }
}
