import Testing

@testable import ContractSchema

/// The verdict of `pattern` on `input`, recording an issue (and returning nil) when the pattern does not compile.
func regexVerdict(_ pattern: String, _ input: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool? {
    do {
        return try ECMAScriptRegex(pattern).matches(input)
    } catch {
        Issue.record("pattern \(pattern.debugDescription) failed to compile: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Expects `pattern` to compile and to give `expected` on `input`.
func expectMatch(
    _ pattern: String, _ input: String, _ expected: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
    let verdict = regexVerdict(pattern, input, sourceLocation: sourceLocation)
    #expect(
        verdict == expected, "\(pattern.debugDescription) on \(input.debugDescription)",
        sourceLocation: sourceLocation)
}

/// The syntax error of `pattern`, or nil when it compiles.
func regexSyntaxError(_ pattern: String) -> RegexSyntaxError? {
    do {
        _ = try ECMAScriptRegex(pattern)
        return nil
    } catch {
        return error
    }
}

/// Whether `pattern` compiles.
func isValidRegex(_ pattern: String) -> Bool {
    regexSyntaxError(pattern) == nil
}

/// One (pattern, input, verdict) triple, printable in test names.
struct RegexCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var input: String
    var expected: Bool

    init(_ pattern: String, _ input: String, _ expected: Bool) {
        self.pattern = pattern
        self.input = input
        self.expected = expected
    }

    var testDescription: String {
        "\(pattern.debugDescription) on \(input.debugDescription) → \(expected)"
    }
}
