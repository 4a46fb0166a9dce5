import ContractJSON

/// Writes payload verdicts as human text or as one JSON object per document.
struct PayloadReporter {
    var format: ValidateCommand.OutputFormat
    var console: Console

    func report(_ outcome: PayloadOutcome) {
        switch format {
        case .text: reportText(outcome)
        case .json: console.print(JSONWriter.compact.string(from: json(outcome)))
        }
    }

    private func reportText(_ outcome: PayloadOutcome) {
        if let error = outcome.parseError {
            let line = outcome.line - 1 + error.location.line
            console.print("\(outcome.path):\(line):\(error.location.column): invalid JSON: \(error.message)")
            return
        }
        guard !outcome.errors.isEmpty else { return }
        for located in outcome.errors {
            let error = located.error
            let pointer = error.instanceLocation.isRoot ? "(root)" : error.instanceLocation.description
            var text = "\(outcome.path):\(located.line):\(located.column): \(pointer): \(error.message)"
            if let schema = error.absoluteKeywordLocation { text += "  [\(schema)]" }
            console.print(text)
        }
    }

    func json(_ outcome: PayloadOutcome) -> JSONValue {
        var errors: [JSONValue] = []
        if let error = outcome.parseError {
            errors.append(.object(JSONObject([
                .init(key: "valid", value: false),
                .init(key: "keywordLocation", value: ""),
                .init(key: "instanceLocation", value: ""),
                .init(key: "error", value: .string("invalid JSON at line \(error.location.line), column \(error.location.column): \(error.message)")),
            ])))
        }
        errors += outcome.errors.map(\.error.outputUnit)
        return .object(JSONObject([
            .init(key: "source", value: .string(outcome.path)),
            .init(key: "line", value: .number(JSONNumber(outcome.line))),
            .init(key: "valid", value: .bool(outcome.isValid)),
            .init(key: "errors", value: .array(errors)),
        ]))
    }
}
