import ContractJSON
import ContractSchema
import Testing

/// The annotations a valid instance collects (``SchemaValidator/validateCollectingAnnotations(_:)``), as
/// the suite's annotation tests define them: every applicable subschema that holds contributes.
@Suite struct AnnotationCollectionTests {
    /// `keyword` annotations at `location`, keyed by the evaluation path of the schema object that made them.
    private func annotations(_ schema: String, _ instance: String, _ location: String, _ keyword: String) throws -> [String: JSONValue] {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema))
        let result = validator.validateCollectingAnnotations(try JSONDocument(parsing: instance))
        #expect(result.isValid)
        var found: [String: JSONValue] = [:]
        for annotation in result.annotations where annotation.instanceLocation.description == location {
            guard annotation.keywordLocation.tokens.last == keyword else { continue }
            found[JSONPointer(tokens: annotation.keywordLocation.tokens.dropLast()).description] = annotation.value
        }
        return found
    }

    @Test("every valid anyOf branch contributes, not only the first")
    func anyOfBranches() throws {
        let found = try annotations(
            ##"{"anyOf": [{"title": "A"}, {"type": "integer", "title": "B"}, {"type": "string", "title": "C"}]}"##, "1", "", "title")
        #expect(found == ["/anyOf/0": .string("A"), "/anyOf/1": .string("B")])
    }

    @Test("a condition that holds keeps its annotations; one that fails does not")
    func ifThenElse() throws {
        let schema = ##"{"if": {"title": "If", "type": "integer"}, "then": {"title": "Then"}, "else": {"title": "Else"}}"##
        #expect(try annotations(schema, "1", "", "title") == ["/if": .string("If"), "/then": .string("Then")])
        #expect(try annotations(schema, "\"x\"", "", "title") == ["/else": .string("Else")])
    }

    @Test("contains annotates the items that match it, and only those")
    func containsMatches() throws {
        let schema = ##"{"contains": {"type": "integer", "title": "Number"}}"##
        #expect(try annotations(schema, ##"[1, "a", 2]"##, "/0", "title") == ["/contains": .string("Number")])
        #expect(try annotations(schema, ##"[1, "a", 2]"##, "/1", "title").isEmpty)
        #expect(try annotations(schema, ##"[1, "a", 2]"##, "/2", "title") == ["/contains": .string("Number")])
    }

    @Test("content keywords annotate strings only; contentSchema only beside contentMediaType")
    func contentKeywords() throws {
        let schema = ##"{"contentMediaType": "application/json", "contentSchema": {"type": "number"}}"##
        #expect(try annotations(schema, ##""42""##, "", "contentMediaType") == ["": .string("application/json")])
        #expect(try annotations(schema, ##""42""##, "", "contentSchema") == ["": try JSONValue(parsing: ##"{"type": "number"}"##)])
        #expect(try annotations(schema, "42", "", "contentMediaType").isEmpty)
        #expect(try annotations(##"{"contentSchema": {"type": "number"}}"##, ##""42""##, "", "contentSchema").isEmpty)
    }

    @Test("keywords the dialect does not know are annotations with their value; known non-annotation keywords are not")
    func unknownKeywords() throws {
        let schema = ##"{"x-origin": {"file": "a.yaml"}, "minimum": 0, "$comment": "c"}"##
        #expect(try annotations(schema, "1", "", "x-origin") == ["": try JSONValue(parsing: ##"{"file": "a.yaml"}"##)])
        #expect(try annotations(schema, "1", "", "minimum").isEmpty)
        #expect(try annotations(schema, "1", "", "$comment").isEmpty)
    }
}
