// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct URITemplateFormatTests {
    /// JSON-Schema-Test-Suite cases for `uri-template`.
    static let uriTemplateSuiteCases: [StringFormatCase] = [
        StringFormatCase("http://example.com/dictionary/{term:1}/{term}", true, "a valid uri-template"),
        StringFormatCase("http://example.com/dictionary/{term:1}/{term", false, "an invalid uri-template"),
        StringFormatCase("http://example.com/dictionary", true, "a valid uri-template without variables"),
        StringFormatCase("dictionary/{term:1}/{term}", true, "a valid relative uri-template"),
        StringFormatCase("{}", false, "an empty expression is invalid"),
        StringFormatCase("{a,,b}", false, "an empty varspec inside the variable list is invalid"),
        StringFormatCase("{v:0}", false, "a zero prefix max-length is invalid"),
        StringFormatCase("{v:10000}", false, "a five-digit prefix max-length is invalid"),
        StringFormatCase("", true, "an empty string is a valid uri-template"),
        StringFormatCase("foo}bar", false, "an unmatched closing brace is invalid"),
        StringFormatCase("a%41b", true, "a percent-encoded triplet in a literal is valid"),
        StringFormatCase("a😀b", true, "a supplementary plane character in a literal is valid"),
        StringFormatCase("{+var}", true, "reserved expansion operator"),
        StringFormatCase("{#var}", true, "fragment expansion operator"),
        StringFormatCase("{.var}", true, "label expansion operator"),
        StringFormatCase("{/var}", true, "path segment expansion operator"),
        StringFormatCase("{;var}", true, "path style parameter expansion operator"),
        StringFormatCase("{?var}", true, "form style query expansion operator"),
        StringFormatCase("{&var}", true, "form style query continuation operator"),
        StringFormatCase("{var*}", true, "the explode modifier is valid"),
        StringFormatCase("{x,y}", true, "a variable list with more than one varspec is valid"),
        StringFormatCase("{a.b}", true, "a dotted variable name is valid"),
        StringFormatCase("{a..b}", false, "a double dot in a variable name is invalid"),
        StringFormatCase("{%41}", true, "a variable name may start with a percent-encoded triplet"),
        StringFormatCase("{v:1000}", true, "a four-digit prefix max-length is valid"),
        StringFormatCase("{v:01}", false, "a leading zero in the prefix max-length is invalid"),
        StringFormatCase("a b", false, "a space in a literal is invalid"),
        StringFormatCase("a\u{7F}b", false, "a delete character in a literal is invalid"),
        StringFormatCase("{a,}", false, "a trailing comma in the variable list is invalid"),
        StringFormatCase("{var=def}", false, "a default value in a varspec is invalid"),
        StringFormatCase("{,+var}", false, "an operator in place of the first varspec is invalid"),
        StringFormatCase("a'b", true, "an apostrophe in a literal is valid"),
    ]

    /// Additional `uri-template` cases: realistic values and edge cases of the grammar.
    static let uriTemplateExtraCases: [StringFormatCase] = [
        StringFormatCase("https://api.example.com/jobs/{jobId}/thumbs{?size,format}", true, "realistic template"),
        StringFormatCase("{var:30}", true, "prefix modifier"),
        StringFormatCase("{keys*}", true, "explode modifier"),
        StringFormatCase("{=var}", true, "reserved operator is part of the grammar"),
        StringFormatCase("{var", false, "unterminated expression"),
        StringFormatCase("}", false, "lone closing brace"),
        StringFormatCase("%", false, "lone percent sign"),
        StringFormatCase("%4", false, "truncated percent-encoding"),
        StringFormatCase("{x:1*}", false, "both prefix and explode"),
        StringFormatCase("{a b}", false, "space in a variable name"),
        StringFormatCase("{;x,y}", true, "path-style parameters"),
        StringFormatCase("{x.}", false, "variable name ending with a dot"),
        StringFormatCase("{.x}", true, "label operator"),
        StringFormatCase("{{x}}", false, "nested braces"),
        StringFormatCase("/\u{E000}", true, "private-use character in a literal"),
        StringFormatCase("\"", false, "double quote in a literal"),
    ]

    @Test("uri-template: test suite", arguments: uriTemplateSuiteCases)
    func suiteUriTemplate(_ testCase: StringFormatCase) {
        #expect(StringFormat.uriTemplate.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("uri-template: additional cases", arguments: uriTemplateExtraCases)
    func extraUriTemplate(_ testCase: StringFormatCase) {
        #expect(StringFormat.uriTemplate.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
