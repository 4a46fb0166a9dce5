// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct JSONPointerFormatTests {
    /// JSON-Schema-Test-Suite cases for `json-pointer`.
    static let jsonPointerSuiteCases: [StringFormatCase] = [
        StringFormatCase("/foo/bar~0/baz~1/%a", true, "a valid JSON-pointer"),
        StringFormatCase("/foo/bar~", false, "not a valid JSON-pointer (~ not escaped)"),
        StringFormatCase("/foo//bar", true, "valid JSON-pointer with empty segment"),
        StringFormatCase("/foo/bar/", true, "valid JSON-pointer with the last empty segment"),
        StringFormatCase("", true, "valid JSON-pointer as stated in RFC 6901 #1"),
        StringFormatCase("/foo", true, "valid JSON-pointer as stated in RFC 6901 #2"),
        StringFormatCase("/foo/0", true, "valid JSON-pointer as stated in RFC 6901 #3"),
        StringFormatCase("/", true, "valid JSON-pointer as stated in RFC 6901 #4"),
        StringFormatCase("/a~1b", true, "valid JSON-pointer as stated in RFC 6901 #5"),
        StringFormatCase("/c%d", true, "valid JSON-pointer as stated in RFC 6901 #6"),
        StringFormatCase("/e^f", true, "valid JSON-pointer as stated in RFC 6901 #7"),
        StringFormatCase("/g|h", true, "valid JSON-pointer as stated in RFC 6901 #8"),
        StringFormatCase("/i\\j", true, "valid JSON-pointer as stated in RFC 6901 #9"),
        StringFormatCase("/k\"l", true, "valid JSON-pointer as stated in RFC 6901 #10"),
        StringFormatCase("/ ", true, "valid JSON-pointer as stated in RFC 6901 #11"),
        StringFormatCase("/m~0n", true, "valid JSON-pointer as stated in RFC 6901 #12"),
        StringFormatCase("/foo/-", true, "valid JSON-pointer used adding to the last array position"),
        StringFormatCase("/foo/-/bar", true, "valid JSON-pointer (- used as object member name)"),
        StringFormatCase("/~1~0~0~1~1", true, "valid JSON-pointer (multiple escaped characters)"),
        StringFormatCase("/~1.1", true, "valid JSON-pointer (escaped with fraction part) #1"),
        StringFormatCase("/~0.1", true, "valid JSON-pointer (escaped with fraction part) #2"),
        StringFormatCase("#", false, "not a valid JSON-pointer (URI Fragment Identifier) #1"),
        StringFormatCase("#/", false, "not a valid JSON-pointer (URI Fragment Identifier) #2"),
        StringFormatCase("#a", false, "not a valid JSON-pointer (URI Fragment Identifier) #3"),
        StringFormatCase("/~0~", false, "not a valid JSON-pointer (some escaped, but not all) #1"),
        StringFormatCase("/~0/~", false, "not a valid JSON-pointer (some escaped, but not all) #2"),
        StringFormatCase("/~2", false, "not a valid JSON-pointer (wrong escape character) #1"),
        StringFormatCase("/~-1", false, "not a valid JSON-pointer (wrong escape character) #2"),
        StringFormatCase("/~~", false, "not a valid JSON-pointer (multiple characters not escaped)"),
        StringFormatCase("a", false, "not a valid JSON-pointer (isn't empty nor starts with /) #1"),
        StringFormatCase("0", false, "not a valid JSON-pointer (isn't empty nor starts with /) #2"),
        StringFormatCase("a/a", false, "not a valid JSON-pointer (isn't empty nor starts with /) #3"),
        StringFormatCase("/foo/bar/😎", true, "valid JSON-pointer (Unicode characters allowed by RFC 6901)"),
        StringFormatCase("/foo\u{0}bar\n\tbaz", true, "valid JSON-pointer (control characters allowed after JSON unescaping)"),
    ]

    /// Additional `json-pointer` cases: realistic values and edge cases of the grammar.
    static let jsonPointerExtraCases: [StringFormatCase] = [
        StringFormatCase("/~01", true, "escaped tilde followed by 1"),
        StringFormatCase("/a/~", false, "trailing lone tilde"),
        StringFormatCase("/~1~", false, "lone tilde after an escape"),
    ]

    @Test("json-pointer: test suite", arguments: jsonPointerSuiteCases)
    func suiteJsonPointer(_ testCase: StringFormatCase) {
        #expect(StringFormat.jsonPointer.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("json-pointer: additional cases", arguments: jsonPointerExtraCases)
    func extraJsonPointer(_ testCase: StringFormatCase) {
        #expect(StringFormat.jsonPointer.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `relative-json-pointer`.
    static let relativeJSONPointerSuiteCases: [StringFormatCase] = [
        StringFormatCase("1", true, "a valid upwards RJP"),
        StringFormatCase("0/foo/bar", true, "a valid downwards RJP"),
        StringFormatCase("2/0/baz/1/zip", true, "a valid up and then down RJP, with array index"),
        StringFormatCase("0#", true, "a valid RJP taking the member or index name"),
        StringFormatCase("/foo/bar", false, "an invalid RJP that is a valid JSON Pointer"),
        StringFormatCase("-1/foo/bar", false, "negative prefix"),
        StringFormatCase("+1/foo/bar", false, "explicit positive prefix"),
        StringFormatCase("١/foo", false, "non-ASCII digit in the prefix is not allowed"),
        StringFormatCase("0##", false, "## is not a valid json-pointer"),
        StringFormatCase("01/a", false, "zero cannot be followed by other digits, plus json-pointer"),
        StringFormatCase("01#", false, "zero cannot be followed by other digits, plus octothorpe"),
        StringFormatCase("", false, "empty string"),
        StringFormatCase("120/foo/bar", true, "multi-digit integer prefix"),
        StringFormatCase("100", true, "multi-digit prefix with a zero followed by another digit"),
        StringFormatCase("0/~2", false, "tilde not followed by 0 or 1 in the json-pointer part"),
        StringFormatCase("0/foo/bar~", false, "unescaped tilde at the end of the json-pointer part"),
        StringFormatCase("1#/foo/bar", false, "octothorpe followed by a json-pointer"),
        StringFormatCase("0//", true, "empty reference tokens in the json-pointer part"),
        StringFormatCase("1\n", false, "trailing newline after the non-negative integer"),
    ]

    /// Additional `relative-json-pointer` cases: realistic values and edge cases of the grammar.
    static let relativeJSONPointerExtraCases: [StringFormatCase] = [
        StringFormatCase("0+1/foo", true, "index manipulation upwards"),
        StringFormatCase("1-1#", true, "index manipulation with #"),
        StringFormatCase("0+", false, "index manipulation without a number"),
        StringFormatCase("0+01", false, "index manipulation with a leading zero"),
        StringFormatCase("2#", true, "member name two levels up"),
        StringFormatCase("0/", true, "empty reference token"),
        StringFormatCase("0#/", false, "characters after #"),
    ]

    @Test("relative-json-pointer: test suite", arguments: relativeJSONPointerSuiteCases)
    func suiteRelativeJSONPointer(_ testCase: StringFormatCase) {
        #expect(StringFormat.relativeJSONPointer.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("relative-json-pointer: additional cases", arguments: relativeJSONPointerExtraCases)
    func extraRelativeJSONPointer(_ testCase: StringFormatCase) {
        #expect(StringFormat.relativeJSONPointer.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
