import ContractJSON
import Testing
@testable import GeneratorTranslation

/// The generator reads each schema in its own dialect (`$schema`, default 2020-12), as the validator
/// does: which keywords apply beside `$ref`, how tuples are written, what `$recursiveRef` means.
@Suite("Dialects in the generator")
struct DialectTranslationTests {
    static func schema(_ draft: String, _ body: String) -> String {
        "{\"$schema\": \"\(draft)\", " + body.dropFirst()
    }

    @Test("Before 2019-09, keywords beside $ref are ignored; from 2019-09 on they apply")
    func referenceSiblings() throws {
        let body = ##"{"type": "object", "properties": {"engine": {"$ref": "#/definitions/any", "properties": {"threshold": {"type": "integer"}}}}, "definitions": {"any": {}}}"##
        for draft in ["http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-06/schema#", "http://json-schema.org/draft-07/schema#"] {
            let module = try translate(["c.schema.json": Self.schema(draft, body)])
            // `{"threshold": "25"}` is valid here: the member is whatever `any` allows.
            #expect(module.structure("C")?.property("engine")?.type.resolved.unwrapped == .builtin(.jsonValue), "\(draft)")
        }
        for draft in ["https://json-schema.org/draft/2019-09/schema", "https://json-schema.org/draft/2020-12/schema"] {
            let module = try translate(["c.schema.json": Self.schema(draft, body)])
            let engine = try #require(module.structure("C")?.property("engine")?.type.resolved.unwrapped, "\(draft)")
            #expect(engine != .builtin(.jsonValue), "\(draft)")
        }
    }

    @Test("An array-valued items with additionalItems is a tuple before 2020-12")
    func arrayItemsAreATuple() throws {
        let body = #"{"type": "object", "properties": {"pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}], "minItems": 2, "additionalItems": false}, "more": {"type": "array", "items": [{"type": "string"}], "additionalItems": {"type": "boolean"}}}}"#
        for draft in ["http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-07/schema#", "https://json-schema.org/draft/2019-09/schema"] {
            let module = try translate(["t.schema.json": Self.schema(draft, body)])
            guard case .tuple(let pair)? = module.declaration("T.Pair")?.kind, case .tuple(let more)? = module.declaration("T.More")?.kind else {
                Issue.record("no tuples in \(draft)")
                continue
            }
            #expect(pair.elements.map(\.type) == [.builtin(.string), .builtin(.integer(.int))])
            #expect(pair.elements.map(\.isRequired) == [true, true])
            #expect(pair.rest == nil)
            #expect(more.rest == .builtin(.bool))
        }
    }

    @Test("$recursiveRef resolves statically when one resource declares $recursiveAnchor")
    func recursiveReference() throws {
        let tree = ##"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/tree", "$recursiveAnchor": true, "type": "object", "properties": {"data": {"type": "string"}, "children": {"type": "array", "items": {"$recursiveRef": "#"}}}}"##
        let module = try translate(["tree.schema.json": tree])
        #expect(module.structure("Tree")?.property("children")?.type.unwrapped == .array(.named(TypeName(["Tree"]))))
        #expect(warnings(["tree.schema.json": tree]) == [])
        // A second resource with $recursiveAnchor can take the reference over: JSONValue and a warning.
        let strictTree = #"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/strict-tree", "$recursiveAnchor": true, "$ref": "tree", "unevaluatedProperties": false}"#
        let found = warnings(["tree.schema.json": tree, "strict.schema.json": strictTree])
        #expect(found.contains { $0.contains("warning: $recursiveRef '#' can designate several schemas") })
    }
}
