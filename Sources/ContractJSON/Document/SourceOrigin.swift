/// The source a ``JSONDocument`` was translated from (a YAML text), so that locations point into it.
///
/// A YAML document is translated to JSON text and parsed into the usual tape; `offsets[i]` is the byte
/// offset in ``text`` of the YAML node behind tape entry `i`, so ``JSONDocument/location(ofNodeAt:)``
/// and every diagnostic built on it report the line and column in the file the user wrote.
public struct SourceOrigin: Sendable {
    /// The original source bytes (shared by all documents of a YAML stream).
    public let text: [UInt8]
    /// One byte offset into ``text`` per tape entry, in tape order.
    public let offsets: [UInt32]

    /// Creates an origin from the source and the per-value offsets.
    public init(text: [UInt8], offsets: [UInt32]) {
        self.text = text
        self.offsets = offsets
    }
}
