/// One user-facing text of a `messages` object: its key (`"403"`, `"5xx"`, `"connection"`...) and
/// the text.
public struct MessageEntry: Sendable, Hashable {
    /// The key as written.
    public var key: String
    /// The text to show.
    public var text: String

    /// Creates a message entry.
    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}
