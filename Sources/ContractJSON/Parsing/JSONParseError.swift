/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, phrased as what was expected and what was found.
    public var message: String
    /// Where it went wrong.
    public var location: SourceLocation
    /// Whether the text is well formed but holds a value JSON has no form for (YAML's `.inf`, TOML's `nan`): no
    /// JSON Schema can check the document, which is not the same as the document being malformed.
    public var isUnrepresentableValue: Bool

    /// Creates an error at `location`.
    public init(message: String, location: SourceLocation, isUnrepresentableValue: Bool = false) {
        self.message = message
        self.location = location
        self.isUnrepresentableValue = isUnrepresentableValue
    }

    /// `line L, column C (byte B): message`.
    public var description: String {
        "line \(location.line), column \(location.column) (byte \(location.offset)): \(message)"
    }
}
