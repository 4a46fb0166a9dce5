import ContractJSON
import ContractSchema
import Foundation

/// Every way a generated type reads one document, side by side with an independent validator's
/// verdict on it: what ``ContractType/crossCheck(_:against:)`` finds.
///
/// The type agrees with the validator when
/// - the fast path (`decode(validating:)`) decodes exactly the documents the validator accepts, and
///   rejects the others with exactly the validator's errors, from the bytes as from the parsed document;
/// - `JSONDecoder` decodes every valid document to the value the fast path decodes, and for an
///   invalid document it either fails or `validate()` of its value fails (bad input never passes
///   silently);
/// - `validate()` of the model decoded without validation accepts the valid documents, and reports
///   the validator's errors for an invalid one when the model holds the whole document;
/// - the tolerant decode (``ContractType/decode(_:_:policy:)``) decodes every valid document without drift,
///   and an invalid one either with exactly the validator's errors as drift and a value whose encoding is
///   the document, or fails with exactly those errors (a root the type cannot hold);
/// - each valid document's model, re-encoded (``JSONValueEncodable/jsonValue`` and `JSONEncoder`),
///   is valid and decodes, both ways, to an equal value.
///
/// Anything else is one sentence in ``disagreements``.
public struct ContractCrossCheck: Sendable {
    /// The independent validator's verdict: the reference.
    public var expected: ValidationResult
    /// The fast path's error, or `nil` when it decoded the document.
    public var fastPathError: ContractDecodingError?
    /// `JSONDecoder`'s error, or `nil` when it decoded the document.
    public var codableError: String?
    /// `validate()` of the model decoded without validation; `nil` when the document does not fit
    /// the Swift type at all.
    public var generatedVerdict: ValidationResult?
    /// Whether the model decoded without validation holds the whole document: its encoding has every
    /// member and value of the document (and may add members with a `default`). `validate()` can
    /// only see what the model holds: an undeclared member it drops is out of its sight.
    public var isLossless: Bool
    /// For a valid document: where its re-encodings (the fast path model's ``JSONValueEncodable/jsonValue``
    /// and `JSONEncoder`'s output) first differ from it as JSON values (see ``JSONValueEquivalence``),
    /// `nil` when both give back exactly the document's value. Always `nil` for an invalid document.
    public var loss: String?
    /// Whether the tolerant decode delivered a value (with the validator's errors as its drift).
    public var tolerated: Bool
    /// Each disagreement with the validator, or failed round trip, as one sentence.
    public var disagreements: [String]

    /// Whether the type and the validator agree on the document in every respect.
    public var agrees: Bool { disagreements.isEmpty }
}

extension ContractType {
    /// Reads `document` in every way the generated type offers and compares each verdict with
    /// `validator`'s (usually one built independently from the schema files, formats asserted).
    public func crossCheck(_ document: JSONDocument, against validator: SchemaValidator) -> ContractCrossCheck {
        func run<T: ContractValue>(_: T.Type) -> ContractCrossCheck {
            crossCheck(T.self, document, validator)
        }
        return run(self.type)
    }

    private func crossCheck<T: ContractValue>(_: T.Type, _ document: JSONDocument, _ validator: SchemaValidator) -> ContractCrossCheck {
        var problems: [String] = []
        let expected = validator.validate(document)
        let original = document.withView { $0.value(0) }

        // The fast path: decoding with validation in one pass.
        var fast: T?
        var fastError: ContractDecodingError?
        do { fast = try decode(T.self, validating: document) } catch { fastError = error as? ContractDecodingError }
        switch (expected.isValid, fastError) {
        case (true, let error?):
            problems.append("the fast path rejects a valid document: \(Self.summary(of: error))")
        case (false, nil):
            problems.append("the fast path accepts an invalid document (the validator: \(Self.summary(of: expected.errors)))")
        case (false, .invalid(let errors)?):
            if let difference = Self.difference(errors, expected.errors) { problems.append("the fast path reports other errors than the validator: \(difference)") }
        case (false, let error?):
            problems.append("the fast path rejects an invalid document with \(Self.summary(of: error)) instead of the validator's errors")
        case (true, nil):
            break
        }
        // The fast path from bytes (one parse that leaves repeated keys to the decoder) reads the same.
        do {
            let fromBytes = try decode(T.self, validating: Array(document.bytes))
            if fromBytes != fast { problems.append("the fast path decodes the bytes to another value than the parsed document") }
        } catch {
            if error as? ContractDecodingError != fastError {
                problems.append("the fast path fails otherwise on the bytes than on the parsed document: \(Self.summary(of: error))")
            }
        }

        // Codable.
        var codable: T?
        var codableError: String?
        do { codable = try decodeWithCodable(T.self, from: Data(document.bytes)) } catch { codableError = "\(error)" }
        if expected.isValid {
            if let codableError { problems.append("JSONDecoder rejects a valid document: \(codableError)") }
            if let codable, let fast, codable != fast { problems.append("JSONDecoder and the fast path decode different values") }
        } else if let codable, validate(codable).isValid {
            problems.append("JSONDecoder decodes an invalid document to a value that validate() accepts (the validator: \(Self.summary(of: expected.errors)))")
        }

        // validate() of the model, decoded without validation.
        let lenient = try? T(document: document)
        let generated = lenient.map { validate($0) }
        let isLossless = lenient.map { Self.holds($0.jsonValue, original) } ?? false
        if let generated {
            if expected.isValid, !generated.isValid {
                problems.append("validate() rejects the model of a valid document: \(Self.summary(of: generated.errors))")
            } else if !expected.isValid, isLossless, generated.isValid {
                problems.append("validate() accepts the model of an invalid document (the validator: \(Self.summary(of: expected.errors)))")
            } else if !expected.isValid, isLossless,
                let difference = Self.difference(Self.sorted(generated.errors), Self.sorted(expected.errors))
            {
                // Compared as sets: the model re-encodes its members in declaration order, not in the document's, and
                // errors follow the order of the value validated (PagerDuty's examples list `description` before
                // `parent`, which IncidentType declares after it).
                problems.append("validate() reports other errors than the validator: \(difference)")
            }
        }

        let tolerated = checkTolerant(T.self, document, expected: expected, original: original, into: &problems)

        // Round trips of valid documents.
        var loss: String?
        if expected.isValid, let fast {
            problems += roundTrip("jsonValue", fast.jsonBytes(), expecting: fast, validator)
            if let at = JSONValueEquivalence.firstDifference(fast.jsonValue, original) { loss = "jsonValue differs at \(at)" }
        }
        if expected.isValid, let codable {
            do {
                let encoded = try encodeWithCodable(codable)
                if loss == nil, let value = try? JSONValue(parsing: [UInt8](encoded)), let at = JSONValueEquivalence.firstDifference(value, original) {
                    loss = "JSONEncoder's output differs at \(at)"
                }
                problems += roundTrip("JSONEncoder", Array(encoded), expecting: codable, validator)
                if let again = try? decodeWithCodable(T.self, from: encoded), again != codable {
                    problems.append("JSONEncoder's output decodes with JSONDecoder to a different value")
                }
            } catch {
                problems.append("JSONEncoder cannot encode the value: \(error)")
            }
        }
        return ContractCrossCheck(expected: expected, fastPathError: fastError, codableError: codableError,
                                  generatedVerdict: generated, isLossless: isLossless, loss: loss, tolerated: tolerated,
                                  disagreements: problems)
    }

    /// The tolerant decode of `document` against the validator's verdict: drift equal to its errors, nothing
    /// lost, or a failure with exactly its errors. Returns whether a value was delivered.
    private func checkTolerant<T: ContractValue>(
        _: T.Type, _ document: JSONDocument, expected: ValidationResult, original: JSONValue, into problems: inout [String]
    ) -> Bool {
        do {
            let decoded = try decode(T.self, Array(document.bytes), policy: .tolerant)
            if let difference = Self.difference(decoded.drift, expected.errors) {
                problems.append("the tolerant decode's drift is not the validator's errors: \(difference)")
            }
            if let at = JSONValueEquivalence.firstDifference(decoded.value.jsonValue, original) {
                problems.append("the tolerantly decoded value does not encode as the document (it differs at \(at))")
            }
            return true
        } catch {
            if expected.isValid {
                problems.append("the tolerant decode rejects a valid document: \(Self.summary(of: error))")
            } else if error as? ContractDecodingError != .invalid(expected.errors) {
                problems.append("the tolerant decode fails with \(Self.summary(of: error)) instead of the validator's errors")
            }
            return false
        }
    }

    /// Checks that `bytes`, written by `writer` from `value`, are valid and decode to `value`.
    private func roundTrip<T: ContractValue>(_ writer: String, _ bytes: [UInt8], expecting value: T, _ validator: SchemaValidator) -> [String] {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch { return ["\(writer) writes malformed JSON: \(error)"] }
        let verdict = validator.validate(document)
        if !verdict.isValid { return ["\(writer) writes an invalid document: \(Self.summary(of: verdict.errors))"] }
        do {
            if try decode(T.self, validating: document) != value { return ["\(writer)'s output decodes to a different value"] }
        } catch {
            return ["\(writer)'s output does not decode: \(Self.summary(of: error))"]
        }
        return []
    }

    /// Whether `encoded` has every member and value of `original` (objects may have more members).
    static func holds(_ encoded: JSONValue, _ original: JSONValue) -> Bool {
        switch (encoded, original) {
        case (.object(let mine), .object(let theirs)):
            return theirs.allSatisfy { member in mine[member.key].map { holds($0, member.value) } ?? false }
        case (.array(let mine), .array(let theirs)):
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { holds($0, $1) }
        default:
            return encoded == original
        }
    }

    /// The first error, and how many more.
    static func summary(of errors: [ValidationError]) -> String {
        guard let first = errors.first else { return "no errors" }
        let location = first.instanceLocation.isRoot ? "(root)" : first.instanceLocation.description
        return "\(location): \(first.message) [\(first.keyword)]" + (errors.count > 1 ? " and \(errors.count - 1) more" : "")
    }

    /// A decoding error in one line.
    static func summary(of error: any Error) -> String {
        switch error as? ContractDecodingError {
        case .invalid(let errors)?: summary(of: errors)
        default: "\(error)"
        }
    }

    /// The first difference between two error lists (location, keyword location, message), if any.
    /// Errors in an order that does not depend on the order of the value's object members.
    static func sorted(_ errors: [ValidationError]) -> [ValidationError] {
        errors.sorted {
            ($0.instanceLocation.description, $0.keywordLocation.description, $0.message)
                < ($1.instanceLocation.description, $1.keywordLocation.description, $1.message)
        }
    }

    static func difference(_ actual: [ValidationError], _ expected: [ValidationError]) -> String? {
        for (index, (mine, theirs)) in zip(actual, expected).enumerated() where mine != theirs {
            return "error \(index + 1) is \"\(mine.instanceLocation): \(mine.message)\" at \(mine.keywordLocation), not \"\(theirs.instanceLocation): \(theirs.message)\" at \(theirs.keywordLocation)"
        }
        if actual.count != expected.count { return "\(actual.count) errors, not \(expected.count)" }
        return nil
    }
}
