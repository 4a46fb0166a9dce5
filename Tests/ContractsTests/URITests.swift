import ContractRuntime
import Contracts
import Foundation
import Testing

/// `ContractModels.URI`, the type of `format: uri`: it holds exactly the texts the validator's `format: uri`
/// accepts, gives them back unchanged, and hands Foundation's `URL` over when asked.
@Suite("Contracts: URI")
struct URITests {
    /// Texts on both sides of RFC 3986's grammar, the official suite's `uri` cases among them.
    static let texts = [
        "https://example.com/a?b=c#d", "HTTP://EXAMPLE.COM/%7Efoo", "urn:isbn:0451450523", "mailto:a@b.test", "tel:+1-816-555-1212",
        "http://[2001:db8::7]/c=GB?objectClass?one", "http://[v1.fe]/", "http://user:pw@host:8080/p", "http://host:/p", "http://",
        "ldap://[2001:db8::7]/c=GB?objectClass?one", "news:comp.infosystems.www.servers.unix", "file:///etc/hosts", "x:",
        "//example.com/relative", "/absolute/path", "relative/path", "", "http://exa mple.com", "http://example.com/ä", "ht tp://a",
        "http://a/%zz", "http://a/%4", "http://a#b#c", "http://a:b/", "http://a@b@c/", "http://[::1", "1http://a", "http://\\a",
        "http://a/\"q\"", "https://image.tmdb.org/t/p/w300/88Z0fMP8a88EpQWMCs1593G0ngu.jpg",
    ]

    @Test("a URI is made exactly from the texts format: uri accepts, and keeps them unchanged")
    func agreesWithTheFormatCheck() {
        for text in URITests.texts {
            let uri = URI(text)
            #expect((uri != nil) == StringFormat.uri.accepts(text), "\(text)")
            if let uri {
                #expect(uri.text == text)
                #expect(uri.description == text)
                #expect(uri.jsonValue == .string(text))
            }
        }
    }

    @Test("url is Foundation's URL for the text, for every URI")
    func urlParsesEveryURI() throws {
        for text in URITests.texts {
            guard let uri = URI(text) else { continue }
            #expect(uri.url == URL(string: text), "\(text)")
        }
        let link = try #require(URI("https://example.com:8443/a/b?c=d#e"))
        #expect(link.url.host() == "example.com")
        #expect(link.url.port == 8443)
        #expect(URI(link.url) == link)
        #expect(URI(URL(fileURLWithPath: "/tmp/a b")) == URI("file:///tmp/a%20b"))
    }

    @Test("decoded from a parsed document: escapes are decoded before the check; anything else is a failure, not a crash")
    func decodesFromAView() throws {
        func decode(_ json: String) throws -> URI? {
            try JSONDocument(parsing: json).withView { view in
                do throws(DecodingFailure) { return try URI(from: view, at: 0, validating: true) } catch { return nil }
            }
        }
        #expect(try decode(#""https:\/\/a.test\/x""#)?.text == "https://a.test/x")
        #expect(try decode(#""https://a.test/\u0078""#)?.text == "https://a.test/x")
        #expect(try decode(#""https://a.test/ü""#) == nil)
        #expect(try decode(#""relative/path""#) == nil)
        #expect(try decode(#""https://a.test/\n""#) == nil)
        #expect(try decode("42") == nil)
        #expect(try decode("null") == nil)
    }

    @Test("Codable writes the text back and refuses what is not a URI")
    func codable() throws {
        let value = try #require(URI("HTTP://Example.COM/a%2Fb?x=%7E"))
        let data = try JSONEncoder().encode([value])
        #expect(try JSONDecoder().decode([URI].self, from: data) == [value])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([URI].self, from: Data(#"["not a uri"]"#.utf8)) }
    }

    @Test("a generated model keeps a URL member's text through decoding and encoding, on the fast path and through Codable")
    func generatedModelsRoundTrip() throws {
        let json = #"""
            {"id": "job_1", "thumbnailUrl": "HTTPS://CDN.Example.test/t/%7Ea.png?x=1#f", "effectTitle": "Face Enhancement",
             "effectId": "effect_face_001", "status": "completed", "createdAt": "2025-10-12T10:30:00Z", "resultUrl": null}
            """#
        let item = try HistoryItem.decode(validating: Array(json.utf8))
        #expect(item.thumbnailUrl?.value?.text == "HTTPS://CDN.Example.test/t/%7Ea.png?x=1#f")
        #expect(item.jsonValue.objectValue?["thumbnailUrl"] == .string("HTTPS://CDN.Example.test/t/%7Ea.png?x=1#f"))
        let viaCodable = try JSONDecoder().decode(HistoryItem.self, from: Data(json.utf8))
        #expect(viaCodable == item)
        #expect(try JSONDecoder().decode(HistoryItem.self, from: JSONEncoder().encode(item)) == item)
    }
}
