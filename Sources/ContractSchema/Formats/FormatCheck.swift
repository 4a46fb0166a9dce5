import ContractSchemaCore

/// The string formats this package can check.
///
/// The raw value of each case is the name used by the JSON Schema `format` keyword
/// (draft 2020-12 and draft-07). Formats this enum does not list are not known to the
/// package and are ignored by the validator.
public enum StringFormat: String, Sendable, CaseIterable {
    /// `date-time`: an RFC 3339 `date-time` (`full-date "T" full-time`), e.g. `2026-11-01T20:00:00Z`.
    case dateTime = "date-time"
    /// `date`: an RFC 3339 `full-date`, e.g. `2024-02-29`.
    case date
    /// `time`: an RFC 3339 `full-time` (the offset is required), e.g. `20:00:00Z`.
    case time
    /// `duration`: an RFC 3339 appendix A `duration`, e.g. `P1DT12H`.
    case duration
    /// `email`: an RFC 5321 `Mailbox`, e.g. `joe.bloggs@example.com`.
    case email
    /// `idn-email`: an RFC 6531 internationalized `Mailbox`, e.g. `실례@실례.테스트`.
    case idnEmail = "idn-email"
    /// `hostname`: an RFC 1123 host name whose `xn--` labels are valid IDNA2008 A-labels.
    case hostname
    /// `idn-hostname`: an IDNA2008 (RFC 5890-5893) internationalized host name.
    case idnHostname = "idn-hostname"
    /// `ipv4`: an RFC 2673 dotted-quad IPv4 address without leading zeros.
    case ipv4
    /// `ipv6`: an RFC 4291 textual IPv6 address (no zone identifier, no brackets).
    case ipv6
    /// `uri`: an RFC 3986 absolute URI (with a scheme).
    case uri
    /// `uri-reference`: an RFC 3986 URI or relative reference.
    case uriReference = "uri-reference"
    /// `iri`: an RFC 3987 absolute IRI (with a scheme).
    case iri
    /// `iri-reference`: an RFC 3987 IRI or relative reference.
    case iriReference = "iri-reference"
    /// `uuid`: an RFC 4122 UUID in its hyphenated 8-4-4-4-12 hexadecimal form.
    case uuid
    /// `uri-template`: an RFC 6570 URI Template (any level).
    case uriTemplate = "uri-template"
    /// `json-pointer`: an RFC 6901 JSON Pointer.
    case jsonPointer = "json-pointer"
    /// `relative-json-pointer`: a Relative JSON Pointer (draft-bhutton-relative-json-pointer-00).
    case relativeJSONPointer = "relative-json-pointer"
    /// `regex`: an ECMA-262 regular expression pattern.
    case regex
}

extension StringFormat {
    /// The format named `name` (the value of a `format` keyword), or `nil` when the
    /// package does not know it. Unknown formats are to be ignored by the caller.
    public static func named(_ name: String) -> StringFormat? {
        StringFormat(rawValue: name)
    }

    /// Whether `value` is a valid instance of this format.
    ///
    /// The checks are strict: they follow the ABNF of the specifications cited on each
    /// case, accept only ASCII digits, and never trim or normalize `value`.
    public func accepts(_ value: String) -> Bool {
        accepts(value, draft: .draft2020_12)
    }

    /// Whether `value` is a valid instance of this format as the dialect `draft` defines it (see
    /// ``accepts(utf8:draft:)``).
    public func accepts(_ value: String, draft: Draft) -> Bool {
        switch self {
        case .idnHostname: FormatHostname.isIDNHostname(value)
        case .regex: ECMAScriptRegex.isValidSyntax(value)
        default: FormatUTF8.with(value) { accepts(utf8: $0, draft: draft) }
        }
    }

    /// Whether the UTF-8 text `value` is a valid instance of this format: what ``accepts(_:)`` decides for
    /// the same text, without making a `String` of it first (generated decoders check a string's bytes in
    /// the parsed document before they copy it). `value` must be valid UTF-8.
    public func accepts(utf8 value: UnsafeBufferPointer<UInt8>) -> Bool {
        accepts(utf8: value, draft: .draft2020_12)
    }

    /// Whether the UTF-8 text `value` is a valid instance of this format as the dialect `draft` defines
    /// it. Only `hostname` differs: in draft-04 and draft-06 it is an RFC 1034/1123 host name without the
    /// IDNA2008 label rules, which draft-07 added (so `ab--cd.example` is a draft-04 host name).
    public func accepts(utf8 value: UnsafeBufferPointer<UInt8>, draft: Draft) -> Bool {
        switch self {
        case .dateTime: FormatDateTime.isDateTime(value)
        case .date: FormatDateTime.isFullDate(value)
        case .time: FormatDateTime.isFullTime(value)
        case .duration: FormatDateTime.isDuration(value)
        case .email: FormatEmail.isMailbox(value, international: false)
        case .idnEmail: FormatEmail.isMailbox(value, international: true)
        case .hostname: FormatHostname.isHostname(value, idna: draft >= .draft7)
        case .idnHostname: FormatHostname.isIDNHostname(String(decoding: value, as: UTF8.self))
        case .ipv4: FormatIPAddress.isIPv4(value)
        case .ipv6: FormatIPAddress.isIPv6(value)
        case .uri: FormatURI.isValid(value, allowsRelative: false, allowsUnicode: false)
        case .uriReference: FormatURI.isValid(value, allowsRelative: true, allowsUnicode: false)
        case .iri: FormatURI.isValid(value, allowsRelative: false, allowsUnicode: true)
        case .iriReference: FormatURI.isValid(value, allowsRelative: true, allowsUnicode: true)
        case .uuid: FormatUUID.isUUID(value)
        case .uriTemplate: FormatURITemplate.isURITemplate(value)
        case .jsonPointer: FormatJSONPointer.isJSONPointer(value)
        case .relativeJSONPointer: FormatJSONPointer.isRelativeJSONPointer(value)
        case .regex: ECMAScriptRegex.isValidSyntax(String(decoding: value, as: UTF8.self))
        }
    }
}
