import CContractSystem

/// One tape buffer kept per thread for ``JSONDocument/parseTape(_:options:)``, whose tapes are freed before the
/// thread parses again (a generated model's validated decoding): the next parse on the thread writes into it
/// instead of allocating.
///
/// Trade-off: a small document's tape buffer (about 16 bytes per 3 input bytes) was a malloc and a free per
/// document, and a request of a kilobyte or more makes glibc's malloc merge every small block freed since
/// (the previous model's strings), together about 3% of decoding a small payload. The cost is one buffer of
/// at most ``keptCapacity`` entries per thread that has parsed, freed when the thread ends (the C target's
/// thread-specific key runs the release function).
enum ThreadTapeCache {
    /// The largest buffer kept (256 KiB): a larger one is freed with its document.
    static let keptCapacity = 16_384
    /// The least capacity of a buffer the cache may keep (16 KiB, the tape of 3 KB of input or more).
    static let initialCapacity = 1_024

    /// The calling thread's kept buffer if it holds at least `minimum` entries; a smaller one is freed.
    static func take(minimum: Int) -> (base: UnsafeMutablePointer<JSONTapeEntry>, capacity: Int)? {
        var capacity: UInt = 0
        guard let block = contract_thread_block_take(&capacity) else { return nil }
        let base = block.assumingMemoryBound(to: JSONTapeEntry.self)
        guard Int(capacity) >= minimum else {
            base.deallocate()
            return nil
        }
        return (base, Int(capacity))
    }

    /// Keeps `base` (allocated with `capacity` entries) for the calling thread's next parse, or frees it when
    /// it is too large or the thread already keeps one.
    static func keep(_ base: UnsafeMutablePointer<JSONTapeEntry>, capacity: Int) {
        if capacity <= keptCapacity && contract_thread_block_keep(UnsafeMutableRawPointer(base), UInt(capacity), release) { return }
        base.deallocate()
    }

    /// Frees a buffer still kept when its thread ends.
    private static let release: contract_block_release = { block in
        block?.assumingMemoryBound(to: JSONTapeEntry.self).deallocate()
    }
}
