import ContractCommandLine
import GeneratorLoading
import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

/// Schemas written to exhaust the generator (issue 11: hostile schema files): fan-out along `$ref` and
/// `allOf`, reference cycles, chains longer than any real schema, very wide objects. Each translates,
/// or fails with a located diagnostic, in time linear in its size; none crashes or hangs.
@Suite("Hostile schemas in the generator")
struct HostileSchemaTests {
    /// `$defs` d0…d(levels-1), each applying the next one twice through `keyword`.
    func fanOut(_ keyword: String, levels: Int, leaf: String, extra: String = "") -> String {
        var definitions: [String] = []
        for level in 0..<levels {
            let next = level == levels - 1 ? leaf : ##"{"$ref": "#/$defs/d\##(level + 1)"}"##
            definitions.append(#""d\#(level)": {"\#(keyword)": [\#(next), \#(next)]\#(extra)}"#)
        }
        return ##"{"$defs": {\##(definitions.joined(separator: ", "))}, "$ref": "#/$defs/d0"}"##
    }

    @Test("allOf fanning out 40 levels deep (2⁴⁰ paths) translates, each level analysed once")
    func exponentialAllOf() throws {
        let module = try translate(["f.schema.json": fanOut("allOf", levels: 40, leaf: #"{"type": "integer"}"#)])
        #expect(module.declaration("D39")?.kind == .alias(.builtin(.integer(.int))))
        #expect(module.declaration("D0") != nil)
        let found = warnings(["f.schema.json": fanOut("allOf", levels: 40, leaf: #"{"type": "integer"}"#)])
        #expect(found.count == 40, "one partial-allOf warning per level: \(found.count)")
    }

    @Test("allOf of objects fanning out 40 levels deep gathers every member once")
    func exponentialObjectAllOf() throws {
        let leaf = #"{"type": "object", "properties": {"z": {"type": "integer"}}}"#
        let module = try translate(["f.schema.json": fanOut("allOf", levels: 40, leaf: leaf, extra: #", "type": "object""#)])
        #expect(module.structure("D0")?.property("z")?.propertyType == .optional(.builtin(.integer(.int))))
    }

    @Test("allOf chains to a null-only schema fan out in the validation rules too, and end")
    func exponentialValidationRules() throws {
        let schema = fanOut("allOf", levels: 40, leaf: #"{"type": "null"}"#)
        let property = #"{"oneOf": [{"$ref": "f.schema.json#/$defs/d0"}, {"type": "string"}]}"#
        let files = ["n.schema.json": #"{"type": "object", "properties": {"p": \#(property)}}"#,
                     "f.schema.json": schema]
        let module = try translate(files)
        #expect(module.structure("N")?.property("p") != nil)
    }

    @Test("allOf members that lead back to their schema through $ref end (found by fuzz-gen)")
    func allOfCycle() throws {
        let schema = ##"""
            {"$defs": {"d2": {"allOf": [{"$ref": "#/$defs/d3"}, {"$ref": "#/$defs/d3"}]},
                       "d3": {"allOf": [{"$ref": "#/$defs/d2"}, {"type": "integer"}]}}, "$ref": "#/$defs/d2"}
            """##
        let box = ResultBox()
        _ = LargeStack.run {
            box.warnings = warnings(["c.schema.json": schema])
            return 0
        }
        #expect(!box.warnings.isEmpty, "the partial allOf is reported")
    }

    @Test("a $ref cycle reached from a oneOf branch is a located error, not a crash")
    func referenceCycleInBranch() {
        let definitions = ##""a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}"##
        let schema = ##"{"$defs": {\##(definitions)}, "oneOf": [{"$ref": "#/$defs/a"}, {"type": "string"}]}"##
        let found = diagnostics(["c.schema.json": schema])
        let cycle = "error: this $ref cycle never reaches a schema that defines a type"
        #expect(found.contains { $0.hasPrefix("/s/c.schema.json:1:") && $0.contains(cycle) }, "\(found)")
    }

    @Test("a chain of 300 $refs: the part beyond 200 levels falls back to JSONValue with a warning")
    func longReferenceChain() throws {
        let length = 300
        var definitions = (0..<length).map { ##""a\##($0)": {"$ref": "#/$defs/a\##($0 + 1)"}"## }
        definitions.append(#""a\#(length)": {"type": "string"}"#)
        let all = definitions.joined(separator: ", ")
        let schema = ##"{"type": "object", "properties": {"x": {"$ref": "#/$defs/a0"}}, "$defs": {\##(all)}}"##
        // The generator's tool runs on a large stack (LargeStack); so does this test's translation.
        let box = ResultBox()
        _ = LargeStack.run {
            box.warnings = warnings(["c.schema.json": schema])
            box.module = try? translate(["c.schema.json": schema])
            return 0
        }
        #expect(box.warnings.contains { $0.contains("warning: the schema is reached through more than 200 nested declarations or $refs") })
        let module = try #require(box.module)
        #expect(module.declaration("A\(length)")?.kind == .alias(.builtin(.string)))
    }

    @Test("schemas that all refer to one another are each declared once, typed everywhere, however deep the walk")
    func mutuallyReferringSchemas() throws {
        // Reduced from HubSpot's media-bridge document (HubSpot-public-api-spec-collection, 150 schemas): 60 expression
        // schemas, each with `inputs` whose items are a oneOf of 73 of them. Declared where reached, the walk went 200
        // levels deep and 8 `inputs` items became JSONValue with a warning, though nothing nests that deep.
        let count = 60
        let branches = (0..<count).map { ##"{"$ref": "#/$defs/e\##($0)"}"## }.joined(separator: ", ")
        let expression = #"{"type": "object", "required": ["operator"], "properties": {"operator": {"type": "string"}, "#
            + #""inputs": {"type": "array", "items": {"oneOf": [\#(branches)]}}}}"#
        let definitions = (0..<count).map { #""e\#($0)": \#(expression)"# }.joined(separator: ", ")
        let schema = ##"{"$defs": {\##(definitions)}, "$ref": "#/$defs/e0"}"##
        let box = ResultBox()
        _ = LargeStack.run {
            box.warnings = warnings(["x.schema.json": schema])
            box.module = try? translate(["x.schema.json": schema])
            return 0
        }
        #expect(!box.warnings.contains { $0.contains("nested declarations or $refs") }, "\(box.warnings.prefix(2))")
        let module = try #require(box.module)
        for index in 0..<count {
            // The 60 equal unions are one type: the first one's, which the others are aliases of.
            let inputs = module.structure("E\(index)")?.property("inputs")?.propertyType
            guard case .optional(.array(let item))? = inputs, case .named(let union) = item.aliased,
                let variants = module.union(union.components.joined(separator: "."))?.variants
            else {
                Issue.record("E\(index).inputs is \(String(describing: inputs))")
                continue
            }
            #expect(variants.map(\.type) == (0..<count).map { .named(TypeName(["E\($0)"])) }, "E\(index)")
        }
    }

    @Test("an object of 20,000 properties keeps all of them, in order")
    func wideObject() throws {
        let members = (0..<20_000).map { #""p\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        let module = try translate(["w.schema.json": #"{"type": "object", "required": ["p5"], "properties": {\#(members)}}"#])
        let properties = try #require(module.structure("W")?.properties)
        #expect(properties.count == 20_000)
        #expect(properties.first?.jsonName == "p0" && properties.last?.jsonName == "p19999")
        #expect(properties[5].propertyType == .builtin(.string) && properties[6].propertyType == .optional(.builtin(.string)))
    }
}

/// What the large-stack thread hands back to the test.
extension TypeUsage {
    /// The type an alias stands for; any other type itself.
    fileprivate var aliased: TypeUsage {
        if case .alias(_, let underlying) = self { return underlying }
        return self
    }
}

private final class ResultBox: @unchecked Sendable {
    var warnings: [String] = []
    var module: TranslatedModule?
}
