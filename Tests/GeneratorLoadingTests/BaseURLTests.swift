import Foundation
import Testing
@testable import GeneratorLoading

/// `api.baseURL` (and an OpenAPI server URL) is checked without Foundation; generated code writes
/// `URL(string:)!` for it, so every URL the check accepts must parse in Foundation with a host.
@Suite("Base URLs")
struct BaseURLTests {
    static let accepted = [
        "https://api.example.com", "http://localhost:8080", "https://api.example.com/v1", "https://api.example.com/v1/a-b_c~d.e",
        "https://user:secret@api.example.com", "https://[::1]:8443/api", "https://[2001:db8::7]", "http://127.0.0.1",
        "https://api.example.com:65535", "https://api.example.com/%7Euser", "https://xn--bcher-kva.example/p;x=1/@a:b",
        "https://api.example.com:", "https://a!$&'()*+,;=b.example",
    ]
    static let refused = [
        "ftp://api.example.com", "https://api.example.com/", "https://api.example.com?q=1", "https://api.example.com#top",
        "https://", "https:///path", "https://api example.com", "https://api.example.com/ä", "https://api.example.com/%zz",
        "https://api.example.com/%4", "https://api.example.com:99999", "https://api.example.com:80a", "https://[::1",
        "https://[]", "https://[::1]x", "https://a@b@c", "https://api.example.com/{id}", "https://api.example.com/a\"b",
        "https://api.example.com/a|b", "https://api.example.com/a\\b", "HTTPS://api.example.com", "https://:80",
        "https://api.example.com/a^b", "https://api.example.com/`", "https://a<b", "http:/x", "https:api.example.com",
    ]

    @Test("accepts absolute http(s) URLs with a host that Foundation parses", arguments: accepted)
    func accepts(_ text: String) {
        #expect(EndpointFileReader.isBaseURL(text))
        let url = URL(string: text)
        #expect(url != nil && url?.host != nil, "generated code would crash on URL(string: \(text))!")
    }

    @Test("refuses anything else", arguments: refused)
    func refuses(_ text: String) {
        #expect(!EndpointFileReader.isBaseURL(text))
    }
}
