/// The string formats generated models give a Swift type of their own instead of `Swift.String`, and which type:
/// the one table that translation (``BuiltinType``), its validation rules, mapper parameters and
/// `contract-check diff` (what old models decode a value as) read.
package enum TypedFormat: String, Sendable, Hashable, CaseIterable {
    /// RFC 3339 date and time.
    case dateTime = "date-time"
    /// RFC 3339 full date, `YYYY-MM-DD`.
    case date
    /// RFC 4122 UUID.
    case uuid
    /// RFC 3986 URI.
    case uri

    /// The fully qualified type generated code uses for the format; `dateTimesAsDate` is the configuration's
    /// `"dateTimes": "Date"`, `urlsAsFoundationURL` its `"urls": "URL"` (both off by default).
    package func swiftType(dateTimesAsDate: Bool = false, urlsAsFoundationURL: Bool = false) -> String {
        switch self {
        case .dateTime: dateTimesAsDate ? "Foundation.Date" : "ContractModels.DateTime"
        case .date: "ContractModels.CalendarDate"
        case .uuid: "Foundation.UUID"
        case .uri: urlsAsFoundationURL ? "Foundation.URL" : "ContractModels.URI"
        }
    }
}
