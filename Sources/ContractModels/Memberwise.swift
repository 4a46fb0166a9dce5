/// A stored property of no size that every generated struct declares, so that the compiler synthesizes the
/// struct's memberwise initializer; the public one, written in an extension with the schema's defaults, calls it.
///
/// Why: an initializer that assigns each property in turn builds a large struct in a stack slot and copies it
/// out when it returns (an outlined copy and destroy: a retain and a release of every reference the struct
/// holds), which the optimizer does not remove; the synthesized initializer builds the value in place (the copy's
/// cost is in docs/BENCHMARKS.md). The token only makes the two initializers'
/// signatures differ (the synthesized one takes it, so no call is ambiguous). It holds nothing, and all tokens
/// are equal, so it changes neither equality nor hashing.
@frozen
public struct Memberwise: Hashable, Sendable, BitwiseCopyable {
    /// The token.
    @inlinable
    public init() {}
}
