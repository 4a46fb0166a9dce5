import ContractJSON

/// A day in the proleptic Gregorian calendar, without time or time zone: the Swift type for
/// `format: date` (`2026-02-14`).
///
/// Encodes as `YYYY-MM-DD`; only valid dates exist (`2025-02-29` does not parse).
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The year (1...9999 for dates read from JSON).
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a date; `nil` if the day does not exist.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), day >= 1, day <= CalendarDate.daysInMonth(year: year, month: month) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`.
    public init?(_ description: String) {
        var text = description
        guard let parsed = text.withUTF8({ CalendarDate(utf8: $0) }) else { return nil }
        self = parsed
    }

    /// Parses the UTF-8 bytes of `YYYY-MM-DD`.
    @inlinable
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, let days = RFC3339.parseDate(bytes, 0) else { return nil }
        self.init(daysSinceEpoch: days)
    }

    /// The date `days` after 1970-01-01.
    @inlinable
    public init(daysSinceEpoch days: Int64) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.year = Int(yoe + era * 400 + (month <= 2 ? 1 : 0))
        self.month = Int(month)
        self.day = Int(day)
    }

    /// Days from 1970-01-01 to this date.
    public var daysSinceEpoch: Int64 { CalendarDate.daysSinceEpoch(year: year, month: month, day: day) }

    /// Days from 1970-01-01 to a date (Howard Hinnant's days_from_civil).
    @inlinable
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The number of days of a month.
    @inlinable
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// Chronological order.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes `YYYY-MM-DD` text.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(decoder, as: "a YYYY-MM-DD date") { CalendarDate($0) }
    }

    /// Encodes `YYYY-MM-DD` text.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(description, to: encoder)
    }
}

extension CalendarDate: JSONViewDecodable, JSONValueEncodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a date string", view, index) }
        guard let date = CalendarDate(utf8: view.rawBytes(index)) else {
            throw DecodingFailure(.invalidValue("not a YYYY-MM-DD date: \"\(view.string(index))\""), at: index)
        }
        self = date
    }

    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .string(description) }
}
