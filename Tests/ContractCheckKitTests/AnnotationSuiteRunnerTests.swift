import Testing

@testable import ContractCheckKit

@Suite("The annotation-suite runner")
struct AnnotationSuiteRunnerTests {
    @Test("annotation-suite checks each assertion under every compatible dialect, and fails on a wrong expectation")
    func annotationSuite() throws {
        let scratch = try Scratch()
        let passing = #"""
            {"suite": [
              {"description": "title on a property", "schema": {"properties": {"foo": {"title": "Foo"}}},
               "tests": [{"instance": {"foo": 1}, "assertions": [
                 {"location": "/foo", "keyword": "title", "expected": {"#/properties/foo": "Foo"}},
                 {"location": "", "keyword": "title", "expected": {}}]}]},
              {"description": "a future feature", "compatibility": "9999", "schema": {}, "tests": []},
              {"description": "2020-12 only", "compatibility": "=2020", "schema": {"prefixItems": [{"title": "P"}]},
               "tests": [{"instance": [1], "assertions": [{"location": "/0", "keyword": "title", "expected": {"#/prefixItems/0": "P"}}]}]}
            ]}
            """#
        try scratch.write("annotations/tests/cases.json", passing)
        let result = check(["annotation-suite", scratch.path + "/annotations"])
        #expect(result.status == 0, "\(result.output)")
        // The first case under five dialects, the third under one; the second under none.
        #expect(result.lines.last == "6 passed, 0 failed", "\(result.output)")
        #expect(result.output.contains("cases for no dialect given (compatibility): 1"))
        #expect(check(["annotation-suite", scratch.path + "/annotations", "--draft", "2020-12"]).lines.last == "2 passed, 0 failed")
        let wrong = passing.replacingOccurrences(of: ##""#/properties/foo": "Foo""##, with: ##""#/properties/foo": "Bar""##)
        try scratch.write("annotations/tests/cases.json", wrong)
        let failing = check(["annotation-suite", scratch.path + "/annotations", "--draft", "7"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("FAIL cases.json · title on a property · test 0 · draft7:"), "\(failing.output)")
        #expect(
            failing.output.contains(##"at /foo title: expected {"#/properties/foo":"Bar"}, got {"#/properties/foo":"Foo"}"##),
            "\(failing.output)")
        #expect(check(["annotation-suite", scratch.path + "/nothing"]).status == 2)
    }
}
