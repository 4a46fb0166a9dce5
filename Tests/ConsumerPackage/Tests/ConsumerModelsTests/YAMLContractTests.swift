// Schema: Schemas/inventory.schema.yaml, a contract written in YAML.
import ContractModels
import Foundation
import Testing
@testable import ConsumerModels

@Test("a *.schema.yaml contract generates a model that decodes, validates and round-trips")
func yamlContractGeneratesCode() throws {
    let text = #"{"warehouse": "north", "updated": "2026-11-23T10:00:00Z", "items": [{"sku": "ABC-1", "onHand": 3, "reserved": 1, "note": null}, {"sku": "XYZ-22", "onHand": 0, "status": "discontinued"}]}"#
    let inventory = try Inventory.decode(validating: Array(text.utf8))
    #expect(inventory.warehouse == "north")
    #expect(inventory.items.count == 2)
    #expect(inventory.items[0].onHand == 3)
    #expect(inventory.items[0].reserved == 1)
    #expect(inventory.items[1].status == .discontinued)
    let again = try JSONDecoder().decode(Inventory.self, from: try JSONEncoder().encode(inventory))
    #expect(again == inventory)
}

@Test("the YAML contract's constraints (anchored minimum, pattern, closed objects) are enforced")
func yamlContractConstraints() throws {
    for bad in [
        #"{"warehouse": "", "items": []}"#,
        #"{"warehouse": "w", "items": [{"sku": "abc-1", "onHand": 1}]}"#,
        #"{"warehouse": "w", "items": [{"sku": "ABC-1", "onHand": -1}]}"#,
        #"{"warehouse": "w", "items": [{"sku": "ABC-1", "onHand": 1, "reserved": -2}]}"#,
        #"{"warehouse": "w", "items": [], "extra": true}"#,
        #"{"warehouse": "w", "items": [{"sku": "ABC-1", "onHand": 1, "status": "gone"}]}"#,
    ] {
        #expect(throws: ContractDecodingError.self, "\(bad)") { try Inventory.decode(validating: Array(bad.utf8)) }
    }
}
