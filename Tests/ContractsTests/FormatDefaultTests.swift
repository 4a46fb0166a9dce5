import ContractCheckKit
import ContractRuntime
import Contracts
import Foundation
import Testing

/// One `format` default for CI and the app (`ValidationOptions.contracts`, formats asserted): a payload
/// whose date-time is no date is rejected alike by `contract-check validate` (no option), by the
/// generated model's `validate()` and by its strict decoder, and reported as drift by its tolerant one.
@Suite("One format default: contract-check, validate() and generated decoders")
struct FormatDefaultTests {
    /// The first valid game of the fixtures (a corpus line), with `completed_date` that is no date.
    static func gameWithBadDate() throws -> [UInt8] {
        let fixture = try #require(Fixtures.all.first { $0.schemaURI == "https://contracts.local/games/game.schema.json" && $0.valid })
        guard case .object(var game) = try JSONValue(parsing: fixture.data) else {
            throw Fixtures.Malformed(description: "not an object")
        }
        game["completed_date"] = .string("last tuesday")
        return JSONWriter.compact.bytes(from: .object(game))
    }

    @Test func everyPathAssertsFormatsByDefault() throws {
        let bytes = try Self.gameWithBadDate()
        let path = NSTemporaryDirectory() + "format-default-\(UUID().uuidString).json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let console = Console.capturing()
        let status = ContractCheck.run(
            ["validate", "--schemas", Fixtures.schemasDirectory, "--schema", "https://contracts.local/games/game.schema.json", path],
            console: console)
        #expect(status == 1, "contract-check passes what the app rejects: \(console.output)")
        #expect(console.output.contains("/completed_date"))

        let expected = Game.contractValidator.validate(try JSONDocument(parsing: bytes))
        #expect(expected.errors.map(\.keyword) == ["format"])
        #expect(throws: ContractDecodingError.invalid(expected.errors)) { try Game.decode(validating: bytes) }
        let tolerant = try Game.decode(bytes, policy: .tolerant)
        #expect(tolerant.drift == expected.errors)
        #expect(tolerant.value.completedDate == nil && tolerant.value.unknownMembers["completed_date"] == .string("last tuesday"))

        // Draft 2020-12's default stays available to the checker, as an explicit choice.
        let annotating = ContractCheck.run(
            ["validate", "--annotate-formats", "--schemas", Fixtures.schemasDirectory, "--schema",
             "https://contracts.local/games/game.schema.json", path],
            console: Console.capturing())
        #expect(annotating == 0)
    }
}
