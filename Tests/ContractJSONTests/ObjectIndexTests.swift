import ContractJSON
import Testing

/// Large objects look keys up through an index (issue 11, defect 6); it must agree with the members.
@Suite("JSONObject key index")
struct ObjectIndexTests {
    @Test("lookups, replacement, insertion and removal in a 20,000-member object")
    func largeObject() throws {
        let text = "{" + (0..<20_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
        guard case .object(var object) = try JSONValue(parsing: text) else { Issue.record("not an object"); return }
        #expect(object["k0"] == 0 && object["k19999"] == 19_999 && object["k20000"] == nil)
        object["k5"] = "five"
        object["new"] = true
        object["k0"] = nil
        #expect(object.count == 20_000)
        #expect(object["k5"] == "five" && object["new"] == true && object["k0"] == nil && object["k1"] == 1)
        #expect(object.keys.first == "k1" && object.keys.last == "new")
        #expect(object[object.count - 1].key == "new")
        // Keys compare by code points: precomposed "é" and "e" + U+0301 are different members.
        object["\u{E9}"] = 1
        object["e\u{301}"] = 2
        #expect(object["\u{E9}"] == 1 && object["e\u{301}"] == 2)
    }

    @Test("building from members: a repeated key keeps its first position and the last value")
    func repeatedKeys() {
        let members = (0..<30).map { JSONObject.Member(key: "k\($0 % 20)", value: .number(JSONNumber($0))) }
        let object = JSONObject(members)
        #expect(object.count == 20)
        #expect(object.keys == (0..<20).map { "k\($0)" })
        #expect(object["k3"] == 23 && object["k15"] == 15)
        #expect(object == JSONObject(members.reversed().reversed()))
    }
}
