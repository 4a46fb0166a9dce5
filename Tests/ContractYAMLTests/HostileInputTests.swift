import ContractJSON
import ContractYAML
import Foundation
import Testing

@Suite("YAML on hostile input: bounded time and memory")
struct HostileInputTests {
    // No wall-clock bounds here (a loaded CI machine moves them): each case asserts the limit that bounds its
    // work; `.ci/hostile-scaling` prints the same cases' time at 1x, 10x and 100x their size.

    @Test("billion laughs: alias expansion stops at the node limit, fast")
    func billionLaughs() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = failure(yaml)
        #expect(error?.message.contains("alias bombs") == true)
        #expect(error?.location.line ?? 0 >= 5)
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
        // 200 aliases are under the node limit of 1,000: only the byte limit can stop this one.
        let error = failure(yaml, options: YAMLParsingOptions(maximumAliasExpansion: 1000))
        #expect(error?.message.contains("alias bombs") == true)
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
        let parsed = try [plain, quoted, block, many].map { try values($0) }
        #expect(parsed.map(\.count) == [1, 1, 1, 1])
        #expect(parsed[0].first?.objectValue?["k"]?.stringValue?.count == 5 * 200_000 - 1)
        #expect(parsed[1].first?.objectValue?["k"]?.stringValue?.count == 3 * 200_000)
        #expect(parsed[2].first?.objectValue?["k"]?.stringValue?.count == 15 * 50_000)
        #expect(parsed[3].first?.objectValue?.count == 5_000)
    }

    @Test("a long line of tabs and indicators is refused, at the place it goes wrong")
    func pathological() {
        let tabs = "- " + String(repeating: "\t- ", count: 100_000)
        let tabsError = failure(tabs)
        #expect(tabsError?.location.line == 1)
        #expect((tabsError?.location.column ?? 0) < 10)
        let keys = String(repeating: "? ", count: 100_000)
        let keysError = failure(keys)
        #expect(keysError?.message.contains("used as a mapping key has no JSON form") == true)
    }
}

@Suite("YAML undecided keys hold back a bounded number of tokens")
struct UndecidedKeyTests {
    @Test("a flow mapping key that never gets its ':' stops being a key after 1024 characters")
    func longFlowKey() throws {
        // The key candidate `[a, a, …]` would hold back every token of the sequence until its ':'.
        let long = "{[" + String(repeating: "a, ", count: 100_000) + "]: 1}"
        #expect(failure(long) != nil)
        #expect(try value("{a\n b: c}") == json(#"{"a b": "c"}"#))
        #expect(try value("{\"" + String(repeating: "k", count: 1000) + "\": 1}").objectValue?.count == 1)
    }
}
