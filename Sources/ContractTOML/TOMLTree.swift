import ContractJSON

/// A value of a TOML document while it is read. Tables and arrays are objects, so that a header or a
/// dotted key deep in the document extends the table it names in place.
enum TOMLNode {
    case string([UInt8])
    case integer(Int64)
    /// A float: its JSON text (underscores and a leading `+` dropped), nil for `inf` and `nan`, which
    /// JSON cannot write; `text` is the literal without underscores.
    case float(json: [UInt8]?, text: [UInt8])
    case bool(Bool)
    case dateTime(TOMLDateTime)
    case table(TOMLTable)
    case array(TOMLArray)
}

/// A table: members in document order, found by key through a dictionary once it has more than a few
/// (before that, by comparing the few keys), so that checking a key against the ones before it costs
/// the same whatever the table's size, and the many small tables of an array of tables stay small.
final class TOMLTable {
    /// How a table came to exist, which decides how it may still be extended (TOML 1.0, "Table").
    enum Origin: Equatable {
        /// Created as the parent of a header (`a` of `[a.b]`): a later `[a]` may still define it.
        case implicit
        /// Defined by a `[header]`, or an element of an array of tables: never defined again.
        case header
        /// Created by a dotted key in the section (or inline table) numbered so: only that section's
        /// dotted keys add to it; headers may open tables below it but not it.
        case dotted(section: Int)
        /// An inline table (`{…}`), or a table inside an array value: complete as written.
        case inline
    }

    var origin: Origin
    /// Where the table was first named (its header, its first key, or its `{`).
    let offset: Int
    /// How deep it is nested, counted as JSON nesting is (the root is 1), for the depth limit.
    let depth: Int
    private(set) var keys: [[UInt8]] = []
    private(set) var keyOffsets: [Int] = []
    private(set) var values: [TOMLNode] = []
    private(set) var valueOffsets: [Int] = []
    /// The position of each key, made when the table grows past ``smallTableSize`` members.
    private var index: [[UInt8]: Int]?
    private static let smallTableSize = 8

    init(origin: Origin, offset: Int, depth: Int) {
        self.origin = origin
        self.offset = offset
        self.depth = depth
    }

    var count: Int { keys.count }

    /// The value of `key`, if the table has one.
    func value(of key: [UInt8]) -> TOMLNode? {
        if let index { return index[key].map { values[$0] } }
        return keys.firstIndex(of: key).map { values[$0] }
    }

    /// Adds a member whose key is new (callers check with ``value(of:)`` first).
    func append(_ key: [UInt8], keyOffset: Int, value: TOMLNode, valueOffset: Int) {
        if index != nil {
            index?[key] = keys.count
        } else if keys.count == Self.smallTableSize {
            var built = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
            built[key] = keys.count
            index = built
        }
        keys.append(key)
        keyOffsets.append(keyOffset)
        values.append(value)
        valueOffsets.append(valueOffset)
    }
}

/// An array: a value written `[…]` (complete as written), or an array of tables that each `[[header]]`
/// extends by one table.
final class TOMLArray {
    let isTableArray: Bool
    let offset: Int
    let depth: Int
    var elements: [TOMLNode] = []
    var elementOffsets: [Int] = []

    init(isTableArray: Bool, offset: Int, depth: Int) {
        self.isTableArray = isTableArray
        self.offset = offset
        self.depth = depth
    }
}
