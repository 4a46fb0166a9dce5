/// The HTTP method of a translated endpoint: the IR's own copy of what the declaration says, so the
/// renderer needs nothing from the loader.
package enum EndpointMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`.
    case get = "GET"
    /// `POST`.
    case post = "POST"
    /// `PUT`.
    case put = "PUT"
    /// `PATCH`.
    case patch = "PATCH"
    /// `DELETE`.
    case delete = "DELETE"
}
