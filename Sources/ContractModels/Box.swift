/// Heap storage with value semantics, for struct properties that would otherwise make a recursive
/// struct infinitely large (`Node.next: Node?`). Generated code hides it behind a computed property.
public indirect enum Box<Wrapped> {
    /// The stored value.
    case stored(Wrapped)

    /// Boxes a value.
    @inlinable
    public init(_ value: Wrapped) {
        self = .stored(value)
    }

    /// The stored value.
    @inlinable
    public var value: Wrapped {
        get { switch self { case .stored(let value): value } }
        set { self = .stored(newValue) }
    }
}

extension Box: Sendable where Wrapped: Sendable {}
extension Box: Equatable where Wrapped: Equatable {}
extension Box: Hashable where Wrapped: Hashable {}
