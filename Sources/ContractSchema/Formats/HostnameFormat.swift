/// `hostname` (RFC 1123 section 2.1, with RFC 5890 A-labels) and `idn-hostname`
/// (IDNA2008, RFC 5890-5893).
///
/// A host name is one or more labels separated by dots, without a trailing dot, at most
/// 253 octets long in its ASCII form. Each label is at most 63 octets and is either
/// - an LDH label: ASCII letters, digits and hyphens, not starting or ending with a hyphen,
///   and without `--` in the third and fourth positions unless it is an A-label; or
/// - an A-label (`xn--...`), whose Punycode must decode to a valid U-label and re-encode to
///   itself; or
/// - (for `idn-hostname` and `idn-email` only) a U-label: NFC, made of PVALID code points
///   and of CONTEXTJ/CONTEXTO code points whose RFC 5892 rules hold.
/// When any label is right-to-left, every label must satisfy the RFC 5893 Bidi rule.
enum FormatHostname {
    /// Whether `bytes` is exactly an ASCII host name (RFC 1123, A-labels checked).
    ///
    /// With `idna` false, only RFC 1034 section 3.1 as RFC 1123 section 2.1 relaxes it: labels of letters,
    /// digits and hyphens, neither starting nor ending with a hyphen. That is `hostname` in draft-04 and
    /// draft-06, which cite only those RFCs: the IDNA2008 rules (a label with `--` in the third and fourth
    /// positions must be a valid `xn--` A-label, RFC 5890 section 2.3.1 and RFC 5891) came with draft-07.
    static func isHostname(_ bytes: UnsafeBufferPointer<UInt8>, idna: Bool = true) -> Bool {
        isDomain(bytes, 0, bytes.count, international: false, idna: idna)
    }

    /// Whether `value` is exactly an internationalized host name. Besides `.`, the label
    /// separators U+3002, U+FF0E and U+FF61 are accepted (RFC 3490 section 3.1).
    static func isIDNHostname(_ value: String) -> Bool {
        FormatUTF8.with(value) { bytes in
            isDomain(bytes, 0, bytes.count, international: true, allowsIdeographicDots: true)
        }
    }

    /// Whether `b[start..<end]` is a host name.
    /// - Parameters:
    ///   - international: accept U-labels (non-ASCII labels).
    ///   - allowsIdeographicDots: accept U+3002, U+FF0E and U+FF61 as label separators.
    ///   - requiresNFC: require U-labels to be in NFC (relaxed for `idn-email` domains).
    ///   - idna: apply IDNA2008 to ASCII labels (reserved `??--` labels must be valid A-labels).
    static func isDomain(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                         international: Bool, allowsIdeographicDots: Bool = false,
                         requiresNFC: Bool = true, idna: Bool = true) -> Bool {
        guard start < end else { return false }
        var total = 0
        var anyRightToLeft = false
        var allSatisfyBidi = true
        var labelStart = start
        var isASCII = true
        var i = start
        while true {
            var separatorLength = 0
            if i < end {
                let c = b[i]
                if c == 0x2E {
                    separatorLength = 1
                } else if c >= 0x80 {
                    if allowsIdeographicDots, i + 2 < end, isIdeographicDot(c, b[i + 1], b[i + 2]) {
                        separatorLength = 3
                    } else {
                        isASCII = false
                        i += 1
                        continue
                    }
                } else {
                    i += 1
                    continue
                }
            }
            guard i > labelStart else { return false }
            let info: FormatIDNA.LabelInfo?
            if isASCII {
                info = asciiLabel(b, labelStart, i, idna: idna)
            } else if international {
                info = unicodeLabel(b, labelStart, i, requiresNFC: requiresNFC)
            } else {
                info = nil
            }
            guard let info else { return false }
            total += info.length
            anyRightToLeft = anyRightToLeft || info.isRightToLeft
            allSatisfyBidi = allSatisfyBidi && info.satisfiesBidiRule
            if i == end { break }
            total += 1
            i += separatorLength
            labelStart = i
            isASCII = true
        }
        return total <= 253 && (!anyRightToLeft || allSatisfyBidi)
    }

    /// Whether the three UTF-8 bytes are U+3002 (E3 80 82), U+FF0E (EF BC 8E) or U+FF61 (EF BD A1).
    @inline(__always)
    private static func isIdeographicDot(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Bool {
        (b0 == 0xE3 && b1 == 0x80 && b2 == 0x82)
            || (b0 == 0xEF && b1 == 0xBC && b2 == 0x8E)
            || (b0 == 0xEF && b1 == 0xBD && b2 == 0xA1)
    }

    /// An all-ASCII label: LDH label or A-label.
    private static func asciiLabel(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, idna: Bool) -> FormatIDNA.LabelInfo? {
        let length = end - start
        guard length <= 63, b[start] != 0x2D, b[end - 1] != 0x2D else { return nil }
        for index in start..<end {
            let c = b[index]
            guard FormatUTF8.isAlpha(c) || FormatUTF8.isDigit(c) || c == 0x2D else { return nil }
        }
        if idna, length >= 4, b[start + 2] == 0x2D, b[start + 3] == 0x2D {
            // Reserved LDH label: only A-labels ("xn--") are allowed.
            guard b[start] | 0x20 == 0x78, b[start + 1] | 0x20 == 0x6E else { return nil }
            return FormatIDNA.aLabel(b, start, end)
        }
        // LDH characters are L, EN or ES: the Bidi rule only needs a letter first.
        return FormatIDNA.LabelInfo(length: length, isRightToLeft: false,
                                    satisfiesBidiRule: FormatUTF8.isAlpha(b[start]))
    }

    /// A label with non-ASCII characters: a U-label.
    private static func unicodeLabel(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                     requiresNFC: Bool) -> FormatIDNA.LabelInfo? {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(end - start)
        var i = start
        while i < end {
            let (scalar, length) = FormatUTF8.decode(b, at: i)
            scalars.append(scalar)
            i += length
        }
        return FormatIDNA.uLabel(scalars, requiresNFC: requiresNFC)
    }
}
