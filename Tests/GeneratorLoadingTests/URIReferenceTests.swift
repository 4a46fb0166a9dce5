import Testing
@testable import GeneratorLoading

@Suite("URI references")
struct URIReferenceTests {
    // RFC 3986 §5.4 examples, base http://a/b/c/d;p?q
    @Test(arguments: [
        ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"),
        ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"), ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("..", "http://a/b/"),
        ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../../g", "http://a/g"), ("/./g", "http://a/g"),
        ("g.", "http://a/b/c/g."), ("./../g", "http://a/b/g"), ("g;x=1/../y", "http://a/b/c/y"), ("g:h", "g:h"),
    ])
    func rfc3986Examples(reference: String, expected: String) {
        let base = URIReference("http://a/b/c/d;p?q")
        #expect(base.resolving(reference).description == expected)
    }

    @Test func relativeSchemaReference() {
        let base = URIReference("https://contracts.local/sessions/session-summary.schema.json")
        #expect(base.resolving("pick.schema.json").description == "https://contracts.local/sessions/pick.schema.json")
        #expect(base.resolving("../rounds/player.schema.json#/$defs/id").description == "https://contracts.local/rounds/player.schema.json#/$defs/id")
    }
}
