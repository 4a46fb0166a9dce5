import ContractJSON
import ContractSchema
import Foundation

/// An RFC 3986 URI (`format: uri`: absolute, with a scheme) that keeps the text it was read from: the
/// Swift type generated for `format: uri` by default (`"urls": "URI"`; `"urls": "URL"` generates
/// `Foundation.URL` instead).
///
/// Decoding checks the text against RFC 3986's grammar, byte by byte, and keeps it; Foundation parses it
/// only when ``url`` is read. That check is the validator's own (`format: uri`), so a `URI` always holds
/// text the schema accepts, and encoding writes back exactly what was read.
///
/// Trade-off: `Foundation.URL(string:)` costs about half a microsecond per URL on Linux, which made it
/// half of the decoding time of URL-heavy payloads (a page of image-edit jobs), and most URLs in a
/// response are never opened. The price is one step where a URL is used: `item.thumbnailUrl.url`.
///
/// ```swift
/// let link = URI("https://example.com/a?b=c#d")!
/// link.text        // "https://example.com/a?b=c#d", as received
/// link.url.host()  // "example.com"
/// ```
public struct URI: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible, JSONViewDecodable,
    JSONValueEncodable
{
    /// The text, exactly as read.
    public let text: String

    /// `text` as an RFC 3986 URI with a scheme; `nil` when it is not one (a relative reference, spaces,
    /// non-ASCII characters, a bad percent escape...).
    public init?(_ text: String) {
        guard StringFormat.uri.accepts(text) else { return nil }
        self.text = text
    }

    /// The URI of `url` (its absolute string); `nil` when that is not an RFC 3986 URI (a relative URL).
    public init?(_ url: URL) {
        self.init(url.absoluteString)
    }

    /// Foundation's `URL` for the text, parsed on each read (keep it if you read it often).
    ///
    /// Foundation accepts every RFC 3986 URI (the text was checked against RFC 3986's grammar when the
    /// value was made). Should a system's parser refuse one all the same, this is `about:blank`, never a
    /// crash: a hostile server must not be able to stop the app with an unusual URI.
    public var url: URL {
        URL(string: text) ?? URI.blank
    }

    private static let blank = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")

    /// The text.
    public var description: String { text }

    /// Decodes the value from `decoder` (`Decodable`): a string that is an RFC 3986 URI.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(decoder, as: "an RFC 3986 URI") { URI($0) }
    }

    /// Encodes the text into `encoder` (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(text, to: encoder)
    }

    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``): the bytes are
    /// checked where they lie, and copied into the text only when they are a URI.
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a URI string", view, index) }
        let entry = view.tape[index]
        // A URI is ASCII, so other bytes fail before any copy; escapes (`\/`) are decoded before the check.
        if entry.hasEscapes, let value = URI(view.string(index)) {
            self = value
            return
        }
        guard !entry.hasEscapes, entry.isASCII, StringFormat.uri.accepts(utf8: view.rawBytes(index)) else {
            throw DecodingFailure(.invalidValue("not an RFC 3986 URI: \"\(view.string(index))\""), at: index)
        }
        text = view.string(index)
    }

    /// The text, as a JSON string.
    public var jsonValue: JSONValue { .string(text) }
}
