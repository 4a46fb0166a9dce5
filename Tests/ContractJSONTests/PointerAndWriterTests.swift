import ContractJSON
import Testing

@Suite("Pointers and writing")
struct PointerAndWriterTests {
    @Test("pointers escape ~ and / and resolve into values")
    func pointers() throws {
        let pointer = try #require(JSONPointer("/a~1b/m~0n/0"))
        #expect(pointer.tokens == ["a/b", "m~n", "0"])
        #expect(pointer.description == "/a~1b/m~0n/0")
        let value: JSONValue = ["a/b": ["m~n": ["first"]]]
        #expect(pointer.resolve(in: value) == "first")
        #expect(JSONPointer("no-slash") == nil)
        #expect(JSONPointer("/bad~2") == nil)
        #expect(JSONPointer("/trailing~") == nil)
        // RFC 6901 works on code points: a combining mark after `/` or `~1` does not hide them.
        #expect(JSONPointer("/a/\u{301}b")?.tokens == ["a", "\u{301}b"])
        #expect(JSONPointer("/a~1\u{301}")?.tokens == ["a/\u{301}"])
        #expect(JSONPointer("/")?.tokens == [""])
        #expect(JSONPointer("//x/")?.tokens == ["", "x", ""])
        #expect(JSONPointer(uriFragment: "#/a%20b")?.tokens == ["a b"])
        #expect(JSONPointer(tokens: ["a b"]).uriFragment == "/a%20b")
    }

    @Test("compact and pretty output are stable and round-trip")
    func writer() throws {
        let text = #"{"b":[1,2.50,{"c":null}],"a":"quote \" and \\ and \u0001 and é"}"#
        let value = try JSONValue(parsing: text)
        let compact = JSONWriter.compact.string(from: value)
        #expect(compact == #"{"b":[1,2.50,{"c":null}],"a":"quote \" and \\ and \u0001 and é"}"#)
        #expect(try JSONValue(parsing: compact) == value)
        let pretty = JSONWriter.pretty.string(from: value)
        #expect(pretty.hasPrefix("{\n  \"b\": [\n    1,"))
        #expect(try JSONValue(parsing: pretty) == value)
        #expect(JSONWriter(indent: nil, sortsKeys: true).string(from: value).hasPrefix(#"{"a":"#))
    }

    @Test("string equality is by code points, not canonical equivalence")
    func codePointEquality() {
        let precomposed: JSONValue = "\u{E9}"
        let decomposed: JSONValue = "e\u{301}"
        #expect(precomposed != decomposed)
        #expect(Set([precomposed, decomposed]).count == 2)
    }

    @Test("object equality ignores member order")
    func objectEquality() {
        let a: JSONValue = ["x": 1, "y": [true]]
        let b: JSONValue = ["y": [true], "x": 1.0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }
}
