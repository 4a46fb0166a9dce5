// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct URIFormatTests {
    /// JSON-Schema-Test-Suite cases for `uri`.
    static let uriSuiteCases: [StringFormatCase] = [
        StringFormatCase("http://foo.bar/?baz=qux#quux", true, "a valid URL with anchor tag"),
        StringFormatCase("http://foo.com/blah_(wikipedia)_blah#cite-1", true, "a valid URL with anchor tag and parentheses"),
        StringFormatCase("http://foo.bar/?q=Test%20URL-encoded%20stuff", true, "a valid URL with URL-encoded stuff"),
        StringFormatCase("http://xn--nw2a.xn--j6w193g/", true, "a valid puny-coded URL "),
        StringFormatCase("http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com", true, "a valid URL with many special characters"),
        StringFormatCase("http://223.255.255.254", true, "a valid URL based on IPv4"),
        StringFormatCase("ftp://ftp.is.co.za/rfc/rfc1808.txt", true, "a valid URL with ftp scheme"),
        StringFormatCase("http://www.ietf.org/rfc/rfc2396.txt", true, "a valid URL for a simple text file"),
        StringFormatCase("ldap://[2001:db8::7]/c=GB?objectClass?one", true, "a valid URL"),
        StringFormatCase("mailto:John.Doe@example.com", true, "a valid mailto URI"),
        StringFormatCase("news:comp.infosystems.www.servers.unix", true, "a valid newsgroup URI"),
        StringFormatCase("tel:+1-816-555-1212", true, "a valid tel URI"),
        StringFormatCase("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", true, "a valid URN"),
        StringFormatCase("//foo.bar/?baz=qux#quux", false, "an invalid protocol-relative URI Reference"),
        StringFormatCase("/abc", false, "an invalid relative URI Reference"),
        StringFormatCase("\\\\WINDOWS\\fileshare", false, "an invalid URI"),
        StringFormatCase("abc", false, "an invalid URI though valid URI reference"),
        StringFormatCase("http:// shouldfail.com", false, "an invalid URI with spaces"),
        StringFormatCase(":// should fail", false, "an invalid URI with spaces and missing scheme"),
        StringFormatCase("bar,baz:foo", false, "an invalid URI with comma in scheme"),
        StringFormatCase("https://[@example.org/test.txt", false, "invalid userinfo"),
        StringFormatCase("https://example.org/foobar®.txt", false, "unescaped non US-ASCII characters"),
        StringFormatCase("https://example.org/foobar\\.txt", false, "invalid backslash character"),
        StringFormatCase("https://example.org/foobar\".txt", false, "invalid \" character"),
        StringFormatCase("https://example.org/foobar<>.txt", false, "invalid <> characters"),
        StringFormatCase("https://example.org/foobar{}.txt", false, "invalid {} characters"),
        StringFormatCase("https://example.org/foobar^.txt", false, "invalid ^ character"),
        StringFormatCase("https://example.org/foobar`.txt", false, "invalid ` character"),
        StringFormatCase("https://example.org/foo bar.txt", false, "invalid SPACE character"),
        StringFormatCase("https://example.org/foobar|.txt", false, "invalid | character"),
        StringFormatCase("http://087.10.0.1/", true, "URI with leading-zero IPv4 is structurally valid as a reg-name"),
        StringFormatCase("http://999.999.999.999/", true, "URI with out-of-bounds IPv4 is structurally valid as a reg-name"),
        StringFormatCase("http://example.com/%6G", false, "invalid percent-encoding with non-hex digits"),
        StringFormatCase("http://example.com/%A", false, "incomplete percent-encoding triplet"),
        StringFormatCase("http://example.com/%", false, "lone percent sign is invalid"),
        StringFormatCase("1http://example.com", false, "scheme must start with a letter"),
        StringFormatCase("ht_tp://example.com", false, "invalid character in scheme"),
        StringFormatCase("http://example.com:abc/path", false, "non-numeric port is invalid"),
        StringFormatCase("http://[::ffff:01.2.3.4]", false, "leading zero in an embedded IPv4 address is invalid"),
        StringFormatCase("http:/[::1]", false, "square brackets are not allowed in a path segment"),
    ]

    /// ASCII URIs of the usual `scheme://host/path?query#fragment` shape, and near misses: each is
    /// valid or invalid alike as `uri`, `uri-reference` and `iri`, and exercises the one-pass check
    /// in front of the full grammar.
    static let plainShapeCases: [StringFormatCase] = [
        StringFormatCase("https://example.com/a/b?c=d/e?f#g/h?i:@", true, "plain characters in every part"),
        StringFormatCase("https://example.com/a#b#c", false, "a second #"),
        StringFormatCase("https://example.com/a?b c", false, "a space in the query"),
        StringFormatCase("https://exa%6Dple.com/", true, "percent-encoding in the host"),
        StringFormatCase("http:///path", true, "empty host"),
        StringFormatCase("a:", true, "scheme only"),
        StringFormatCase("a:b:c/d//e", true, "rootless path with colons and empty segments"),
    ]

    /// Additional `uri` cases: realistic values and edge cases of the grammar.
    static let uriExtraCases: [StringFormatCase] = plainShapeCases + [
        StringFormatCase("https://cdn.example.com/thumbs/job_1.jpg", true, "realistic HTTPS URL"),
        StringFormatCase("https://example.com/caf\u{E9}", false, "non-ASCII in the path"),
        StringFormatCase("https://user:pass@example.com:8443/a/b?c=d&e=f#g", true, "every component"),
        StringFormatCase("https://example.com:/", true, "empty port"),
        StringFormatCase("urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380", true, "URN"),
        StringFormatCase("http://[v1.fe:80]", true, "IPvFuture"),
        StringFormatCase("http://[vz.1]", false, "IPvFuture without a hex version"),
        StringFormatCase("http://[::1]:8080/", true, "IPv6 host with a port"),
        StringFormatCase("http://[::1", false, "unterminated IP literal"),
        StringFormatCase("http://[fe80::1%25en0]/", false, "zone identifier is not RFC 3986"),
        StringFormatCase("file:///etc/hosts", true, "empty authority"),
        StringFormatCase("a:", true, "scheme and empty path"),
        StringFormatCase("HTTP://EXAMPLE.COM/", true, "upper-case scheme"),
        StringFormatCase("https://example.com/ü", false, "non-ASCII path"),
        StringFormatCase("http://example.com/#a#b", false, "number sign inside the fragment"),
        StringFormatCase("http://example.com/?a?b/c", true, "question mark and slash inside the query"),
        StringFormatCase("data:text/plain;base64,SGVsbG8=", true, "data URI"),
        StringFormatCase("http://a@b@c/", false, "two at-signs in the authority"),
        StringFormatCase("http://example.com:80:80/", false, "two ports"),
        StringFormatCase("", false, "empty string"),
    ]

    @Test("uri: test suite", arguments: uriSuiteCases)
    func suiteUri(_ testCase: StringFormatCase) {
        #expect(StringFormat.uri.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("uri: additional cases", arguments: uriExtraCases)
    func extraUri(_ testCase: StringFormatCase) {
        #expect(StringFormat.uri.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `uri-reference`.
    static let uriReferenceSuiteCases: [StringFormatCase] = [
        StringFormatCase("http://foo.bar/?baz=qux#quux", true, "a valid URI"),
        StringFormatCase("//foo.bar/?baz=qux#quux", true, "a valid protocol-relative URI Reference"),
        StringFormatCase("/abc", true, "a valid relative URI Reference"),
        StringFormatCase("\\\\WINDOWS\\fileshare", false, "an invalid URI Reference"),
        StringFormatCase("abc", true, "a valid URI Reference"),
        StringFormatCase("#fragment", true, "a valid URI fragment"),
        StringFormatCase("#frag\\ment", false, "an invalid URI fragment"),
        StringFormatCase("/foobar®.txt", false, "unescaped non US-ASCII characters"),
        StringFormatCase("https://example.org/foobar\\.txt", false, "invalid backslash character"),
        StringFormatCase("http://087.10.0.1/", true, "URI with leading-zero IPv4 is structurally valid as a reg-name"),
        StringFormatCase("http://999.999.999.999/", true, "URI with out-of-bounds IPv4 is structurally valid as a reg-name"),
        StringFormatCase("", true, "an empty URI reference"),
        StringFormatCase("?query=1", true, "a query-only reference"),
        StringFormatCase("//", true, "a network-path reference with an empty authority"),
        StringFormatCase("/%zz", false, "an incomplete percent-encoding"),
        StringFormatCase("/a\"b", false, "a double quote in a path"),
        StringFormatCase("/[::1]", false, "square brackets outside an authority"),
        StringFormatCase("//example.com:abc/p", false, "a non-numeric port in a network-path reference"),
        StringFormatCase("//a@b@example.com/", false, "more than one at-sign in the authority"),
        StringFormatCase("//[::ffff:192.168.0.01]/p", false, "a leading zero in the IPv4 part of an IPv6 literal"),
        StringFormatCase("1:b", false, "a colon in the first segment of a relative-path reference"),
        StringFormatCase("./this:that", true, "a colon in the first segment preceded by a dot-segment"),
    ]

    /// Additional `uri-reference` cases: realistic values and edge cases of the grammar.
    static let uriReferenceExtraCases: [StringFormatCase] = plainShapeCases + [
        StringFormatCase("../a/b", true, "dot-dot relative path"),
        StringFormatCase("a:b:c", true, "scheme a with a rootless path"),
        StringFormatCase("?", true, "empty query"),
        StringFormatCase("#", true, "empty fragment"),
        StringFormatCase("//user@host:1/x", true, "network-path reference with userinfo and port"),
        StringFormatCase("%zz", false, "bad percent-encoding"),
        StringFormatCase("a%20b", true, "percent-encoded space"),
        StringFormatCase(":a", false, "colon in the first segment without a scheme"),
        StringFormatCase("https://cdn.example.com/thumbs/job_1.jpg", true, "realistic HTTPS URL"),
        StringFormatCase("https://example.com/caf\u{E9}", false, "non-ASCII in the path"),
        StringFormatCase("/ü", false, "non-ASCII path"),
    ]

    @Test("uri-reference: test suite", arguments: uriReferenceSuiteCases)
    func suiteUriReference(_ testCase: StringFormatCase) {
        #expect(StringFormat.uriReference.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("uri-reference: additional cases", arguments: uriReferenceExtraCases)
    func extraUriReference(_ testCase: StringFormatCase) {
        #expect(StringFormat.uriReference.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `iri`.
    static let iriSuiteCases: [StringFormatCase] = [
        StringFormatCase("http://ƒøø.ßår/?∂éœ=πîx#πîüx", true, "a valid IRI with anchor tag"),
        StringFormatCase("http://ƒøø.com/blah_(wîkïpédiå)_blah#ßité-1", true, "a valid IRI with anchor tag and parentheses"),
        StringFormatCase("http://ƒøø.ßår/?q=Test%20URL-encoded%20stuff", true, "a valid IRI with URL-encoded stuff"),
        StringFormatCase("http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com", true, "a valid IRI with many special characters"),
        StringFormatCase("http://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", true, "a valid IRI based on IPv6"),
        StringFormatCase("http://2001:0db8:85a3:0000:0000:8a2e:0370:7334", false, "an IPv6 address without enclosing brackets is invalid"),
        StringFormatCase("/abc", false, "an invalid relative IRI Reference"),
        StringFormatCase("\\\\WINDOWS\\filëßåré", false, "an invalid IRI"),
        StringFormatCase("âππ", false, "an invalid IRI though valid IRI reference"),
        StringFormatCase("http://[::ffff:192.168.0.01]", false, "an IPv6 host whose embedded IPv4 has a leading zero is invalid"),
        StringFormatCase("http://[2001:db8::1]", true, "a valid IRI with a compressed IPv6 host"),
        StringFormatCase("http://ƒøø.ßår/\n", false, "a trailing newline after a valid IRI is invalid"),
        StringFormatCase("http://[V1.fe]", true, "an IPvFuture host with an uppercase version letter is valid"),
        StringFormatCase("http://192.168.0.1/p", true, "a valid IRI with an IPv4 host"),
        StringFormatCase("urn:example:resource", true, "a valid IRI with no authority and a rootless path"),
        StringFormatCase("file:/etc/hosts", true, "a valid IRI with no authority and an absolute path"),
        StringFormatCase("http://ƒøø.ßår/𐌀", true, "a valid IRI with a supplementary-plane character in the path"),
        StringFormatCase("http://ƒøø.ßår/?q=\u{F0000}", true, "a valid IRI with a supplementary-plane private-use char in query"),
    ]

    /// Additional `iri` cases: realistic values and edge cases of the grammar.
    static let iriExtraCases: [StringFormatCase] = plainShapeCases + [
        StringFormatCase("https://例え.テスト/パス?クエリ#フラグ", true, "Japanese host, path, query and fragment"),
        StringFormatCase("https://example.com/\u{E000}", false, "private-use character in the path"),
        StringFormatCase("https://example.com/?\u{E000}", true, "private-use character in the query"),
        StringFormatCase("https://example.com/\u{FFF0}", false, "specials block character"),
        StringFormatCase("https://cdn.example.com/thumbs/job_1.jpg", true, "realistic HTTPS URL"),
        StringFormatCase("https://example.com/caf\u{E9}", true, "non-ASCII in the path"),
        StringFormatCase("https://example.com/a b", false, "space"),
    ]

    @Test("iri: test suite", arguments: iriSuiteCases)
    func suiteIri(_ testCase: StringFormatCase) {
        #expect(StringFormat.iri.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("iri: additional cases", arguments: iriExtraCases)
    func extraIri(_ testCase: StringFormatCase) {
        #expect(StringFormat.iri.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `iri-reference`.
    static let iriReferenceSuiteCases: [StringFormatCase] = [
        StringFormatCase("http://ƒøø.ßår/?∂éœ=πîx#πîüx", true, "a valid IRI"),
        StringFormatCase("//ƒøø.ßår/?∂éœ=πîx#πîüx", true, "a valid protocol-relative IRI Reference"),
        StringFormatCase("/âππ", true, "a valid relative IRI Reference"),
        StringFormatCase("\\\\WINDOWS\\filëßåré", false, "an invalid IRI Reference"),
        StringFormatCase("âππ", true, "a valid IRI Reference"),
        StringFormatCase("#ƒrägmênt", true, "a valid IRI fragment"),
        StringFormatCase("#ƒräg\\mênt", false, "an invalid IRI fragment"),
    ]

    /// Additional `iri-reference` cases: realistic values and edge cases of the grammar.
    static let iriReferenceExtraCases: [StringFormatCase] = [
        StringFormatCase("/パス", true, "non-ASCII absolute path"),
        StringFormatCase("#\u{E000}", false, "private-use character in the fragment"),
        StringFormatCase("", true, "empty reference"),
        StringFormatCase("é:x", false, "colon in the first segment when the prefix is not a valid scheme"),
    ]

    @Test("iri-reference: test suite", arguments: iriReferenceSuiteCases)
    func suiteIriReference(_ testCase: StringFormatCase) {
        #expect(StringFormat.iriReference.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("iri-reference: additional cases", arguments: iriReferenceExtraCases)
    func extraIriReference(_ testCase: StringFormatCase) {
        #expect(StringFormat.iriReference.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
