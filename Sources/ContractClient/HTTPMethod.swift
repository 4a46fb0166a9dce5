/// An HTTP request method, such as `GET` or `POST`.
///
/// The common methods are static members (`.get`, `.post`, …); any other token can be made with
/// ``init(rawValue:)``.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent on the wire, e.g. `"GET"`.
    public let rawValue: String

    /// Creates a method from its token; the token is upper-cased.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`: create or process; not idempotent.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: change part of a resource; not idempotent.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`: ask what a resource supports.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `TRACE`: echo the request back.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2):
    /// true for `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS` and `TRACE`.
    ///
    /// Only idempotent requests are retried automatically (see ``RetryPolicy``).
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": true
        default: false
        }
    }

    /// The method token.
    public var description: String { rawValue }
}
