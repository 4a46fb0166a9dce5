import ContractJSON

/// A position in the YAML source: byte offset, 0-based line and 0-based column (in code points).
struct YAMLMark: Sendable {
    var offset: Int
    var line: Int
    var column: Int

    /// The public 1-based location.
    var location: SourceLocation { SourceLocation(offset: offset, line: line + 1, column: column + 1) }
}

/// One token of the YAML scanner, in the style of libyaml's tokens.
struct YAMLToken: Sendable {
    enum Kind: Sendable, Equatable {
        case streamStart, streamEnd
        case versionDirective, tagDirective, reservedDirective
        case documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowMappingStart, flowSequenceEnd, flowMappingEnd
        case blockEntry, flowEntry, key, value
        case alias, anchor, tag, scalar
    }

    var kind: Kind
    var start: YAMLMark
    var end: YAMLMark
    /// Scalar content, anchor or alias name, tag suffix, directive value (version or tag prefix).
    var value: [UInt8] = []
    /// Tag handle (`!`, `!!`, `!name!`), or the handle of a %TAG directive; empty for verbatim tags.
    var handle: [UInt8] = []
    var style: YAMLScalarStyle = .plain

    init(_ kind: Kind, _ start: YAMLMark, _ end: YAMLMark) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// How a scalar was written: only plain scalars are resolved to null, booleans and numbers.
enum YAMLScalarStyle: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}
