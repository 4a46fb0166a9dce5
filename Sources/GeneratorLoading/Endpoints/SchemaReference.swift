/// A schema named by its `$id` in a declaration (`request`, `response`, `errors`).
public struct SchemaReference: Sendable, Hashable {
    /// The absolute URI, e.g. `https://contracts.local/sessions/round-detail.schema.json`.
    public var uri: String
    /// Where it is written.
    public var position: SourcePosition

    /// Creates a reference.
    public init(uri: String, position: SourcePosition) {
        self.uri = uri
        self.position = position
    }
}
