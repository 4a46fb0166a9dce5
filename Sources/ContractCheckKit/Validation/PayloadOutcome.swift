import ContractJSON
import ContractSchema
import ContractSchemaCore

/// The verdict on one payload document, with a line and column for every error. Made by worker
/// threads; turned into a ``CheckedItem`` on the reporting thread.
struct PayloadOutcome: Sendable {
    /// One schema violation with the position of the failing value.
    struct PositionedError: Sendable {
        var error: ValidationError
        var line: Int
        var column: Int
    }

    /// Index of the document's source.
    var source: Int
    /// The line the document starts on.
    var line: Int
    var parseError: JSONParseError?
    /// Why no schema could be applied (unknown `$schema`, no mapping, a schema that does not compile).
    var schemaProblem: String?
    /// Why the document was not read: it is larger than the limit.
    var sizeProblem: String?
    var errors: [PositionedError] = []
    /// Whether the document has more errors than `errors` (the validator's maximumErrorCount).
    var truncated = false

    var isValid: Bool { parseError == nil && schemaProblem == nil && sizeProblem == nil && errors.isEmpty }

    /// Whether the document is in a format the checker cannot read: not JSON, in a file whose extension
    /// names another format. Such a file is not an invalid payload: the run could not check it (exit 2).
    func isUnreadable(in source: PayloadSource) -> Bool { parseError != nil && source.hasForeignExtension }

    /// Whether the document is well formed but holds a value JSON has no form for (`.inf`, `nan`): no schema can
    /// check it, so the run could not check it (exit 2), as for a file the checker cannot read.
    var holdsUnrepresentableValue: Bool { parseError?.isUnrepresentableValue ?? false }

    /// The outcome for a document larger than `limit` (`size` bytes, at least), which is not read.
    static func oversize(_ size: Int, limit: Int, source: Int, line: Int) -> PayloadOutcome {
        PayloadOutcome(source: source, line: line, sizeProblem:
            "the document has \(size) bytes, more than the limit of \(limit) (raise it with --max-document-size)")
    }

    /// Parses and validates one document.
    ///
    /// With one schema for every document (`--schema`), the document's own `$schema` is never read: it is
    /// parsed into its thread's tape buffer and checked in place, and only an invalid one is made into a
    /// ``JSONDocument``, for the lines and columns of its errors. Otherwise its tape is written into `storage`
    /// (made on first use, and kept for the batch's next documents) and the document chooses its schema.
    static func check(
        _ bytes: [UInt8], source: Int, line: Int, defaultChoice: SchemaChooser.Choice?, chooser: SchemaChooser,
        storage: inout JSONTapeStorage?
    ) -> PayloadOutcome {
        if chooser.fixedURI != nil, case .validator(let validator, _)? = defaultChoice {
            let parsed: JSONParsedTape
            do {
                parsed = try JSONDocument.parseTape(bytes)
            } catch {
                return PayloadOutcome(source: source, line: line, parseError: error)
            }
            let result = parsed.withView { validator.validate($0, at: 0) }
            guard !result.isValid else { return PayloadOutcome(source: source, line: line) }
            let document = parsed.withView { JSONDocument(copying: $0) }
            return located(result, in: document, source: source, line: line, lineOffset: line - 1)
        }
        let parsed: JSONDocument
        do {
            if storage == nil { storage = JSONTapeStorage() }
            parsed = try JSONDocument(parsing: bytes, reusing: storage)
        } catch {
            return PayloadOutcome(source: source, line: line, parseError: error)
        }
        return check(parsed, source: source, line: line, lineOffset: line - 1, defaultChoice: defaultChoice, chooser: chooser)
    }

    /// Validates a document of a YAML stream (or reports where the stream failed to parse). Its locations
    /// are lines and columns of the part of the file it was parsed from, which starts after `lineOffset` lines.
    static func check(
        _ parsed: Result<JSONDocument, JSONParseError>, source: Int, line: Int, lineOffset: Int, defaultChoice: SchemaChooser.Choice?,
        chooser: SchemaChooser
    ) -> PayloadOutcome {
        switch parsed {
        case .success(let document):
            return check(document, source: source, line: line, lineOffset: lineOffset, defaultChoice: defaultChoice, chooser: chooser)
        case .failure(let error):
            // The error's own line is where the item is reported (see item(in:)).
            return PayloadOutcome(source: source, line: lineOffset + 1, parseError: error)
        }
    }

    /// Validates a parsed document; `lineOffset` turns its lines into lines of the source.
    private static func check(_ parsed: JSONDocument, source: Int, line: Int, lineOffset: Int, defaultChoice: SchemaChooser.Choice?, chooser: SchemaChooser) -> PayloadOutcome {
        let validator: SchemaValidator
        switch chooser.choose(for: parsed, default: defaultChoice) {
        case .validator(let chosen, _): validator = chosen
        case .problem(let problem): return PayloadOutcome(source: source, line: line, schemaProblem: problem)
        }
        let result = validator.validate(parsed)
        guard !result.isValid else { return PayloadOutcome(source: source, line: line) }
        return located(result, in: parsed, source: source, line: line, lineOffset: lineOffset)
    }

    /// The outcome of `result`, the errors of validating `document`, each at its value's line and column.
    private static func located(
        _ result: ValidationResult, in document: JSONDocument, source: Int, line: Int, lineOffset: Int
    ) -> PayloadOutcome {
        // A reference the schema cannot follow, reached by this document: no verdict (exit 2), never "invalid".
        if let fault = result.schemaFault {
            let reachedAt = result.errors.first { $0.message == fault.message }?.instanceLocation
            let at = reachedAt.map { $0.isRoot ? "at the document's root, " : "at \($0), " } ?? ""
            // contract-check reads no network (nor does check-jsonschema offline): say so for a remote document.
            let remote = fault.message.contains("(resolved to http")
                ? " (contract-check downloads nothing: save that schema and pass it with --schemas)" : ""
            return PayloadOutcome(source: source, line: line, schemaProblem: "the schema cannot decide this document: \(at)it reaches "
                + "a reference that cannot be followed: \(fault)\(remote)")
        }
        // Every error's value, then all their lines and columns in one pass over the text.
        let indices = document.indices(at: result.errors.map(\.instanceLocation))
        let found = indices.compactMap { $0 }
        var positions = document.locations(ofNodesAt: found).makeIterator()
        let located = zip(result.errors, indices).map { error, index -> PositionedError in
            let position = index == nil ? nil : positions.next()
            return PositionedError(error: error, line: lineOffset + (position?.line ?? 1), column: position?.column ?? 1)
        }
        var outcome = PayloadOutcome(source: source, line: line, errors: located)
        outcome.truncated = result.isTruncated
        return outcome
    }

    /// This outcome as a report item for a document of `source`.
    func item(in source: PayloadSource) -> CheckedItem {
        var diagnostics: [Finding] = []
        if let error = parseError, isUnreadable(in: source) {
            diagnostics.append(Finding(
                severity: .error, rule: "unreadable-format",
                message: "cannot read this file: it is not JSON (\(error.message)), and contract-check reads JSON, NDJSON (.ndjson, .jsonl), "
                    + "YAML (.yaml, .yml) and TOML (.toml) payloads; --payload-format names the notation of a file named otherwise",
                line: line - 1 + error.location.line, column: error.location.column, pointer: nil))
        } else if let error = parseError, error.isUnrepresentableValue {
            diagnostics.append(Finding(
                severity: .error, rule: "unrepresentable-value", message: "cannot check this document: \(error.message)",
                line: line - 1 + error.location.line, column: error.location.column, pointer: nil))
        } else if let error = parseError {
            let notation = source.notation
            diagnostics.append(Finding(
                severity: .error, rule: notation.lowercased() + "-syntax", message: "invalid \(notation): \(error.message)",
                line: line - 1 + error.location.line, column: error.location.column, pointer: nil))
        }
        if let sizeProblem {
            diagnostics.append(Finding(severity: .error, rule: "document-size", message: sizeProblem, line: line, column: 1, pointer: nil))
        }
        if let schemaProblem {
            diagnostics.append(Finding(severity: .error, rule: "schema-choice", message: schemaProblem, line: line, column: 1, pointer: nil))
        }
        let best = BestMatch.index(in: errors.map(\.error))
        for (position, located) in errors.enumerated() {
            let error = located.error
            diagnostics.append(Finding(
                severity: .error, rule: error.keyword, message: error.message, line: located.line, column: located.column,
                pointer: error.instanceLocation.description, keywordLocation: error.keywordLocation.description,
                schemaLocation: error.absoluteKeywordLocation, isDetail: position != best))
        }
        if truncated {
            diagnostics.append(Finding(
                severity: .error, rule: "error-limit",
                message: "more errors than the \(errors.count) reported: the rest of this document is not listed",
                line: line, column: 1, pointer: nil))
        }
        if source.isLineDelimited { return CheckedItem(source: source.path, line: line, diagnostics: diagnostics) }
        let name = source.isYAML ? "\(FileSystem.lastComponent(of: source.path)):\(line)" : FileSystem.lastComponent(of: source.path)
        return CheckedItem(source: source.path, line: line, name: name, diagnostics: diagnostics)
    }
}
