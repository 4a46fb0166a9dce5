/// Member positions by key for large ``JSONObject``s, so that lookups stay O(1) and building or
/// resolving pointers into an object with many members stays linear overall.
///
/// Keys are compared and hashed by their UTF-8 bytes (JSON compares keys by code points, without the
/// Unicode normalization `String.==` applies).
struct JSONObjectKeyIndex: Sendable {
    /// Objects with at most this many members are searched linearly (cheaper than hashing).
    static let threshold = 12

    private var positions: [Key: Int]

    /// Indexes `members`, whose keys must be unique.
    init(_ members: [JSONObject.Member]) {
        positions = Dictionary(minimumCapacity: members.count)
        for (position, member) in members.enumerated() { positions[Key(member.key)] = position }
    }

    func position(of key: String) -> Int? {
        positions[Key(key)]
    }

    mutating func insert(_ key: String, at position: Int) {
        positions[Key(key)] = position
    }

    private struct Key: Hashable, Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (lhs: Key, rhs: Key) -> Bool {
            JSONObject.sameKey(lhs.text, rhs.text)
        }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        }
    }
}
