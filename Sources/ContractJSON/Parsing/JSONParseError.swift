/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, phrased as what was expected and what was found.
    public var message: String
    /// Where it went wrong.
    public var location: SourceLocation

    /// Creates an error at `location`.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line L, column C (byte B): message`.
    public var description: String {
        "line \(location.line), column \(location.column) (byte \(location.offset)): \(message)"
    }
}
