import ContractSchema
import Testing

@testable import GeneratorTranslation

/// The generator writes a `format: uri` default as `ContractModels.URI("...")!` only when its own check
/// (`DefaultFormatCheck.isURI`) passes; that literal must never fail at run time, so everything the check
/// passes, the runtime's `format: uri` (which `URI` uses) must accept.
@Suite("URI defaults")
struct URIDefaultCheckTests {
    @Test("the generator's URI check accepts common URIs and nothing the runtime refuses")
    func isASubsetOfTheRuntimeCheck() {
        let common = [
            "https://example.com/a?b=c#d", "urn:isbn:0451450523", "mailto:a@b.test", "http://user:pw@host:8080/p",
            "file:///etc/hosts", "x:", "http://", "http://host:/p", "HTTP://EXAMPLE.COM/%7Efoo", "tel:+1-816-555-1212",
        ]
        for text in common {
            #expect(DefaultFormatCheck.isURI(text), "\(text)")
            #expect(StringFormat.uri.accepts(text), "\(text)")
        }
        // IP literals are left to the runtime: the generator refuses them, which only drops the default.
        #expect(!DefaultFormatCheck.isURI("http://[2001:db8::7]/"))
        // Random texts over the characters that matter to the grammar (a fixed seed: the same texts each run).
        let alphabet = Array("ab1:/?#@[]%%.-+!$&'()*,;=~_ é\"\\".unicodeScalars)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var accepted = 0
        for _ in 0..<20_000 {
            var text = ["http://", "a:", "ab+1.-:", "x://u@h:1", ""][next() % 5]
            for _ in 0..<(next() % 12) { text.unicodeScalars.append(alphabet[next() % alphabet.count]) }
            if DefaultFormatCheck.isURI(text) {
                accepted += 1
                #expect(StringFormat.uri.accepts(text), "the generator accepts \(text), the runtime does not")
            }
        }
        #expect(accepted > 1_000)
    }
}
