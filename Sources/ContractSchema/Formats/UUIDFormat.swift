/// `uuid`: the RFC 4122 (RFC 9562) string representation `8-4-4-4-12` hexadecimal digits.
///
/// Letters may be upper or lower case. Version and variant nibbles are not restricted, so
/// the nil UUID and future versions are accepted; URN prefixes and braces are not.
enum FormatUUID {
    /// Whether `bytes` is exactly a hyphenated UUID.
    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for i in 0..<36 {
            switch i {
            case 8, 13, 18, 23:
                guard bytes[i] == 0x2D else { return false }
            default:
                guard FormatUTF8.isHexDigit(bytes[i]) else { return false }
            }
        }
        return true
    }
}
