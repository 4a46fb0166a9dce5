/// One user-facing text of a `messages` object: its key (`"403"`, `"5xx"`, `"connection"`...) and
/// the text.
package struct MessageEntry: Sendable {
    /// The key as written.
    package var key: String
    /// The text to show.
    package var text: String

    /// Creates a message entry.
    package init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}
