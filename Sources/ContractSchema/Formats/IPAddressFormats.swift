/// `ipv4` (RFC 2673 dotted-quad) and `ipv6` (RFC 4291 section 2.2) text forms.
enum FormatIPAddress {
    /// Whether `bytes` is exactly a dotted-quad IPv4 address: four decimal octets
    /// `0`-`255`, with no leading zeros, signs, or other notations.
    static func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isIPv4(bytes, from: 0, to: bytes.count)
    }

    /// Whether `bytes[start..<end]` is a dotted-quad IPv4 address.
    static func isIPv4(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var i = start
        for part in 0..<4 {
            if part > 0 {
                guard i < end, b[i] == 0x2E else { return false }
                i += 1
            }
            let partStart = i
            var value = 0
            while i < end, i - partStart < 3, FormatUTF8.isDigit(b[i]) {
                value = value * 10 + Int(b[i] &- 0x30)
                i += 1
            }
            let digits = i - partStart
            guard digits > 0, value <= 255, digits == 1 || b[partStart] != 0x30 else { return false }
        }
        return i == end
    }

    /// Whether `bytes` is exactly an IPv6 address in RFC 4291 text form: eight groups of
    /// one to four hexadecimal digits, at most one `::` standing for one or more zero
    /// groups, and optionally a dotted-quad IPv4 address as the last 32 bits.
    static func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isIPv6(bytes, from: 0, to: bytes.count)
    }

    /// Whether `bytes[start..<end]` is an IPv6 address in RFC 4291 text form.
    static func isIPv6(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start >= 2 else { return false }
        var i = start
        var groups = 0
        var compressed = false
        if b[i] == 0x3A {
            guard b[i + 1] == 0x3A else { return false }
            compressed = true
            i += 2
            if i == end { return true }
        }
        while true {
            let groupStart = i
            while i < end, i - groupStart < 4, FormatUTF8.isHexDigit(b[i]) { i += 1 }
            guard i > groupStart else { return false }
            if i < end, b[i] == 0x2E {
                // Embedded IPv4 address: must end the string and fill the last two groups.
                guard isIPv4(b, from: groupStart, to: end) else { return false }
                groups += 2
                break
            }
            groups += 1
            if i == end { break }
            guard groups < 8, b[i] == 0x3A else { return false }
            i += 1
            guard i < end else { return false }
            if b[i] == 0x3A {
                guard !compressed else { return false }
                compressed = true
                i += 1
                if i == end { break }
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }
}
