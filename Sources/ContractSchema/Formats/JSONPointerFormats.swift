/// `json-pointer` (RFC 6901) and `relative-json-pointer`.
enum FormatJSONPointer {
    /// Whether `bytes` is exactly an RFC 6901 JSON Pointer:
    ///
    /// ```
    /// json-pointer    = *( "/" reference-token )
    /// reference-token = *( unescaped / escaped )
    /// escaped         = "~" ( "0" / "1" )
    /// ```
    /// Any character other than `~` is `unescaped` (the string is already JSON-decoded).
    static func isJSONPointer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isJSONPointer(bytes, from: 0)
    }

    /// Whether `bytes[start...]` is a JSON Pointer.
    static func isJSONPointer(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let n = b.count
        guard start < n else { return true }
        guard b[start] == 0x2F else { return false }
        var i = start + 1
        while i < n {
            if b[i] == 0x7E {
                guard i + 1 < n, b[i + 1] == 0x30 || b[i + 1] == 0x31 else { return false }
                i += 2
            } else {
                i += 1
            }
        }
        return true
    }

    /// Whether `bytes` is exactly a Relative JSON Pointer (draft-bhutton-relative-json-pointer-00,
    /// referenced by draft 2020-12):
    ///
    /// ```
    /// relative-json-pointer =  non-negative-integer [index-manipulation] <json-pointer>
    /// relative-json-pointer =/ non-negative-integer [index-manipulation] "#"
    /// index-manipulation    =  ("+" / "-") non-negative-integer
    /// non-negative-integer  =  %x30 / %x31-39 *( %x30-39 )
    /// ```
    static func isRelativeJSONPointer(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var i = nonNegativeInteger(bytes, 0) else { return false }
        if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D {
            guard let next = nonNegativeInteger(bytes, i + 1) else { return false }
            i = next
        }
        if i < bytes.count, bytes[i] == 0x23 {
            return i + 1 == bytes.count
        }
        return isJSONPointer(bytes, from: i)
    }

    /// Parses `non-negative-integer` at `start`; returns the index after it.
    private static func nonNegativeInteger(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        guard start < b.count, FormatUTF8.isDigit(b[start]) else { return nil }
        if b[start] == 0x30 { return start + 1 }
        var i = start + 1
        while i < b.count, FormatUTF8.isDigit(b[i]) { i += 1 }
        return i
    }
}
