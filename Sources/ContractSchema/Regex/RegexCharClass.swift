/// A set of code points, as produced by `.`, `\d`, `\p{…}`, `[…]` and friends.
///
/// Membership of ASCII code points is precomputed into a 128-bit map (inversion already applied), so the common
/// case is two shifts. Code points ≥ 128 are looked up in sorted, merged ranges (binary search) and then in the
/// Unicode-property items, and the result is flipped when the class is inverted (`[^…]` containing `\p{…}`; classes
/// made of ranges only are complemented eagerly and never stay inverted).
struct RegexCharClass: Sendable, Hashable {
    /// Membership of code points 0..<64.
    private(set) var asciiLow: UInt64 = 0
    /// Membership of code points 64..<128.
    private(set) var asciiHigh: UInt64 = 0
    /// Closed ranges of code points ≥ 128, flattened as `[lo0, hi0, lo1, hi1, …]`, sorted and non-adjacent.
    private(set) var ranges: [UInt32] = []
    /// Unicode-property items; a code point matching any of them is in the (pre-inversion) set.
    private(set) var properties: [RegexPropertyItem] = []
    /// Whether the membership of code points ≥ 128 is the complement of `ranges ∪ properties`.
    private(set) var inverted = false
    /// For classes with properties: final membership of code points 128..<0x800 (two-byte UTF-8, which covers
    /// Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic…), so that common text avoids property lookups.
    private(set) var twoByteCache: [UInt64] = []

    /// Whether `c` is in the set.
    @inline(__always)
    func contains(_ c: UInt32) -> Bool {
        if c < 64 { return (asciiLow >> UInt64(c)) & 1 != 0 }
        if c < 128 { return (asciiHigh >> UInt64(c &- 64)) & 1 != 0 }
        return containsNonASCII(c)
    }

    /// Membership test for code points ≥ 128.
    func containsNonASCII(_ c: UInt32) -> Bool {
        if c < 0x800 && !twoByteCache.isEmpty {
            let bit = Int(c - 128)
            return (twoByteCache[bit >> 6] >> UInt64(bit & 63)) & 1 != 0
        }
        return computeNonASCII(c)
    }

    private func computeNonASCII(_ c: UInt32) -> Bool {
        var found = RegexCharClass.rangesContain(ranges, c)
        if !found {
            for item in properties where item.contains(c) {
                found = true
                break
            }
        }
        return found != inverted
    }

    /// How the class treats code points ≥ 128 as a whole; lets the DFA skip per-character work.
    enum NonASCIIBehavior { case never, always, varies }

    var nonASCIIBehavior: NonASCIIBehavior {
        guard properties.isEmpty else { return .varies }
        if ranges.isEmpty { return inverted ? .always : .never }
        if ranges.count == 2 && ranges[0] == 128 && ranges[1] == 0x10FFFF { return inverted ? .never : .always }
        return .varies
    }

    /// The only member, when the class contains exactly one code point (`[a]`, `\x41`…).
    var singleMember: UInt32? {
        guard properties.isEmpty, !inverted else { return nil }
        let asciiCount = asciiLow.nonzeroBitCount + asciiHigh.nonzeroBitCount
        if asciiCount == 1 && ranges.isEmpty {
            return asciiLow != 0 ? UInt32(asciiLow.trailingZeroBitCount) : UInt32(64 + asciiHigh.trailingZeroBitCount)
        }
        if asciiCount == 0 && ranges.count == 2 && ranges[0] == ranges[1] { return ranges[0] }
        return nil
    }

    /// Whether the class contains no code point at all (as far as can be told without enumerating properties).
    var isEmptySet: Bool {
        asciiLow == 0 && asciiHigh == 0 && nonASCIIBehavior == .never
    }

    /// The bits `lo...hi` (both below 64) of a mask.
    static func bits(from lo: UInt32, through hi: UInt32) -> UInt64 {
        let width = hi - lo + 1
        return (width == 64 ? ~0 : (1 << UInt64(width)) - 1) << UInt64(lo)
    }

    /// Binary search in a flattened range list.
    @inline(__always)
    static func rangesContain(_ ranges: [UInt32], _ c: UInt32) -> Bool {
        var lo = 0
        var hi = ranges.count / 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if c < ranges[2 * mid] {
                hi = mid
            } else if c > ranges[2 * mid + 1] {
                lo = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    // MARK: Construction

    /// Sorts and merges `(lo, hi)` pairs into a flattened range list.
    static func normalize(_ pairs: [(UInt32, UInt32)]) -> [UInt32] {
        // Ranges already in order (one range, `A-Za-z`…) are merged as they are, without a sorted copy; ranges
        // with the same start merge to the same result in any order.
        let inOrder = pairs.indices.dropFirst().allSatisfy { pairs[$0 - 1].0 <= pairs[$0].0 }
        let sorted = inOrder ? pairs : pairs.sorted { $0.0 < $1.0 }
        var out: [UInt32] = []
        out.reserveCapacity(sorted.count * 2)
        for (lo, hi) in sorted {
            if let last = out.last, lo <= last &+ 1 {
                if hi > last { out[out.count - 1] = hi }
            } else {
                out.append(lo)
                out.append(hi)
            }
        }
        return out
    }

    /// The complement of a normalized flattened range list within `0...0x10FFFF`.
    static func complement(_ ranges: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        var next: UInt32 = 0
        var i = 0
        while i < ranges.count {
            if ranges[i] > next {
                out.append(next)
                out.append(ranges[i] - 1)
            }
            next = ranges[i + 1] &+ 1
            i += 2
        }
        if next <= 0x10FFFF {
            out.append(next)
            out.append(0x10FFFF)
        }
        return out
    }

    /// The pairs of a flattened range list.
    static func pairs(_ ranges: [UInt32]) -> [(UInt32, UInt32)] {
        stride(from: 0, to: ranges.count, by: 2).map { (ranges[$0], ranges[$0 + 1]) }
    }

    /// Builds a class from code-point ranges and property items; `inverted` complements the whole set.
    init(pairs: [(UInt32, UInt32)], properties: [RegexPropertyItem] = [], inverted: Bool = false) {
        let all = RegexCharClass.normalize(pairs)
        // The ASCII members as two bit masks: the ranges' ASCII parts set whole runs of bits (a test per code
        // point was most of the work for every class), then the properties fill in, then inversion.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var pair = 0
        while pair < all.count, all[pair] < 128 {
            let (lo, hi) = (all[pair], min(all[pair + 1], 127))
            if lo < 64 { low |= RegexCharClass.bits(from: lo, through: min(hi, 63)) }
            if hi >= 64 { high |= RegexCharClass.bits(from: max(lo, 64) - 64, through: hi - 64) }
            pair += 2
        }
        if !properties.isEmpty {
            for c in 0..<UInt32(128) where properties.contains(where: { $0.contains(c) }) {
                if c < 64 { low |= 1 << UInt64(c) } else { high |= 1 << UInt64(c - 64) }
            }
        }
        if inverted {
            low = ~low
            high = ~high
        }
        var nonASCII: [UInt32] = []
        var i = 0
        while i < all.count {
            if all[i + 1] >= 128 {
                nonASCII.append(max(all[i], 128))
                nonASCII.append(all[i + 1])
            }
            i += 2
        }
        asciiLow = low
        asciiHigh = high
        self.properties = properties
        if properties.isEmpty && inverted {
            // Complement eagerly within 128...0x10FFFF so that matching never needs the inversion.
            var complemented: [UInt32] = []
            for (lo, hi) in RegexCharClass.pairs(RegexCharClass.complement(nonASCII)) where hi >= 128 {
                complemented.append(max(lo, 128))
                complemented.append(hi)
            }
            ranges = complemented
            self.inverted = false
        } else {
            ranges = nonASCII
            self.inverted = inverted
        }
        if !properties.isEmpty {
            var cache = [UInt64](repeating: 0, count: (0x800 - 128 + 63) / 64)
            for c in UInt32(128)..<0x800 where computeNonASCII(c) {
                let bit = Int(c - 128)
                cache[bit >> 6] |= 1 << UInt64(bit & 63)
            }
            twoByteCache = cache
        }
    }

    // MARK: Standard classes (ECMA-262 with the `u` flag and without `i`)

    static let digitPairs: [(UInt32, UInt32)] = [(0x30, 0x39)]
    static let wordPairs: [(UInt32, UInt32)] = [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)]
    /// WhiteSpace (TAB, VT, FF, ZWNBSP, every Zs) plus LineTerminator (LF, CR, LS, PS).
    static let spacePairs: [(UInt32, UInt32)] = [
        (0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A), (0x2028, 0x2029),
        (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000), (0xFEFF, 0xFEFF),
    ]
    static let lineTerminatorPairs: [(UInt32, UInt32)] = [(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)]

    /// The pairs of the complement of `pairs`.
    static func complementPairs(_ pairs: [(UInt32, UInt32)]) -> [(UInt32, UInt32)] {
        RegexCharClass.pairs(complement(normalize(pairs)))
    }

    /// `.` without the `s` flag: every code point except line terminators.
    static let dot = RegexCharClass(pairs: lineTerminatorPairs, inverted: true)
    /// `[^]`: every code point.
    static let anything = RegexCharClass(pairs: [(0, 0x10FFFF)])
}

/// One `\p{…}` or `\P{…}` inside a class.
struct RegexPropertyItem: Sendable, Hashable {
    var property: RegexUnicodeProperty
    var negated: Bool

    @inline(__always)
    func contains(_ c: UInt32) -> Bool {
        property.contains(c) != negated
    }
}

/// Whether `c` is an ECMA-262 word character (`[A-Za-z0-9_]`; the `u` flag without `i` adds nothing).
@inline(__always)
func regexIsWordCharacter(_ c: UInt32) -> Bool {
    switch c {
    case 0x30...0x39, 0x41...0x5A, 0x5F, 0x61...0x7A: return true
    default: return false
    }
}
