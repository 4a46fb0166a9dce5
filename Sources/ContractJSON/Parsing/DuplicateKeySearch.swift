import CContractSystem

/// The search for an object's repeated keys, in one place for its two users: the parser, which hides the earlier
/// members (or rejects the input) as it closes each object, and ``JSONView/hasDuplicateKeys(within:)``, which asks
/// it of the objects a fast-path parse left unchecked (``JSONTapeEntry/hasUncheckedKeys``).
///
/// A two-bit Bloom filter over a fingerprint of each key (length and first and last bytes) rules out nearly every
/// object at once; the keys it cannot rule out are compared exactly, without allocation for small objects and in
/// O(n log n) for large ones however the keys look.
enum DuplicateKeySearch {
    /// False when the keys of the object at `index` (`count` members) are certainly distinct (nearly always).
    /// Keys with escapes, and objects with more than 32 members, always take the full search.
    @inline(__always)
    static func mayHaveDuplicates(
        ofObjectAt index: Int, count: Int, tape: UnsafeBufferPointer<JSONTapeEntry>, input: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard count <= 32 else { return true }
        var seen: UInt64 = 0
        var key = index + 1
        for _ in 0..<count {
            let entry = tape[key]
            if entry.hasEscapes { return true }
            let mixed = quickFingerprint(ofKey: entry, in: input) &* 0x9E37_79B9_7F4A_7C15
            let bits: UInt64 = (1 << (mixed >> 58)) | (1 << ((mixed >> 52) & 63))
            if seen & bits == bits { return true }
            seen |= bits
            key = Int(tape[key + 1].end)
        }
        return false
    }

    /// A fingerprint of the (unescaped) key `entry` for the Bloom filter: ``fingerprint(_:)`` for keys of 8 bytes
    /// or more; a shorter key is read as one little-endian word, with one load where the input goes on for 8
    /// bytes (a key is followed by at least its closing quote and the rest of its member) and the bytes past it
    /// masked off, byte by byte near the end of the input: the same word either way, so equal keys collide.
    @inline(__always) static func quickFingerprint(ofKey entry: JSONTapeEntry, in input: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let start = Int(entry.offset) + 1
        let length = Int(entry.length)
        guard length < 8 else { return fingerprint(UnsafeBufferPointer(rebasing: input[start ..< start + length])) }
        var word: UInt64 = 0
        if start + 8 <= input.count {
            let loaded = UnsafeRawPointer(input.baseAddress! + start).loadUnaligned(as: UInt64.self)
            word = UInt64(littleEndian: loaded) & ((1 << (UInt64(length) << 3)) &- 1)
        } else {
            for index in 0 ..< length { word |= UInt64(input[start + index]) << (UInt64(index) << 3) }
        }
        return (word ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
    }

    /// A 64-bit fingerprint of the key bytes `input[start..<start + length]`: the length and the
    /// first and last (up to) 8 bytes, two loads, almost always decisive.
    @inline(__always) static func fingerprint(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let length = key.count
        var fingerprint = UInt64(length) &* 0x9E37_79B9_7F4A_7C15
        if length >= 8 {
            let base = UnsafeRawPointer(key.baseAddress!)
            fingerprint ^= base.loadUnaligned(as: UInt64.self)
            fingerprint = (fingerprint ^ (fingerprint >> 29)) &* 0xBF58_476D_1CE4_E5B9
            fingerprint ^= base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            for byte in key { fingerprint = (fingerprint ^ UInt64(byte)) &* 0x1000_0000_01B3 }
        }
        return fingerprint
    }

    /// The bytes between the quotes of the string (key) at tape `index`, escapes undecoded.
    @inline(__always)
    static func rawString(_ index: Int, _ tape: UnsafeBufferPointer<JSONTapeEntry>, in input: UnsafeBufferPointer<UInt8>)
        -> UnsafeBufferPointer<UInt8>
    {
        let entry = tape[index]
        return UnsafeBufferPointer(rebasing: input[Int(entry.offset) + 1 ..< Int(entry.offset) + 1 + Int(entry.length)])
    }

    /// Calls `found` with the key index of each member of the object at `index` (`count` members) that a later
    /// member with the same key (escapes decoded) hides, until it returns false. Members already flagged
    /// ``JSONTapeEntry/isShadowed`` (by `found`, writing to the tape's memory) are not reported again.
    ///
    /// Without allocation for small objects: keys are compared by length and a 64-bit fingerprint first, then
    /// byte by byte; only keys with escapes are decoded.
    static func forEachHidden<Failure: Error>(
        ofObjectAt index: Int, count: Int, tape: UnsafeBufferPointer<JSONTapeEntry>, input: UnsafeBufferPointer<UInt8>,
        _ found: (_ key: Int) throws(Failure) -> Bool
    ) throws(Failure) {
        try withUnsafeTemporaryAllocation(of: (key: Int, fingerprint: UInt64).self, capacity: count) { keys throws(Failure) in
            var key = index + 1
            var anyEscapes = false
            for position in 0..<count {
                let entry = tape[key]
                anyEscapes = anyEscapes || entry.hasEscapes
                // Escaped keys get theirs from the decoded key when it matters (large objects); small objects
                // with escapes compare every pair.
                keys.initializeElement(at: position, to: (key, entry.hasEscapes ? 0 : fingerprint(rawString(key, tape, in: input))))
                key = Int(tape[key + 1].end)
            }
            defer { keys.deinitialize() }
            func bytes(_ key: Int) -> [UInt8] {
                let raw = rawString(key, tape, in: input)
                return tape[key].hasEscapes ? Array(JSONStringDecoder.decode(raw).utf8) : Array(raw)
            }
            func same(_ a: Int, _ b: Int) -> Bool {
                if !tape[a].hasEscapes && !tape[b].hasEscapes {
                    let x = rawString(a, tape, in: input)
                    let y = rawString(b, tape, in: input)
                    return x.count == y.count && (x.isEmpty || contract_memcmp(x.baseAddress!, y.baseAddress!, UInt(x.count)) == 0)
                }
                return bytes(a) == bytes(b)
            }
            // Later members win: scan from the end and hide earlier duplicates.
            if count <= 32 {
                for later in stride(from: count - 1, through: 1, by: -1) {
                    let laterPrint = keys[later].fingerprint
                    for earlier in 0..<later where anyEscapes || keys[earlier].fingerprint == laterPrint {
                        let laterKey = keys[later].key
                        let earlierKey = keys[earlier].key
                        if tape[laterKey].isShadowed || tape[earlierKey].isShadowed { continue }
                        if same(earlierKey, laterKey), try !found(earlierKey) { return }
                    }
                }
                return
            }
            // Large objects: a sort brings equal fingerprints together and only those are compared. A run
            // of more than a few equal fingerprints (keys alike in length and both ends, or escaped: crafted
            // or unlucky) is re-sorted by a full hash seeded per process, so no input makes it quadratic.
            // No allocation per key; O(n log n) however the keys look. `compareRun` and `runs` say whether to go on.
            func compareRun(_ run: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(Failure) -> Bool {
                // Members are in document order within a run: later ones hide earlier equal ones.
                for later in stride(from: run.count - 1, to: 0, by: -1) where !tape[run[later].key].isShadowed {
                    for earlier in 0..<later where !tape[run[earlier].key].isShadowed && same(run[earlier].key, run[later].key) {
                        if try !found(run[earlier].key) { return false }
                    }
                }
                return true
            }
            func runs(
                of sorted: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>,
                _ body: (UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(Failure) -> Bool
            ) throws(Failure) -> Bool {
                var start = 0
                while start < sorted.count {
                    var end = start + 1
                    while end < sorted.count && sorted[end].fingerprint == sorted[start].fingerprint { end += 1 }
                    if end - start > 1, try !body(UnsafeMutableBufferPointer(rebasing: sorted[start..<end])) { return false }
                    start = end
                }
                return true
            }
            if anyEscapes {
                for position in 0..<count where tape[keys[position].key].hasEscapes {
                    keys[position].fingerprint = bytes(keys[position].key).withUnsafeBufferPointer(fingerprint)
                }
            }
            var all = UnsafeMutableBufferPointer(rebasing: keys[0..<count])
            all.sort { ($0.fingerprint, $0.key) < ($1.fingerprint, $1.key) }
            _ = try runs(of: all) { (run: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(Failure) -> Bool in
                guard run.count > 8 else { return try compareRun(run) }
                var run = run
                for position in run.indices {
                    var hasher = Hasher()
                    if tape[run[position].key].hasEscapes {
                        bytes(run[position].key).withUnsafeBytes { hasher.combine(bytes: $0) }
                    } else {
                        hasher.combine(bytes: UnsafeRawBufferPointer(rawString(run[position].key, tape, in: input)))
                    }
                    run[position].fingerprint = UInt64(UInt(bitPattern: Int(hasher.finalize())))
                }
                run.sort { ($0.fingerprint, $0.key) < ($1.fingerprint, $1.key) }
                return try runs(of: run, compareRun)
            }
        }
    }
}
