/// A block of memory that successive parses on one thread write their tapes into, so that each document
/// costs one exact-size array instead of a large allocation too.
///
/// Trade-off: a parse without one writes its tape into a new buffer sized for about one entry per 3 input
/// bytes (``JSONParser/initialCapacity(forInputSize:)``); over a kilobyte, allocating and freeing it is a few
/// hundred instructions a document, a few percent of checking small NDJSON documents. `contract-check validate`
/// keeps one for each batch of documents a worker checks, so what it keeps is freed with the batch. Not
/// thread-safe: one parse at a time.
package final class JSONTapeStorage {
    /// The most entries kept between parses (16 MiB): a larger tape is freed after its document.
    package static let keptCapacity = 1 << 20
    private(set) var base: UnsafeMutablePointer<JSONTapeEntry>
    private(set) var capacity: Int

    /// Storage for tapes of `capacity` entries; larger ones grow it. It starts from the calling thread's kept
    /// tape buffer (``ThreadTapeCache``) when that one is large enough, so that a thread checking batch after
    /// batch reuses one block instead of allocating (and faulting in) a new one for each.
    package init(capacity: Int = 1024) {
        if let kept = ThreadTapeCache.take(minimum: max(capacity, 16)) {
            (base, self.capacity) = kept
        } else {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }
    }

    /// Takes ownership of a larger block a parse grew into, or frees it when it is over ``keptCapacity``.
    func adopt(_ block: UnsafeMutablePointer<JSONTapeEntry>, capacity: Int) {
        guard capacity <= JSONTapeStorage.keptCapacity else {
            block.deallocate()
            return
        }
        base.deallocate()
        base = block
        self.capacity = capacity
    }

    /// Gives the block to the thread that frees the storage, for its next storage or parse (or frees it; see
    /// ``ThreadTapeCache/keep(_:capacity:)``).
    deinit { ThreadTapeCache.keep(base, capacity: capacity) }
}
