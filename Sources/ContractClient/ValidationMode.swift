import Foundation

/// What the client does with a successful response whose body breaks its endpoint's response
/// schema.
///
/// ```swift
/// APIClient<SessionsAPI>(baseURL: url, validation: .strict(validator))
/// APIClient<SessionsAPI>(baseURL: url, validation: .report(validator) { report in
///     logger.warning("\(report)")
/// })
/// ```
///
/// A body that is not JSON at all fails in every mode (``PayloadError/malformed(_:)``), and so
/// does one the decoder cannot read.
public enum ValidationMode: Sendable {
    /// Don't validate; only decoding can reject a payload.
    case off
    /// Validate, and fail with ``PayloadError/violations(_:)`` when the body breaks the schema.
    case strict(any PayloadValidator)
    /// Validate, hand any violations to the callback, then decode and deliver the value anyway.
    case report(any PayloadValidator, to: @Sendable (ValidationReport) -> Void)
}

/// The violations found in one response in ``ValidationMode/report(_:to:)`` mode.
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// The endpoint, as `api.endpoint`.
    public var endpoint: String
    /// The URL that was requested.
    public var url: URL
    /// The `$id` of the schema the body was checked against.
    public var schemaID: String
    /// What is wrong with the body.
    public var violations: [PayloadViolation]

    /// Creates a report.
    public init(endpoint: String, url: URL, schemaID: String, violations: [PayloadViolation]) {
        self.endpoint = endpoint
        self.url = url
        self.schemaID = schemaID
        self.violations = violations
    }

    /// A header line and one line per violation.
    public var description: String {
        (["\(endpoint) \(url.absoluteString) breaks \(schemaID):"] + violations.map { "  \($0)" })
            .joined(separator: "\n")
    }
}
