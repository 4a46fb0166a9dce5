// How a schema's `pattern` is read when ECMA-262's Unicode mode refuses it but browsers' ECMAScript does not.
//
// JSON Schema says a pattern SHOULD be ECMA-262, so a schema holding one that only the web-compatibility grammar
// (Annex B, without the `u` flag) reads is still valid; validators in Python and browsers accept a lone `]`, and
// SchemaStore's history holds `[\w-_.]`. One reading, used by the validator, the diff and the OpenAPI repairs.

extension ECMAScriptRegex {
    /// At most this many characters are escaped by ``webReading(of:)``.
    package static let maximumWebEscapes = 16

    /// `pattern` rewritten as Annex B reads it, in Unicode-mode syntax: each lone `]`, `{` or `}` (a `{` after an atom
    /// too, when no quantifier follows) is the literal character, and a `-` beside a class escape in a character class (`[\w-_.]`) is a literal dash, not a range.
    /// Nil when the pattern compiles as written, when something else is wrong, or past ``maximumWebEscapes``.
    package static func webReading(of pattern: String) -> String? {
        var scalars = Array(pattern.unicodeScalars)
        var changed = false
        // Each round escapes one character and compiles the pattern again: a few rounds cover real mistakes (a lost
        // backslash), and the bound keeps a hostile pattern of many brackets linear (it is then left unread).
        for _ in 0...min(scalars.count, maximumWebEscapes) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let problem: RegexSyntaxError
            do {
                _ = try ECMAScriptRegex(String(text))
                return changed ? String(text) : nil
            } catch {
                problem = error
            }
            guard scalars.indices.contains(problem.offset), webEscapable(problem.message, scalars[problem.offset]) else { return nil }
            scalars.insert("\\", at: problem.offset)
            changed = true
        }
        return nil
    }

    /// Whether Annex B reads the character at a Unicode-mode syntax error as itself.
    private static func webEscapable(_ message: String, _ character: Unicode.Scalar) -> Bool {
        switch message {
        case "unmatched ']'", "lone quantifier brackets": ["]", "{", "}"].contains(character)
        // A `{` after an atom that starts no `{n}`, `{n,}` or `{n,m}` (github-workflow 201711cbb's `^\${{.*}}$`).
        case "incomplete quantifier": character == "{"

        case "invalid character class range": character == "-"
        default: false
        }
    }

    /// What a warning at a pattern says when it is read by ``webReading(of:)`` because Unicode mode refused it for `reason`.
    package static func webReadingNote(_ reason: String) -> String {
        "the pattern is not valid in ECMA-262's Unicode mode (\(reason)); read as web browsers' ECMAScript reads it "
            + "(Annex B): a lone bracket, or a dash beside a class escape, stands for itself"
    }

    /// The regular expression a schema's pattern stands for: as written with the `u` flag, or else its
    /// ``webReading(of:)``, keeping the text written in ``pattern``. Nil when neither compiles.
    package static func reading(_ pattern: String) -> ECMAScriptRegex? {
        if let regex = try? ECMAScriptRegex(pattern) { return regex }
        return webReading(of: pattern).flatMap { try? ECMAScriptRegex($0, written: pattern) }
    }

    /// `source` compiled, reported as `written` (the pattern text a schema holds).
    package init(_ source: String, written: String) throws(RegexSyntaxError) {
        try self.init(source)
        pattern = written
    }
}
