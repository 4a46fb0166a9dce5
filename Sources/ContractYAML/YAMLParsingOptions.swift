import ContractJSON

/// Settings for reading YAML (see ``YAML``).
public struct YAMLParsingOptions: Sendable, Hashable {
    /// How many collections may be nested inside each other (as ``JSONParsingOptions/maximumDepth``).
    public var maximumDepth: Int
    /// How many nodes aliases may copy in one document, in total: `*a` of a 10-node anchor counts 10.
    /// The guard against "billion laughs" (anchors of aliases of anchors, exponentially large once
    /// expanded). The bytes copied are limited to 64 times this number.
    public var maximumAliasExpansion: Int

    /// The defaults: depth ``JSONParsingOptions/defaultMaximumDepth``, alias expansion 100 000 nodes.
    public init(maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth, maximumAliasExpansion: Int = 100_000) {
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
    }
}
