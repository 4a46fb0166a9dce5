import ContractRuntime
import Contracts
import Foundation
import Testing

/// The fast path from bytes leaves repeated keys to the generated decoders (its parse does not look for them): every
/// fixture, with each member of each of its objects repeated before or after itself with another value, decodes from
/// the bytes to exactly what it decodes to from a parsed document (whose parse hides the earlier member), or fails
/// exactly as it does; and either way as the validator says.
@Suite("Contracts: repeated keys on the fast path")
struct RepeatedKeyTests {
    /// The values a repeated member takes: nothing the schemas accept in most places, an object with a repeat of its
    /// own inside (read as a whole where the type keeps unknown members), and the member's own value.
    static let others = ["null", #"{"p": [1, {"q": 1, "q": "two"}]}"#]

    /// Compact JSON of `value`, with the member at (`object`, `member`) (objects numbered in document order) written
    /// twice: `repeat` first and the member after it, or the member first and `repeat` after it.
    static func text(_ value: JSONValue, repeating target: (object: Int, member: Int), with repeated: String, first: Bool) -> String {
        var objects = 0
        func write(_ value: JSONValue) -> String {
            guard case .object(let object) = value else {
                guard case .array(let elements) = value else { return JSONWriter.compact.string(from: value) }
                return "[" + elements.map(write).joined(separator: ",") + "]"
            }
            let number = objects
            objects += 1
            var members: [String] = []
            for (position, member) in object.members.enumerated() {
                let key = JSONWriter.compact.string(from: .string(member.key))
                let written = key + ":" + write(member.value)
                if number == target.object && position == target.member {
                    members.append(first ? key + ":" + repeated : written)
                    members.append(first ? written : key + ":" + repeated)
                } else {
                    members.append(written)
                }
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        return write(value)
    }

    /// The number of members of each object of `value`, in document order.
    static func memberCounts(_ value: JSONValue) -> [Int] {
        switch value {
        case .object(let object): [object.count] + object.members.flatMap { memberCounts($0.value) }
        case .array(let elements): elements.flatMap(memberCounts)
        default: []
        }
    }

    @Test(arguments: Fixtures.all)
    func bytesDecodeAsTheParsedDocument(_ fixture: FixtureCase) throws {
        let entry = try #require(ContractTypes.bySchemaURI[fixture.schemaURI])
        let validator = try Fixtures.validator(for: fixture.schemaURI)
        let value = try JSONValue(parsing: fixture.data)
        var variants = 0
        for (object, count) in Self.memberCounts(value).enumerated() {
            for member in 0..<count {
                for repeated in Self.others + [nil] as [String?] {
                    for first in [true, false] {
                        let text: String
                        if let repeated {
                            text = Self.text(value, repeating: (object, member), with: repeated, first: first)
                        } else {
                            // The member's own value, repeated.
                            text = Self.text(value, repeating: (object, member), with: "\u{0}", first: first)
                                .replacingOccurrences(of: "\u{0}", with: Self.ownValue(value, object, member))
                        }
                        let document = try JSONDocument(parsing: text)
                        let check = entry.crossCheck(document, against: validator)
                        let fastPath = check.disagreements.filter { $0.hasPrefix("the fast path") }
                        #expect(fastPath.isEmpty, "\(text): \(fastPath)")
                        variants += 1
                    }
                }
            }
        }
        #expect(variants == 6 * Self.memberCounts(value).reduce(0, +))
    }

    /// The compact JSON of member `member` of object `object` (in document order) of `value`.
    static func ownValue(_ value: JSONValue, _ target: Int, _ member: Int) -> String {
        var objects = 0
        func find(_ value: JSONValue) -> JSONValue? {
            switch value {
            case .object(let object):
                if objects == target { return object.members[member].value }
                objects += 1
                for child in object.members { if let found = find(child.value) { return found } }
                return nil
            case .array(let elements):
                for element in elements { if let found = find(element) { return found } }
                return nil
            default:
                return nil
            }
        }
        return find(value).map { JSONWriter.compact.string(from: $0) } ?? "null"
    }
}
