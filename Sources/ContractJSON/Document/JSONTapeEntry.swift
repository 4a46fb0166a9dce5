/// One entry of a parsed document's tape.
///
/// A `JSONDocument` stores its values as a flat array ("tape") in document order instead of a tree of
/// heap objects: a container's entry is followed by its children (for objects: key, value, key, value…),
/// and records the index just past its last descendant so a reader can skip a whole subtree in O(1).
/// Strings and numbers are not copied: their entries point at their bytes in the source buffer.
/// This is what makes bytes → verdict fast: validation walks the tape without allocating.
public struct JSONTapeEntry: Sendable, Hashable, BitwiseCopyable {
    /// The kind of value this entry starts.
    public let kind: JSONKind
    /// Kind-specific flags; see the `Flags` constants.
    @usableFromInline var flags: UInt8
    /// Byte offset of the value's first byte in the source (for strings, the opening quote).
    public let offset: UInt32
    /// For strings, the number of raw bytes between the quotes; for numbers, the literal's length;
    /// for containers, the number of elements or members.
    public internal(set) var length: UInt32
    /// For containers, the tape index just past the last descendant; otherwise the next index.
    public internal(set) var end: UInt32

    @usableFromInline enum Flags {
        /// A string whose raw bytes contain at least one escape sequence.
        @usableFromInline static let hasEscapes: UInt8 = 1
        /// A string whose raw bytes are all ASCII.
        @usableFromInline static let isASCII: UInt8 = 2
        /// An object key hidden by a later duplicate of the same key (last one wins).
        @usableFromInline static let shadowed: UInt8 = 4
        /// A number literal with a fraction or an exponent.
        @usableFromInline static let hasFractionOrExponent: UInt8 = 8
        /// An object of two or more members whose keys the parser did not check for duplicates
        /// (``JSONParsingOptions/checksDuplicateKeys``).
        @usableFromInline static let keysUnchecked: UInt8 = 16
    }

    init(kind: JSONKind, flags: UInt8, offset: UInt32, length: UInt32, end: UInt32) {
        self.kind = kind
        self.flags = flags
        self.offset = offset
        self.length = length
        self.end = end
    }

    /// Whether a string entry contains escape sequences (and so must be decoded before use).
    @inlinable public var hasEscapes: Bool { flags & Flags.hasEscapes != 0 }
    /// Whether a string entry's bytes are all ASCII.
    @inlinable public var isASCII: Bool { flags & Flags.isASCII != 0 }
    /// Whether this object key is hidden by a later member with the same key.
    @inlinable public var isShadowed: Bool { flags & Flags.shadowed != 0 }
    /// Whether a number was written with a fraction or an exponent (`1.0`, `1e2`).
    @inlinable public var hasFractionOrExponent: Bool { flags & Flags.hasFractionOrExponent != 0 }
    /// Whether this object's keys were left unchecked for duplicates by the parser (so none is shadowed):
    /// see ``JSONView/hasDuplicateKeys(within:)``.
    @inlinable public var hasUncheckedKeys: Bool { flags & Flags.keysUnchecked != 0 }
}

/// The six kinds of JSON value (booleans split by value so a tape entry needs no payload for them).
public enum JSONKind: UInt8, Sendable, Hashable, BitwiseCopyable, CustomStringConvertible {
    case null, `false`, `true`, number, string, array, object

    /// The JSON Schema type name of this kind ("integer" is decided by the number's value, not here).
    public var description: String {
        switch self {
        case .null: "null"
        case .false, .true: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
