/// An unsafe, allocation-free reader of a ``JSONDocument``, valid only inside
/// ``JSONDocument/withView(_:)``.
///
/// Values are addressed by tape index (`Int`); index 0 is the root. This is the reader validators
/// and generated decoders use; applications usually prefer ``JSONNode``.
public struct JSONView {
    /// The source bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The tape.
    public let tape: UnsafeBufferPointer<JSONTapeEntry>

    @inlinable init(bytes: UnsafeBufferPointer<UInt8>, tape: UnsafeBufferPointer<JSONTapeEntry>) {
        self.bytes = bytes
        self.tape = tape
    }

    // MARK: Structure

    /// The kind of the value at `index`.
    @inlinable public func kind(_ index: Int) -> JSONKind { tape[index].kind }

    /// The index just past the value at `index` and all its descendants.
    @inlinable public func next(_ index: Int) -> Int { Int(tape[index].end) }

    /// The number of elements of an array, or members of an object (duplicates included).
    @inlinable public func count(_ index: Int) -> Int { Int(tape[index].length) }

    /// The index of element `position` of the array at `index` (O(position)).
    @inlinable public func element(of index: Int, at position: Int) -> Int {
        var child = index + 1
        for _ in 0..<position { child = next(child) }
        return child
    }

    /// Calls `body` with the index and position of each element of the array at `index`.
    @inlinable public func forEachElement(of index: Int, _ body: (_ element: Int, _ position: Int) throws -> Void) rethrows {
        var child = index + 1
        let count = self.count(index)
        var position = 0
        while position < count {
            try body(child, position)
            child = next(child)
            position += 1
        }
    }

    /// Calls `body` with the key index and value index of each visible member of the object at `index`,
    /// in document order. A member hidden by a later duplicate key is skipped (last one wins).
    @inlinable public func forEachMember(of index: Int, _ body: (_ key: Int, _ value: Int) throws -> Void) rethrows {
        var key = index + 1
        let count = self.count(index)
        var seen = 0
        while seen < count {
            let value = key + 1
            if !tape[key].isShadowed { try body(key, value) }
            key = next(value)
            seen += 1
        }
    }

    /// The number of visible members of the object at `index` (duplicate keys counted once).
    @inlinable public func memberCount(_ index: Int) -> Int {
        var visible = 0
        forEachMember(of: index) { _, _ in visible += 1 }
        return visible
    }

    /// The value index of the member named `name` in the object at `index`, if present.
    @inlinable public func member(of index: Int, named name: String) -> Int? {
        var name = name
        return name.withUTF8 { member(of: index, utf8Name: $0) }
    }

    /// The value index of the member whose key has the UTF-8 bytes `name`, if present: the last one with that key
    /// (the earlier ones are hidden, or, in an object whose keys the parser left unchecked, passed over).
    @inlinable public func member(of index: Int, utf8Name name: UnsafeBufferPointer<UInt8>) -> Int? {
        var key = index + 1
        let count = self.count(index)
        let lastWins = tape[index].hasUncheckedKeys
        var found: Int?
        var seen = 0
        while seen < count {
            let value = key + 1
            if !tape[key].isShadowed, stringEquals(key, name) {
                if !lastWins { return value }
                found = value
            }
            key = next(value)
            seen += 1
        }
        return found
    }

    // MARK: Scalars

    /// The raw bytes of a string (between its quotes, escapes not decoded) or number literal.
    @inlinable public func rawBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = tape[index]
        let start = Int(entry.offset) + (entry.kind == .string ? 1 : 0)
        return UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.length)])
    }

    /// The decoded value of the string at `index`.
    @inlinable public func string(_ index: Int) -> String {
        let raw = rawBytes(index)
        if !tape[index].hasEscapes {
            // The parser validated the bytes as UTF-8, so they are the string as they are. `String(decoding:as:)`
            // checks them once more (there is no public unchecked initializer), yet measured cheaper than
            // `String(unsafeUninitializedCapacity:)` with a copy, which allocates before it checks (docs/BENCHMARKS.md).
            return String(decoding: raw, as: UTF8.self)
        }
        return JSONStringDecoder.decode(raw)
    }

    /// Whether the string at `index` is exactly the code points whose UTF-8 encoding is `utf8`.
    @inlinable public func stringEquals(_ index: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = tape[index]
        if !entry.hasEscapes {
            guard Int(entry.length) == utf8.count else { return false }
            let raw = rawBytes(index)
            return raw.elementsEqual(utf8)
        }
        return Array(string(index).utf8).elementsEqual(utf8)
    }

    /// The number of Unicode code points in the string at `index` (`"e\u0301"` counts 2).
    @inlinable public func codePointCount(_ index: Int) -> Int {
        let entry = tape[index]
        if entry.isASCII && !entry.hasEscapes { return Int(entry.length) }
        if entry.hasEscapes { return string(index).unicodeScalars.count }
        var count = 0
        for byte in rawBytes(index) where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The boolean at `index`, or `nil` if it is not a boolean.
    @inlinable public func bool(_ index: Int) -> Bool? {
        switch tape[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Compares the number at `index` with an integer bound, exactly: -1, 0 or 1. Integer literals are
    /// compared as `Int64`; other values through `Double` when that decides, else exactly.
    @inlinable public func compare(_ index: Int, toInteger bound: Int64) -> Int {
        // Inline, the common case: a literal of up to 18 characters; the rest in a call.
        if let value = integerLiteral(index) { return value < bound ? -1 : (value == bound ? 0 : 1) }
        return compareInFull(index, toInteger: bound)
    }

    /// ``compare(_:toInteger:)`` for every number.
    @usableFromInline @inline(never) func compareInFull(_ index: Int, toInteger bound: Int64) -> Int {
        if !tape[index].hasFractionOrExponent, let value = int64(index) {
            return value < bound ? -1 : (value == bound ? 0 : 1)
        }
        // A bound within ±2^53 is exact as a Double, and rounding is monotonic: a value whose
        // Double differs from the bound lies on the same side of it as that Double.
        if bound.magnitude <= 1 << 53, let value = double(index), value != Double(bound) {
            return value < Double(bound) ? -1 : 1
        }
        let value = number(index)
        let limit = JSONNumber(bound)
        return value < limit ? -1 : (value == limit ? 0 : 1)
    }

    /// The number at `index` as an `Int64` if it is an integer literal without fraction or exponent
    /// that fits; `nil` otherwise (use ``number(_:)`` for exact values of any size).
    @inlinable public func int64(_ index: Int) -> Int64? {
        let entry = tape[index]
        guard entry.kind == .number, !entry.hasFractionOrExponent, entry.length <= 19 else {
            return entry.kind == .number ? number(index).int64Value : nil
        }
        let raw = rawBytes(index)
        var position = 0
        let negative = raw[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        var value: Int64 = 0
        while position < raw.count {
            value = value &* 10 &+ Int64(raw[position] &- UInt8(ascii: "0"))
            position += 1
        }
        // 19 bytes hold at most 18 digits plus a sign, or 19 digits: only the latter can overflow.
        if value < 0 { return number(index).int64Value }
        return negative ? -value : value
    }

    /// The value of an integer literal written without fraction or exponent that fits in `Int64`;
    /// nil for anything else (cheap: never builds a ``JSONNumber``).
    @inlinable @inline(__always) public func integerLiteral(_ index: Int) -> Int64? {
        let entry = tape[index]
        guard entry.kind == .number, !entry.hasFractionOrExponent, entry.length <= 18 else { return nil }
        let raw = rawBytes(index)
        var position = 0
        let negative = raw[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        var value: Int64 = 0
        while position < raw.count {
            value = value &* 10 &+ Int64(raw[position] &- UInt8(ascii: "0"))
            position += 1
        }
        return negative ? -value : value
    }

    /// The number at `index` as the nearest `Double`; nil when it is not a number or lies beyond `Double`'s
    /// range (`1e400` is never turned into infinity: compare it exactly with ``number(_:)``).
    @inlinable public func double(_ index: Int) -> Double? {
        guard tape[index].kind == .number else { return nil }
        let raw = rawBytes(index)
        if let fast = JSONView.fastDouble(raw) { return fast }
        guard let value = Double(String(decoding: raw, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    @usableFromInline static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The classic exact fast path: a literal whose digits fit in 2^53 and whose decimal exponent is at
    /// most 22 in size converts with one correctly rounded multiplication or division. Nil otherwise.
    @inlinable static func fastDouble(_ raw: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let negative = raw[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var inFraction = false
        while position < raw.count {
            let byte = raw[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                if digits > 15 { return nil }
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if inFraction { scale -= 1 }
            } else {
                break  // exponent
            }
            position += 1
        }
        if position < raw.count {
            position += 1
            var exponentNegative = false
            if raw[position] == UInt8(ascii: "-") { exponentNegative = true; position += 1 } else if raw[position] == UInt8(ascii: "+") { position += 1 }
            var exponent = 0
            while position < raw.count {
                exponent = exponent * 10 + Int(raw[position] &- UInt8(ascii: "0"))
                if exponent > 400 { return nil }
                position += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        guard scale >= -22 && scale <= 22 else { return nil }
        var value = Double(mantissa)
        value = scale < 0 ? value / exactPowersOfTen[-scale] : value * exactPowersOfTen[scale]
        return negative ? -value : value
    }

    /// The exact number at `index`.
    public func number(_ index: Int) -> JSONNumber {
        JSONNumber(validatedLiteral: rawBytes(index))
    }

    /// Whether the number at `index` has an integral value (`1`, `1.0`, `1e3`; not `1.5`).
    @inlinable @inline(__always) public func isIntegral(_ index: Int) -> Bool {
        let entry = tape[index]
        guard entry.kind == .number else { return false }
        if !entry.hasFractionOrExponent { return true }
        return number(index).isIntegral
    }

    /// The value at `index` as a ``JSONValue`` tree.
    public func value(_ index: Int) -> JSONValue {
        switch tape[index].kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(number(index))
        case .string: return .string(string(index))
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(count(index))
            forEachElement(of: index) { element, _ in elements.append(value(element)) }
            return .array(elements)
        case .object:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(count(index))
            forEachMember(of: index) { key, member in
                members.append(JSONObject.Member(key: string(key), value: value(member)))
            }
            return .object(JSONObject(uniqueMembers: members))
        }
    }
}
