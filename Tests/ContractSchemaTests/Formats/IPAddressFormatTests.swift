// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct IPAddressFormatTests {
    /// JSON-Schema-Test-Suite cases for `ipv4`.
    static let ipv4SuiteCases: [StringFormatCase] = [
        StringFormatCase("192.168.0.1", true, "a valid IP address"),
        StringFormatCase("127.0.0.0.1", false, "an IP address with too many components"),
        StringFormatCase("256.256.256.256", false, "an IP address with out-of-range values"),
        StringFormatCase("127.0", false, "an IP address without 4 components"),
        StringFormatCase("127.1", false, "a 2-part address resolving to a routable IP (inet_aton shorthand)"),
        StringFormatCase("127.0.1", false, "a 3-part address resolving to a routable IP (inet_aton shorthand)"),
        StringFormatCase("0x7f000001", false, "an IP address as an integer"),
        StringFormatCase("2130706433", false, "an IP address as an integer (decimal)"),
        StringFormatCase("1২7.0.0.1", false, "invalid non-ASCII '২' (a Bengali 2)"),
        StringFormatCase("１９２.１６８.１.１", false, "invalid fullwidth digits (non-ASCII)"),
        StringFormatCase("𝟏𝟗𝟐.𝟏𝟔𝟖.𝟏.𝟏", false, "invalid mathematical bold digits (non-ASCII)"),
        StringFormatCase("192.168.1.0/24", false, "netmask is not a part of ipv4 address"),
        StringFormatCase(" 192.168.0.1", false, "leading whitespace is invalid"),
        StringFormatCase("192.168.0.1 ", false, "trailing whitespace is invalid"),
        StringFormatCase("192.168.0.1\n", false, "trailing newline is invalid"),
        StringFormatCase("0x7f.0.0.1", false, "hexadecimal notation is invalid"),
        StringFormatCase("0o10.0.0.1", false, "octal notation explicit is invalid"),
        StringFormatCase("192.168..1", false, "empty part (double dot) is invalid"),
        StringFormatCase(".192.168.0.1", false, "leading dot is invalid"),
        StringFormatCase("192.168.0.1.", false, "trailing dot is invalid"),
        StringFormatCase("0.0.0.0", true, "minimum valid IPv4 address"),
        StringFormatCase("255.255.255.255", true, "maximum valid IPv4 address"),
        StringFormatCase("200.0.0.0", true, "valid IPv4 with an octet in the 200 to 249 range"),
        StringFormatCase("10.20.30.40", true, "valid IPv4 with two-digit octets"),
        StringFormatCase("", false, "empty string is invalid"),
        StringFormatCase("+1.2.3.4", false, "plus sign is invalid"),
        StringFormatCase("-1.2.3.4", false, "negative sign is invalid"),
        StringFormatCase("1e2.0.0.1", false, "exponential notation is invalid"),
        StringFormatCase("192.168.a.1", false, "alpha characters are invalid"),
        StringFormatCase("192. 168.0.1", false, "internal whitespace is invalid"),
        StringFormatCase("192.168.0.1\t", false, "tab character is invalid"),
        StringFormatCase("192.168.0.1\u{0}.evil.com", false, "additional content after an embedded NUL byte"),
        StringFormatCase("192.168.0.1:80", false, "with port number is invalid"),
        StringFormatCase("::ffff:192.168.0.1", false, "an IPv4-mapped IPv6 address is invalid"),
        StringFormatCase("192.168.0.256", false, "single octet out of range in last position"),
    ]

    /// Additional `ipv4` cases: realistic values and edge cases of the grammar.
    static let ipv4ExtraCases: [StringFormatCase] = [
        StringFormatCase("127.0.0.1", true, "loopback"),
        StringFormatCase("1.2.3.04", false, "leading zero in the last octet"),
        StringFormatCase("00.0.0.0", false, "two-digit zero octet"),
        StringFormatCase("1.2.3.1000", false, "four-digit octet"),
    ]

    @Test("ipv4: test suite", arguments: ipv4SuiteCases)
    func suiteIpv4(_ testCase: StringFormatCase) {
        #expect(StringFormat.ipv4.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("ipv4: additional cases", arguments: ipv4ExtraCases)
    func extraIpv4(_ testCase: StringFormatCase) {
        #expect(StringFormat.ipv4.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `ipv6`.
    static let ipv6SuiteCases: [StringFormatCase] = [
        StringFormatCase("::1", true, "a valid IPv6 address"),
        StringFormatCase("12345::", false, "a group with 5 hex digits is invalid"),
        StringFormatCase("::abef", true, "trailing 4 hex symbols is valid"),
        StringFormatCase("::abcef", false, "trailing 5 hex symbols is invalid"),
        StringFormatCase("1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1", false, "an IPv6 address with too many components"),
        StringFormatCase("::laptop", false, "an IPv6 address containing illegal characters"),
        StringFormatCase("::", true, "no digits is valid"),
        StringFormatCase("::42:ff:1", true, "leading colons is valid"),
        StringFormatCase("d6::", true, "trailing colons is valid"),
        StringFormatCase(":2:3:4:5:6:7:8", false, "missing leading octet is invalid"),
        StringFormatCase("1:2:3:4:5:6:7:", false, "missing trailing octet is invalid"),
        StringFormatCase(":2:3:4::8", false, "missing leading octet with omitted octets later"),
        StringFormatCase("1:d6::42", true, "single set of double colons in the middle is valid"),
        StringFormatCase("1::d6::42", false, "two sets of double colons is invalid"),
        StringFormatCase("1::d6:192.168.0.1", true, "mixed format with the ipv4 section as decimal octets"),
        StringFormatCase("1:2::192.168.0.1", true, "mixed format with double colons between the sections"),
        StringFormatCase("1::2:192.168.256.1", false, "mixed format with ipv4 section with octet out of range"),
        StringFormatCase("1::2:192.168.ff.1", false, "mixed format with ipv4 section with a hex octet"),
        StringFormatCase("::ffff:192.168.0.1", true, "mixed format with leading double colons (ipv4-mapped ipv6 address)"),
        StringFormatCase("1:2:3:4:5:::8", false, "triple colons is invalid"),
        StringFormatCase("1:2:3:4:5:6:7:8", true, "8 octets"),
        StringFormatCase("1:2:3:4:5:6:7", false, "insufficient octets without double colons"),
        StringFormatCase("1", false, "no colons is invalid"),
        StringFormatCase("127.0.0.1", false, "ipv4 is not ipv6"),
        StringFormatCase("1:2:3:4:1.2.3", false, "ipv4 segment must have 4 octets"),
        StringFormatCase("  ::1", false, "leading whitespace is invalid"),
        StringFormatCase("::1  ", false, "trailing whitespace is invalid"),
        StringFormatCase("fe80::/64", false, "netmask is not a part of ipv6 address"),
        StringFormatCase("fe80::a%eth1", false, "zone id is not a part of ipv6 address"),
        StringFormatCase("1000:1000:1000:1000:1000:1000:255.255.255.255", true, "a long valid ipv6"),
        StringFormatCase("100:100:100:100:100:100:255.255.255.255.255", false, "a long invalid ipv6, below length limit, first"),
        StringFormatCase("100:100:100:100:100:100:100:255.255.255.255", false, "a long invalid ipv6, below length limit, second"),
        StringFormatCase("1:2:3:4:5:6:7:৪", false, "invalid non-ASCII '৪' (a Bengali 4)"),
        StringFormatCase("1:2::192.16৪.0.1", false, "invalid non-ASCII '৪' (a Bengali 4) in the IPv4 portion"),
        StringFormatCase("[::1]", false, "a bracketed address is invalid"),
        StringFormatCase("::ffff:192.168.0.01", false, "a leading zero in the last IPv4 octet is invalid"),
    ]

    /// Additional `ipv6` cases: realistic values and edge cases of the grammar.
    static let ipv6ExtraCases: [StringFormatCase] = [
        StringFormatCase("2001:db8::1", true, "documentation prefix"),
        StringFormatCase("2001:DB8:0:0:8:800:200C:417A", true, "RFC 4291 full form, upper case"),
        StringFormatCase("FF01::101", true, "RFC 4291 multicast example"),
        StringFormatCase("::FFFF:129.144.52.38", true, "RFC 4291 IPv4-mapped example"),
        StringFormatCase("::13.1.68.3", true, "RFC 4291 IPv4-compatible example"),
        StringFormatCase("1:2:3:4:5:6:7::", true, "double colon standing for the last group"),
        StringFormatCase("::2:3:4:5:6:7:8", true, "double colon standing for the first group"),
        StringFormatCase("1:2:3:4:5:6:7:8::", false, "double colon after eight groups"),
        StringFormatCase("::1:2:3:4:5:6:7:8", false, "double colon before eight groups"),
        StringFormatCase("1::2::3", false, "two double colons"),
        StringFormatCase(":::", false, "triple colon only"),
        StringFormatCase("1:2:3:4:5:6:1.2.3.4", true, "six groups and an IPv4 address"),
        StringFormatCase("1:2:3:4:5:6:7:1.2.3.4", false, "seven groups and an IPv4 address"),
        StringFormatCase("1.2.3.4::", false, "IPv4 address before a double colon"),
        StringFormatCase("::1:", false, "trailing single colon"),
        StringFormatCase("fe80::1%25eth0", false, "zone identifier"),
        StringFormatCase("", false, "empty string"),
    ]

    @Test("ipv6: test suite", arguments: ipv6SuiteCases)
    func suiteIpv6(_ testCase: StringFormatCase) {
        #expect(StringFormat.ipv6.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("ipv6: additional cases", arguments: ipv6ExtraCases)
    func extraIpv6(_ testCase: StringFormatCase) {
        #expect(StringFormat.ipv6.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
