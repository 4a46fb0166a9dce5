// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct UUIDFormatTests {
    /// JSON-Schema-Test-Suite cases for `uuid`.
    static let uuidSuiteCases: [StringFormatCase] = [
        StringFormatCase("2EB8AA08-AA98-11EA-B4AA-73B441D16380", true, "all upper-case"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4aa-73b441d16380", true, "all lower-case"),
        StringFormatCase("2eb8aa08-AA98-11ea-B4Aa-73B441D16380", true, "mixed case"),
        StringFormatCase("00000000-0000-0000-0000-000000000000", true, "all zeroes is valid"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4aa-73b441d1638", false, "wrong length"),
        StringFormatCase("2eb8aa08-aa98-11ea-73b441d16380", false, "missing section"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4ga-73b441d16380", false, "bad characters (not hex)"),
        StringFormatCase("2eb8aa08aa9811eab4aa73b441d16380", false, "no dashes"),
        StringFormatCase("2eb8aa08aa98-11ea-b4aa73b441d16380", false, "too few dashes"),
        StringFormatCase("2eb8-aa08-aa98-11ea-b4aa73b44-1d16380", false, "too many dashes"),
        StringFormatCase("2eb8aa08aa9811eab4aa73b441d16380----", false, "dashes in the wrong spot"),
        StringFormatCase("2eb8aa0-8aa98-11e-ab4aa7-3b441d16380", false, "shifted dashes"),
        StringFormatCase("98d80576-482e-427f-8434-7f86890ab222", true, "valid version 4"),
        StringFormatCase("99c17cbb-656f-564a-940f-1a4568f03487", true, "valid version 5"),
        StringFormatCase("99c17cbb-656f-664a-940f-1a4568f03487", true, "hypothetical version 6"),
        StringFormatCase("99c17cbb-656f-f64a-940f-1a4568f03487", true, "hypothetical version 15"),
        StringFormatCase("urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380", false, "URN prefixed UUID is invalid"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4aa-73b441d16380-", false, "trailing hyphen after a complete UUID is invalid"),
        StringFormatCase("২eb8aa08-aa98-11ea-b4aa-73b441d16380", false, "non-ASCII digit '২' (a Bengali 2) is invalid"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4aa-73b441d1_380", false, "an underscore in place of a hex digit is invalid"),
        StringFormatCase("2eb8aa08-aa98-11ea-b4aa-73b441d16380\n", false, "a trailing newline after a complete UUID is invalid"),
        StringFormatCase("2eb8aa08-aa98-11ea-f4aa-73b441d16380", true, "a variant nibble not defined by RFC 4122 is valid"),
    ]

    /// Additional `uuid` cases: realistic values and edge cases of the grammar.
    static let uuidExtraCases: [StringFormatCase] = [
        StringFormatCase("f47ac10b-58cc-4372-a567-0e02b2c3d479", true, "random (version 4) UUID"),
        StringFormatCase("F47AC10B-58CC-4372-A567-0E02B2C3D479", true, "upper-case version 4 UUID"),
        StringFormatCase("{f47ac10b-58cc-4372-a567-0e02b2c3d479}", false, "braces"),
        StringFormatCase("f47ac10b-58cc-4372-a567-0e02b2c3d47", false, "35 characters"),
    ]

    @Test("uuid: test suite", arguments: uuidSuiteCases)
    func suiteUuid(_ testCase: StringFormatCase) {
        #expect(StringFormat.uuid.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("uuid: additional cases", arguments: uuidExtraCases)
    func extraUuid(_ testCase: StringFormatCase) {
        #expect(StringFormat.uuid.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
