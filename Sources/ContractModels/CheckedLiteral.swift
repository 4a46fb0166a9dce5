import ContractJSON
import Foundation

/// The values generated code writes as text: a schema's `default` of a format type (`uuid`, `date`, `date-time`,
/// `uri`), a number inside a `JSONValue` default, an API's declared base URL.
///
/// The generator writes one only after checking its text with the rules the runtime's parser follows (formats
/// by `DefaultFormatCheck`, base URLs by the endpoint reader), so each parses. Each is built here without a trap
/// all the same: should a system's parser refuse the text, the value is the fallback each function names, as
/// ``URI/url`` falls back to `about:blank`. A library never ends the process over a schema's text, and no
/// generated line ends in `!`.
public enum CheckedLiteral {
    /// `text` as a `URL`; `about:blank` should Foundation refuse it.
    public static func url(_ text: String) -> URL {
        URL(string: text) ?? blankURL
    }

    /// `text` as a ``URI``; `about:blank` should it not be an RFC 3986 URI.
    public static func uri(_ text: String) -> URI {
        URI(text) ?? URI(checkedText: "about:blank")
    }

    /// `text` as a `UUID`; the nil UUID (all zeros) should it not be one.
    public static func uuid(_ text: String) -> UUID {
        UUID(uuidString: text) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }

    /// `text` (`YYYY-MM-DD`) as a ``CalendarDate``; 1970-01-01 should it not be a date.
    public static func date(_ text: String) -> CalendarDate {
        CalendarDate(text) ?? CalendarDate(daysSinceEpoch: 0)
    }

    /// RFC 3339 `date-time` text as a `Date`; 1970-01-01T00:00:00Z should it not be one.
    public static func dateTime(_ text: String) -> Date {
        RFC3339.parseDateTime(text) ?? Date(timeIntervalSince1970: 0)
    }

    /// RFC 3339 `date-time` text as a ``DateTime`` that keeps it; 1970-01-01T00:00:00Z should it not be one.
    public static func dateTimeText(_ text: String) -> DateTime {
        DateTime(text) ?? DateTime(Date(timeIntervalSince1970: 0))
    }

    /// A JSON number's text as a `JSONNumber`; 0 should it not be one.
    public static func number(_ text: String) -> JSONNumber {
        JSONNumber(text) ?? JSONNumber(0)
    }

    private static let blankURL = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")
}

extension URI {
    /// A URI whose text is known to be one (this module's own constants).
    init(checkedText text: String) {
        self.text = text
    }
}
