/// A growable buffer of trivial values for the parser's tape and stacks.
///
/// `Array.append` checks uniqueness and capacity on every call; the parser appends once per value,
/// so it writes through a pointer instead and copies the tape into an `Array` once at the end.
/// The owner must call ``deallocate()``.
struct ParserBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int
    /// Whether the buffer owns `base`; false for storage lent by the caller (which may be on the
    /// stack): growing past lent storage moves the elements to an owned heap block.
    private var owned: Bool

    /// An empty buffer that allocates on its first append.
    init() {
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        capacity = 0
        owned = false
    }

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        base = .allocate(capacity: self.capacity)
        owned = true
    }

    /// Writes into `storage`, which the buffer then owns (it frees it when it grows, and in `deallocate()`).
    init(owning storage: UnsafeMutablePointer<Element>, capacity: Int) {
        base = storage
        self.capacity = capacity
        owned = true
    }

    /// Writes into `storage` (not freed here) until it is full.
    init(lending storage: UnsafeMutablePointer<Element>, capacity: Int) {
        base = storage
        self.capacity = capacity
        owned = false
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: max(capacity * 2, 16))
        larger.moveInitialize(from: base, count: count)
        if owned { base.deallocate() }
        base = larger
        capacity = max(capacity * 2, 16)
        owned = true
    }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : base[count - 1] }

    @inline(__always) mutating func removeLast() -> Element {
        count &-= 1
        return base[count]
    }

    mutating func removeAll() { count = 0 }

    /// The elements as an array (one copy).
    func array() -> [Element] {
        Array(elements)
    }

    /// The elements where they lie, valid until the buffer grows or is freed.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    func deallocate() { if owned { base.deallocate() } }

    /// Gives up ownership of the storage (for a caller that keeps it): the buffer no longer frees it.
    mutating func relinquish() -> (base: UnsafeMutablePointer<Element>, capacity: Int)? {
        guard owned else { return nil }
        owned = false
        return (base, capacity)
    }
}
