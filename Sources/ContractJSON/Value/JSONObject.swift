import CContractSystem

/// The members of a JSON object, in document order, with unique keys.
///
/// Lookup compares keys by code points. Equality ignores order, as JSON does.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    /// One key and its value.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }

        /// Equal when the keys are the same code points and the values are equal.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key.utf8.elementsEqual(rhs.key.utf8) && lhs.value == rhs.value
        }

        /// Hashes what `==` compares, so equal values hash alike.
        public func hash(into hasher: inout Hasher) {
            for byte in key.utf8 { hasher.combine(byte) }
            hasher.combine(value)
        }
    }

    /// The members in order.
    public private(set) var members: [Member]
    /// Positions by key, present only for objects with more than ``JSONObjectKeyIndex/threshold`` members.
    private var keyIndex: JSONObjectKeyIndex?

    /// Creates an object; for a repeated key the last member wins and keeps its first position.
    public init(_ members: [Member] = []) {
        var result = JSONObject(uniqueMembers: [])
        result.members.reserveCapacity(members.count)
        for member in members { result[member.key] = member.value }
        self = result
    }

    init(uniqueMembers: [Member]) {
        members = uniqueMembers
        if uniqueMembers.count > JSONObjectKeyIndex.threshold { keyIndex = JSONObjectKeyIndex(uniqueMembers) }
    }

    /// The position of member `key`, or nil.
    private func position(of key: String) -> Int? {
        if let keyIndex { return keyIndex.position(of: key) }
        return members.firstIndex { JSONObject.sameKey($0.key, key) }
    }

    /// The first member's position.
    public var startIndex: Int { members.startIndex }
    /// The position after the last member.
    public var endIndex: Int { members.endIndex }
    /// The member at `position`, in document order.
    public subscript(position: Int) -> Member { members[position] }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The value of member `key`, or nil. Setting nil removes the member; setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)  // later positions shift: index again
                keyIndex = members.count > JSONObjectKeyIndex.threshold ? JSONObjectKeyIndex(members) : nil
            case (nil, let value?):
                members.append(Member(key: key, value: value))
                if keyIndex != nil {
                    keyIndex!.insert(key, at: members.count - 1)
                } else if members.count > JSONObjectKeyIndex.threshold {
                    keyIndex = JSONObjectKeyIndex(members)
                }
            case (nil, nil): break
            }
        }
    }

    /// Whether two keys are the same code points (JSON compares keys exactly, without Unicode normalization,
    /// unlike `String.==`): lengths first, which settles almost every pair.
    @inline(__always) static func sameKey(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings lend their bytes: compare them directly rather than through the generic view.
        let direct = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                left.isEmpty || contract_memcmp(left.baseAddress!, right.baseAddress!, UInt(left.count)) == 0
            }
        }
        if let direct, let equal = direct { return equal }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// Equal when both hold the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        return lhs.members.allSatisfy { member in rhs[member.key] == member.value }
    }

    /// Hashes what `==` compares, so equal values hash alike.
    public func hash(into hasher: inout Hasher) {
        // Order-independent: combine member hashes commutatively.
        var sum = 0
        for member in members { sum = sum &+ member.hashValue }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}
