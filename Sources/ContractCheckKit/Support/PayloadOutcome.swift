import ContractJSON
import ContractSchema

/// The verdict on one payload document, with positions resolved for every error.
struct PayloadOutcome {
    /// One error with the line and column of the failing value.
    struct Located {
        var error: ValidationError
        var line: Int
        var column: Int
    }

    var path: String
    /// The line the document starts on.
    var line: Int
    var parseError: JSONParseError?
    var errors: [Located]

    var isValid: Bool { parseError == nil && errors.isEmpty }

    /// Parses and validates `document`.
    static func check(_ document: PayloadDocument, with validator: SchemaValidator) -> PayloadOutcome {
        let parsed: JSONDocument
        do {
            parsed = try JSONDocument(parsing: document.bytes)
        } catch {
            return PayloadOutcome(path: document.path, line: document.line, parseError: error, errors: [])
        }
        let result = validator.validate(parsed)
        let located = result.errors.map { error -> Located in
            let position = parsed.index(at: error.instanceLocation).map { parsed.location(ofNodeAt: $0) }
            return Located(error: error, line: document.line - 1 + (position?.line ?? 1), column: position?.column ?? 1)
        }
        return PayloadOutcome(path: document.path, line: document.line, parseError: nil, errors: located)
    }
}
