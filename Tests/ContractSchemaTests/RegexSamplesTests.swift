import ContractSchema
import Testing

/// Strings built from a pattern's syntax, which `diff`'s oracle tries against the other version of a changed
/// `pattern`: each one matches, and they cover the pattern's alternatives.
@Suite struct RegexSamplesTests {
    @Test("package.json packageManager (SchemaStore 9174b49f1): a version string for each manager, each one matching")
    func alternativesAreEachSampled() throws {
        let pattern = #"(npm|pnpm|yarn|bun|aube|nub)@\d+\.\d+\.\d+(-.+)?"#
        let samples = ECMAScriptRegex.sampleMatches(of: pattern)
        let regex = try ECMAScriptRegex(pattern)
        #expect(samples.first == "npm@0.0.0", "\(samples)")
        for manager in ["pnpm@", "yarn@", "bun@", "aube@", "nub@"] {
            #expect(samples.contains { $0.hasPrefix(manager) }, "\(manager) in \(samples)")
        }
        #expect(samples.allSatisfy { regex.matches($0) == true })
    }

    @Test("chrome-manifest command keys (SchemaStore e79a84d44): anchored alternatives with nested groups")
    func anchoredNestedGroups() {
        let samples = ECMAScriptRegex.sampleMatches(
            of: #"^(?:(Ctrl|Command|MacCtrl)\+Shift\+[0-9]|Media(?:NextTrack|PlayPause|PrevTrack|Stop))$"#)
        #expect(samples.contains("Ctrl+Shift+0"), "\(samples)")
        #expect(samples.contains("MediaNextTrack"), "\(samples)")
    }

    @Test("drupal-info libraries (SchemaStore b2f94a0a3): a repeated class's later members are sampled, where rewrites differ")
    func laterClassMembersOfARepetition() {
        // `[a-z0-9_-]+` became `[a-z0-9_\-.]+`: "." is the one member the old class lacks. Before, a repetition gave only its
        // class's first two members ("a", "0"), so no sample told the versions apart and the widening was "probably equivalent".
        let samples = ECMAScriptRegex.sampleMatches(of: #"^[a-z0-9_]+/[a-z0-9_\-.]+"#, limit: 64)
        #expect(samples.contains("a/."), "\(samples)")
    }

    @Test("what the builder cannot follow is left out, never returned unchecked")
    func unsupportedConstructsAreFiltered() {
        // A backreference is built as nothing: "ab" fails `(a)b\1`, so no candidate survives but a full one.
        #expect(ECMAScriptRegex.sampleMatches(of: #"^(a)b\1$"#).allSatisfy { $0 == "aba" })
        #expect(ECMAScriptRegex.sampleMatches(of: #"^(?!x)a$"#) == ["a"])
        #expect(ECMAScriptRegex.sampleMatches(of: "(unclosed").isEmpty)
        #expect(ECMAScriptRegex.sampleMatches(of: #"^a{1000}$"#).isEmpty, "longer than the 200 code points built")
    }
}
