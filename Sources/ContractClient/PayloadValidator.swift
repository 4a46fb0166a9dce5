import ContractJSON

/// Checks response documents against the JSON Schemas their endpoints name
/// (``EndpointDefinition/responseSchema``).
///
/// ContractSchema's validator implements it over a registry of compiled schemas; tests can supply
/// a small stand-in. The client calls it only when its ``ValidationMode`` is `.strict` or `.report`.
public protocol PayloadValidator: Sendable {
    /// The ways `document` breaks the schema whose `$id` is `schemaID`; empty when it conforms.
    ///
    /// An unknown `schemaID` is a configuration error; report it as a violation at the root.
    func violations(of document: JSONDocument, against schemaID: String) -> [PayloadViolation]
}
