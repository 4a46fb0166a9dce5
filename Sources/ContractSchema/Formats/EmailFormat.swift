/// `email` (RFC 5321 section 4.1.2 `Mailbox`) and `idn-email` (RFC 6531 section 3.3).
///
/// ```
/// Mailbox        = Local-part "@" ( Domain / address-literal )
/// Local-part     = Dot-string / Quoted-string      ; at most 64 octets
/// Dot-string     = Atom *("." Atom)                Atom = 1*atext
/// Quoted-string  = DQUOTE *QcontentSMTP DQUOTE
/// QcontentSMTP   = qtextSMTP / quoted-pairSMTP
/// qtextSMTP      = %d32-33 / %d35-91 / %d93-126     quoted-pairSMTP = %d92 %d32-126
/// address-literal = "[" ( IPv4-address-literal / IPv6-address-literal ) "]"
/// IPv6-address-literal = "IPv6:" IPv6-addr
/// ```
/// RFC 6531 adds any non-ASCII character to `atext` and `qtextSMTP`, and U-labels to the
/// domain. Domains are checked as host names (`hostname`, or `idn-hostname` without the
/// NFC requirement for `idn-email`). General address literals other than IPv6 are rejected
/// because no other tag is registered. RFC 5322 display names, comments and folding white
/// space are not part of a mailbox.
enum FormatEmail {
    /// Whether `bytes` is exactly a mailbox; `international` selects the RFC 6531 grammar.
    static func isMailbox(_ b: UnsafeBufferPointer<UInt8>, international: Bool) -> Bool {
        let n = b.count
        guard n > 0 else { return false }
        var i = 0
        if b[0] == 0x22 {
            i = 1
            while true {
                guard i < n else { return false }
                let c = b[i]
                if c == 0x22 {
                    i += 1
                    break
                } else if c == 0x5C {
                    guard i + 1 < n, b[i + 1] >= 0x20, b[i + 1] <= 0x7E else { return false }
                    i += 2
                } else if c < 0x80 {
                    guard c >= 0x20, c != 0x7F else { return false }
                    i += 1
                } else {
                    guard international else { return false }
                    i += 1
                }
            }
        } else {
            var atomLength = 0
            while i < n, b[i] != 0x40 {
                let c = b[i]
                if c == 0x2E {
                    guard atomLength > 0 else { return false }
                    atomLength = 0
                } else if c < 0x80 {
                    guard isAtext(c) else { return false }
                    atomLength += 1
                } else {
                    guard international else { return false }
                    atomLength += 1
                }
                i += 1
            }
            guard atomLength > 0 else { return false }
        }
        guard i <= 64, i < n, b[i] == 0x40 else { return false }
        let domainStart = i + 1
        guard domainStart < n else { return false }
        if b[domainStart] == 0x5B {
            guard b[n - 1] == 0x5D else { return false }
            let literalEnd = n - 1
            if literalEnd - domainStart > 5,
               b[domainStart + 1] | 0x20 == 0x69, b[domainStart + 2] | 0x20 == 0x70,
               b[domainStart + 3] | 0x20 == 0x76, b[domainStart + 4] == 0x36, b[domainStart + 5] == 0x3A {
                return FormatIPAddress.isIPv6(b, from: domainStart + 6, to: literalEnd)
            }
            return FormatIPAddress.isIPv4(b, from: domainStart + 1, to: literalEnd)
        }
        return FormatHostname.isDomain(b, domainStart, n, international: international,
                                       requiresNFC: false)
    }

    /// RFC 5322 `atext` (ASCII part).
    @inline(__always)
    private static func isAtext(_ c: UInt8) -> Bool {
        if FormatUTF8.isAlpha(c) || FormatUTF8.isDigit(c) { return true }
        switch c {
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2F, 0x3D, 0x3F,
             0x5E, 0x5F, 0x60, 0x7B, 0x7C, 0x7D, 0x7E:
            return true
        default:
            return false
        }
    }
}
