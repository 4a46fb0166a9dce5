/// One user-facing text of an API or endpoint (an entry of a declaration's `messages`): its key
/// (`"403"`, `"5xx"`, `"connection"`...) and the text, in declaration order.
package struct UserMessage: Sendable {
    /// The key as written.
    package var key: String
    /// The text to show.
    package var text: String

    /// Creates a message.
    package init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}
