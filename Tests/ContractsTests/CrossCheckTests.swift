import ContractRuntime
import Contracts
import Foundation
import Testing

/// The cross check finds each kind of disagreement, and the generated Codable conformances reject
/// what `validate()` could not see.
@Suite("Contracts: cross check and strict Codable")
struct CrossCheckTests {
    static let gameURI = "https://contracts.local/games/game.schema.json"
    static let game = #"""
        {"id": "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", "game_type": "singles", "team1_score": 11, "team2_score": 9,
         "is_completed": true, "created_date": "2026-01-02T10:00:00Z", "team1_players": ["Ann"], "team2_players": ["Bo"]}
        """#

    static func validator(_ schema: String) throws -> SchemaValidator {
        try SchemaValidator(schema: try JSONValue(parsing: schema), registry: Fixtures.registry.get(), options: ValidationOptions(assertsFormats: true))
    }

    @Test func agreesWithItsOwnSchema() throws {
        let entry = try #require(ContractTypes.bySchemaURI[Self.gameURI])
        let check = entry.crossCheck(try JSONDocument(parsing: Self.game), against: try Fixtures.validator(for: Self.gameURI))
        #expect(check.expected.isValid)
        #expect(check.agrees, "\(check.disagreements)")
        #expect(entry.typeName == "Game")
    }

    @Test func findsAValidatorStricterThanTheType() throws {
        let entry = try #require(ContractTypes.bySchemaURI[Self.gameURI])
        let stricter = try Self.validator(#"{"$ref": "\#(Self.gameURI)", "required": ["notes"]}"#)
        let check = entry.crossCheck(try JSONDocument(parsing: Self.game), against: stricter)
        #expect(!check.expected.isValid)
        #expect(check.fastPathError == nil)
        #expect(check.disagreements.contains { $0.hasPrefix("the fast path accepts an invalid document") })
        #expect(check.disagreements.contains { $0.hasPrefix("JSONDecoder decodes an invalid document") })
    }

    @Test func findsAValidatorLooserThanTheType() throws {
        let entry = try #require(ContractTypes.bySchemaURI[Self.gameURI])
        let document = try JSONDocument(parsing: Self.game.replacingOccurrences(of: #""team1_score": 11"#, with: #""team1_score": -1"#))
        let check = entry.crossCheck(document, against: try Self.validator("true"))
        #expect(check.expected.isValid)
        #expect(check.disagreements.contains { $0.hasPrefix("the fast path rejects a valid document") })
        #expect(check.disagreements.contains { $0.hasPrefix("validate() rejects the model of a valid document") })
        #expect(check.disagreements.contains { $0.hasPrefix("jsonValue writes an invalid document") } == false)
    }

    @Test("validate() of the model reports the validator's errors whatever order the document's members came in")
    func errorsOfMembersReceivedOutOfDeclarationOrder() throws {
        let entry = try #require(ContractTypes.bySchemaURI[Self.gameURI])
        // team2_score before team1_score, both below their minimum: the model re-encodes them in declaration order.
        let text = Self.game.replacingOccurrences(
            of: #""team1_score": 11, "team2_score": 9"#, with: #""team2_score": -1, "team1_score": -2"#)
        let check = entry.crossCheck(try JSONDocument(parsing: text), against: try Fixtures.validator(for: Self.gameURI))
        #expect(check.expected.errors.map(\.instanceLocation.description) == ["/team2_score", "/team1_score"])
        #expect(check.generatedVerdict?.errors.map(\.instanceLocation.description) == ["/team1_score", "/team2_score"])
        #expect(check.agrees, "\(check.disagreements)")
    }

    @Test func reportsTheValidatorsErrorsForAnInvalidDocument() throws {
        let entry = try #require(ContractTypes.bySchemaURI[Self.gameURI])
        let document = try JSONDocument(parsing: Self.game.replacingOccurrences(of: #""team1_score": 11"#, with: #""team1_score": -1"#))
        let check = entry.crossCheck(document, against: try Fixtures.validator(for: Self.gameURI))
        #expect(check.agrees, "\(check.disagreements)")
        #expect(check.expected.errors.map(\.instanceLocation.description) == ["/team1_score"])
        #expect(check.fastPathError == .invalid(check.expected.errors))
        #expect(check.isLossless)
        #expect(check.generatedVerdict?.errors == check.expected.errors)
        // The generated API itself, without the registry.
        let model = try Game(jsonBytes: Array(document.bytes))
        #expect(model.validate().errors == check.expected.errors)
        #expect(throws: ContractDecodingError.invalid(check.expected.errors)) { try Game.decode(validating: document) }
    }

    @Test func aliasEntriesAreCheckedByTheValidator() throws {
        let entry = try #require(ContractTypes.bySchemaURI["https://contracts.local/rounds/player-id.schema.json"])
        #expect(!entry.checksWhileDecoding)
        #expect(try entry.decode(String.self, validating: Array(#""guest:Ann""#.utf8)) == "guest:Ann")
        let errors = entry.validator.validate(.string("Ann")).errors
        #expect(errors.map(\.keyword) == ["pattern"])
        #expect(throws: ContractDecodingError.invalid(errors)) { try entry.decode(String.self, validating: Array(#""Ann""#.utf8)) }
    }

    @Test func codableRejectsNullForAMemberThatMayOnlyBeAbsent() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(RerunRequest.self, from: Data(#"{"imageKey": "k", "effectId": "e"}"#.utf8)).parameters == nil)
        #expect(throws: DecodingError.self) {
            try decoder.decode(RerunRequest.self, from: Data(#"{"imageKey": "k", "effectId": "e", "parameters": null}"#.utf8))
        }
        // A member with a default: absent stays absent (lossless), reads as the default, null is not allowed:
        // strict decoding rejects it; tolerant decoding (the default without a policy in `userInfo`) keeps the
        // null for re-encoding, so that validate() of the value still sees it.
        let game = try decoder.decode(Game.self, from: Data(Self.game.utf8))
        #expect(game.isArchived == nil && game.isArchivedOrDefault == false)
        let withNull = Data(Self.game.replacingOccurrences(of: "{", with: #"{"is_archived": null, "#).utf8)
        let strict = JSONDecoder()
        strict.userInfo[DecodingPolicy.userInfoKey] = DecodingPolicy.strict
        #expect(throws: DecodingError.self) { try strict.decode(Game.self, from: withNull) }
        let tolerated = try decoder.decode(Game.self, from: withNull)
        #expect(tolerated.isArchived == nil && tolerated.unknownMembers["is_archived"] == .null)
        #expect(tolerated.validate().errors.map(\.instanceLocation.description) == ["/is_archived"])
    }

    @Test func codableRejectsUndeclaredMembersOfClosedObjects() throws {
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) {
            try decoder.decode(RerunRequest.self, from: Data(#"{"imageKey": "k", "effectId": "e", "originalImageKey": "k"}"#.utf8))
        }
        // Open objects keep ignoring members they do not declare.
        #expect(try decoder.decode(Game.self, from: Data(Self.game.replacingOccurrences(of: "{", with: #"{"future": 1, "#).utf8)).team1Score == 11)
    }
}
