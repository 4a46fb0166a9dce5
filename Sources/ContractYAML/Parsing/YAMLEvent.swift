/// One event of the YAML parser: the stream, documents, collections and scalars in document order.
struct YAMLEvent: Sendable {
    enum Kind: Sendable, Equatable {
        case streamStart, streamEnd
        case documentStart, documentEnd
        case alias, scalar
        case sequenceStart, sequenceEnd
        case mappingStart, mappingEnd
    }

    var kind: Kind
    var mark: YAMLMark
    /// The anchor name, or the alias's target.
    var anchor: [UInt8]?
    /// The full tag (`tag:yaml.org,2002:str`, `!local`, `!` for the non-specific tag), nil when untagged.
    var tag: [UInt8]?
    var value: [UInt8] = []
    var style: YAMLScalarStyle = .plain
    /// For documents: whether the `---` or `...` marker was written.
    var explicit = false
    /// For collections: whether written in flow style (`[…]`, `{…}`).
    var flow = false

    init(_ kind: Kind, _ mark: YAMLMark) {
        self.kind = kind
        self.mark = mark
    }
}
