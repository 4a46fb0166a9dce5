// Schema: reserved.schema.json — every name the generated code uses itself, taken by the schema.
import ContractModels
import Foundation
import Testing
@testable import ConsumerModels

@Test("members, cases and nested types named like modules and generated helpers compile, decode and round-trip")
func reservedNamesRoundTrip() throws {
    let text = #"{"Swift": "s", "ContractRuntime": "r", "contractValidator": "v", "renamed_0": 7, "kind": "ContractModels", "nested": {"Foundation": true}, "choice": 3}"#
    let value = try Reserved.decode(validating: Array(text.utf8))
    let again = try JSONDecoder().decode(Reserved.self, from: try JSONEncoder().encode(value))
    #expect(again == value)
    #expect(value.validate().isValid)
    #expect(throws: ContractDecodingError.self) { try Reserved.decode(validating: Array(#"{"Swift": "s", "kind": "Other"}"#.utf8)) }
}
