// Schemas: shapes, person, base and value.schema.json, written as an unseen set would be.
import ContractModels
import Foundation
import Testing
@testable import ConsumerModels

@Test("const-tagged oneOf, prefixItems, formats, Int64.min and awkward member names decode and round-trip")
func shapesRoundTrip() throws {
    let text = #"{"version": -9223372036854775808, "shapes": [{"type":"circle","radius":1.5},{"type":"group","children":[{"type":"rect","w":1,"h":2}]}], "point":[1,2], "labels":{"a":"b"}, "mode":"x-y", "id":"2eb8aa08-aa98-11ea-b4aa-73b441d16380", "when":"2024-02-29", "at":"2024-02-29T10:00:00.5+02:00", "link":"https://example.com/a?b#c", "either": 3, "maybe": null, "anything": {"x":[1,null]}, "kind":"drawing", "class":"c", "self":true, "2fa":false, "foo-bar":"1","foo_bar":"2","fooBar":"3","":"empty","🎉":"party","naïve":"abc","extra":1}"#
    let shapes = try Shapes.decode(validating: Array(text.utf8))
    #expect(shapes.version == Int.min)
    #expect(shapes.countOrDefault == 3)  // lossless: a member with a default stays optional
    #expect(shapes.u1F389 == "party")
    #expect(shapes.empty == "empty")
    #expect(shapes.maybe == .some(.null))
    guard case .group(let group) = shapes.shapes[1], case .rect(let rect) = group.children[0] else { Issue.record("shape"); return }
    #expect(rect.h == 2)
    let again = try JSONDecoder().decode(Shapes.self, from: try JSONEncoder().encode(shapes))
    #expect(again == shapes)
}

@Test("each broken constraint is rejected by the fast path and by validate()")
func shapesErrors() throws {
    for bad in [
        #"{"version": 9223372036854775808, "shapes": []}"#,
        #"{"version": 1, "shapes": [{"type":"circle","radius":0}]}"#,
        #"{"version": 1, "shapes": [{"type":"hexagon"}]}"#,
        #"{"version": 1, "shapes": [], "point": [1,2,3]}"#,
        #"{"version": 1, "shapes": [], "naïve": "ABC"}"#,
        #"{"version": 1, "shapes": [], "kind": "other"}"#,
        #"{"version": 1, "shapes": [], "when": "2023-02-29"}"#,
        #"{"version": 1, "shapes": [], "mode": "medium"}"#,
    ] {
        #expect(throws: ContractDecodingError.self, "\(bad)") { try Shapes.decode(validating: Array(bad.utf8)) }
        let model = try? JSONDecoder().decode(Shapes.self, from: Data(bad.utf8))
        if let model { #expect(!model.validate().isValid, "\(bad)") }
    }
}

@Test("allOf flattening whose base refers back to the flattened type through a property")
func personRecursion() throws {
    let text = #"{"id":"1","name":"A","parent":{"id":"2","name":"B","tags":["x"]}}"#
    let person = try Person.decode(validating: Array(text.utf8))
    #expect(person.parent?.name == "B")
    #expect(throws: ContractDecodingError.self) { try Person.decode(validating: Array(#"{"id":"1","name":"A","other":1}"#.utf8)) }
    #expect(throws: ContractDecodingError.self) { try Person.decode(validating: Array(#"{"id":"1","name":"A","tags":["x","x"]}"#.utf8)) }
    #expect(throws: ContractDecodingError.self) { try Person.decode(validating: Array(#"{"id":"1","name":""}"#.utf8)) }
    let again = try JSONDecoder().decode(Person.self, from: try JSONEncoder().encode(person))
    #expect(again == person)
}

@Test("a recursive anyOf without a discriminator")
func valueRecursion() throws {
    let value = try Value.decode(validating: Array(#"{"a":[1,"x",{"b":[]}]}"#.utf8))
    guard case .object(let object) = value, case .array(let items)? = object["a"] else { Issue.record("shape"); return }
    #expect(items.count == 3)
    #expect(throws: ContractDecodingError.self) { try Value.decode(validating: Array(#"[true]"#.utf8)) }
}
