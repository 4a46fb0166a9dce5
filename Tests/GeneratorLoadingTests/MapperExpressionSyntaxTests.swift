import ContractJSON
import GeneratorTestSupport
import Testing
@testable import GeneratorLoading

/// `x-mappers` field expressions and parameter defaults as the loader reads them: typed trees with the
/// line and column of every part, and malformed shapes kept for translation to report.
@Suite("Loading x-mappers expressions")
struct MapperExpressionSyntaxTests {
    /// The fields of the first mapper declared at the root of a schema given as text, by name.
    func fields(_ text: String) throws -> [String: MapperFieldSyntax] {
        let set = try load(["m.schema.json": text])
        let mapper = try #require(set.mappers(at: SchemaLocation(file: 0, pointer: .root))?.mappers?.first)
        let fields = try #require(mapper.body?.fields)
        return Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0) })
    }

    /// The parameters of the first mapper declared at the root of a schema given as text.
    func parameters(_ text: String) throws -> [MapperParameterSyntax] {
        let set = try load(["m.schema.json": text])
        let mapper = try #require(set.mappers(at: SchemaLocation(file: 0, pointer: .root))?.mappers?.first)
        return try #require(mapper.body?.parameters)
    }

    /// `line:column` of a position.
    func at(_ position: SourcePosition) -> String { "\(position.line):\(position.column)" }

    @Test func pathsAreSplitIntoMemberNamesWithTheirPosition() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {
              "a": "episode_number",
              "b": "/pick/poster_path",
              "c": {"from": "/a~1b/c~0d"},
              "d": "/bad~2"
            }}}}
            """
        let found = try fields(text)
        let a = try #require(found["a"]?.expression)
        #expect(a.value == .path(MapperPathSyntax(written: "episode_number", names: ["episode_number"])))
        #expect(at(a.position) == "2:8")
        #expect(a.location == SchemaLocation(file: 0, pointer: ["x-mappers", "D", "fields", "a"]))
        #expect(found["b"]?.expression.value == .path(MapperPathSyntax(written: "/pick/poster_path", names: ["pick", "poster_path"])))
        guard case .object(let source, let modifiers)? = found["c"]?.expression.value else {
            Issue.record("expected an object expression, got \(String(describing: found["c"]))")
            return
        }
        #expect(source.value == .from(MapperPathSyntax(written: "/a~1b/c~0d", names: ["a/b", "c~d"])))
        #expect(source.value.keyword == "from")
        #expect(at(source.position) == "4:17")
        #expect(modifiers.isEmpty)
        #expect(found["d"]?.expression.value == .path(MapperPathSyntax(written: "/bad~2", names: nil)))
    }

    @Test func nestedOperandsKeepTheirOwnPositions() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {
              "total": {"sum": [
                "a",
                {"from": "b", "default": 1}
              ], "description": "Both."},
              "size": {"count": {"from": "tags", "nilIfEmpty": true}}
            }}}}
            """
        let found = try fields(text)
        let total = try #require(found["total"])
        #expect(total.description == "Both.")
        guard case .object(let source, _) = total.expression.value, case .sum(let operands?) = source.value, operands.count == 2 else {
            Issue.record("expected a sum of two operands, got \(total.expression.value)")
            return
        }
        #expect(operands.map { at($0.position) } == ["3:5", "4:5"])
        #expect(operands[1].location == SchemaLocation(file: 0, pointer: ["x-mappers", "D", "fields", "total", "sum", "1"]))
        guard case .object(let inner, let modifiers) = operands[1].value else {
            Issue.record("expected an object operand, got \(operands[1].value)")
            return
        }
        #expect(inner.value == .from(MapperPathSyntax(written: "b", names: ["b"])))
        #expect(modifiers.map(\.value) == [.default(.integer("1"))])
        #expect(modifiers.map { at($0.position) } == ["4:30"])

        guard case .object(let count, _)? = found["size"]?.expression.value, case .count(let counted) = count.value,
            case .object(_, let countedModifiers) = counted.value
        else {
            Issue.record("expected a count, got \(String(describing: found["size"]))")
            return
        }
        #expect(countedModifiers.map(\.value) == [.nilIfEmpty(isTrue: true)])
        #expect(at(counted.position) == "6:21")
    }

    @Test func modifiersAreListedInTheOrderTranslationAppliesThem() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {
              "f": {"default": "none", "labels": {"a": "A", "b": 2}, "otherwise": "other", "lookup": "names",
                    "map": "Other", "arguments": {"id": {"parameter": "own"}, "n": "count"}, "nilIfEmpty": "yes",
                    "alternative": "text", "from": "status"}
            }}}}
            """
        let expression = try #require(try fields(text)["f"]?.expression)
        guard case .object(_, let modifiers) = expression.value else {
            Issue.record("expected an object expression, got \(expression.value)")
            return
        }
        let names = modifiers.map { $0.location.pointer.tokens.last ?? "" }
        #expect(names == ["alternative", "nilIfEmpty", "map", "lookup", "labels", "default"])
        #expect(modifiers[0].value == .alternative("text"))
        #expect(modifiers[1].value == .nilIfEmpty(isTrue: false))
        guard case .map("Other", let arguments?) = modifiers[2].value, let members = arguments.value else {
            Issue.record("expected map with arguments, got \(modifiers[2].value)")
            return
        }
        #expect(members.map(\.name) == ["id", "n"])
        #expect(members.map(\.parameterReference) == ["own", nil])
        #expect(members[1].value.value == .path(MapperPathSyntax(written: "count", names: ["count"])))
        #expect(at(members[1].value.position) == "3:72")
        #expect(modifiers[3].value == .lookup("names"))
        guard case .labels(let labels?, let otherwise) = modifiers[4].value else {
            Issue.record("expected labels, got \(modifiers[4].value)")
            return
        }
        #expect(otherwise == "other")
        #expect(labels.map(\.value) == ["a", "b"])
        #expect(labels.map(\.label) == ["A", nil])
        #expect(labels.map { at($0.position) } == ["2:44", "2:54"])
        #expect(modifiers[5].value == .default(.string("none")))
        #expect(at(modifiers[5].position) == "2:20")
    }

    @Test func malformedShapesAreKeptForTranslationToReport() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {
              "number": 3,
              "twoSources": {"from": "a", "constant": 1},
              "noSource": {"default": 1},
              "unknown": {"from": "a", "description": "ok", "colour": "red", "size": 2},
              "stray": {"from": "a", "arguments": {}, "otherwise": "x"},
              "operands": {"parameter": 3, "map": 1, "labels": [], "alternative": false, "lookup": {}},
              "sumOfOne": {"sum": "a"}
            }}}}
            """
        let found = try fields(text)
        #expect(found["number"]?.expression.value == .malformed(.notAStringOrObject))
        #expect(found["twoSources"]?.expression.value == .malformed(.notExactlyOneSource))
        #expect(found["noSource"]?.expression.value == .malformed(.notExactlyOneSource))
        guard case .malformed(.unknownKeyword(let keyword))? = found["unknown"]?.expression.value else {
            Issue.record("expected an unknown keyword, got \(String(describing: found["unknown"]))")
            return
        }
        #expect(keyword.value == "colour")
        #expect(at(keyword.position) == "5:59")

        guard case .object(_, let stray)? = found["stray"]?.expression.value else {
            Issue.record("expected an object expression, got \(String(describing: found["stray"]))")
            return
        }
        #expect(stray.map(\.value) == [.argumentsWithoutMap, .otherwiseWithoutLabels])
        #expect(stray.map { at($0.position) } == ["6:39", "6:56"])

        guard case .object(let source, let modifiers)? = found["operands"]?.expression.value else {
            Issue.record("expected an object expression, got \(String(describing: found["operands"]))")
            return
        }
        #expect(source.value == .parameter(nil, written: "3"))
        #expect(modifiers.map(\.value) == [.alternative(nil), .map(nil, arguments: nil), .lookup(nil), .labels(nil, otherwise: nil)])
        guard case .object(let sum, _)? = found["sumOfOne"]?.expression.value else {
            Issue.record("expected an object expression, got \(String(describing: found["sumOfOne"]))")
            return
        }
        #expect(sum.value == .sum(nil))
    }

    @Test func imageURLSettingsAreReadOrKeptAsMalformed() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {
              "poster": {"from": "p", "imageURL": {"base": {"parameter": "cdn"}, "size": "w92"}},
              "extra": {"from": "p", "imageURL": {"base": "b", "size": "s", "scale": 2}},
              "half": {"from": "p", "imageURL": {"base": "b"}},
              "set": {"from": "p", "imageURLSet": {"base": 7, "sizes": ["w92", "original"], "type": "Sizes"}},
              "badSizes": {"from": "p", "imageURLSet": {"base": "b", "sizes": ["w92", 3]}},
              "badType": {"from": "p", "imageURLSet": {"base": "b", "sizes": ["w92"], "type": 1}}
            }}}}
            """
        let found = try fields(text)
        func modifier(_ name: String) -> MappingModifier? {
            guard case .object(_, let modifiers)? = found[name]?.expression.value else { return nil }
            return modifiers.first?.value
        }
        guard case .imageURL(.settings(let base, let size))? = modifier("poster"), case .expression(let baseExpression) = base.value else {
            Issue.record("expected imageURL settings, got \(String(describing: modifier("poster")))")
            return
        }
        guard case .object(let baseSource, _) = baseExpression.value else {
            Issue.record("expected a parameter expression, got \(baseExpression.value)")
            return
        }
        #expect(baseSource.value == .parameter("cdn", written: #""cdn""#))
        #expect(size.value == .text("w92"))
        #expect(at(size.position) == "2:78")
        guard case .imageURL(.unknownKeyword(let keyword))? = modifier("extra") else {
            Issue.record("expected an unknown imageURL keyword, got \(String(describing: modifier("extra")))")
            return
        }
        #expect(keyword.value == "scale")
        #expect(at(keyword.position) == "3:74")
        #expect(modifier("half") == .imageURL(.malformed))
        guard case .imageURLSet(.settings(let setBase, let sizes, let type))? = modifier("set") else {
            Issue.record("expected imageURLSet settings, got \(String(describing: modifier("set")))")
            return
        }
        #expect(setBase.value == .malformed)
        #expect(sizes == ["w92", "original"])
        #expect(type == .name("Sizes"))
        #expect(modifier("badSizes") == .imageURLSet(.malformed))
        guard case .imageURLSet(.settings(_, _, let badType))? = modifier("badType") else {
            Issue.record("expected imageURLSet settings, got \(String(describing: modifier("badType")))")
            return
        }
        #expect(badType == .notAString)
    }

    @Test func literalsAreClassifiedAsTranslationAcceptsThem() throws {
        let text = """
            {"x-mappers": {"D": {"fields": {"a": "a"}, "parameters": {
              "s": {"type": "string", "default": "w92"}, "i": {"type": "integer", "default": -3},
              "d": {"type": "number", "default": 2.50}, "huge": {"type": "number", "default": 1e30},
              "b": {"type": "boolean", "default": true}, "n": {"type": "string?", "default": null},
              "e": {"type": "string", "default": []}, "full": {"type": "string", "default": [1]},
              "o": {"type": "string", "default": {}}, "none": {"type": "string"},
              "lookup": {"lookup": {"key": "string", "value": 3}}, "bad": 3
            }}}}
            """
        let found = try parameters(text)
        #expect(found.map(\.name) == ["s", "i", "d", "huge", "b", "n", "e", "full", "o", "none", "lookup", "bad"])
        #expect(found.map(\.kind) == [
            .value(type: "string", defaultValue: .string("w92")), .value(type: "integer", defaultValue: .integer("-3")),
            .value(type: "number", defaultValue: .double("2.50")), .value(type: "number", defaultValue: .double("1e30")),
            .value(type: "boolean", defaultValue: .bool(true)), .value(type: "string?", defaultValue: .null),
            .value(type: "string", defaultValue: .emptyArray), .value(type: "string", defaultValue: .unsupported),
            .value(type: "string", defaultValue: .unsupported), .value(type: "string", defaultValue: nil),
            .lookup(key: "string", value: nil), .notAnObject,
        ])
        #expect(at(found[1].position) == "2:51")
    }

    /// Positions stay exact deep into a large declaration (the loader finds them in one pass per member;
    /// how long that takes is measured outside the tests, which hold no timings).
    @Test func largeDeclarationsKeepExactPositions() throws {
        let count = 5_000
        let fields = (0..<count).map { #"  "f\#($0)": {"from": "id", "labels": {"a": "A"}}"# }.joined(separator: ",\n")
        let text = "{\"x-mappers\": {\"D\": {\"fields\": {\n" + fields + "\n}}}}"
        let found = try self.fields(text)
        #expect(found.count == count)
        let last = try #require(found["f\(count - 1)"])
        #expect(at(last.position) == "\(count + 1):\(String(count - 1).count + 8)")
        guard case .object(_, let modifiers) = last.expression.value, case .labels(let labels?, _)? = modifiers.first?.value else {
            Issue.record("expected labels, got \(last.expression.value)")
            return
        }
        #expect(labels.map { at($0.position) } == ["\(count + 1):\(String(count - 1).count + 39)"])
    }
}
