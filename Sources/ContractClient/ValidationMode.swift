import Foundation

/// What the client does with a successful response whose body breaks its endpoint's response
/// schema.
///
/// Ship apps with ``tolerant(_:drift:)``: a server that drifts from its contract (a `null` where the
/// schema says `string`, `8.7` for an integer, a new value of an open enum) is drift to hear about, not
/// a reason to fail the request. The response decoder follows ``ContractModels/DecodingPolicy/tolerant``:
/// the value holds what its types can hold and keeps the rest for re-encoding, and every violation the
/// validator finds is handed to `drift`. Use ``strict(_:)`` in tests and CI, where any difference from
/// the contract should fail.
///
/// ```swift
/// APIClient<SessionsAPI>(baseURL: url, validation: .tolerant(SessionsAPI.payloadValidator) { drift in
///     logger.notice("\(drift)")                     // e.g. /sessions/0/status: "pinned" is not one of ...
/// })
/// APIClient<SessionsAPI>(baseURL: url, validation: .strict(SessionsAPI.payloadValidator))   // tests, CI
/// ```
///
/// A body that is not JSON at all fails in every mode (``PayloadError/malformed(_:)``), and so
/// does one whose root the decoder cannot read (a required member its type cannot hold).
public enum ValidationMode: Sendable {
    /// Don't validate; only decoding (with the tolerant rules) can reject a payload.
    case off
    /// Validate, and fail with ``PayloadError/violations(_:)`` when the body breaks the schema in any
    /// way, drift included: for tests and CI.
    case strict(any PayloadValidator)
    /// Validate; decode with the tolerant rules (``ContractModels/DecodingPolicy/tolerant``); hand every
    /// violation to `drift` (each marked ``PayloadViolation/isDrift``) and deliver the value. Only a body
    /// whose root cannot be decoded fails, with ``PayloadError/violations(_:)`` listing every violation.
    /// The mode for released apps.
    case tolerant(any PayloadValidator, drift: @Sendable (ValidationReport) -> Void)
    /// Validate, hand any violations to the callback, then decode (with the tolerant rules) and deliver the
    /// value anyway.
    case report(any PayloadValidator, to: @Sendable (ValidationReport) -> Void)
}

/// The violations found in one response in ``ValidationMode/report(_:to:)`` mode, or the drift in
/// ``ValidationMode/tolerant(_:drift:)`` mode.
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
