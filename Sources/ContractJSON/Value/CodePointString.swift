/// A string that equals another only when their Unicode code points are the same, as JSON compares
/// member names (RFC 8259, section 8.3) and JSON Pointer compares tokens (RFC 6901). Swift's `String`
/// equality is canonical equivalence, under which `"caf\u{E9}"` and `"cafe\u{301}"` are equal: as keys of a
/// dictionary, two distinct members of one object would become one. The key of every table of member
/// names or pointer tokens.
package struct CodePointString: Hashable, Sendable {
    package let string: String

    package init(_ string: String) { self.string = string }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        JSONObject.sameKey(lhs.string, rhs.string)
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in string.utf8 { hasher.combine(byte) } }
    }
}
