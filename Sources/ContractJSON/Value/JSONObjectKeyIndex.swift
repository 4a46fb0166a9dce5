/// Member positions by key for large ``JSONObject``s, so that lookups stay O(1) and building or
/// resolving pointers into an object with many members stays linear overall.
///
/// Keys are ``CodePointString``s: JSON compares keys by code points, without the Unicode normalization
/// `String.==` applies.
struct JSONObjectKeyIndex: Sendable {
    /// Objects with at most this many members are searched linearly (cheaper than hashing).
    static let threshold = 12

    private var positions: [CodePointString: Int]

    /// Indexes `members`, whose keys must be unique.
    init(_ members: [JSONObject.Member]) {
        positions = Dictionary(minimumCapacity: members.count)
        for (position, member) in members.enumerated() { positions[CodePointString(member.key)] = position }
    }

    func position(of key: String) -> Int? {
        positions[CodePointString(key)]
    }

    mutating func insert(_ key: String, at position: Int) {
        positions[CodePointString(key)] = position
    }
}
