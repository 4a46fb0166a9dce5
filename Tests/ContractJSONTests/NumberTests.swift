import ContractJSON
import Testing

@Suite("Numbers")
struct NumberTests {
    @Test("numbers keep their literal and compare by value")
    func exactness() throws {
        let one = try #require(JSONNumber("1"))
        let onePointZero = try #require(JSONNumber("1.0"))
        #expect(one == onePointZero)
        #expect(onePointZero.literal == "1.0")
        #expect(onePointZero.isIntegral)
        #expect(JSONNumber("1e2")?.int64Value == 100)
        #expect(JSONNumber("-0") == JSONNumber("0"))
        #expect(JSONNumber("1.5")?.isIntegral == false)
    }

    @Test("integers beyond Int64 stay exact")
    func bigIntegers() throws {
        let big = try #require(JSONNumber("123456789012345678901234567890"))
        let bigger = try #require(JSONNumber("123456789012345678901234567891"))
        #expect(big < bigger)
        #expect(big.int64Value == nil)
        #expect(big.isIntegral)
        #expect(JSONNumber("9223372036854775807")?.int64Value == Int64.max)
        #expect(JSONNumber("-9223372036854775808")?.int64Value == Int64.min)
        #expect(JSONNumber("9223372036854775808")?.int64Value == nil)
    }

    @Test("ordering is exact where Double would round", arguments: [
        ("0.1", "0.10000000000000001", true),
        ("-2", "-1.5", true),
        ("1e-400", "0", false),
        ("1e400", "1e401", true),
        ("99999999999999999999", "1e20", true),
        ("1234567890123456789", "12345678901234567891e-1", true),
        ("12345678901234567891e-1", "1234567890123456789", false),
        ("1234567890123456789", "1234567890123456788.9999999", false),
        ("-0.000001", "-0.0000010000000000000000000001", false),
    ])
    func ordering(a: String, b: String, less: Bool) throws {
        #expect((try #require(JSONNumber(a)) < (try #require(JSONNumber(b)))) == less)
    }

    @Test("multipleOf is exact for decimals and huge values", arguments: [
        ("0.0075", "0.0001", true),
        ("4.5", "1.5", true),
        ("35", "1.5", false),
        ("1e308", "0.123456789", false),
        ("12391239123", "1e-8", true),
        ("0.3", "0.1", true),
        ("19.1", "0.2", false),
        ("19", "0.2", true),
        ("123456789012345678901234567890", "10", true),
        ("123456789012345678901234567890", "7", true),
        ("123456789012345678901234567893", "3", true),
        ("98765432109876543210987", "13", false),
    ])
    func multiples(value: String, divisor: String, expected: Bool) throws {
        #expect(try #require(JSONNumber(value)).isMultiple(of: try #require(JSONNumber(divisor))) == expected)
    }

    @Test("one value is one number, however many digits and zeros it is written with", arguments: [
        ("12345678901234567890", "1234567890123456789e1"),
        ("100000000000000000000000", "1e23"),
        ("1234567890123456789012345", "1234567890123456789012345.000"),
        ("0.00000000000000000000000000001", "1e-29"),
        ("-5e0", "-5.0000000000000000000000"),
    ])
    func sameValue(a: String, b: String) throws {
        let x = try #require(JSONNumber(a))
        let y = try #require(JSONNumber(b))
        #expect(x == y)
        #expect(x.hashValue == y.hashValue)
        #expect(!(x < y) && !(y < x))
        #expect(x.literal == a)
    }

    @Test("invalid literals are refused", arguments: ["01", "1.", ".5", "+1", "1e", "--1", "0x10", ""])
    func invalidLiterals(text: String) {
        #expect(JSONNumber(text) == nil)
    }
}
