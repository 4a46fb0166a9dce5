import ContractCommandLine
import Foundation
import Testing

@testable import ContractCheckKit

#if canImport(Glibc)
import Glibc
#endif


/// Inputs an attacker (or an accident) can put in a payload folder or on the command line: special
/// files, link loops, control characters in names and values, absurd --jobs, oversized documents.
@Suite("validate: hostile inputs")
struct HostileInputTests {
    @Test("A FIFO named x.json in a folder is skipped with a message, not read (which would block forever)")
    func fifoInFolder() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        try scratch.write("in/ok.json", #"{"items": [], "hasMore": false}"#)
        #expect(mkfifo(scratch.path + "/in/x.json", 0o600) == 0)
        let result = check(["validate", "--schema", schema, scratch.path + "/in"])

        #expect(result.status == 0)
        #expect(result.lines.last == "1 valid, 0 invalid")
        #expect(result.errorOutput.contains("in/x.json: skipped: a FIFO, not a regular file"))
        let glob = check(["validate", "--schema", schema, scratch.path + "/in/*.json"])
        #expect(glob.lines.last == "1 valid, 0 invalid")
        #expect(glob.errorOutput.contains("skipped: a FIFO"))
    }

    @Test("A symbolic link loop is reported as a loop, named or found in a folder")
    func linkLoop() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        try scratch.write("in/ok.json", #"{"items": [], "hasMore": false}"#)
        let loop = scratch.path + "/in/loop.json"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let named = check(["validate", "--schema", schema, loop])
        #expect(named.status == 2)
        #expect(named.errorOutput.contains("loop.json: a symbolic link loop"))
        #expect(!named.errorOutput.contains("no such file"))
        let folder = check(["validate", "--schema", schema, scratch.path + "/in"])
        #expect(folder.lines.last == "1 valid, 0 invalid")
        #expect(folder.errorOutput.contains("loop.json: skipped: a symbolic link loop"))
    }

    @Test("A dangling link is named as one, and a name that is not UTF-8 is skipped with that reason, not as a dangling link")
    func unreadableNames() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        try scratch.write("in/ok.json", #"{"items": [], "hasMore": false}"#)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/in/gone.json", withDestinationPath: scratch.path + "/nowhere")
        #if os(Linux)
        // Linux file names are bytes: "bad\xFF.json" is a regular file, which a folder search spells "bad\u{FFFD}.json".
        let path = (Array((scratch.path + "/in/bad").utf8) + [0xFF] + Array(".json".utf8) + [0]).map { CChar(bitPattern: $0) }
        let file = try #require(path.withUnsafeBufferPointer { fopen($0.baseAddress!, "w") })
        fputs(#"{"items": [], "hasMore": false}"#, file)
        fclose(file)
        #endif
        let result = check(["validate", "--schema", schema, scratch.path + "/in"])

        #expect(result.status == 0)
        #expect(result.lines.last == "1 valid, 0 invalid")
        #expect(result.errorOutput.contains("in/gone.json: skipped: a broken symbolic link"))
        #if os(Linux)
        #expect(result.errorOutput.contains("in/bad\u{FFFD}.json: skipped: its name is not valid UTF-8, rename it to check it"))
        #expect(!result.errorOutput.contains("bad\u{FFFD}.json: skipped: a broken symbolic link"))
        #endif
        let named = check(["validate", "--schema", schema, scratch.path + "/in/gone.json"])
        #expect(named.status == 2)
        #expect(named.errorOutput.contains("gone.json: a broken symbolic link"))
    }

    @Test("A file name with a line break and a workflow command stays one escaped line in every format",
          arguments: ["text", "json", "junit", "github", "sarif"])
    func fileNameInjection(format: String) throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        // The payload's value carries a terminal escape sequence too.
        try scratch.write("in/a\n::warning file=x::owned\u{1B}[2J.json", "{\"items\": [], \"hasMore\": \"\u{1B}[31myes\"}")
        let result = check(["validate", "--schema", schema, "--format", format, scratch.path + "/in"])

        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("::warning") }, "\(format): \(result.output)")
        #expect(!result.output.contains("\u{1B}"), "\(format): a raw escape character")
        if format == "text" {
            #expect(result.output.contains(#"a\n::warning file=x::owned\u{1B}[2J.json:1:"#))
            #expect(lines.count == 2)  // the violation and the summary
        }
        if format == "github" {
            #expect(lines.first?.hasPrefix("::error file=") == true)
            #expect(lines.first?.contains("a%0A%3A%3Awarning file=x%3A%3Aowned") == true)
        }
    }

    @Test("A path named like a workflow command is not printed at the start of a line")
    func leadingColons() {
        #expect(TerminalText.escapedPath("::warning file=x::owned.json") == "./::warning file=x::owned.json")
        #expect(TerminalText.escapedPath("a\r\u{85}b") == #"a\r\u{85}b"#)
        #expect(TerminalText.escapedPath("plain/name.json") == "plain/name.json")
    }

    @Test("--jobs far past the cores is capped with a warning, also past Int.max",
          arguments: ["9223372036854775807", "100000", "99999999999999999999999999"])
    func hugeJobs(jobs: String) throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let payload = try scratch.write("ok.json", #"{"items": [], "hasMore": false}"#)
        let result = check(["validate", "--schema", schema, "--jobs", jobs, payload])

        #expect(result.status == 0)
        #expect(result.output == "1 valid, 0 invalid\n")
        let cap = OrderedWorkPool<Int, Int>.maximumJobs()
        #expect(result.errorOutput.contains("is more than 4 per core"))
        #expect(result.errorOutput.contains("using \(cap) jobs"))
        #expect(check(["validate", "--schema", schema, "--jobs", "0", payload]).status == 2)
        #expect(check(["validate", "--schema", schema, "--jobs", "-3", payload]).status == 2)
    }

    @Test("An NDJSON line over --max-document-size is an error for that line; the lines around it are checked")
    func longLine() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let long = "{\"items\": [\"" + String(repeating: "x", count: 3 << 20) + "\"], \"hasMore\": false}"
        let file = try scratch.write("pages.ndjson", "{\"items\": [], \"hasMore\": true}\n\(long)\n{\"items\": []}\n{\"items\": [\"a\"], \"hasMore\": false}\n")
        let result = check(["validate", "--schema", schema, "--max-document-size", "64K", file])

        #expect(result.status == 1)
        #expect(result.lines.count == 3)
        #expect(result.lines[0].hasPrefix(file + ":2:1: the document has \((3 << 20) + 33) bytes, more than the limit of 65536"))
        #expect(result.lines[1].hasPrefix(file + ":3:1: (root): "))
        #expect(result.lines.last == "2 valid, 2 invalid")
        // Under the default limit (16 MiB) the same line is validated.
        #expect(check(["validate", "--schema", schema, file]).lines.last == "3 valid, 1 invalid")
    }

    @Test("A single file over --max-document-size is an error for that file, from a file or standard input")
    func largeFile() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let text = "{\"items\": [\"" + String(repeating: "x", count: 2000) + "\"], \"hasMore\": false}"
        let big = try scratch.write("big.json", text)
        let ok = try scratch.write("ok.json", #"{"items": [], "hasMore": false}"#)
        let result = check(["validate", "--schema", schema, "--max-document-size", "1K", big, ok])
        #expect(result.status == 1)
        #expect(result.output.contains(big + ":1:1: the document has 2033 bytes, more than the limit of 1024"))
        #expect(result.lines.last == "1 valid, 1 invalid")
        let piped = check(["validate", "--schema", schema, "--max-document-size", "1K", "-"], input: text)
        #expect(piped.output.contains("<stdin>:1:1: the document has 1025 bytes, more than the limit of 1024"))
        #expect(check(["validate", "--schema", schema, "--max-document-size", "2T", ok]).status == 2)
        #expect(check(["validate", "--schema", schema, "--max-document-size", "12Q", ok]).status == 2)
    }

    @Test("A document whose every value is wrong reports its first 1,000 errors, in order, and says there are more")
    func everyValueWrong() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("strings.schema.json", #"{"type": "array", "items": {"type": "string"}}"#)
        // 50,000 wrong values: recording and locating them all was quadratic (20,000 took 22 s).
        let payload = try scratch.write("numbers.json", "[" + (0..<50_000).map(String.init).joined(separator: ",") + "]")
        let result = check(["validate", "--schema", schema, "--jobs", "1", "--verbose", payload])
        #expect(result.status == 1)
        let lines = result.lines
        #expect(lines.count == 1_002)
        try #require(lines.count == 1_002)
        #expect(lines.first?.hasPrefix(payload + ":1:2: /0: expected string") == true, "\(lines.first ?? "")")
        #expect(lines[999].hasPrefix(payload + ":1:3888: /999: expected string"), "\(lines[999])")
        #expect(lines[1_000] == payload + ":1:1: more errors than the 1000 reported: the rest of this document is not listed")
        #expect(lines.last == "0 valid, 1 invalid")
    }
}
