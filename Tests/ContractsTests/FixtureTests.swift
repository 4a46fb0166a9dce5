import ContractRuntime
import Contracts
import Foundation
import Testing

/// Every fixture test under `Schemas/*/fixtures/` against the generated type of its schema: the
/// generated decoders and `validate()` must give the runtime validator's verdict and errors, and
/// valid data must round-trip.
@Suite("Contracts: every fixture")
struct FixtureTests {
    @Test func everySchemaHasFixturesAndAType() throws {
        let cases = try Fixtures.load()
        #expect(cases.count == Fixtures.all.count)
        let tested = Set(cases.map(\.schemaURI))
        for file in try Fixtures.schemaFiles() where !file.hasSuffix("endpoints.schema.json") {
            let uri = "https://contracts.local/" + file
            #expect(tested.contains(uri), "no fixture tests \(file)")
            #expect(ContractTypes.bySchemaURI[uri] != nil, "no generated type for \(uri)")
        }
        // Both verdicts are represented for every schema with fixtures.
        for uri in tested {
            #expect(cases.contains { $0.schemaURI == uri && $0.valid }, "no valid fixture for \(uri)")
            #expect(cases.contains { $0.schemaURI == uri && !$0.valid }, "no invalid fixture for \(uri)")
        }
    }

    @Test(arguments: Fixtures.all)
    func generatedTypeAgreesWithTheValidator(_ fixture: FixtureCase) throws {
        let entry = try #require(ContractTypes.bySchemaURI[fixture.schemaURI], "no generated type for \(fixture.schemaURI)")
        let document = try JSONDocument(parsing: fixture.data)
        let check = entry.crossCheck(document, against: try Fixtures.validator(for: fixture.schemaURI))

        #expect(check.expected.isValid == fixture.valid, "the runtime validator disagrees with the fixture")
        #expect(check.disagreements.isEmpty, "\(entry.typeName): \(check.disagreements.joined(separator: "; "))")
        if fixture.valid {
            #expect(check.fastPathError == nil, "the fast path rejects valid data")
            #expect(check.codableError == nil, "JSONDecoder rejects valid data")
            #expect(check.generatedVerdict == ValidationResult(isValid: true, errors: []), "validate() rejects valid data")
        } else {
            #expect(check.fastPathError == .invalid(check.expected.errors), "the fast path does not report the validator's errors")
            #expect(check.codableError != nil || check.generatedVerdict?.isValid == false, "JSONDecoder + validate() accept invalid data")
            if check.isLossless, let generated = check.generatedVerdict {
                #expect(generated.errors.map(\.instanceLocation) == check.expected.errors.map(\.instanceLocation))
                #expect(generated.errors.map(\.keyword) == check.expected.errors.map(\.keyword))
                #expect(generated.errors.map(\.message) == check.expected.errors.map(\.message))
            }
        }
    }
}
