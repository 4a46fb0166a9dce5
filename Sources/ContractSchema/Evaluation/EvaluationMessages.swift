import ContractJSON

/// Recording errors and the wording of every message the evaluator produces, in one place (as
/// jsonschema-rs keeps its messages in `error.rs`).
extension Evaluator {
    // MARK: Errors

    func record(_ node: NodeID, _ keyword: [String], expected: @autoclosure () -> String?, found: @autoclosure () -> String?,
                                 message: @autoclosure () -> String) {
        guard collectsErrors, let log else { return }
        guard log.errors.count < log.maximumErrors else {
            log.truncated = true
            return
        }
        let expected = expected()
        let found = found()
        let message = message()
        var absolute = schema.value.absoluteLocation(of: node)
        for token in keyword { absolute += "/" + JSONPointer(tokens: [token]).uriFragment.dropFirst() }
        errors.append(ValidationError(
            instanceLocation: JSONPointer(tokens: instancePath), keywordLocation: JSONPointer(tokens: keywordPath + keyword),
            absoluteKeywordLocation: absolute, message: message, expected: expected, found: found))
    }

    func record(_ node: NodeID, _ keyword: String, expected: @autoclosure () -> String, found: @autoclosure () -> String) {
        guard collectsErrors else { return }
        let expected = expected()
        let found = found()
        record(node, [keyword], expected: expected, found: found, message: "expected \(expected), found \(found)")
    }

    /// Sets aside the errors of a failed `anyOf`/`oneOf` branch in `kept`, within the document's error
    /// limit: nested alternatives would otherwise multiply the errors kept (a schema with 40 levels of
    /// two failing branches kept over a million, and gigabytes, before this limit).
    func keepBranchErrors(_ new: ArraySlice<ValidationError>, in kept: inout [ValidationError]) {
        guard let log else { return }
        let room = max(0, log.maximumErrors - log.errors.count - kept.count)
        if new.count > room { log.truncated = true }
        kept += new.prefix(room)
    }

    /// Adds the errors of failed branches set aside by ``keepBranchErrors(_:in:)``, within the limit.
    func appendBranchErrors(_ kept: [ValidationError]) {
        guard let log else { return }
        let room = max(0, log.maximumErrors - log.errors.count)
        if kept.count > room { log.truncated = true }
        errors += kept.prefix(room)
    }

    /// A short description of the value at `index` for messages: `string "abc"`, `number 4`, `array of 2 items`.
    func describe(_ index: Int) -> String {
        switch view.kind(index) {
        case .null: return "null"
        case .true: return "boolean true"
        case .false: return "boolean false"
        case .number: return "number " + view.number(index).literal
        case .string: return "string " + Evaluator.quote(view.string(index))
        case .array:
            let count = view.count(index)
            return "array of " + Wording.count(count, "item", "items")
        case .object:
            let count = view.memberCount(index)
            return "object with " + Wording.count(count, "property", "properties")
        }
    }

    /// `one of "a", "b", …` for enum messages (the first twelve values).
    static func list(_ values: [JSONValue]) -> String {
        "one of " + values.prefix(12).map(describe).joined(separator: ", ") + (values.count > 12 ? ", …" : "")
    }

    static func quote(_ text: String) -> String {
        let limit = 60
        let scalars = text.unicodeScalars
        let shown = scalars.count > limit ? String(String.UnicodeScalarView(scalars.prefix(limit))) + "…" : text
        return JSONWriter.compact.string(from: .string(shown))
    }

    static func describe(_ value: JSONValue) -> String {
        let text = JSONWriter.compact.string(from: value)
        return text.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(80))) + "…" : text
    }

    /// Records that `regex` could not be decided for the string at `index` (a value, or a key for
    /// patternProperties) because the document's budget is spent; the document is then invalid.
    mutating func budgetSpent(by regex: ECMAScriptRegex, at node: NodeID, _ keyword: [String], _ index: Int) {
        if budgetSpentBy == nil { budgetSpentBy = regex.pattern }
        record(node, keyword, expected: Wording.matching(regex.pattern), found: describe(index),
               message: Evaluator.budgetMessage(regex.pattern) + " against \(describe(index)); the document is rejected")
    }

    /// Records that the document's evaluation budget ran out at `node`; the document is then invalid.
    mutating func evaluationBudgetRanOut(at node: NodeID) {
        guard evaluationBudgetSpentAt == nil else { return }
        evaluationBudgetSpentAt = node
        record(node, [], expected: nil, found: nil, message: Wording.evaluationBudgetSpent + "; the document is rejected")
    }

    /// Adds a root error saying the document is rejected because `message`'s budget was spent, unless an
    /// error already says so (recorded where the budget ran out, in a branch whose errors were kept).
    func rejectUndecided(_ message: String, at absoluteLocation: String? = nil) {
        guard collectsErrors, !errors.contains(where: { $0.message.hasPrefix(message) }) else { return }
        errors.append(ValidationError(
            instanceLocation: .root, keywordLocation: .root, absoluteKeywordLocation: absoluteLocation,
            message: message + "; the document is rejected"))
    }

    /// Names the pattern and says that the document's budget is spent.
    static func budgetMessage(_ pattern: String) -> String {
        "pattern /\(pattern)/ was not decided: the document's backtracking budget (\(RegexStepBudget.perDocument) steps"
            + " plus \(RegexStepBudget.perByte) per byte matched, at most \(RegexStepBudget.ceiling)) is spent"
    }
}

/// Every sentence and phrase the evaluator writes into errors, so wording is reviewed and changed in
/// one place. Messages read "expected X, found Y" where they can.
enum Wording {
    /// `1 item`, `3 items`.
    static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    static func atLeast(_ number: Int, _ singular: String, _ plural: String) -> String { "at least " + count(number, singular, plural) }
    static func atMost(_ number: Int, _ singular: String, _ plural: String) -> String { "at most " + count(number, singular, plural) }
    static func length(_ count: Int, of found: String) -> String { "\(count) in \(found)" }
    static func number(_ relation: String, _ bound: String) -> String { "a number \(relation) \(bound)" }
    static func multiple(of divisor: String) -> String { "a multiple of \(divisor)" }
    static func matching(_ pattern: String) -> String { "a string matching /\(pattern)/" }
    static func valid(_ format: String) -> String { "a valid \(format)" }
    static let base64 = "base64-encoded content"
    static let jsonDocument = "a JSON document"

    static func falseSchema(found: String) -> String { "no value is allowed here (the schema is false), found \(found)" }
    static let evaluationBudgetSpent =
        "validation stopped here: the document's budget of subschema evaluations (\(EvaluationBudget.perDocument) plus"
        + " \(EvaluationBudget.perValue) per value) is spent: allOf, anyOf, oneOf, not, if or $ref reach the same"
        + " subschemas along very many paths, or very many patternProperties meet very many keys"
    static func tooDeep(_ maximum: Int) -> String {
        "evaluation exceeded \(maximum) nested schemas; the schema recurses without consuming the value"
    }
    static func unevaluatedProperty(_ name: String) -> String { "unexpected property \(Evaluator.quote(name)) (no subschema evaluated it)" }
    static func additionalProperty(_ name: String) -> String { "unexpected property \(Evaluator.quote(name)) (additionalProperties is false)" }
    static func propertyName(_ name: String) -> String { "property name \(Evaluator.quote(name)) does not match the propertyNames schema" }
    static func missing(_ name: String) -> String { "missing required property \(Evaluator.quote(name))" }
    static func missing(_ name: String, requiredBy owner: String) -> String {
        "missing property \(Evaluator.quote(name)), required when \(Evaluator.quote(owner)) is present"
    }

    static func noBranch(of keyword: String, count: Int, found: String) -> String {
        let quantity = keyword == "anyOf" ? "at least one" : "exactly one"
        return "expected a value matching \(quantity) of the \(count) schemas in \(keyword), found \(found) matching none"
    }
    static func manyBranches(count: Int, found: String, matches: [Int]) -> String {
        "expected a value matching exactly one of the \(count) schemas in oneOf, found \(found) matching \(matches.count)"
            + " (at positions \(matches.map(String.init).joined(separator: ", ")))"
    }
    static func matchesNot(found: String) -> String { "expected a value that does not match the schema in not, found \(found) matching it" }
    static func containsTooFew(_ minimum: Int, found: Int) -> String {
        "expected at least \(count(minimum, "item", "items")) matching the contains schema, found \(found)"
    }
    static func containsTooMany(_ maximum: Int, found: Int) -> String {
        "expected at most \(count(maximum, "item", "items")) matching the contains schema, found \(found)"
    }
    static func duplicateItems(_ first: Int, _ second: Int) -> String { "expected unique items, found items \(first) and \(second) equal" }
}
