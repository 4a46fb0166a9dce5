import ContractJSON
import GeneratorLoading
import Testing

/// Schema sets whose relative `$id`s name each other as if identifiers had no base (GitHub's webhook
/// schemas: `"$id": "push$event"` refers to `"common/user.schema.json"`, the `$id` of a file in
/// another folder).
@Suite("Relative identifiers")
struct RelativeIdentifierTests {
    static let sources = [
        SchemaLoader.Source(path: "/in/common/user.schema.json", relativePath: "common/user.schema.json",
                            bytes: Array(#"{"$id": "common/user.schema.json", "type": "object", "properties": {"login": {"type": "string"}}}"#.utf8)),
        SchemaLoader.Source(path: "/in/push/event.schema.json", relativePath: "push/event.schema.json",
                            bytes: Array(#"{"$id": "push$event", "type": "object", "properties": {"sender": {"$ref": "common/user.schema.json"}, "login": {"$ref": "common/user.schema.json#/properties/login"}}}"#.utf8)),
    ]

    @Test func referencesResolveAgainstTheIdentifiersRelativeToTheInput() throws {
        let set = try SchemaLoader.load(sources: Self.sources)
        let push = SchemaLocation(file: 1, pointer: JSONPointer(tokens: ["properties", "sender"]))
        let user = try #require(set.resolve("common/user.schema.json", from: push))
        #expect(user == SchemaLocation(file: 0, pointer: .root))
        #expect(set.resolve("common/user.schema.json#/properties/login", from: push) == SchemaLocation(file: 0, pointer: JSONPointer(tokens: ["properties", "login"])))
        #expect(set.resolve("common/nobody.schema.json", from: push) == nil)
    }

    @Test func embeddedSchemasNameTheirTargetsAbsolutely() throws {
        let set = try SchemaLoader.load(sources: Self.sources)
        let embedded = set.embeddableRoot(ofFile: 1)
        let userURI = set.uri(of: SchemaLocation(file: 0, pointer: .root))
        #expect(embedded["properties"]?["sender"]?["$ref"] == .string(userURI))
        #expect(embedded["properties"]?["login"]?["$ref"] == .string(userURI + "#/properties/login"))
        // Everything else is as written.
        #expect(embedded["$id"] == .string("push$event"))
        #expect(set.embeddableRoot(ofFile: 0) == set.files[0].root)
    }

    @Test func aDanglingReferenceIsStillAnError() {
        let dangling = SchemaLoader.Source(path: "/in/a.schema.json", relativePath: "a.schema.json",
                                           bytes: Array(#"{"$id": "a", "properties": {"x": {"$ref": "common/missing.schema.json"}}}"#.utf8))
        #expect(throws: GeneratorError.self) { try SchemaLoader.load(sources: [dangling]) }
    }
}
