import ContractJSON
import ContractSchema
import ContractSchemaCore
import Foundation
import Testing

@testable import ContractCheckKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Each output format checked against what its consumers read: the 2020-12 output schema, the SARIF
/// 2.1.0 schema, the JUnit XSD, and the GitHub workflow-command syntax.
@Suite("report formats against their consumers")
struct ReportFormatTests {
    /// A folder with a schema that has a `$ref` (so keyword locations go through it) and payloads with
    /// awkward names and contents: a valid document, invalid ones, malformed JSON.
    private func fixture() throws -> (scratch: Scratch, arguments: [String]) {
        let scratch = try Scratch()
        try scratch.write("schemas/item.schema.json", #"""
        {"$id": "https://contracts.local/test/item.schema.json", "type": "object", "required": ["name"],
         "properties": {"name": {"type": "string", "maxLength": 5}}, "additionalProperties": false}
        """#)
        try scratch.write("schemas/list.schema.json", #"""
        {"$id": "https://contracts.local/test/list.schema.json", "type": "object", "required": ["items"],
         "properties": {"items": {"type": "array", "items": {"$ref": "item.schema.json"}}}, "additionalProperties": true}
        """#)
        try scratch.write("payloads/ok.json", #"{"items": [{"name": "a"}]}"#)
        try scratch.write("payloads/odd name, with: colon & <xml> 100%.ndjson", """
        {"items": [{"name": "too long \\"quoted\\""}, {"name": 3, "extra": true}]}
        {"items": [}
        {"items": []}
        """)
        try scratch.write("payloads/ünïcode.json", #"{"items": "none"}"#)
        return (scratch, ["validate", "--schemas", scratch.path + "/schemas", "--schema", "https://contracts.local/test/list.schema.json",
                          scratch.path + "/payloads"])
    }

    @Test("json: every line is a 2020-12 basic output unit")
    func jsonAgainstOutputSchema() throws {
        let (scratch, arguments) = try fixture()
        _ = scratch
        let result = check(arguments + ["--format", "json"])
        #expect(result.status == 1)
        let basic = try ConsumerFiles.outputSchema(pointer: "#/$defs/basic")
        let whole = try ConsumerFiles.outputSchema()
        #expect(result.lines.count == 5)
        var sawReference = false
        for line in result.lines {
            let document = try JSONDocument(parsing: line)
            let verdict = basic.validate(document)
            #expect(verdict.isValid, "\(line): \(verdict.errors)")
            #expect(whole.isValid(document))
            sawReference = sawReference || line.contains("/$ref/")
        }
        #expect(sawReference)  // so the schema's "absoluteKeywordLocation is required through $ref" rule was exercised
        let invalid = try JSONValue(parsing: result.lines[0])
        #expect(invalid["valid"] == false)
        #expect(invalid["errors"]?.arrayValue?.contains { $0["instanceLocation"] == "/items/0/name" && $0["keywordLocation"] == "/properties/items/items/$ref/properties/name/maxLength" } == true)
        let malformed = try JSONValue(parsing: result.lines[1])
        #expect(malformed["errors"]?.arrayValue?.first?["rule"] == "json-syntax")
        // Lint's JSON has the same shape, with warnings as annotations.
        let lint = check(["lint", "--format", "json", scratch.path + "/schemas"])
        for line in lint.lines { #expect(basic.isValid(try JSONDocument(parsing: line)), "\(line)") }
    }

    @Test("sarif: the log is valid SARIF 2.1.0 and points at file, line and column")
    func sarifAgainstSchema() throws {
        let (scratch, arguments) = try fixture()
        _ = scratch
        let result = check(arguments + ["--format", "sarif"])
        #expect(result.status == 1)
        let sarif = try ConsumerFiles.sarifSchema()
        let log = try JSONDocument(parsing: result.output)
        let verdict = sarif.validate(log)
        #expect(verdict.isValid, "\(verdict.errors.prefix(5))")
        let results = log.root["runs"]?[0]?["results"]?.elements ?? []
        #expect(results.count == 5)
        let first = results[0]
        #expect(first["ruleId"]?.stringValue == "maxLength")
        #expect(first["level"]?.stringValue == "error")
        let location = first["locations"]?[0]?["physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"]?.stringValue?.hasSuffix("/payloads/odd%20name,%20with:%20colon%20&%20%3Cxml%3E%20100%25.ndjson") == true)
        #expect(location?["region"]?["startLine"]?.int64Value == 1)
        #expect(location?["region"]?["startColumn"]?.int64Value == 21)
        let rules = log.root["runs"]?[0]?["tool"]?["driver"]?["rules"]?.elements ?? []
        #expect(rules[Int(first["ruleIndex"]?.int64Value ?? -1)]["id"]?.stringValue == "maxLength")
        #expect(log.root["runs"]?[0]?["invocations"]?[0]?["exitCode"]?.int64Value == 1)
        // An empty run and lint's SARIF are valid too.
        let clean = check(["validate", "--schema", scratch.path + "/schemas/item.schema.json", "--format", "sarif", "-"], input: #"{"name": "a"}"#)
        #expect(sarif.isValid(try JSONDocument(parsing: clean.output)))
        let lint = check(["lint", "--format", "sarif", scratch.path + "/schemas"])
        #expect(sarif.isValid(try JSONDocument(parsing: lint.output)))
    }

    @Test("junit: the XML follows the JUnit XSDs that CI tools read (Ant and Jenkins)")
    func junitAgainstXSD() throws {
        let (scratch, arguments) = try fixture()
        _ = scratch
        let result = check(arguments + ["--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.output.utf8))
        let problems = JUnitSchema.problems(in: document)
        #expect(problems.isEmpty, "\(problems)")
        let root = try #require(document.rootElement())
        #expect(root.attributes?.isEmpty ?? true)  // the Ant schema allows no attributes on <testsuites>
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue.map(FileSystem.lastComponent(of:)) } == ["odd name, with: colon & <xml> 100%.ndjson", "ok.json", "ünïcode.json"])
        #expect(suites.map { $0.attribute(forName: "tests")?.stringValue } == ["3", "1", "1"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["2", "0", "1"])
        #expect(suites.map { $0.attribute(forName: "id")?.stringValue } == ["0", "1", "2"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["line 1", "line 2", "line 3"])
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "maxLength")
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("/items/0/name: expected at most 5 characters") == true)
        #expect(failure.stringValue?.contains("\"extra\"") == true)
        // Lint and contract tests report as JUnit too.
        let lint = check(["lint", "--format", "junit", scratch.path + "/schemas"])
        #expect(JUnitSchema.problems(in: try XMLDocument(data: Data(lint.output.utf8))).isEmpty)
        // An empty report is still a valid document.
        let none = check(["diff", scratch.path + "/schemas", scratch.path + "/schemas", "--format", "junit"])
        #expect(none.status == 0)
        #expect(JUnitSchema.problems(in: try XMLDocument(data: Data(none.output.utf8))).isEmpty)
    }

    @Test("junit: contract tests become one test case per fixture test, failures located in the fixture")
    func junitContractTests() throws {
        let scratch = try Scratch()
        try scratch.write("c/page.schema.json", pageSchemaText)
        let fixture = try scratch.write("c/fixtures/page.json", #"""
        [{"description": "page", "schema": {"$ref": "https://contracts.local/test/page.schema.json"},
          "tests": [{"description": "ok", "data": {"items": [], "hasMore": false}, "valid": true},
                    {"description": "claims valid", "data": {"items": 1, "hasMore": false}, "valid": true}]}]
        """#)
        let result = check(["test", scratch.path + "/c", "--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.output.utf8))
        #expect(JUnitSchema.problems(in: document).isEmpty)
        let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == fixture)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["page · ok", "page · claims valid"])
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue?.contains("expected valid, got invalid") == true)
        #expect(failure.stringValue?.contains(fixture + ":3:") == true)
        let github = check(["test", scratch.path + "/c", "--format", "github"])
        #expect(github.lines.first?.hasPrefix("::error file=\(GitHubReporter.escapeProperty(fixture)),line=3,col=") == true)
    }

    @Test("the consumer schemas are real oracles: they reject what their consumers reject")
    func oraclesReject() throws {
        let sarif = try ConsumerFiles.sarifSchema()
        let good = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "t"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.json"}, "region": {"startLine": 1, "startColumn": 1}}}]}]}]}"#
        #expect(sarif.isValid(try JSONDocument(parsing: good)))
        for bad in [good.replacingOccurrences(of: #""startLine": 1"#, with: #""startLine": 0"#),     // lines start at 1
                    good.replacingOccurrences(of: #""2.1.0""#, with: #""2.2""#),                      // only 2.1.0
                    good.replacingOccurrences(of: #"{"text": "m"}"#, with: #"{"txt": "m"}"#),         // message needs text or id
                    good.replacingOccurrences(of: #""name": "t""#, with: #""nam": "t""#)] {          // driver needs a name
            #expect(!sarif.isValid(try JSONDocument(parsing: bad)), "\(bad)")
        }
        let basic = try ConsumerFiles.outputSchema(pointer: "#/$defs/basic")
        #expect(basic.isValid(try JSONDocument(parsing: #"{"valid": false, "keywordLocation": "", "instanceLocation": "", "errors": [{"valid": false, "keywordLocation": "/type", "instanceLocation": "", "error": "e"}]}"#)))
        #expect(!basic.isValid(try JSONDocument(parsing: #"{"valid": false, "keywordLocation": "", "instanceLocation": "", "errors": [{"valid": false, "instanceLocation": "", "error": "e"}]}"#)))
        #expect(!basic.isValid(try JSONDocument(parsing: #"{"valid": false, "keywordLocation": "", "instanceLocation": "", "errors": [{"valid": false, "keywordLocation": "/$ref/type", "instanceLocation": "", "error": "e"}]}"#)))
        let tooManyFailures = #"<testsuites><testsuite name="a" tests="1" failures="1" errors="0" time="0" timestamp="2024-01-01T00:00:00" hostname="h" id="0" package="p"><properties/><testcase name="x" classname="a" time="0"><failure type="t"/><failure type="t"/></testcase><system-out/><system-err/></testsuite></testsuites>"#
        #expect(!JUnitSchema.problems(in: try XMLDocument(data: Data(tooManyFailures.utf8))).isEmpty)
        let rootAttributes = #"<testsuites tests="0"></testsuites>"#
        #expect(!JUnitSchema.problems(in: try XMLDocument(data: Data(rootAttributes.utf8))).isEmpty)
    }

    @Test("github: ::error file=…,line=…,col=…,title=…::message, one per problem")
    func githubCommands() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let payload = try scratch.write("pages.ndjson", "{\"items\": [], \"hasMore\": true}\n{\"items\": [], \"hasMore\": \"yes\"}\n{\"items\": [\n")
        let result = check(["validate", "--schema", schema, "--format", "github", payload])
        #expect(result.status == 1)
        let file = GitHubReporter.escapeProperty(payload)
        #expect(result.lines == [
            "::error file=\(file),line=2,col=26,title=type at /hasMore::expected boolean, found string \"yes\" [https://contracts.local/test/page.schema.json#/properties/hasMore/type]",
            "::error file=\(file),line=3,col=12,title=json-syntax::invalid JSON: expected a value, found end of input",
            "1 valid, 2 invalid",
        ])
        // Every command line matches the documented syntax.
        let syntax = try Regex(#"^::(error|warning|notice) file=[^,:]*,line=\d+,col=\d+,title=[^,:]*::[^\r\n]*$"#)
        for line in result.lines.dropLast() { #expect(line.wholeMatch(of: syntax) != nil, "\(line)") }
    }

    @Test("github: %, CR and LF are escaped in messages; also : and , in properties")
    func githubEscaping() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubReporter.escapeProperty("dir/a,b:c%d\ne.json") == "dir/a%2Cb%3Ac%25d%0Ae.json")
        let item = CheckedItem(source: "x,y:z.json", line: 1, name: "x", diagnostics: [])
        let diagnostic = Finding(severity: .warning, rule: "unknown-keyword", message: "50% of \"a\nb\"", line: 3, column: 7, pointer: "/a,b")
        #expect(GitHubReporter.command(for: diagnostic, in: item) == "::warning file=x%2Cy%3Az.json,line=3,col=7,title=unknown-keyword at /a%2Cb::50%25 of \"a%0Ab\"")
    }
}

/// The rules of the two vendored JUnit XSDs (`Consumers/junit-ant.xsd`, the stricter, and
/// `Consumers/junit-jenkins-10.xsd`) as structural checks, so `swift test` needs no XML Schema tool;
/// `.ci/run` validates the same reports with `xmllint --schema` against the XSD files themselves.
enum JUnitSchema {
    /// Allowed children in order (Ant's `xs:sequence`), with how many times each may occur.
    private static let children: [String: [(name: String, min: Int, max: Int)]] = [
        "testsuites": [("testsuite", 0, .max)],
        "testsuite": [("properties", 1, 1), ("testcase", 0, .max), ("system-out", 1, 1), ("system-err", 1, 1)],
        "properties": [("property", 0, .max)],
    ]
    private static let required: [String: [String]] = [
        "testsuite": ["name", "tests", "failures", "errors", "time", "timestamp", "hostname", "id", "package"],
        "testcase": ["name", "classname", "time"],
        "property": ["name", "value"],
        "failure": ["type"],
        "error": ["type"],
    ]
    /// Attributes both schemas allow (Ant allows none on `testsuites`).
    private static let allowed: [String: Set<String>] = [
        "testsuites": [],
        "testsuite": ["name", "tests", "failures", "errors", "time", "skipped", "timestamp", "hostname", "id", "package"],
        "testcase": ["name", "time", "classname"],
        "property": ["name", "value"],
        "failure": ["type", "message"],
        "error": ["type", "message"],
        "skipped": [],
        "properties": [],
        "system-out": [],
        "system-err": [],
    ]

    /// Everything in `document` that breaks the rules; empty when it conforms.
    static func problems(in document: XMLDocument) -> [String] {
        guard let root = document.rootElement(), root.name == "testsuites" else { return ["the root element must be testsuites"] }
        var problems: [String] = []
        check(root, &problems)
        for suite in root.elements(forName: "testsuite") {
            let cases = suite.elements(forName: "testcase")
            if suite.attribute(forName: "tests")?.stringValue != String(cases.count) { problems.append("testsuite tests= does not count its test cases") }
            let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
            if suite.attribute(forName: "failures")?.stringValue != String(failing) { problems.append("testsuite failures= does not count its failures") }
        }
        let ids = root.elements(forName: "testsuite").map { $0.attribute(forName: "id")?.stringValue }
        if ids != ids.indices.map({ String($0) }) { problems.append("testsuite ids must count from 0") }
        return problems
    }

    private static func check(_ element: XMLElement, _ problems: inout [String]) {
        let name = element.name ?? ""
        for attribute in required[name] ?? [] where element.attribute(forName: attribute) == nil {
            problems.append("<\(name)> lacks required attribute \(attribute)")
        }
        if let allowed = allowed[name] {
            for attribute in element.attributes ?? [] where !allowed.contains(attribute.name ?? "") {
                problems.append("<\(name)> has attribute \(attribute.name ?? "") that the schema does not allow")
            }
        } else {
            problems.append("<\(name)> is not a JUnit element")
        }
        for attribute in ["tests", "failures", "errors", "skipped", "id"] {
            if let value = element.attribute(forName: attribute)?.stringValue, Int32(value) == nil { problems.append("<\(name) \(attribute)=\"\(value)\"> is not an xs:int") }
        }
        if let time = element.attribute(forName: "time")?.stringValue, time.wholeMatch(of: #/[0-9]+(\.[0-9]+)?/#) == nil {
            problems.append("<\(name) time=\"\(time)\"> is neither an xs:decimal nor a Surefire time")
        }
        if let timestamp = element.attribute(forName: "timestamp")?.stringValue, timestamp.wholeMatch(of: #/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}/#) == nil {
            problems.append("timestamp \(timestamp) is not an xs:dateTime without zone")
        }
        for attribute in ["name", "hostname", "package"] where name == "testsuite" {
            if element.attribute(forName: attribute)?.stringValue?.trimmingCharacters(in: .whitespaces).isEmpty ?? false { problems.append("<testsuite \(attribute)> must not be empty") }
        }
        let elements = (element.children ?? []).compactMap { $0 as? XMLElement }
        if name == "testcase" {
            // Ant: at most one of skipped, error, failure; nothing else.
            if elements.count > 1 || elements.contains(where: { !["skipped", "error", "failure"].contains($0.name ?? "") }) {
                problems.append("<testcase> holds at most one <skipped>, <error> or <failure>")
            }
        } else if let sequence = children[name] {
            var position = 0
            for rule in sequence {
                var count = 0
                while position < elements.count && elements[position].name == rule.name {
                    count += 1
                    position += 1
                }
                if count < rule.min { problems.append("<\(name)> needs at least \(rule.min) <\(rule.name)>") }
                if count > rule.max { problems.append("<\(name)> allows at most \(rule.max) <\(rule.name)>") }
            }
            if position < elements.count { problems.append("<\(name)> has <\(elements[position].name ?? "")> out of order or not allowed") }
        } else if !elements.isEmpty {
            problems.append("<\(name)> must not contain elements")
        }
        for child in elements { check(child, &problems) }
    }
}
