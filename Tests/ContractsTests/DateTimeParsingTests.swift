import Foundation
import Testing

@testable import ContractModels

/// `RFC3339.parseDateTime` reads `YYYY-MM-DDTHH:MM:SS` eight bytes at a time: it accepts exactly the timestamps a
/// reading field by field accepts (the date by `RFC3339.parseDate`, each time field by `twoDigits`), whatever byte
/// stands at whatever position, and gives the same instant.
@Suite("Contracts: RFC 3339 date-time parsing")
struct DateTimeParsingTests {
    /// The instant of `text` read field by field, for a text ending in `Z` after the seconds; nil when it is not a
    /// timestamp.
    static func fieldByField(_ text: [UInt8]) -> Date? {
        text.withUnsafeBufferPointer { bytes -> Date? in
            guard bytes.count == 20, bytes[19] | 0x20 == UInt8(ascii: "z"), let days = RFC3339.parseDate(bytes, 0),
                bytes[10] | 0x20 == UInt8(ascii: "t"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                let hour = RFC3339.twoDigits(bytes, 11), let minute = RFC3339.twoDigits(bytes, 14),
                let second = RFC3339.twoDigits(bytes, 17), hour < 24, minute < 60, second <= 60
            else { return nil }
            if second == 60 && (hour != 23 || minute != 59) { return nil }
            let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            return Date(timeIntervalSinceReferenceDate: Double(seconds - RFC3339.referenceOffset))
        }
    }

    static func parse(_ text: [UInt8]) -> Date? { text.withUnsafeBufferPointer { RFC3339.parseDateTime($0) } }

    @Test("every byte value at every position of the fixed part")
    func everyByteAtEveryPosition() {
        for base in ["2026-02-14T20:00:00Z", "1999-12-31t23:59:60z", "2024-02-29T09:08:07Z"] {
            let bytes = Array(base.utf8)
            #expect(Self.parse(bytes) != nil, "\(base)")
            for position in 0..<20 {
                for value in UInt8(0)...UInt8(255) {
                    var changed = bytes
                    changed[position] = value
                    let text = String(decoding: changed, as: UTF8.self).debugDescription
                    #expect(Self.parse(changed) == Self.fieldByField(changed), "\(text)")
                }
            }
        }
    }

    @Test("calendar and clock boundaries: months, days, leap years, hours, minutes, leap seconds")
    func boundaries() {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        func four(_ value: Int) -> String { String(String(value + 10_000).dropFirst()) }
        var accepted = 0
        for year in [0, 1, 4, 100, 400, 1900, 1969, 1970, 2000, 2024, 2025, 2100, 9999] {
            for month in 0...13 {
                for day in [0, 1, 28, 29, 30, 31, 32] {
                    for time in ["00:00:00", "23:59:59", "23:59:60", "24:00:00", "12:60:00", "12:00:61", "12:00:60", "09:99:00"] {
                        let text = Array("\(four(year))-\(two(month))-\(two(day))T\(time)Z".utf8)
                        let expected = Self.fieldByField(text)
                        #expect(Self.parse(text) == expected, "\(String(decoding: text, as: UTF8.self))")
                        if expected != nil { accepted += 1 }
                    }
                }
            }
        }
        // 13 years: 12 months of 4 or 5 listed days (29 for leap Februaries, 30 and 31 where they exist), each at
        // three valid times.
        #expect(accepted > 13 * 12 * 4 * 3)
    }

    @Test("fractions and offsets move the instant the fixed part gives")
    func fractionsAndOffsets() throws {
        let base = try #require(Self.parse(Array("2026-02-14T20:00:00Z".utf8)))
        let cases: [(String, TimeInterval?)] = [
            ("2026-02-14T20:00:00.5Z", 0.5), ("2026-02-14T20:00:00.125z", 0.125), ("2026-02-14T21:30:00+01:30", 0),
            ("2026-02-14T18:00:00-02:00", 0), ("2026-02-14T20:00:00.Z", nil), ("2026-02-14T20:00:00", nil),
            ("2026-02-14T20:00:00+1:00", nil), ("2026-02-14T20:00:00Zx", nil),
        ]
        for (text, shift) in cases {
            #expect(Self.parse(Array(text.utf8)) == shift.map { base.addingTimeInterval($0) }, "\(text)")
        }
    }
}
