/// A pattern that is not a valid ECMA-262 regular expression (with the `u` flag), or one this engine declines to
/// compile (for example because expanding its counted repetitions would exceed the program-size cap).
public struct RegexSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The index, counted in Unicode scalars of the pattern, at which the error was found.
    ///
    /// For unterminated constructs (`(`, `[`, `\u{`…) this is the index of the opening character; for everything
    /// else it is the index of the first offending character.
    public var offset: Int

    /// A short lowercase explanation, e.g. `"unterminated character class"`, `"nothing to repeat"` or
    /// `"invalid escape \a"`.
    public var message: String

    /// Creates an error at `offset` (in Unicode scalars of the pattern) with the given message.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// A human-readable form: `"<message> at offset <offset>"`.
    public var description: String {
        "\(message) at offset \(offset)"
    }
}
