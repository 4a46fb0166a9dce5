/// Syntax checks for format defaults written in schemas (`date-time`, `date`, `uuid`, `uri`): a default
/// is written as a literal (through `ContractModels.CheckedLiteral`, which cannot trap) only when the runtime
/// type's failable initializer is sure to accept it, so that the value is the schema's.
enum DefaultFormatCheck {
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        guard let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]) else { return false }
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, isDate(String(decoding: bytes[0..<10], as: UTF8.self)), bytes[10] | 0x20 == UInt8(ascii: "t") else { return false }
        guard let hour = number(bytes[11..<13]), bytes[13] == UInt8(ascii: ":"), let minute = number(bytes[14..<16]),
            bytes[16] == UInt8(ascii: ":"), let second = number(bytes[17..<19]), hour < 24, minute < 60, second < 61
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            if index == start { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] | 0x20 == UInt8(ascii: "z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
            let offsetHour = number(bytes[index + 1..<index + 3]), bytes[index + 3] == UInt8(ascii: ":"),
            let offsetMinute = number(bytes[index + 4..<index + 6])
        else { return false }
        return offsetHour < 24 && offsetMinute < 60
    }

    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !(byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6) {
                return false
            }
        }
        return true
    }

    /// Whether `text` is an RFC 3986 URI with a scheme, without IP literals (`[...]` hosts are refused):
    /// a subset of what the runtime's `format: uri` check (`ContractModels.URI`) accepts, so that a
    /// generated `CheckedLiteral.uri("...")` is the text itself. The generator does not link the validator,
    /// so the grammar is written out here; a test holds the two to agreement.
    static func isURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let count = bytes.count
        func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6 }
        // unreserved / sub-delims
        func isPlain(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) || uriMarks.contains(byte) }
        /// Scans `bytes[index..<end]` as characters of a component that also allows `extra`; the index of
        /// the first byte it stops at (outside `extra`), or nil on a bad percent escape.
        func scan(_ index: Int, _ end: Int, _ extra: Set<UInt8>) -> Int? {
            var index = index
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < end, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return nil }
                    index += 3
                } else if isPlain(byte) || extra.contains(byte) {
                    index += 1
                } else {
                    return index
                }
            }
            return index
        }
        guard count > 0, isAlpha(bytes[0]) else { return false }
        var index = 1
        while index < count, isAlpha(bytes[index]) || isDigit(bytes[index]) || schemeMarks.contains(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        if index + 1 < count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            var end = index
            while end < count, !authorityEnds.contains(bytes[end]) { end += 1 }
            var host = index
            if let at = bytes[index..<end].firstIndex(of: UInt8(ascii: "@")) {
                guard scan(index, at, [UInt8(ascii: ":")]) == at else { return false }
                host = at + 1
            }
            guard let hostEnd = scan(host, end, []) else { return false }
            if hostEnd < end {
                guard bytes[hostEnd] == UInt8(ascii: ":"), bytes[(hostEnd + 1)..<end].allSatisfy(isDigit) else { return false }
            }
            index = end
        }
        guard let pathEnd = scan(index, count, pathMarks) else { return false }
        index = pathEnd
        if index < count, bytes[index] == UInt8(ascii: "?") {
            guard let queryEnd = scan(index + 1, count, queryMarks) else { return false }
            index = queryEnd
        }
        if index < count, bytes[index] == UInt8(ascii: "#") {
            guard let fragmentEnd = scan(index + 1, count, queryMarks) else { return false }
            index = fragmentEnd
        }
        return index == count
    }

    /// RFC 3986's `unreserved` and `sub-delims` other than letters and digits.
    private static let uriMarks = Set("-._~!$&'()*+,;=".utf8)
    /// What a scheme may hold besides letters and digits.
    private static let schemeMarks = Set("+-.".utf8)
    /// What ends an authority.
    private static let authorityEnds = Set("/?#".utf8)
    /// What a path segment may hold besides `unreserved`, `sub-delims` and escapes; then a query or fragment.
    private static let pathMarks = Set(":@/".utf8)
    private static let queryMarks = Set(":@/?".utf8)

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
