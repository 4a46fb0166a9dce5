/// A growable buffer of trivial values for the parser's tape and stacks.
///
/// `Array.append` checks uniqueness and capacity on every call; the parser appends once per value,
/// so it writes through a pointer instead and copies the tape into an `Array` once at the end.
/// The owner must call ``deallocate()``.
struct ParserBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Whether the buffer owns `base` (and may grow); false for storage lent by the caller.
    private let owned: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        base = .allocate(capacity: self.capacity)
        owned = true
    }

    /// Writes into `storage`, which is known to be large enough and is not freed here.
    init(lending storage: UnsafeMutablePointer<Element>, capacity: Int) {
        base = storage
        self.capacity = capacity
        owned = false
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        precondition(owned, "lent parser storage is sized to its worst case and never grows")
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : base[count - 1] }

    @inline(__always) mutating func removeLast() -> Element {
        count -= 1
        return base[count]
    }

    mutating func removeAll() { count = 0 }

    /// The elements as an array (one copy).
    func array() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    func deallocate() { if owned { base.deallocate() } }
}
