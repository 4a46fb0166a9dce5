import ContractSchemaCore
import Testing

/// RFC 3986 section 5.4: every normal and abnormal example, resolved against its base.
@Suite struct URIReferenceTests {
    static let base = URIReference("http://a/b/c/d;p?q")

    static let normal: [(String, String)] = [
        ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/;x"), ("g;x", "http://a/b/c/g;x"), ("g;x?y#s", "http://a/b/c/g;x?y#s"),
        ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"), ("..", "http://a/b/"),
        ("../", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../", "http://a/"),
        ("../../g", "http://a/g"),
    ]

    static let abnormal: [(String, String)] = [
        ("../../../g", "http://a/g"), ("../../../../g", "http://a/g"), ("/./g", "http://a/g"), ("/../g", "http://a/g"),
        ("g.", "http://a/b/c/g."), (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."), ("..g", "http://a/b/c/..g"),
        ("./../g", "http://a/b/g"), ("./g/.", "http://a/b/c/g/"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ("g;x=1/./y", "http://a/b/c/g;x=1/y"), ("g;x=1/../y", "http://a/b/c/y"), ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("g?y/../x", "http://a/b/c/g?y/../x"), ("g#s/./x", "http://a/b/c/g#s/./x"), ("g#s/../x", "http://a/b/c/g#s/../x"),
        ("http:g", "http:g"),
    ]

    @Test(arguments: normal + abnormal)
    func resolvesAsTheRFCSays(reference: String, expected: String) {
        #expect(Self.base.resolving(reference).text == expected)
    }

    @Test func schemesAreASCIIOnly() {
        #expect(URIReference("héllo:world").scheme == nil)
        #expect(URIReference("urn:example:x").scheme == "urn")
        #expect(URIReference("1abc:x").scheme == nil)
        #expect(URIReference("a+b-c.d:x").scheme == "a+b-c.d")
    }

    @Test func splitsComponentsAndPrintsThemBack() {
        let reference = URIReference("https://example.com:8080/a/b?x=1#/$defs/y")
        #expect(reference.scheme == "https")
        #expect(reference.authority == "example.com:8080")
        #expect(reference.path == "/a/b")
        #expect(reference.query == "x=1")
        #expect(reference.fragment == "/$defs/y")
        #expect(reference.text == "https://example.com:8080/a/b?x=1#/$defs/y")
        #expect(reference.withoutFragment.text == "https://example.com:8080/a/b?x=1")
    }

    @Test("delimiters are split on their bytes, even when a combining mark follows them")
    func delimitersFollowedByCombiningMarks() {
        let reference = URIReference("https://h\u{301}/a/\u{301}b?q\u{301}#/\u{301}c")
        #expect(reference.authority == "h\u{301}")
        #expect(reference.path == "/a/\u{301}b")
        #expect(reference.query == "q\u{301}")
        #expect(reference.fragment == "/\u{301}c")
        #expect(URIReference("https://h/a/b/c").resolving("./\u{301}d").text == "https://h/a/b/\u{301}d")
        #expect(URIReference("https://h/a/b/c").resolving("../\u{301}d").text == "https://h/a/\u{301}d")
        #expect(URIReference.removeDotSegments("/a/./b/../c/.") == "/a/c/")
    }

    @Test("resolving within a root: what RFC 3986 resolution gives, or nothing when the reference climbs out of the root")
    func resolvesWithinARoot() {
        let root = URIReference("file:///")
        let folder = URIReference("file:///api/v1/")
        func within(_ reference: String) -> String? { folder.resolving(URIReference(reference), within: root)?.text }
        #expect(within("pet.yaml") == "file:///api/v1/pet.yaml")
        #expect(within("../common/error.json#/Error") == "file:///api/common/error.json#/Error")
        #expect(within("../../top.json") == "file:///top.json")
        #expect(within("./a/../b.json") == "file:///api/v1/b.json")
        // RFC 3986 turns these into file:///x.json; below a folder they name nothing.
        #expect(folder.resolving("../../../x.json").text == "file:///x.json")
        #expect(within("../../../x.json") == nil)
        #expect(within("a/../../../../x.json") == nil)
        #expect(within("https://example.com/x.json") == nil)
        #expect(within("//host/x.json") == nil)
        // Below a narrower root, an absolute path that leaves it names nothing either.
        #expect(folder.resolving(URIReference("/other/x.json"), within: URIReference("file:///api/")) == nil)
    }

    @Test func resolvesAgainstURNBases() {
        let base = URIReference("urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed")
        #expect(base.resolving("#/$defs/bar").text == "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed#/$defs/bar")
    }
}

@Suite struct SchemaReferenceTests {
    @Test func relativeSchemaReferences() {
        let base = URIReference("https://contracts.local/sessions/session-summary.schema.json")
        #expect(base.resolving("pick.schema.json").description == "https://contracts.local/sessions/pick.schema.json")
        #expect(base.resolving("../rounds/player.schema.json#/$defs/id").description
            == "https://contracts.local/rounds/player.schema.json#/$defs/id")
    }
}
