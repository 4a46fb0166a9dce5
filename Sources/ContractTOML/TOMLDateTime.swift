/// A TOML date, time or date-time (the four kinds of TOML 1.0), checked as it is read.
struct TOMLDateTime {
    enum Offset: Equatable {
        /// A local date-time or time: no offset.
        case none
        /// `Z` (or `z`).
        case utc
        /// `+HH:MM` or `-HH:MM`, in minutes east of UTC.
        case minutes(Int)
    }

    var date: (year: Int, month: Int, day: Int)?
    var time: (hour: Int, minute: Int, second: Int, fraction: [UInt8])?
    var offset: Offset = .none

    /// toml-test's type name: `datetime`, `datetime-local`, `date-local` or `time-local`.
    var kind: String {
        switch (date != nil, time != nil) {
        case (true, true): return offset == .none ? "datetime-local" : "datetime"
        case (true, false): return "date-local"
        default: return "time-local"
        }
    }

    /// The string check-jsonschema gives this value (its TOML reader, tomllib, yields Python `date`,
    /// `time` and `datetime` objects, which it writes with `isoformat()`, adding `Z` to local times
    /// and date-times): microseconds as six digits when not zero (further digits truncated), the
    /// offset as `+HH:MM` (`Z` and `-00:00` become `+00:00`).
    var checkJSONSchemaText: String {
        var text = dateAndClockText
        guard let time else { return text }
        let micro = Array(time.fraction.prefix(6)) + Array(repeating: UInt8(ascii: "0"), count: max(0, 6 - time.fraction.count))
        if micro.contains(where: { $0 != UInt8(ascii: "0") }) { text += "." + String(decoding: micro, as: UTF8.self) }
        switch offset {
        case .none: text += "Z"
        case .utc: text += "+00:00"
        case .minutes(let minutes): text += Self.offsetText(minutes)
        }
        return text
    }

    /// One canonical RFC 3339 form for comparing values (toml-test's expected strings are read back
    /// into it): fraction without trailing zeros, `Z` for a zero offset.
    var canonicalText: String {
        var text = dateAndClockText
        guard let time else { return text }
        var fraction = time.fraction
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + String(decoding: fraction, as: UTF8.self) }
        switch offset {
        case .none: break
        case .utc, .minutes(0): text += "Z"
        case .minutes(let minutes): text += Self.offsetText(minutes)
        }
        return text
    }

    /// `YYYY-MM-DD`, `HH:MM:SS` or `YYYY-MM-DDTHH:MM:SS`: what both forms write before the fraction.
    private var dateAndClockText: String {
        var text = ""
        if let date { text = Self.digits(date.year, 4) + "-" + Self.digits(date.month, 2) + "-" + Self.digits(date.day, 2) }
        guard let time else { return text }
        if date != nil { text += "T" }
        return text + Self.digits(time.hour, 2) + ":" + Self.digits(time.minute, 2) + ":" + Self.digits(time.second, 2)
    }

    private static func offsetText(_ minutes: Int) -> String {
        (minutes < 0 ? "-" : "+") + digits(abs(minutes) / 60, 2) + ":" + digits(abs(minutes) % 60, 2)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Reads a date, time or date-time literal (`token` is the whole literal, a space between date and
    /// time included); nil with the reason when it is not one.
    static func parse(_ token: ArraySlice<UInt8>) -> Result<TOMLDateTime, DateTimeError> {
        var value = TOMLDateTime()
        var rest = token
        if token.count >= 5, isDigits(token.prefix(4)), token[token.startIndex + 4] == UInt8(ascii: "-") {
            guard let year = number(&rest, 4), take(&rest, "-"), let month = number(&rest, 2), take(&rest, "-"),
                let day = number(&rest, 2)
            else { return .failure(.malformed("a date is written YYYY-MM-DD")) }
            guard (1...12).contains(month) else { return .failure(.outOfRange("month \(month) is not 1 to 12")) }
            let days = daysIn(month: month, year: year)
            guard (1...days).contains(day) else { return .failure(.outOfRange("day \(day) is not 1 to \(days) in this month")) }
            value.date = (year, month, day)
            if rest.isEmpty { return .success(value) }
            guard let separator = rest.first, separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == 0x20
            else { return .failure(.malformed("a date-time separates date and time with 'T' or a space")) }
            rest = rest.dropFirst()
        }
        guard let hour = number(&rest, 2), take(&rest, ":"), let minute = number(&rest, 2), take(&rest, ":"),
            let second = number(&rest, 2)
        else { return .failure(.malformed("a time is written HH:MM:SS (seconds are required in TOML 1.0)")) }
        guard hour <= 23 else { return .failure(.outOfRange("hour \(hour) is not 0 to 23")) }
        guard minute <= 59 else { return .failure(.outOfRange("minute \(minute) is not 0 to 59")) }
        // RFC 3339 allows a leap second (60); TOML 1.0 takes its grammar.
        guard second <= 60 else { return .failure(.outOfRange("second \(second) is not 0 to 60")) }
        var fraction: [UInt8] = []
        if take(&rest, ".") {
            while let digit = rest.first, isDigit(digit) {
                fraction.append(digit)
                rest = rest.dropFirst()
            }
            guard !fraction.isEmpty else { return .failure(.malformed("a '.' in a time must be followed by digits")) }
        }
        value.time = (hour, minute, second, fraction)
        if value.date != nil, let mark = rest.first {
            if mark == UInt8(ascii: "Z") || mark == UInt8(ascii: "z") {
                value.offset = .utc
                rest = rest.dropFirst()
            } else if mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") {
                rest = rest.dropFirst()
                guard let hours = number(&rest, 2), take(&rest, ":"), let minutes = number(&rest, 2)
                else { return .failure(.malformed("an offset is written Z, +HH:MM or -HH:MM")) }
                guard hours <= 23, minutes <= 59 else { return .failure(.outOfRange("the offset \(hours):\(minutes) is out of range")) }
                value.offset = .minutes((mark == UInt8(ascii: "-") ? -1 : 1) * (hours * 60 + minutes))
            }
        }
        guard rest.isEmpty else { return .failure(.malformed("unexpected characters after the time")) }
        return .success(value)
    }

    enum DateTimeError: Error {
        case malformed(String)
        case outOfRange(String)

        var message: String {
            switch self {
            case .malformed(let message), .outOfRange(let message): return message
            }
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy(isDigit) }

    private static func number(_ rest: inout ArraySlice<UInt8>, _ width: Int) -> Int? {
        guard rest.count >= width, isDigits(rest.prefix(width)) else { return nil }
        let value = rest.prefix(width).reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        rest = rest.dropFirst(width)
        return value
    }

    private static func take(_ rest: inout ArraySlice<UInt8>, _ character: Unicode.Scalar) -> Bool {
        guard rest.first == UInt8(ascii: character) else { return false }
        rest = rest.dropFirst()
        return true
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
