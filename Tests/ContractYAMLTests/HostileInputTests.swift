import ContractJSON
import ContractYAML
import Foundation
import Testing

@Suite("YAML on hostile input: bounded time and memory")
struct HostileInputTests {
    /// Seconds `body` takes.
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test("billion laughs: alias expansion stops at the node limit, fast")
    func billionLaughs() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        var error: JSONParseError?
        let time = seconds { error = failure(yaml) }
        #expect(error?.message.contains("alias bombs") == true)
        #expect(error?.location.line ?? 0 >= 5)
        #expect(time < 5)
        // A modest use of aliases stays well under the limit.
        #expect(failure(yaml.split(separator: "\n").prefix(3).joined(separator: "\n")) == nil)
        // The limit is an option.
        #expect(failure("a: &a [1, 2, 3]\nb: [*a, *a]", options: YAMLParsingOptions(maximumAliasExpansion: 7)) != nil)
        #expect(failure("a: &a [1, 2, 3]\nb: [*a, *a]", options: YAMLParsingOptions(maximumAliasExpansion: 8)) == nil)
    }

    @Test("a huge scalar aliased many times is limited by bytes as well")
    func hugeAliasedScalar() {
        let big = String(repeating: "x", count: 1 << 20)
        let yaml = "a: &a \(big)\nb: [" + Array(repeating: "*a", count: 200).joined(separator: ",") + "]"
        var error: JSONParseError?
        let time = seconds { error = failure(yaml, options: YAMLParsingOptions(maximumAliasExpansion: 1000)) }
        #expect(error?.message.contains("alias bombs") == true)
        #expect(time < 10)
    }

    @Test("deep nesting ends in an error at the depth limit, block and flow, never a crash")
    func deepNesting() {
        let flow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(flow)?.message.contains("maximum depth") == true)
        let flowMaps = String(repeating: "{a: ", count: 50_000)
        #expect(failure(flowMaps) != nil)
        var block = ""
        for level in 0..<5_000 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(failure(block)?.message.contains("maximum depth") == true)
        var sequences = ""
        for level in 0..<5_000 { sequences += String(repeating: " ", count: level) + "-\n" }
        #expect(failure(sequences)?.message.contains("maximum depth") == true)
        #expect(failure("[[[[1]]]]", options: YAMLParsingOptions(maximumDepth: 3)) != nil)
        #expect(failure("[[[1]]]", options: YAMLParsingOptions(maximumDepth: 3)) == nil)
    }

    @Test("huge scalars and long documents parse in time proportional to their size")
    func largeInputs() throws {
        // Sizes for debug builds (tests); a release build reads several MB a second.
        let plain = "k: " + String(repeating: "word ", count: 200_000)
        let quoted = "k: \"" + String(repeating: "ab\\n", count: 200_000) + "\""
        let block = "k: |\n" + String(repeating: "  a line of text\n", count: 50_000)
        var many = ""
        for index in 0..<5_000 { many += "key\(index): [\(index), value, {x: \(index)}]\n" }
        for text in [plain, quoted, block, many] {
            var parsed: [JSONValue] = []
            let time = try seconds { parsed = try values(text) }
            #expect(parsed.count == 1)
            #expect(time < 10, "\(text.prefix(20))… took \(time) s")
        }
    }

    @Test("a long line of tabs and indicators is refused quickly")
    func pathological() {
        let tabs = "- " + String(repeating: "\t- ", count: 100_000)
        let time = seconds { _ = failure(tabs) }
        #expect(time < 5)
        let keys = String(repeating: "? ", count: 100_000)
        let keysTime = seconds { _ = failure(keys) }
        #expect(keysTime < 5)
    }
}
