/// RFC 3339 `date-time`, `full-date`, `full-time` and appendix A `duration`.
///
/// ```
/// date-fullyear = 4DIGIT          date-month = 2DIGIT ; 01-12
/// date-mday     = 2DIGIT ; 01-28, 01-29, 01-30, 01-31 based on month/year
/// time-hour     = 2DIGIT ; 00-23  time-minute = 2DIGIT ; 00-59
/// time-second   = 2DIGIT ; 00-58, 00-59, 00-60 based on leap second rules
/// time-secfrac  = "." 1*DIGIT
/// time-numoffset = ("+" / "-") time-hour ":" time-minute
/// time-offset   = "Z" / time-numoffset
/// partial-time  = time-hour ":" time-minute ":" time-second [time-secfrac]
/// full-date     = date-fullyear "-" date-month "-" date-mday
/// full-time     = partial-time time-offset
/// date-time     = full-date "T" full-time
/// ```
/// `T` and `Z` may be lower case (RFC 3339 section 5.6). A second of `60` is accepted
/// only when the time, converted to UTC with its offset, is `23:59:60`.
enum FormatDateTime {
    /// Whether `bytes` is exactly an RFC 3339 `full-date`.
    static func isFullDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 10 && fullDate(bytes, 0)
    }

    /// Whether `bytes` is exactly an RFC 3339 `full-time`.
    static func isFullTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        fullTime(bytes, 0)
    }

    /// Whether `bytes` is exactly an RFC 3339 `date-time`.
    static func isDateTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 20, fullDate(bytes, 0), bytes[10] | 0x20 == 0x74 else {  // t
            return false
        }
        return fullTime(bytes, 11)
    }

    /// Number of days in `month` (1-12) of `year` in the proleptic Gregorian calendar.
    @inline(__always)
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return leap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    /// `full-date` at `start..<start + 10` (the caller checks the length).
    private static func fullDate(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        guard b.count >= start + 10,
              let y0 = FormatUTF8.twoDigits(b, start), let y1 = FormatUTF8.twoDigits(b, start + 2),
              b[start + 4] == 0x2D,
              let month = FormatUTF8.twoDigits(b, start + 5),
              b[start + 7] == 0x2D,
              let day = FormatUTF8.twoDigits(b, start + 8)
        else { return false }
        guard month >= 1, month <= 12, day >= 1 else { return false }
        return day <= daysInMonth(month, year: y0 * 100 + y1)
    }

    /// `full-time` from `start` to the end of `b`.
    private static func fullTime(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        let n = b.count
        // hh:mm:ss plus at least a one-byte offset.
        guard n >= start + 9,
              let hour = FormatUTF8.twoDigits(b, start), b[start + 2] == 0x3A,
              let minute = FormatUTF8.twoDigits(b, start + 3), b[start + 5] == 0x3A,
              let second = FormatUTF8.twoDigits(b, start + 6),
              hour <= 23, minute <= 59, second <= 60
        else { return false }
        var i = start + 8
        if b[i] == 0x2E { // time-secfrac
            i += 1
            let fractionStart = i
            while i < n, FormatUTF8.isDigit(b[i]) { i += 1 }
            guard i > fractionStart, i < n else { return false }
        }
        var offsetMinutes = 0
        let designator = b[i]
        if designator | 0x20 == 0x7A { // Z or z
            guard i + 1 == n else { return false }
        } else if designator == 0x2B || designator == 0x2D {
            guard i + 6 == n,
                  let offsetHour = FormatUTF8.twoDigits(b, i + 1), b[i + 3] == 0x3A,
                  let offsetMinute = FormatUTF8.twoDigits(b, i + 4),
                  offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offsetMinutes = offsetHour * 60 + offsetMinute
            if designator == 0x2D { offsetMinutes = -offsetMinutes }
        } else {
            return false
        }
        if second == 60 {
            // Local time minus the offset is UTC; a leap second only exists at 23:59:60 UTC.
            let utc = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    /// Whether `bytes` is exactly an RFC 3339 appendix A `duration`:
    ///
    /// ```
    /// dur-second = 1*DIGIT "S"          dur-day   = 1*DIGIT "D"
    /// dur-minute = 1*DIGIT "M" [dur-second]   dur-week  = 1*DIGIT "W"
    /// dur-hour   = 1*DIGIT "H" [dur-minute]   dur-month = 1*DIGIT "M" [dur-day]
    /// dur-time   = "T" (dur-hour / dur-minute / dur-second)
    /// dur-year   = 1*DIGIT "Y" [dur-month]
    /// dur-date   = (dur-day / dur-month / dur-year) [dur-time]
    /// duration   = "P" (dur-date / dur-time / dur-week)
    /// ```
    /// Designators are matched case-insensitively, as ABNF string literals are.
    static func isDuration(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        guard n >= 3, bytes[0] | 0x20 == 0x70 else { return false }  // p
        var i = 1
        if bytes[i] | 0x20 != 0x74 {  // t
            // dur-date or dur-week: elements in the order Y, M, D without gaps.
            var previous = -1
            while i < n, bytes[i] | 0x20 != 0x74 {
                guard let (unit, next) = durationElement(bytes, i) else { return false }
                i = next
                if unit == 0x77 {  // w
                    return previous == -1 && i == n
                }
                let rank: Int
                switch unit {
                case 0x79: rank = 0 // y
                case 0x6D: rank = 1 // m
                case 0x64: rank = 2 // d
                default: return false
                }
                guard previous == -1 || rank == previous + 1 else { return false }
                previous = rank
            }
            if i == n { return true }
        }
        // dur-time: "T" then elements in the order H, M, S without gaps; at least one.
        i += 1
        guard i < n else { return false }
        var previous = -1
        while i < n {
            guard let (unit, next) = durationElement(bytes, i) else { return false }
            i = next
            let rank: Int
            switch unit {
            case 0x68: rank = 0 // h
            case 0x6D: rank = 1 // m
            case 0x73: rank = 2 // s
            default: return false
            }
            guard previous == -1 || rank == previous + 1 else { return false }
            previous = rank
        }
        return true
    }

    /// Parses `1*DIGIT unit` at `i`; returns the lower-cased unit byte and the next index.
    @inline(__always)
    private static func durationElement(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> (UInt8, Int)? {
        var i = start
        while i < b.count, FormatUTF8.isDigit(b[i]) { i += 1 }
        guard i > start, i < b.count, FormatUTF8.isAlpha(b[i]) else { return nil }
        return (b[i] | 0x20, i + 1)
    }
}
