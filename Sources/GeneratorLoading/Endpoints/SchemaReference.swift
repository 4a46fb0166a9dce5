/// A schema named by its `$id` in a declaration (`request`, `response`, `errors`).
package struct SchemaReference: Sendable {
    /// The absolute URI, e.g. `https://contracts.local/sessions/round-detail.schema.json`.
    package var uri: String
    /// Where it is written.
    package var position: SourcePosition

    /// Creates a reference.
    package init(uri: String, position: SourcePosition) {
        self.uri = uri
        self.position = position
    }
}
