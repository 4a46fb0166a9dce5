// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct DateTimeFormatTests {
    /// JSON-Schema-Test-Suite cases for `date-time`.
    static let dateTimeSuiteCases: [StringFormatCase] = [
        StringFormatCase("1963-06-19T08:30:06.283185Z", true, "a valid date-time string"),
        StringFormatCase("1963-06-19T08:30:06Z", true, "a valid date-time string without second fraction"),
        StringFormatCase("1937-01-01T12:00:27.87+00:20", true, "a valid date-time string with plus offset"),
        StringFormatCase("1990-12-31T15:59:50.123-08:00", true, "a valid date-time string with minus offset"),
        StringFormatCase("1998-12-31T23:59:60Z", true, "a valid date-time with a leap second, UTC"),
        StringFormatCase("1998-12-31T15:59:60.123-08:00", true, "a valid date-time with a leap second, with minus offset"),
        StringFormatCase("1998-12-31T23:59:61Z", false, "an invalid date-time past leap second, UTC"),
        StringFormatCase("1998-12-31T23:58:60Z", false, "an invalid date-time with leap second on a wrong minute, UTC"),
        StringFormatCase("1998-12-31T22:59:60Z", false, "an invalid date-time with leap second on a wrong hour, UTC"),
        StringFormatCase("1990-02-31T15:59:59.123-08:00", false, "an invalid day in date-time string"),
        StringFormatCase("1990-12-31T15:59:59-24:00", false, "an invalid offset in date-time string"),
        StringFormatCase("1963-06-19T08:30:06.28123+01:00Z", false, "an invalid closing Z after time-zone offset"),
        StringFormatCase("1990-12-31T24:00:00Z", false, "an invalid hour in date-time string"),
        StringFormatCase("1990-12-31T15:60:00Z", false, "an invalid minute in date-time string"),
        StringFormatCase("1990-12-31T10:00:00+10:60", false, "an invalid offset minute in date-time string"),
        StringFormatCase("06/19/1963 08:30:06 PST", false, "an invalid date-time string"),
        StringFormatCase("1963-06-19t08:30:06.283185z", true, "case-insensitive T and Z"),
        StringFormatCase("2013-350T01:01:01", false, "only RFC3339 not all of ISO 8601 are valid"),
        StringFormatCase("1963-6-19T08:30:06.283185Z", false, "invalid non-padded month dates"),
        StringFormatCase("1963-06-1T08:30:06.283185Z", false, "invalid non-padded day dates"),
        StringFormatCase("1963-06-1৪T00:00:00Z", false, "invalid non-ASCII '৪' (a Bengali 4) in date portion"),
        StringFormatCase("1963-06-11T0৪:00:00Z", false, "invalid non-ASCII '৪' (a Bengali 4) in time portion"),
        StringFormatCase("+11963-06-19T08:30:06.283185Z", false, "invalid extended year"),
        StringFormatCase("1985-04-12T23:20:50+01", false, "a numeric offset without minutes is invalid"),
        StringFormatCase("2016-12-31T24:59:60+01:00", false, "hour 24 is invalid even with a leap second"),
        StringFormatCase("1985-04-12T00:59:59.999999999999999Z", true, "a second fraction of fifteen nines is valid"),
        StringFormatCase("1985-04-12T23:20:50Z\n", false, "a trailing newline is invalid"),
    ]

    /// Additional `date-time` cases: realistic values and edge cases of the grammar.
    static let dateTimeExtraCases: [StringFormatCase] = [
        StringFormatCase("2026-11-01T20:00:00Z", true, "realistic UTC timestamp"),
        StringFormatCase("2026-11-01T20:00:00.123Z", true, "realistic timestamp with milliseconds"),
        StringFormatCase("2024-02-29T00:00:00+05:30", true, "leap day with a positive offset"),
        StringFormatCase("2023-02-29T00:00:00Z", false, "29 February in a common year"),
        StringFormatCase("0000-01-01T00:00:00Z", true, "year 0000 is four digits"),
        StringFormatCase("9999-12-31T23:59:59.999999999Z", true, "maximum year with nanoseconds"),
        StringFormatCase("1999-01-01T00:59:60+01:00", true, "leap second at 23:59:60 UTC on the previous day"),
        StringFormatCase("1998-12-31T23:59:60.5-00:00", true, "leap second with a fraction and unknown local offset"),
        StringFormatCase("2026-11-01 20:00:00Z", false, "space instead of T"),
        StringFormatCase("2026-11-01T20:00:00.Z", false, "empty second fraction"),
        StringFormatCase("2026-11-01T20:00Z", false, "missing seconds"),
        StringFormatCase("2026-11-01T20:00:00+0100", false, "offset without a colon"),
        StringFormatCase("2026-11-01T20:00:00", false, "missing offset"),
        StringFormatCase("2026-11-01", false, "date only"),
        StringFormatCase("2026-11-01T20:00:00−05:00", false, "Unicode minus sign in the offset"),
        StringFormatCase("2026-11-01T20:00:00ZZ", false, "two Z designators"),
        StringFormatCase("2026-11-01T20:00:00,5Z", false, "comma as the fraction separator"),
        StringFormatCase("2026-11-01TT20:00:00Z", false, "doubled T"),
        StringFormatCase("", false, "empty string"),
    ]

    @Test("date-time: test suite", arguments: dateTimeSuiteCases)
    func suiteDateTime(_ testCase: StringFormatCase) {
        #expect(StringFormat.dateTime.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("date-time: additional cases", arguments: dateTimeExtraCases)
    func extraDateTime(_ testCase: StringFormatCase) {
        #expect(StringFormat.dateTime.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `date`.
    static let dateSuiteCases: [StringFormatCase] = [
        StringFormatCase("1963-06-19", true, "a valid date string"),
        StringFormatCase("2020-01-31", true, "a valid date string with 31 days in January"),
        StringFormatCase("2020-01-32", false, "a invalid date string with 32 days in January"),
        StringFormatCase("2021-02-28", true, "a valid date string with 28 days in February (normal)"),
        StringFormatCase("2020-02-30", false, "a invalid date string with 30 days in February (leap)"),
        StringFormatCase("2020-03-31", true, "a valid date string with 31 days in March"),
        StringFormatCase("2020-03-32", false, "a invalid date string with 32 days in March"),
        StringFormatCase("2020-04-30", true, "a valid date string with 30 days in April"),
        StringFormatCase("2020-04-31", false, "a invalid date string with 31 days in April"),
        StringFormatCase("2020-05-31", true, "a valid date string with 31 days in May"),
        StringFormatCase("2020-05-32", false, "a invalid date string with 32 days in May"),
        StringFormatCase("2020-06-30", true, "a valid date string with 30 days in June"),
        StringFormatCase("2020-06-31", false, "a invalid date string with 31 days in June"),
        StringFormatCase("2020-07-31", true, "a valid date string with 31 days in July"),
        StringFormatCase("2020-07-32", false, "a invalid date string with 32 days in July"),
        StringFormatCase("2020-08-31", true, "a valid date string with 31 days in August"),
        StringFormatCase("2020-08-32", false, "a invalid date string with 32 days in August"),
        StringFormatCase("2020-09-30", true, "a valid date string with 30 days in September"),
        StringFormatCase("2020-09-31", false, "a invalid date string with 31 days in September"),
        StringFormatCase("2020-10-31", true, "a valid date string with 31 days in October"),
        StringFormatCase("2020-10-32", false, "a invalid date string with 32 days in October"),
        StringFormatCase("2020-11-30", true, "a valid date string with 30 days in November"),
        StringFormatCase("2020-11-31", false, "a invalid date string with 31 days in November"),
        StringFormatCase("2020-12-31", true, "a valid date string with 31 days in December"),
        StringFormatCase("2020-12-32", false, "a invalid date string with 32 days in December"),
        StringFormatCase("06/19/1963", false, "an invalid date string"),
        StringFormatCase("2013-350", false, "only RFC3339 not all of ISO 8601 are valid"),
        StringFormatCase("1998-1-20", false, "non-padded month dates are not valid"),
        StringFormatCase("1998-01-1", false, "non-padded day dates are not valid"),
        StringFormatCase("1998-13-01", false, "invalid month"),
        StringFormatCase("2021-02-29", false, "2021 is not a leap year"),
        StringFormatCase("2020-02-29", true, "2020 is a leap year"),
        StringFormatCase("1963-06-1৪", false, "invalid non-ASCII '৪' (a Bengali 4)"),
        StringFormatCase("2020-0৪-01", false, "invalid: non-ASCII Bengali digit in month field"),
        StringFormatCase("20230328", false, "ISO8601 / non-RFC3339: YYYYMMDD without dashes (2023-03-28)"),
        StringFormatCase("2023-W01", false, "ISO8601 / non-RFC3339: week number implicit day of week (2023-01-02)"),
        StringFormatCase("2023-W13-2", false, "ISO8601 / non-RFC3339: week number with day of week (2023-03-28)"),
        StringFormatCase("2022W527", false, "ISO8601 / non-RFC3339: week number rollover to next year (2023-01-01)"),
        StringFormatCase("2020-11-28T23:55:45Z", false, "an invalid time string in date-time format"),
        StringFormatCase("0100-02-29", false, "century year 0100 is not a leap year"),
        StringFormatCase("0400-02-29", true, "century year 0400 is a leap year"),
        StringFormatCase("2100-02-29", false, "century year 2100 is not a leap year"),
        StringFormatCase(" 2024-01-15", false, "invalid: leading whitespace is not permitted"),
        StringFormatCase("2024-01-15 ", false, "invalid: trailing whitespace is not permitted"),
        StringFormatCase("2024-00-15", false, "invalid: month 00 is not valid per date-month range 01-12"),
        StringFormatCase("2024-01-00", false, "invalid: day 00 is not valid per date-mday minimum of 01"),
        StringFormatCase("", false, "invalid: empty string"),
        StringFormatCase("2020 -01-01", false, "invalid: embedded whitespace between year and month"),
        StringFormatCase("2020-01-01X", false, "invalid: trailing character after valid full-date"),
        StringFormatCase("2020-01-01Z", false, "invalid: trailing Z after full-date"),
        StringFormatCase("2020-01-01 00:00:00Z", false, "invalid: full-date followed by space and time component"),
        StringFormatCase("0001-01-01", true, "valid: four-digit year 0001"),
        StringFormatCase("20-01-01", false, "invalid: two-digit year (N-2 digits)"),
        StringFormatCase("998-01-01", false, "invalid: three-digit year (N-1 digits)"),
        StringFormatCase("12020-01-01", false, "invalid: five-digit year (N+1 digits)"),
        StringFormatCase("+2020-01-01", false, "invalid: positive sign prefix on year"),
        StringFormatCase("-2020-01-01", false, "invalid: negative sign prefix on year"),
        StringFormatCase("২020-01-01", false, "invalid: non-ASCII Bengali digit in year field"),
        StringFormatCase("YYYY-01-01", false, "invalid: alphabetic characters in year field"),
        StringFormatCase("2020-001-01", false, "invalid: three-digit month (N+1 digits)"),
        StringFormatCase("2020-MM-01", false, "invalid: alphabetic characters in month field"),
        StringFormatCase("2020-01-001", false, "invalid: three-digit day (N+1 digits)"),
        StringFormatCase("2020-01-DD", false, "invalid: alphabetic characters in day field"),
        StringFormatCase("2020:01:01", false, "invalid: colon separators"),
        StringFormatCase("2020.01.01", false, "invalid: dot separators"),
        StringFormatCase("2020 01 01", false, "invalid: space separators"),
        StringFormatCase("2020-01/01", false, "invalid: mixed slash and hyphen separators"),
        StringFormatCase("2020--01-01", false, "invalid: duplicated first hyphen"),
        StringFormatCase("2020-01--01", false, "invalid: duplicated second hyphen"),
        StringFormatCase("1582-10-10", true, "valid: date inside the Julian to Gregorian reform gap"),
        StringFormatCase("2147483648-01-01", false, "invalid: year field numerically larger than a 32-bit signed integer"),
        StringFormatCase("2020-01-0:", false, "invalid: character just above '9' as the second digit of the day"),
        StringFormatCase("২0-01-01", false, "invalid: non-ASCII digit leaving ten UTF-8 bytes but eight characters"),
        StringFormatCase("2020–01–01", false, "invalid: en dash separators instead of hyphen-minus"),
        StringFormatCase("2020-01-01\u{0}", false, "invalid: NUL character after an otherwise valid full-date"),
    ]

    /// Additional `date` cases: realistic values and edge cases of the grammar.
    static let dateExtraCases: [StringFormatCase] = [
        StringFormatCase("2024-02-29", true, "leap day"),
        StringFormatCase("2026-11-01", true, "realistic date"),
        StringFormatCase("0000-02-29", true, "year 0000 is a leap year (proleptic Gregorian)"),
        StringFormatCase("1900-02-29", false, "1900 is not a leap year"),
        StringFormatCase("2000-02-29", true, "2000 is a leap year"),
        StringFormatCase("2024-02-29\n", false, "trailing newline"),
        StringFormatCase("2024-02-3", false, "one-digit day"),
    ]

    @Test("date: test suite", arguments: dateSuiteCases)
    func suiteDate(_ testCase: StringFormatCase) {
        #expect(StringFormat.date.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("date: additional cases", arguments: dateExtraCases)
    func extraDate(_ testCase: StringFormatCase) {
        #expect(StringFormat.date.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `time`.
    static let timeSuiteCases: [StringFormatCase] = [
        StringFormatCase("08:30:06Z", true, "a valid time string"),
        StringFormatCase("008:030:006Z", false, "invalid time string with extra leading zeros"),
        StringFormatCase("8:3:6Z", false, "invalid time string with no leading zero for single digit"),
        StringFormatCase("8:0030:6Z", false, "hour, minute, second must be two digits"),
        StringFormatCase("23:59:60Z", true, "a valid time string with leap second, Zulu"),
        StringFormatCase("22:59:60Z", false, "invalid leap second, Zulu (wrong hour)"),
        StringFormatCase("23:58:60Z", false, "invalid leap second, Zulu (wrong minute)"),
        StringFormatCase("23:59:60+00:00", true, "valid leap second, zero time-offset"),
        StringFormatCase("22:59:60+00:00", false, "invalid leap second, zero time-offset (wrong hour)"),
        StringFormatCase("23:58:60+00:00", false, "invalid leap second, zero time-offset (wrong minute)"),
        StringFormatCase("01:29:60+01:30", true, "valid leap second, positive time-offset"),
        StringFormatCase("23:29:60+23:30", true, "valid leap second, large positive time-offset"),
        StringFormatCase("23:59:60+01:00", false, "invalid leap second, positive time-offset (wrong hour)"),
        StringFormatCase("23:59:60+00:30", false, "invalid leap second, positive time-offset (wrong minute)"),
        StringFormatCase("15:59:60-08:00", true, "valid leap second, negative time-offset"),
        StringFormatCase("00:29:60-23:30", true, "valid leap second, large negative time-offset"),
        StringFormatCase("23:59:60-01:00", false, "invalid leap second, negative time-offset (wrong hour)"),
        StringFormatCase("23:59:60-00:30", false, "invalid leap second, negative time-offset (wrong minute)"),
        StringFormatCase("23:20:50.52Z", true, "a valid time string with second fraction"),
        StringFormatCase("08:30:06.283185Z", true, "a valid time string with precise second fraction"),
        StringFormatCase("08:30:06+00:20", true, "a valid time string with plus offset"),
        StringFormatCase("08:30:06-08:00", true, "a valid time string with minus offset"),
        StringFormatCase("12:34:56-00:00", true, "time with unknown local offset is valid"),
        StringFormatCase("08:30:06-8:000", false, "hour, minute in time-offset must be two digits"),
        StringFormatCase("08:30:06z", true, "a valid time string with case-insensitive Z"),
        StringFormatCase("24:00:00Z", false, "an invalid time string with invalid hour"),
        StringFormatCase("00:60:00Z", false, "an invalid time string with invalid minute"),
        StringFormatCase("00:00:61Z", false, "an invalid time string with invalid second"),
        StringFormatCase("01:02:03+24:00", false, "an invalid time string with invalid time numoffset hour"),
        StringFormatCase("01:02:03+00:60", false, "an invalid time string with invalid time numoffset minute"),
        StringFormatCase("01:02:03Z+00:30", false, "an invalid time string with invalid time with both Z and numoffset"),
        StringFormatCase("08:30:06 PST", false, "an invalid offset indicator"),
        StringFormatCase("01:01:01,1111", false, "only RFC3339 not all of ISO 8601 are valid"),
        StringFormatCase("12:00:00", false, "no time offset"),
        StringFormatCase("12:00:00.52", false, "no time offset with second fraction"),
        StringFormatCase("1২:00:00Z", false, "invalid non-ASCII '২' (a Bengali 2)"),
        StringFormatCase("08:30:06#00:20", false, "offset not starting with plus or minus"),
        StringFormatCase("ab:cd:ef", false, "contains letters"),
        StringFormatCase("2020-11-28T23:55:45Z", false, "an invalid time string in date-time format"),
    ]

    /// Additional `time` cases: realistic values and edge cases of the grammar.
    static let timeExtraCases: [StringFormatCase] = [
        StringFormatCase("20:00:00Z", true, "realistic UTC time"),
        StringFormatCase("20:00:00.123+05:30", true, "fraction and positive offset"),
        StringFormatCase("00:00:00-00:00", true, "unknown local offset"),
        StringFormatCase("23:59:60-00:00", true, "leap second with -00:00"),
        StringFormatCase("23:59:59.999999999999999999999999Z", true, "very long fraction"),
        StringFormatCase("20:00:00.Z", false, "empty fraction"),
        StringFormatCase("20:00Z", false, "missing seconds"),
        StringFormatCase("20:00:00+05:3", false, "one-digit offset minute"),
        StringFormatCase("20:00:00+05:30:00", false, "offset with seconds"),
        StringFormatCase("20:00:00 Z", false, "space before Z"),
        StringFormatCase("20:00:00+24:00", false, "offset hour 24"),
        StringFormatCase("", false, "empty string"),
    ]

    @Test("time: test suite", arguments: timeSuiteCases)
    func suiteTime(_ testCase: StringFormatCase) {
        #expect(StringFormat.time.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("time: additional cases", arguments: timeExtraCases)
    func extraTime(_ testCase: StringFormatCase) {
        #expect(StringFormat.time.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `duration`.
    static let durationSuiteCases: [StringFormatCase] = [
        StringFormatCase("P4DT12H30M5S", true, "a valid duration string"),
        StringFormatCase("PT1D", false, "an invalid duration string"),
        StringFormatCase("4DT12H30M5S", false, "must start with P"),
        StringFormatCase("P", false, "no elements present"),
        StringFormatCase("P1YT", false, "no time elements present"),
        StringFormatCase("PT", false, "no date or time elements present"),
        StringFormatCase("P2D1Y", false, "elements out of order"),
        StringFormatCase("P1D2H", false, "missing time separator"),
        StringFormatCase("P2S", false, "time element in the date position"),
        StringFormatCase("P4Y", true, "four years duration"),
        StringFormatCase("PT0S", true, "zero time, in seconds"),
        StringFormatCase("P0D", true, "zero time, in days"),
        StringFormatCase("P1M", true, "one month duration"),
        StringFormatCase("PT1M", true, "one minute duration"),
        StringFormatCase("PT36H", true, "one and a half days, in hours"),
        StringFormatCase("P1DT12H", true, "one and a half days, in days and hours"),
        StringFormatCase("P2W", true, "two weeks"),
        StringFormatCase("P1Y2W", false, "weeks cannot be combined with other units"),
        StringFormatCase("P২Y", false, "invalid non-ASCII '২' (a Bengali 2)"),
        StringFormatCase("P1", false, "element without unit"),
        StringFormatCase("P1Y2M3DT4H5M6S", true, "all date and time components"),
        StringFormatCase("P1Y2M3D", true, "date components only"),
        StringFormatCase("PT1H2M3S", true, "time components only"),
        StringFormatCase("P1M2D", true, "month and day"),
        StringFormatCase("PT1H30M", true, "hour and minute"),
        StringFormatCase("P10Y10M10DT10H10M10S", true, "multi-digit values in all components"),
        StringFormatCase("PT0.5S", false, "fractional duration is not allowed by RFC 3339 ABNF"),
        StringFormatCase(" P1D", false, "leading whitespace is invalid"),
        StringFormatCase("P1D ", false, "trailing whitespace is invalid"),
        StringFormatCase("", false, "empty string is invalid"),
        StringFormatCase("P1Y2M", true, "years and months can appear without days"),
        StringFormatCase("P1Y2D", false, "years and days cannot appear without months"),
        StringFormatCase("PT1H2M", true, "hours and minutes can appear without seconds"),
        StringFormatCase("PT1H2S", false, "hours and seconds cannot appear without minutes"),
        StringFormatCase("PT1M2S", true, "minutes and seconds can appear without hour"),
        StringFormatCase("-P1D", false, "a leading sign is not allowed"),
        StringFormatCase("P1D2T3H", false, "a number before the time separator has no unit"),
        StringFormatCase("P1e2D", false, "exponent notation is not allowed in a component"),
        StringFormatCase("P1D\n", false, "a trailing newline is invalid"),
        StringFormatCase("P1WT1H", false, "weeks cannot be combined with a time component"),
        StringFormatCase("P0Y1W", false, "weeks cannot be combined with a zero-valued component"),
        StringFormatCase("P01D", true, "a leading zero in a component is valid"),
        StringFormatCase("P999999999999999999999999999999999999999999999999999999999999999999999999999999D", true, "a component with many digits is valid"),
        StringFormatCase("PT0,5S", false, "a comma as the decimal separator is invalid"),
        StringFormatCase("P-1D", false, "a sign inside a component is invalid"),
    ]

    /// Additional `duration` cases: realistic values and edge cases of the grammar.
    static let durationExtraCases: [StringFormatCase] = [
        StringFormatCase("P1W", true, "one week"),
        StringFormatCase("P1DT1M", true, "day and minute"),
        StringFormatCase("PT10M30S", true, "minutes and seconds"),
        StringFormatCase("p1dt2h", true, "lower-case designators (ABNF literals are case-insensitive)"),
        StringFormatCase("P1Y2M3DT", false, "T without a time element"),
        StringFormatCase("PT1H1H", false, "repeated hour"),
        StringFormatCase("P1M1M", false, "repeated month"),
        StringFormatCase("P1.5D", false, "fractional day"),
        StringFormatCase("P1Y1M1W", false, "weeks after other units"),
        StringFormatCase("P1DT1H1M1S1", false, "trailing digits without unit"),
        StringFormatCase("PT1S1M", false, "seconds before minutes"),
    ]

    @Test("duration: test suite", arguments: durationSuiteCases)
    func suiteDuration(_ testCase: StringFormatCase) {
        #expect(StringFormat.duration.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("duration: additional cases", arguments: durationExtraCases)
    func extraDuration(_ testCase: StringFormatCase) {
        #expect(StringFormat.duration.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
