import Testing
@testable import GeneratorTranslation

@Suite("Naming")
struct NamingTests {
    @Test(arguments: [
        ("episode_number", "episodeNumber"), ("poster-path", "posterPath"), ("totalCount", "totalCount"), ("_id", "_id"),
        ("__typename", "_typename"), ("1st_place", "_1stPlace"), ("PG-13", "pg13"), ("URL", "url"), ("größe", "größe"),
        ("名前", "名前"), ("", "empty"), ("🎬", "u1F3AC"), ("a b.c/d", "aBCD"), ("did_not_like", "didNotLike"), ("x\u{202E}y", "xY"),
    ])
    func lowerCamelCase(text: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(text) == expected)
        #expect(SwiftIdentifier.isValid(SwiftIdentifier.lowerCamelCase(text)))
    }

    @Test(arguments: [("session-summary", "SessionSummary"), ("tv_season", "TvSeason"), ("player-id", "PlayerId"), ("1password", "_1password")])
    func upperCamelCase(text: String, expected: String) {
        #expect(SwiftIdentifier.upperCamelCase(text) == expected)
    }

    @Test func keywordsAreEscapedOrRenamed() {
        #expect(SwiftIdentifier.escapedIfNeeded("class") == "`class`")
        #expect(SwiftIdentifier.escapedIfNeeded("name") == "name")
        #expect(SwiftIdentifier.argumentLabel("default") == "default")
        #expect(SwiftIdentifier.argumentLabel("inout") == "`inout`")
        // At a call site `var` and `let` are plain labels: escaping them is warned about.
        #expect(SwiftIdentifier.argumentLabel("var") == "var")
        #expect(SwiftIdentifier.argumentLabel("let") == "let")
        var scope = NameScope(reserved: ["hashValue"])
        #expect(scope.allocate("self") == "self_")
        #expect(scope.allocate("Type") == "Type_")
        #expect(scope.allocate("hashValue") == "hashValue_")
        #expect(scope.allocate("id") == "id")
        #expect(scope.allocate("id") == "id2")
        #expect(scope.allocate("id") == "id3")
    }

    @Test("names colliding after Swift naming are numbered in order, skipping names taken on the way")
    func collidingNamesAreNumberedInOrder() {
        var scope = NameScope()
        scope.claim("item3")
        let names = (0..<5_000).map { _ in scope.allocate("item") }
        #expect(names.prefix(4) == ["item", "item2", "item4", "item5"])
        #expect(Set(names).count == names.count && !names.contains("item3"))
        #expect(names.last == "item5001")
    }

    @Test("an enum of many values, some repeated, has one case per distinct value, in order")
    func largeEnumKeepsDistinctValues() throws {
        let values = (0..<20_000).map { "\"v\($0 % 10_000)\"" }.joined(separator: ", ")
        let module = try translate(["t.schema.json": "{\"enum\": [\(values)]}"])
        guard case .enumeration(let enumeration)? = module.declarations.first?.kind else {
            Issue.record("no enum")
            return
        }
        #expect(enumeration.cases.count == 10_000)
        #expect(enumeration.cases.first?.swiftName == "v0" && enumeration.cases.last?.swiftName == "v9999")
    }

    @Test func memberNamesAreUniqueAndPreferExactMatches() throws {
        let module = try translate(["t.schema.json": #"""
            {"type": "object", "properties": {
              "foo_bar": {"type": "string"}, "fooBar": {"type": "string"}, "_id": {"type": "string"}, "id": {"type": "integer"},
              "class": {"type": "string"}, "self": {"type": "string"}, "hashValue": {"type": "string"}, "default": {"type": "boolean"}
            }}
            """#])
        let structure = try #require(module.structure("T"))
        #expect(structure.property("fooBar")?.swiftName == "fooBar")
        #expect(structure.property("foo_bar")?.swiftName == "fooBar2")
        #expect(structure.property("_id")?.swiftName == "_id")
        #expect(structure.property("id")?.swiftName == "id")
        #expect(structure.property("class")?.swiftName == "class")
        #expect(structure.property("self")?.swiftName == "self_")
        #expect(structure.property("hashValue")?.swiftName == "hashValue_")
    }

    @Test("two properties whose names differ only in Unicode normalization: the first is the member, the second is reported where it is")
    func normalizationTwins() throws {
        // "caf\u00e9" (composed) then "cafe\u0301" (decomposed): distinct JSON names, equal Swift strings.
        let schema = ##"{"type": "object", "properties": {"caf\u00e9": {"type": "integer"},\##n"cafe\u0301": {"type": "string"}}}"##
        let files = ["t.schema.json": schema]
        let structure = try #require(try translate(files).structure("T"))
        #expect(structure.properties.map { $0.jsonName.unicodeScalars.map(\.value) } == [[0x63, 0x61, 0x66, 0xE9]])
        #expect(structure.properties.first?.type == .builtin(.integer(.int)))
        #expect(warnings(files) == [
            #"/s/t.schema.json:2:15: warning: the property "cafe\u{301}" differs from "caf\u{E9}" only in Unicode normalization: "#
                + "two JSON names, but one Swift string and coding key, so only the first is a member; documents should not carry both"
        ])
    }

    @Test func typeNamesFromFilesDefinitionsAndOverrides() throws {
        let module = try translate([
            "a/status.schema.json": #"{"type": "string", "enum": ["on"]}"#,
            "b/status.schema.json": #"{"type": "string", "enum": ["off"]}"#,
            "c/thing.schema.json": #"{"x-swift-name": "Widget", "type": "object", "properties": {"n": {"type": "string"}}, "$defs": {"part-kind": {"enum": ["x"]}}}"#,
        ])
        #expect(module.declaration("AStatus") != nil)
        #expect(module.declaration("BStatus") != nil)
        #expect(module.declaration("Widget") != nil)
        #expect(module.declaration("PartKind") != nil)
    }

    @Test func nestedTypesDoNotShadowTopLevelTypes() throws {
        let module = try translate([
            "pick.schema.json": #"{"type": "object", "properties": {"id": {"type": "integer"}}}"#,
            "session.schema.json": #"{"type": "object", "properties": {"pick": {"type": "object", "properties": {"x": {"type": "string"}}}, "other": {"$ref": "pick.schema.json"}}}"#,
        ])
        #expect(module.declaration("Session.Pick2") != nil)
        #expect(module.structure("Session")?.property("other")?.type == .named(TypeName(["Pick"])))
    }
}
