import ContractRuntime
import Foundation
import Testing

/// `ContractModels.CheckedLiteral`, what generated code builds format defaults and base URLs with: the value of a
/// valid text, and for a text the runtime refuses its named fallback, never a trap.
@Suite("Contracts: checked literals")
struct CheckedLiteralTests {
    @Test("a valid text gives its value")
    func validTexts() throws {
        #expect(CheckedLiteral.url("https://api.example.test/v2").absoluteString == "https://api.example.test/v2")
        #expect(CheckedLiteral.uri("urn:isbn:0451450523").text == "urn:isbn:0451450523")
        #expect(CheckedLiteral.uuid("123e4567-e89b-12d3-a456-426614174000").uuidString == "123E4567-E89B-12D3-A456-426614174000")
        #expect(CheckedLiteral.date("2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(CheckedLiteral.dateTime("2024-05-01T10:22:39Z").timeIntervalSince1970 == 1_714_558_959)
        #expect(CheckedLiteral.dateTimeText("2024-05-01T11:22:39.5+01:00").text == "2024-05-01T11:22:39.5+01:00")
        #expect(CheckedLiteral.number("1.50e3").literal == "1.50e3")
    }

    @Test("a text the runtime refuses gives the fallback, without a trap")
    func refusedTexts() {
        #expect(CheckedLiteral.url("http://[::1").absoluteString == "about:blank")
        #expect(CheckedLiteral.uri("not a uri").text == "about:blank")
        #expect(CheckedLiteral.uuid("nope").uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(CheckedLiteral.date("2023-02-29").description == "1970-01-01")
        #expect(CheckedLiteral.dateTime("yesterday").timeIntervalSince1970 == 0)
        #expect(CheckedLiteral.dateTimeText("yesterday").date.timeIntervalSince1970 == 0)
        #expect(CheckedLiteral.number("0x10").literal == "0")
    }
}
