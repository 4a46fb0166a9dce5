import CContractSystem
import ContractJSON

/// Where the fast path builds the elements of a large array before it allocates the array: a stack of scratch
/// memory per thread (C's `contract_thread_scratch_push`).
///
/// Trade-off: glibc's malloc answers a request of a kilobyte or more by first merging every small block freed
/// since the last such request (`malloc_consolidate`). Reserving a large array before decoding its elements did
/// that at the start of each document, right after the previous document's model was freed, so the strings the
/// elements then allocated were carved from the merged blocks on malloc's slow path instead of coming from its
/// per-size caches (most of sessions-page's mallocs). Allocating the array after its elements lets them reuse the
/// blocks just freed (figures in docs/BENCHMARKS.md). The cost: 64 KiB per thread that decodes such an array, and one move of the
/// elements (no retain or release). Arrays that do not fit what is left of the thread's scratch are decoded as
/// before. Other allocators (Apple's) gain nothing from it and lose only the move.
@usableFromInline
enum ArrayScratch {
    /// Arrays whose elements take at least this many bytes use the scratch: glibc treats a request of 1,001 bytes
    /// or more (a block of 1,024) as large, and an array's storage adds a 32-byte header to its elements.
    @inlinable static var threshold: Int { 960 }

    /// `size` bytes of the calling thread's scratch, aligned to 16, or `nil` when they do not fit.
    @usableFromInline
    static func push(_ size: Int) -> UnsafeMutableRawPointer? {
        contract_thread_scratch_push(UInt(size))
    }

    /// Gives back `block`, which the calling thread pushed last.
    @usableFromInline
    static func pop(_ block: UnsafeMutableRawPointer) {
        contract_thread_scratch_pop(block)
    }
}

extension Array {
    /// For an array large enough to need it (``ArrayScratch/threshold``), decodes `count` elements, each by a call
    /// of `next`, into the thread's scratch, then moves them into a new array; `nil`, having called nothing, for a
    /// smaller array or when the scratch has no room. Elements already decoded when `next` throws are destroyed
    /// before the error propagates.
    @inlinable
    static func decodedInScratch<Failure: Error>(
        count: Int, _ next: () throws(Failure) -> Element
    ) throws(Failure) -> [Element]? {
        let size = count &* MemoryLayout<Element>.stride
        guard size >= ArrayScratch.threshold, MemoryLayout<Element>.alignment <= 16, let block = ArrayScratch.push(size) else {
            return nil
        }
        defer { ArrayScratch.pop(block) }
        let elements = block.bindMemory(to: Element.self, capacity: count)
        var initialized = 0
        do {
            while initialized < count {
                (elements + initialized).initialize(to: try next())
                initialized &+= 1
            }
        } catch {
            elements.deinitialize(count: initialized)
            throw error
        }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            buffer.baseAddress!.moveInitialize(from: elements, count: count)
            initializedCount = count
        }
    }
}
