import ConsumerModels
import Foundation
import Testing

/// Decodes `text` both ways (fast path with validation, and JSONDecoder), re-encodes both ways, and
/// checks that everything agrees, validates, and decodes back to an equal value.
func roundTrip<T: Codable & Equatable & JSONViewDecodable & ContractValidatable>(_ type: T.Type, _ text: String) throws -> T {
    let bytes = Array(text.utf8)
    let fast = try T.decode(validating: bytes)
    let codable = try JSONDecoder().decode(T.self, from: Data(bytes))
    #expect(fast == codable)
    #expect(fast.validate().isValid)
    let written = fast.jsonBytes()
    #expect(T.contractValidator.validate(try JSONDocument(parsing: written)).isValid)
    #expect(try T.decode(validating: written) == fast)
    let encoded = try JSONEncoder().encode(codable)
    #expect(T.contractValidator.validate(try JSONDocument(parsing: Array(encoded))).isValid)
    #expect(try JSONDecoder().decode(T.self, from: encoded) == codable)
    #expect(try T.decode(validating: Array(encoded)) == codable)
    return fast
}

@Suite("Consumer package: generated models")
struct RoundTripTests {
    static let catalog = #"""
        {"class": "A", "default": true, "protocol": "https", "extension": null, "self": 7, "Type": "t", "where": ["here", "there"],
         "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 9223372036854775807, "small": 2147483647, "größe": 1.5,
         "名前": "名前", "emoji 🎬": "🎬", "updated-at": "2026-02-14T20:00:00.125+01:00", "published_on": "2024-02-29",
         "home": "https://example.com/a?b=c", "labels": {"b": "2", "a": "1"}, "metadata": {"nested": [1, {"x": null}]}, "anything": [true]}
        """#

    @Test func keywordsUnicodeAndBounds() throws {
        let value = try roundTrip(Catalog.self, Self.catalog)
        #expect(value.class == "A")
        #expect(value.default)
        #expect(value.protocol == .https)
        #expect(value.self_ == 7)
        #expect(value.size == 1.5)
        #expect(value.名前 == "名前")
        #expect(value.count == Int.max)
        #expect(value.small == Int32.max)
        #expect(value.priorityOrDefault == 3)
        #expect(value.publishedOn == .value(CalendarDate(year: 2024, month: 2, day: 29)!))
        #expect(value.updatedAt?.date == Date(timeIntervalSince1970: 1_771_095_600.125))
        // format: uri is ContractModels.URI: the text as received, Foundation's URL when asked.
        #expect(value.home?.text == "https://example.com/a?b=c")
        #expect(value.home?.url.host() == "example.com")
        let minimum = try roundTrip(Catalog.self, #"{"class": "B", "default": false, "protocol": "ftp", "id": "6F9619FF-8B86-4D11-B42D-00C04FC964FF", "count": -9223372036854775808}"#)
        #expect(minimum.count == Int.min)
    }

    @Test func absentAndNullAreKeptApart() throws {
        let null = try roundTrip(Catalog.self, #"{"class": "A", "default": true, "protocol": "http", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 1, "extension": null}"#)
        let absent = try roundTrip(Catalog.self, #"{"class": "A", "default": true, "protocol": "http", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 1}"#)
        #expect(null.extension == .null)
        #expect(absent.extension == nil)
        #expect(String(decoding: null.jsonBytes(), as: UTF8.self).contains(#""extension":null"#))
        #expect(!String(decoding: absent.jsonBytes(), as: UTF8.self).contains("extension"))
    }

    @Test func invalidDocumentsReportTheValidatorsErrors() throws {
        let text = #"{"class": "", "default": true, "protocol": "gopher", "id": "x", "count": 1, "extra": 1}"#
        let document = try JSONDocument(parsing: text)
        let expected = Catalog.contractValidator.validate(document).errors
        #expect(!expected.isEmpty)
        #expect(throws: ContractDecodingError.invalid(expected)) { try Catalog.decode(validating: document) }
    }

    @Test func unknownEnumValuesAreKeptWithoutValidation() throws {
        let text = #"{"class": "A", "default": true, "protocol": "gopher", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 1}"#
        let lenient = try Catalog(jsonBytes: Array(text.utf8))
        #expect(lenient.protocol == .unknown("gopher"))
        #expect(String(decoding: lenient.jsonBytes(), as: UTF8.self).contains(#""protocol":"gopher""#))
        #expect(try JSONDecoder().decode(Catalog.self, from: Data(text.utf8)).protocol.rawValue == "gopher")
    }

    @Test func keywordNamedMembersAndCases() throws {
        let text = #"""
            {"init": true, "case": "a-b", "Self": "S", "self": "s", "for": -9223372036854775808, "inout": null, "": "e",
             "var": "v", "let": 7, "with \"quotes\" and \\": "q", "func": [{"init": false, "case": "unknown", "Self": "x", "func": []}]}
            """#
        let value = try roundTrip(Keywords.self, text)
        #expect(value.init_)
        #expect(value.case == .aB)
        #expect(value.self_2 == "S")
        #expect(value.self_ == "s")
        #expect(value.for == Int.min)
        #expect(value.inout == .null)
        #expect(value.var == "v")
        #expect(value.let == 7)
        #expect(value.empty == "e")
        #expect(value.withQuotesAnd == "q")
        #expect(value.func?.first?.case == .unknown_)
        #expect(value.func?.first?.func == [])
        #expect(Keywords.Case(rawValue: "A B") == .aB2)
        #expect(Keywords.Case(rawValue: "") == .empty)
    }

    @Test func discriminatedUnion() throws {
        let click = try roundTrip(Event.self, #"{"type": "click", "x": 1, "y": 2}"#)
        guard case .click(let value) = click else { Issue.record("not a click"); return }
        #expect(value.buttonOrDefault == .left)
        let purchase = try roundTrip(Event.self, #"{"type": "purchase", "items": [{"sku": "a", "quantity": 2}], "coupon": null}"#)
        guard case .purchase(let order) = purchase else { Issue.record("not a purchase"); return }
        #expect(order.items.first?.quantity == 2)
        #expect(order.coupon == .null)
        _ = try roundTrip(Event.self, #"{"type": "scroll", "delta": -0.5}"#)
        #expect(throws: ContractDecodingError.self) { try Event.decode(validating: Array(#"{"type": "hover"}"#.utf8)) }
    }

    @Test func recursiveTypes() throws {
        let text = #"""
            {"value": 1, "children": [{"value": 2, "children": [{"value": 3}]}], "next": {"value": 4, "next": {"value": 5}},
             "note": {"text": "a", "reply": {"text": "b"}},
             "formula": {"op": "+", "left": 1, "right": {"op": "*", "left": 2, "right": 3}}}
            """#
        let tree = try roundTrip(Tree.self, text)
        #expect(tree.next?.next?.value == 5)
        #expect(tree.children?.first?.children?.first?.value == 3)
        #expect(tree.note?.reply?.text == "b")
        guard case .object(let sum)? = tree.formula, case .object(let product) = sum.right else { Issue.record("no formula"); return }
        #expect(sum.op == .u2B)
        #expect(product.left == Expression.integer(2))
    }
}
