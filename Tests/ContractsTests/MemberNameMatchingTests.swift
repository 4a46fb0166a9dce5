import ContractRuntime
import Testing

/// Generated fast-path decoders find a member's property by comparing its name with each literal of the same
/// length, a word at a time (overlapping words at the end); every length from 0 to past two words must accept
/// exactly its own name and reject a difference at any byte.
@Suite("Contracts: member names on the fast path")
struct MemberNameMatchingTests {
    /// Literals of every length from 0 to 16 bytes and a few longer, some multi-byte UTF-8.
    static let literals: [StaticString] = [
        "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij",
        "created_at", "poster_path", "vote_average", "next_cursor_x", "tmdb_movie_idx", "ratings_summary",
        "déjà_vu_member", "千と千尋の神隠", "still_watching_now",
    ]

    static func bytes(_ literal: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @Test("a member name equals its own literal", arguments: literals.indices)
    func ownName(_ index: Int) {
        let literal = Self.literals[index]
        let name = Self.bytes(literal)
        #expect(name.withUnsafeBufferPointer { ViewDecoding.equals($0, literal) })
    }

    @Test("a name that differs in any one byte is another member", arguments: literals.indices)
    func oneByteDifferent(_ index: Int) {
        let literal = Self.literals[index]
        let name = Self.bytes(literal)
        for position in name.indices {
            var changed = name
            changed[position] ^= 0x01
            #expect(!changed.withUnsafeBufferPointer { ViewDecoding.equals($0, literal) }, "byte \(position)")
        }
    }

    @Test("a longer or shorter name is another member", arguments: literals.indices)
    func otherLengths(_ index: Int) {
        let literal = Self.literals[index]
        let name = Self.bytes(literal)
        #expect(!(name + [UInt8(ascii: "x")]).withUnsafeBufferPointer { ViewDecoding.equals($0, literal) })
        if !name.isEmpty {
            #expect(!name.dropLast().withUnsafeBufferPointer { ViewDecoding.equals($0, literal) })
        }
    }

    @Test("a name compared inside a larger buffer reads only its own bytes")
    func nameInsideDocument() {
        // Keys are slices of the document; the bytes around them must not count.
        let document = Array(#"{"ratings_summary":1,"ratings_summarx":2}"#.utf8)
        document.withUnsafeBufferPointer { buffer in
            let first = UnsafeBufferPointer(rebasing: buffer[2..<17])
            let second = UnsafeBufferPointer(rebasing: buffer[22..<37])
            #expect(ViewDecoding.equals(first, "ratings_summary"))
            #expect(!ViewDecoding.equals(second, "ratings_summary"))
        }
    }
}
