import ContractJSON
import Testing

@testable import ContractYAML

/// `YAMLStreamSplitter`: the runs of a stream, parsed alone, give the documents the whole stream gives, with
/// lines of the whole stream, whatever the chunks it is read in (issue 43, items 2 and 3).
@Suite("YAML stream splitter")
struct StreamSplitterTests {
    /// The runs of `text` read in chunks of `chunk` bytes.
    private func runs(_ text: String, chunk: Int = 3, limit: Int = 1 << 20) -> [YAMLStreamSplitter.Run] {
        YAMLStreamSplitter.runs(of: Array(text.utf8), chunkSize: chunk, maximumRunBytes: limit)
    }

    /// The documents of `text` parsed run by run, each with the line it starts on in the whole text.
    private func documents(_ text: String, chunk: Int) throws -> [(value: JSONValue, line: Int)] {
        try runs(text, chunk: chunk).flatMap { run in
            try YAML.documents(parsing: run.bytes).map { ($0.root.value, run.line - 1 + $0.location(ofNodeAt: 0).line) }
        }
    }

    static let streams = [
        "a: 1\n---\nb: 2\n",
        "---\na: 1\n...\n%YAML 1.2\n---\nb: [1,\n  2]\n--- |\n  text\n  --- not a marker\n---\n",
        "# only a comment\n\n---\n- x\n...\n...\n# trailing\n",
        "\u{FEFF}--- {a: 1}\n---\r\n\"q\":\r\n  2\r\n--- >\n folded\n\n more\n",
        "plain\nscalar\n---\n  # an indented comment\n---\nk: v\n---\n",
        "%TAG !e! tag:example.com,2000:\n---\n!e!x a\n---\n----\n---\t1\n",
        // Found by fuzz-yaml-stream: lone carriage returns after `...` are line breaks, so `1` starts a line.
        "alue\n...\r\r\r1\nnational",
        // Found by fuzz-yaml-stream: inside a block scalar, a byte order mark and `---` are content.
        "%YAML 1.2\n--- |\n%..\n%1.2\n\u{FEFF}--- {a1\n---.\n",
        // Found by fuzz-yaml-stream: after a lone carriage return, a directive.
        "\r%MO\ttiona#lc\n--- !-",
        // A block scalar of spaces only, ended by `---`; byte order marks before documents.
        "# ASCII Art\n--- |\n  x\n--- |\n  \n--- |\n  y\n",
        "# c\n\u{FEFF}a: 1\n...\n\u{FEFF}b: 2\n...\n\u{FEFF}--- c\n",
    ]

    @Test("runs parsed alone give the whole stream's documents and lines, for any chunk size", arguments: streams, [1, 2, 7, 4096])
    func sameDocuments(text: String, chunk: Int) throws {
        let whole = try YAML.documents(parsing: Array(text.utf8)).map { ($0.root.value, $0.location(ofNodeAt: 0).line) }
        let split = try documents(text, chunk: chunk)
        #expect(split.map(\.value) == whole.map(\.0))
        #expect(split.map(\.line) == whole.map(\.1))
    }

    @Test("each run holds one document: a stream of 10,000 is 10,000 runs of their own size")
    func oneDocumentPerRun() {
        let text = (0..<10_000).map { "---\na: \($0)\n" }.joined()
        let found = runs(text, chunk: 4096)
        #expect(found.count == 10_000)
        #expect(found.allSatisfy { $0.bytes.count <= 12 && $0.oversize == nil })
        #expect(found.last?.line == 19_999)
        #expect(found.last?.offset == text.utf8.count - found.last!.bytes.count)
    }

    @Test("a run over the limit keeps no bytes and reports its size; the runs after it are whole")
    func oversizeRun() {
        let long = "---\nbig: " + String(repeating: "x", count: 5_000) + "\n" + String(repeating: "more: line\n", count: 100)
        let text = "---\nsmall: 1\n" + long + "---\nafter: 2\n"
        let found = runs(text, chunk: 64, limit: 1_024)
        #expect(found.count == 3)
        #expect(found[1].oversize == long.utf8.count)
        #expect(found[1].bytes.isEmpty)
        #expect(found[1].line == 3)
        #expect(found[2].oversize == nil)
        #expect(found[2].line == 105)
        #expect(String(decoding: found[2].bytes, as: UTF8.self) == "---\nafter: 2\n")
    }

    @Test("lines end at \\n, \\r\\n and a lone \\r, as locations count them")
    func lineBreaks() throws {
        let text = "a: 1\r\n---\rb: 2\n---\nc: 3\n"
        let whole = try YAML.documents(parsing: Array(text.utf8)).map { $0.location(ofNodeAt: 0).line }
        #expect(try documents(text, chunk: 1).map(\.line) == whole)
    }
}
