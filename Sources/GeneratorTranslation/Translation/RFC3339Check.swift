/// Syntax checks for format defaults written in schemas (`date-time`, `date`, `uuid`).
enum RFC3339Check {
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

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
