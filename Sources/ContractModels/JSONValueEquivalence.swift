import ContractJSON
import Foundation

/// Whether two JSON values are the same value, as a lossless round trip must give back: objects with
/// the same members in any order, arrays element by element, numbers by value with every digit
/// (`1.50` is `1.5`, `1e2` is `100`), and RFC 3339 date-times by instant with every fractional digit
/// (`…T10:00:00+01:00` is `…T09:00:00Z`, `…39.108558577Z` is not `…39.108Z`).
public enum JSONValueEquivalence {
    /// Whether `lhs` and `rhs` are the same JSON value.
    public static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            guard Set(left.keys) == Set(right.keys) else { return false }
            return left.allSatisfy { member in right[member.key].map { same(member.value, $0) } ?? false }
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (.string(let left), .string(let right)):
            if left == right { return true }
            guard let l = instant(left), let r = instant(right) else { return false }
            return l == r
        default:
            return lhs == rhs
        }
    }

    /// The first place where `lhs` and `rhs` differ, as a JSON Pointer, or `nil` when they are the same.
    public static func firstDifference(_ lhs: JSONValue, _ rhs: JSONValue, at pointer: String = "") -> String? {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let path = pointer + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                guard let l = left[key], let r = right[key] else { return path }
                if let found = firstDifference(l, r, at: path) { return found }
            }
            return nil
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() {
                if let found = firstDifference(pair.0, pair.1, at: pointer + "/\(index)") { return found }
            }
            return nil
        default:
            return same(lhs, rhs) ? nil : (pointer.isEmpty ? "(root)" : pointer)
        }
    }

    /// An RFC 3339 date-time as whole seconds since 1970 and its fractional digits without trailing zeros.
    static func instant(_ text: String) -> Instant? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 64 else { return nil }
        var fraction: [UInt8] = []
        var rest = bytes
        if bytes[19] == UInt8(ascii: ".") {
            var end = 20
            while end < bytes.count, bytes[end] &- UInt8(ascii: "0") < 10 { end += 1 }
            fraction = Array(bytes[20..<end])
            rest = Array(bytes[0..<19]) + Array(bytes[end...])
        }
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard let date = RFC3339.parseDateTime(String(decoding: rest, as: UTF8.self)) else { return nil }
        return Instant(seconds: Int64(date.timeIntervalSince1970.rounded()), fraction: fraction)
    }

    struct Instant: Hashable, Sendable {
        var seconds: Int64
        var fraction: [UInt8]
    }
}
