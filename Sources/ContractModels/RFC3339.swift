import Foundation

/// Strict RFC 3339 `date-time` parsing and formatting for `Foundation.Date`, without `DateFormatter`.
///
/// Parsing accepts `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` (`T` and `Z` in either case), checks
/// every field's range (leap days included; second 60 is accepted as a leap second and counts as the
/// next second), and applies the offset. Formatting writes UTC with `Z` and the fewest fractional
/// digits that parse back to exactly the same `Date`, so `parse(format(date)) == date`.
public enum RFC3339 {
    /// Seconds from 1970-01-01 to 2001-01-01 (Foundation's reference date).
    @usableFromInline static let referenceOffset: Int64 = 978_307_200

    /// Parses a `date-time` string.
    public static func parseDateTime(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parseDateTime($0) }
    }

    /// Parses the UTF-8 bytes of a `date-time` string.
    ///
    /// The fixed part, `YYYY-MM-DDTHH:MM:SS`, is read as three little-endian words whose separators and digits are
    /// checked eight bytes at a time, and whose digit pairs are combined in place (``digitPairs(_:)``): a third of
    /// the instructions of reading each field byte by byte, which the fast path did for every timestamp.
    @inlinable
    public static func parseDateTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 20, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        // "YYYY-MM-", "DDTHH:MM" and ":SS?" (bytes 16 to 19; the input holds at least 20).
        let date = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let time = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let seconds = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self)) >> 32
        // Separators: '-' at 4 and 7; 'T' (either case) at 10, ':' at 13 and 16.
        guard date & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000, time & 0x0000_FF00_00DF_0000 == 0x0000_3A00_0054_0000,
            seconds & 0xFF == 0x3A
        else { return nil }
        let dateDigits = date ^ 0x3030_3030_3030_3030
        let timeDigits = time ^ 0x3030_3030_3030_3030
        let secondDigits = seconds ^ 0x3030_3030
        guard isDigits(dateDigits, 0x00FF_FF00_FFFF_FFFF), isDigits(timeDigits, 0xFFFF_00FF_FF00_FFFF),
            isDigits(secondDigits, 0x00FF_FF00)
        else { return nil }
        let datePairs = digitPairs(dateDigits & 0x00FF_FF00_FFFF_FFFF)
        let timePairs = digitPairs(timeDigits & 0xFFFF_00FF_FF00_FFFF)
        let year = Int(datePairs & 0xFF) * 100 + Int(datePairs >> 16 & 0xFF)
        let month = Int(datePairs >> 40 & 0xFF)
        let day = Int(timePairs & 0xFF)
        let hour = Int(timePairs >> 24 & 0xFF)
        let minute = Int(timePairs >> 48 & 0xFF)
        let second = Int(digitPairs(secondDigits & 0x00FF_FF00) >> 8 & 0xFF)
        guard month >= 1, month <= 12, day >= 1, day <= CalendarDate.daysInMonth(year: year, month: month),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
        var index = 19
        var fraction: Double = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            var mantissa: UInt64 = 0
            var scale: Double = 1
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                if index - start < 18 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] &- UInt8(ascii: "0"))
                    scale *= 10
                }
                index += 1
            }
            guard index > start else { return nil }
            fraction = Double(mantissa) / scale
        }
        guard index < bytes.count else { return nil }
        var offset: Int64 = 0
        if bytes[index] | 0x20 == UInt8(ascii: "z") {
            guard index + 1 == bytes.count else { return nil }
        } else {
            guard bytes.count == index + 6, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
                bytes[index + 3] == UInt8(ascii: ":"), let offsetHour = twoDigits(bytes, index + 1),
                let offsetMinute = twoDigits(bytes, index + 4), offsetHour < 24, offsetMinute < 60
            else { return nil }
            offset = Int64(offsetHour * 3600 + offsetMinute * 60)
            if bytes[index] == UInt8(ascii: "-") { offset = -offset }
        }
        if second == 60 {
            // A leap second exists only at 23:59:60 UTC.
            let utc = ((hour * 60 + minute - Int(offset / 60)) % 1440 + 1440) % 1440
            guard utc == 23 * 60 + 59 else { return nil }
        }
        let total = days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - offset
        return Date(timeIntervalSinceReferenceDate: Double(total - referenceOffset) + fraction)
    }

    /// Whether every byte of `word` that `lanes` selects (0xFF) is a digit's value, 0 to 9 (the text's byte minus
    /// `'0'`, by exclusive-or): a high nibble of 0, and still 0 after adding 6. Adding 6 carries out of a byte only
    /// when its high nibble is already set, so no byte's test disturbs another's outcome.
    @inlinable @inline(__always)
    static func isDigits(_ word: UInt64, _ lanes: UInt64) -> Bool {
        (word | (word &+ 0x0606_0606_0606_0606)) & lanes & 0xF0F0_F0F0_F0F0_F0F0 == 0
    }

    /// Each byte of `digits` (values 0 to 9) times ten plus the next byte: the two-digit number that starts at
    /// each byte, at most 99, so no byte carries into the next.
    @inlinable @inline(__always)
    static func digitPairs(_ digits: UInt64) -> UInt64 {
        digits &* 10 &+ (digits >> 8)
    }

    /// Parses a `YYYY-MM-DD` date at `start` into days since 1970-01-01.
    @inlinable
    static func parseDate(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int64? {
        guard bytes.count >= start + 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let high = twoDigits(bytes, start), let low = twoDigits(bytes, start + 2),
            let month = twoDigits(bytes, start + 5), let day = twoDigits(bytes, start + 8)
        else { return nil }
        let year = high * 100 + low
        guard month >= 1, month <= 12, day >= 1, day <= CalendarDate.daysInMonth(year: year, month: month) else { return nil }
        return CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// Always inlined: four calls per timestamp, and a call cost more than the two digits.
    @inlinable @inline(__always)
    static func twoDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        let high = bytes[index] &- UInt8(ascii: "0")
        let low = bytes[index + 1] &- UInt8(ascii: "0")
        guard high < 10, low < 10 else { return nil }
        return Int(high) * 10 + Int(low)
    }

    /// Formats `date` in UTC (`2026-02-14T20:00:00Z`, `2026-02-14T20:00:00.25Z`).
    public static func format(_ date: Date) -> String {
        let interval = date.timeIntervalSinceReferenceDate
        let whole = interval.rounded(.down)
        let fraction = interval - whole
        let seconds = Int64(whole) + referenceOffset
        var digits = ""
        if fraction > 0 {
            // The fewest digits whose value, parsed the same way, gives back exactly `interval`.
            var scale: Double = 1
            var found = false
            for count in 1...9 {
                scale *= 10
                let mantissa = (fraction * scale).rounded()
                if mantissa >= scale { continue }
                if whole + mantissa / scale == interval {
                    digits = String(Int64(mantissa))
                    while digits.count < count { digits = "0" + digits }
                    found = true
                    break
                }
            }
            if !found {
                let mantissa = min((fraction * 1e9).rounded(.down), 999_999_999)
                digits = String(Int64(mantissa))
                while digits.count < 9 { digits = "0" + digits }
            }
        }
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let date = CalendarDate(daysSinceEpoch: days)
        func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var result = date.description + "T" + pad(secondOfDay / 3600) + ":" + pad(secondOfDay / 60 % 60) + ":" + pad(secondOfDay % 60)
        if !digits.isEmpty { result += "." + digits }
        return result + "Z"
    }
}
