import Testing

@testable import ContractCheckKit

/// The glob matcher behind unexpanded payload patterns and `--map` keys: what matches, and that the work
/// grows with pattern × path, not with the ways `**` can split a path (issue 43, item 1).
@Suite("validate: glob patterns")
struct GlobTests {
    @Test("* and ? stay in one component, ** spans any number of them, classes match one character",
          arguments: [
              ("payloads/**/*.json", "payloads/a.json", true),
              ("payloads/**/*.json", "payloads/x/y/z/a.json", true),
              ("payloads/**/*.json", "payloads/x/a.yaml", false),
              ("payloads/*.json", "payloads/x/a.json", false),
              ("**", "a/b/c", true),
              ("a/**", "a", true),
              ("a/**/**/b", "a/b", true),
              ("a/**/b/**/b", "a/b/b", true),
              ("a/**/b/**/b", "a/b", false),
              ("**/x/**/y", "p/x/q/x/r/y", true),
              ("**/x/**/y", "p/x/q/y/r", false),
              ("a?c/[!x]/[a-c]*", "abc/y/caa", true),
              ("a?c/[!x]/[a-c]*", "abc/x/caa", false),
              ("/abs/*.json", "/abs/one.json", true),
              ("a**b", "axxb", true),
              ("a**b", "ax/xb", false),
          ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test("A pattern without a leading / also matches the end of a path, in whole components")
    func matchingEnd() {
        #expect(Glob("counts/*.json").matchesEnd(of: "data/counts/one.json"))
        #expect(Glob("counts/*.json").matchesEnd(of: "counts/one.json"))
        #expect(!Glob("counts/*.json").matchesEnd(of: "data/counts/sub/one.json"))
        #expect(!Glob("ounts/*.json").matchesEnd(of: "data/counts/one.json"))
        #expect(!Glob("/counts/*.json").matchesEnd(of: "data/counts/one.json"))
        #expect(Glob("x/**/y/**/z").matchesEnd(of: "q/x/x/y/y/z"))
        #expect(!Glob("x/**/y/**/z").matchesEnd(of: "q/x/z/y"))
    }

    /// A path `depth` folders deep, each named `name`, ending in `file`.
    private func deepPath(_ depth: Int, _ name: String = "a", file: String = "x.json") -> String {
        (Array(repeating: name, count: depth) + [file]).joined(separator: "/")
    }

    @Test("Repeated ** on a deep path costs at most one comparison per pattern component and path component")
    func repeatedDoubleStarIsLinear() {
        // Backtracking tried every way of splitting 40 folders between seven `**` (29.5 s in the report).
        let cases = [
            ("t/**/**/**/**/**/**/**/*.nomatch", "t/" + deepPath(40)),
            ("**/a/**/a/**/a/**/a/**/*.nomatch", deepPath(30)),
            ("**/**/**/**/*.nomatch", deepPath(150)),
        ]
        for (pattern, path) in cases {
            var steps = 0
            let matched = Glob(pattern).matches(path, steps: &steps)
            #expect(!matched, "\(pattern)")
            let components = pattern.split(separator: "/").count + 1
            let parts = path.split(separator: "/").count + 1
            #expect(steps <= components * parts, "\(pattern): \(steps) steps for \(components) × \(parts)")
        }
    }

    @Test("A --map key of nine ** against a payload 20 folders deep costs pattern × path comparisons")
    func mapKeyIsLinear() {
        let key = Glob(Array(repeating: "**", count: 9).joined(separator: "/") + "/b/**/*.nomatch")
        var steps = 0
        #expect(!key.matchesEnd(of: deepPath(20, "b"), steps: &steps))
        #expect(steps <= 12 * 22, "\(steps) steps")
    }

    @Test("Patterns of many ** find the files of a tree 40 folders deep, as arguments and as --map keys")
    func deepTree() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/count.schema.json", #"{"$id": "https://contracts.local/test/count.schema.json", "type": "integer"}"#)
        let deep = "t/" + deepPath(40, "d", file: "one.json")
        try scratch.write(deep, "1")
        try scratch.write("t/d/two.json", "\"two\"")
        let schema = scratch.path + "/schemas/count.schema.json"
        let pattern = scratch.path + "/t/**/**/**/**/**/**/**/*.json"
        let found = check(["validate", "--schema", schema, pattern])
        #expect(found.lines.last == "1 valid, 1 invalid")
        #expect(found.output.contains("t/d/two.json:1:1: (root): expected integer"))
        let none = check(["validate", "--schema", schema, scratch.path + "/t/**/**/**/**/**/**/**/*.nomatch"])
        #expect(none.errorOutput.contains("no files match this pattern"))

        let nine = Array(repeating: "**", count: 9).joined(separator: "/")
        let map = try scratch.write("map.json", #"{"\#(nine)/d/*.json": "schemas/count.schema.json"}"#)
        let mapped = check(["validate", "--schemas", scratch.path + "/schemas", "--map", map, scratch.path + "/" + deep])
        #expect(mapped.lines.last == "1 valid, 0 invalid")
    }
}
