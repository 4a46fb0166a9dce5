/// The cursors a ``Pages`` sequence has sent, so that a server whose cursors come back around
/// (`a → b → a`) ends the sequence with an error instead of being followed forever.
///
/// Each cursor is kept as a 128-bit fingerprint (two differently-prefixed runs of the process's
/// randomly seeded `Hasher`), not as its text: memory is 16 bytes a page, however long the cursors
/// are, and a server cannot choose cursors that collide without knowing the process's seed.
/// Trade-off: a fingerprint instead of the cursor itself, for memory bounded by the page count; two
/// different cursors that collide in 128 bits would end a sequence early, which is far less likely
/// than any hardware fault.
struct CursorHistory: Sendable {
    private struct Fingerprint: Hashable, Sendable {
        var high: Int
        var low: Int
    }

    private var seen: Set<Fingerprint> = []

    /// How many cursors have been recorded.
    var count: Int { seen.count }

    /// Records `cursor`; `false` if it was recorded before.
    mutating func insert(_ cursor: String) -> Bool {
        seen.insert(Self.fingerprint(of: cursor)).inserted
    }

    private static func fingerprint(of cursor: String) -> Fingerprint {
        var high = Hasher()
        high.combine(UInt8(1))
        high.combine(cursor)
        var low = Hasher()
        low.combine(UInt8(2))
        low.combine(cursor)
        return Fingerprint(high: high.finalize(), low: low.finalize())
    }
}
