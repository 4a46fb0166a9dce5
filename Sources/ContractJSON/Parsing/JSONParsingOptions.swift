/// Settings for ``JSONDocument/init(parsing:options:)``.
public struct JSONParsingOptions: Sendable, Hashable {
    /// What to do when an object has the same key twice.
    public enum DuplicateKeys: Sendable, Hashable {
        /// Keep the last member with that key and hide the earlier ones, as JavaScript and most
        /// parsers do. The default: RFC 8259 allows duplicates, and the JSON test suite requires them to parse.
        case useLast
        /// Fail with an error that names the key and where it repeats.
        case reject
    }

    /// The default depth limit: deep enough for any real payload, shallow enough that recursive
    /// consumers (validation, tree conversion) stay far from a stack overflow even on threads with
    /// small stacks.
    public static let defaultMaximumDepth = 256

    /// How many arrays and objects may be nested inside each other. Deeper input fails with an error.
    public var maximumDepth: Int
    /// The duplicate-key policy.
    public var duplicateKeys: DuplicateKeys
    /// Whether the parser looks for repeated keys (the default). Without, it flags every object of two or more
    /// members ``JSONTapeEntry/hasUncheckedKeys`` and leaves the search to the reader: a generated model's
    /// validated decoding, whose members overwrite each other (the last one wins, as when the parser hides the
    /// earlier ones) and which asks ``JSONView/hasDuplicateKeys(within:)`` before any reader that counts on
    /// distinct keys (see ContractModels' `ContractDecoding`). Not for other readers.
    package var checksDuplicateKeys = true

    /// Creates options; the defaults are a depth of ``defaultMaximumDepth`` and ``DuplicateKeys/useLast``.
    public init(maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth, duplicateKeys: DuplicateKeys = .useLast) {
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
    }
}
