/// One HTTP API — the endpoints declared in one `*.endpoints.json` file — as a type that generated
/// endpoints name as their ``Endpoint/API``.
///
/// An ``APIClient`` is made for one API, so an endpoint of another API cannot be sent to it by
/// mistake. Generated code declares it as a caseless enum:
///
/// ```swift
/// public enum SessionsAPI: APIDefinition {
///     public static let name = "sessions"
///     public static let messages: UserMessages = [
///         403: "You don't have access to this household's history.",
///         404: "This household wasn't found.",
///     ]
/// }
/// ```
public protocol APIDefinition: Sendable {
    /// The API's name, used in logs and middleware context, e.g. `"sessions"`.
    static var name: String { get }
    /// User-facing messages that replace the standard ones for every endpoint of the API; an
    /// endpoint's own ``EndpointDefinition/messages`` win over these. Empty by default.
    static var messages: UserMessages { get }
}

extension APIDefinition {
    /// No API-wide messages: the standard ones apply.
    public static var messages: UserMessages { [:] }
}
