import ContractJSON
import Foundation

/// An RFC 3339 `date-time` that keeps the text it was read from: the Swift type for
/// `format: date-time` in lossless configurations (the default).
///
/// `Foundation.Date` holds about a microsecond of precision around today, so
/// `2024-05-01T10:22:39.108558577Z` read into a `Date` and written back loses digits. A `DateTime`
/// writes back exactly what it read (offset and every fractional digit), offers the instant as
/// ``date``, and compares by instant with every fractional digit: `…T10:00:00+01:00` equals
/// `…T09:00:00Z`.
public struct DateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, LosslessStringConvertible,
    JSONViewDecodable, JSONValueEncodable
{
    /// The text as read (or as formatted from a `Date`).
    public let text: String
    /// The instant (to `Date`'s precision).
    public let date: Date
    private let instant: JSONValueEquivalence.Instant

    /// Parses RFC 3339 `date-time` text; `nil` when it is not one.
    public init?(_ text: String) {
        guard text.utf8.count <= 64, let date = RFC3339.parseDateTime(text), let instant = JSONValueEquivalence.instant(text) else { return nil }
        self.text = text
        self.date = date
        self.instant = instant
    }

    /// The instant `date`, written in UTC with the fewest fractional digits that give it back.
    public init(_ date: Date) {
        self.init(RFC3339.format(date))!
    }

    /// The text.
    public var description: String { text }

    /// Equal when they are the same instant, to every fractional digit.
    public static func == (lhs: DateTime, rhs: DateTime) -> Bool { lhs.instant == rhs.instant }

    /// Hashes what `==` compares, so equal values hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(instant.seconds)
        hasher.combine(instant.fraction)
    }

    /// Earlier instants first.
    public static func < (lhs: DateTime, rhs: DateTime) -> Bool {
        if lhs.instant.seconds != rhs.instant.seconds { return lhs.instant.seconds < rhs.instant.seconds }
        return lhs.instant.fraction.lexicographicallyPrecedes(rhs.instant.fraction)
    }

    /// Decodes the value from `decoder` (`Decodable`).
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(decoder, as: "an RFC 3339 date-time") { DateTime($0) }
    }

    /// Encodes the value into `encoder` (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(text, to: encoder)
    }

    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a date-time string", view, index) }
        let text = view.string(index)
        guard let value = DateTime(text) else { throw DecodingFailure(.invalidValue("not an RFC 3339 date-time: \"\(text)\""), at: index) }
        self = value
    }

    /// The text, as a JSON string.
    public var jsonValue: JSONValue { .string(text) }
}
