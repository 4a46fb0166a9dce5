/// The HTTP method of a translated endpoint: the IR's own copy of what the declaration says, so the
/// renderer needs nothing from the loader.
///
/// It mirrors the loader's `EndpointEntry.Method` on purpose (the loader sits below the IR and cannot
/// use this type; the renderer must not see the loader's). `translateEndpoints.swift` maps one to the
/// other with an exhaustive switch, so a method added to the loader does not compile until the IR has it.
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
    /// `OPTIONS`.
    case options = "OPTIONS"
    /// `HEAD`.
    case head = "HEAD"
    /// `TRACE`.
    case trace = "TRACE"
}
