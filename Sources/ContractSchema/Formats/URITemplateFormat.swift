/// `uri-template`: RFC 6570 URI Template syntax (all levels).
///
/// ```
/// URI-Template  = *( literals / expression )
/// literals      = %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E
///               / ucschar / iprivate / pct-encoded
/// expression    = "{" [ operator ] variable-list "}"
/// operator      = "+" / "#" / "." / "/" / ";" / "?" / "&" / "=" / "," / "!" / "@" / "|"
/// variable-list = varspec *( "," varspec )
/// varspec       = varname [ ":" max-length / "*" ]
/// varname       = varchar *( ["."] varchar )
/// varchar       = ALPHA / DIGIT / "_" / pct-encoded
/// max-length    = %x31-39 0*3DIGIT
/// ```
/// The apostrophe (`%x27`) is also accepted in literals, as the JSON Schema test suite
/// expects (RFC 6570 itself leaves it out). The operators reserved for future extensions are accepted
/// because they are part of the grammar.
enum FormatURITemplate {
    /// Whether `bytes` is exactly a URI Template.
    static func isURITemplate(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var i = 0
        while i < n {
            let c = b[i]
            if c >= 0x80 {
                let (scalar, length) = FormatUTF8.decode(b, at: i)
                guard FormatUTF8.isUCSChar(scalar) || FormatUTF8.isIPrivate(scalar) else { return false }
                i += length
                continue
            }
            switch c {
            case 0x7B: // "{"
                guard let next = expression(b, i + 1) else { return false }
                i = next
            case 0x25:
                guard FormatUTF8.isPercentEncoded(b, at: i) else { return false }
                i += 3
            case 0x00...0x20, 0x22, 0x3C, 0x3E, 0x5C, 0x5E, 0x60, 0x7C, 0x7D, 0x7F:
                return false
            default:
                i += 1
            }
        }
        return true
    }

    /// Parses the rest of an expression after "{"; returns the index after "}".
    private static func expression(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
        let n = b.count
        var i = start
        guard i < n else { return nil }
        switch b[i] {
        case 0x2B, 0x23, 0x2E, 0x2F, 0x3B, 0x3F, 0x26, 0x3D, 0x2C, 0x21, 0x40, 0x7C:
            i += 1
        default:
            break
        }
        while true {
            // varname = varchar *( ["."] varchar )
            var needsVarchar = true
            while i < n {
                let c = b[i]
                if FormatUTF8.isAlpha(c) || FormatUTF8.isDigit(c) || c == 0x5F {
                    i += 1
                } else if c == 0x25 {
                    guard FormatUTF8.isPercentEncoded(b, at: i) else { return nil }
                    i += 3
                } else if c == 0x2E, !needsVarchar {
                    i += 1
                    needsVarchar = true
                    continue
                } else {
                    break
                }
                needsVarchar = false
            }
            guard !needsVarchar, i < n else { return nil }
            // modifier-level4
            if b[i] == 0x3A {
                i += 1
                guard i < n, b[i] &- 0x31 < 9 else { return nil }
                let digitsStart = i
                i += 1
                while i < n, FormatUTF8.isDigit(b[i]), i - digitsStart < 4 { i += 1 }
            } else if b[i] == 0x2A {
                i += 1
            }
            guard i < n else { return nil }
            if b[i] == 0x7D { return i + 1 }
            guard b[i] == 0x2C else { return nil }
            i += 1
        }
    }
}
