// Generated from JSON-Schema-Test-Suite tests/{draft2020-12,draft7}/optional/format/*.json
// (string instances only, duplicates across drafts merged), plus additional cases.
import Testing
@testable import ContractSchema

@Suite struct EmailFormatTests {
    /// JSON-Schema-Test-Suite cases for `email`.
    static let emailSuiteCases: [StringFormatCase] = [
        StringFormatCase("joe.bloggs@example.com", true, "a valid e-mail address"),
        StringFormatCase("2962", false, "an invalid e-mail address"),
        StringFormatCase("te~st@example.com", true, "tilde in local part is valid"),
        StringFormatCase("~test@example.com", true, "tilde before local part is valid"),
        StringFormatCase("test~@example.com", true, "tilde after local part is valid"),
        StringFormatCase("\"joe bloggs\"@example.com", true, "a quoted string with a space in the local part is valid"),
        StringFormatCase("\"joe..bloggs\"@example.com", true, "a quoted string with a double dot in the local part is valid"),
        StringFormatCase("\"joe@bloggs\"@example.com", true, "a quoted string with a @ in the local part is valid"),
        StringFormatCase("joe.bloggs@[127.0.0.1]", true, "an IPv4-address-literal after the @ is valid"),
        StringFormatCase("joe.bloggs@[IPv6:::1]", true, "an IPv6-address-literal after the @ is valid"),
        StringFormatCase(".test@example.com", false, "dot before local part is not valid"),
        StringFormatCase("test.@example.com", false, "dot after local part is not valid"),
        StringFormatCase("te.s.t@example.com", true, "two separated dots inside local part are valid"),
        StringFormatCase("te..st@example.com", false, "two subsequent dots inside local part are not valid"),
        StringFormatCase("joe.bloggs@invalid=domain.com", false, "an invalid domain"),
        StringFormatCase("joe.bloggs@[127.0.0.300]", false, "an invalid IPv4-address-literal"),
        StringFormatCase("user1@oceania.org, user2@oceania.org", false, "two email addresses is not valid"),
        StringFormatCase("\"Winston Smith\" <winston.smith@recdep.minitrue> (Records Department)", false, "full \"From\" header is invalid"),
        StringFormatCase("@example.com", false, "local part is required"),
        StringFormatCase("joe.bloggs@", false, "domain is required"),
        StringFormatCase("joe bloggs@example.com", false, "unquoted space in local part is invalid"),
    ]

    /// Additional `email` cases: realistic values and edge cases of the grammar.
    static let emailExtraCases: [StringFormatCase] = [
        StringFormatCase("jane.doe+tag@example.co.uk", true, "plus tag and multi-label domain"),
        StringFormatCase("user@localhost", true, "single-label domain"),
        StringFormatCase("user@xn--bcher-kva.example", true, "A-label domain"),
        StringFormatCase("user@bücher.example", false, "U-label domain is not ASCII email"),
        StringFormatCase("üser@example.com", false, "non-ASCII local part is not ASCII email"),
        StringFormatCase("user@-example.com", false, "domain label starting with a hyphen"),
        StringFormatCase("user@example..com", false, "empty domain label"),
        StringFormatCase("user@example.com.", false, "trailing dot in the domain"),
        StringFormatCase("user@[IPv6:2001:db8::1]", true, "IPv6 address literal"),
        StringFormatCase("user@[ipv6:::1]", true, "IPv6 tag is case-insensitive"),
        StringFormatCase("user@[2001:db8::1]", false, "IPv6 literal without the IPv6 tag"),
        StringFormatCase("user@[tag:content]", false, "unregistered general address literal"),
        StringFormatCase("user@[127.0.0.1", false, "unterminated address literal"),
        StringFormatCase("\"\"@example.com", true, "empty quoted string"),
        StringFormatCase("\"a\\\"b\"@example.com", true, "escaped quote inside a quoted string"),
        StringFormatCase("\"a\"b\"@example.com", false, "unescaped quote inside a quoted string"),
        StringFormatCase("\"a\"\"b\"@example.com", false, "two quoted strings"),
        StringFormatCase("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", true, "64-octet local part"),
        StringFormatCase("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", false, "65-octet local part"),
        StringFormatCase("user@@example.com", false, "two at-signs"),
        StringFormatCase("user@exa mple.com", false, "space in the domain"),
        StringFormatCase("user@example.com\n", false, "trailing newline"),
        StringFormatCase("user", false, "no at-sign"),
    ]

    @Test("email: test suite", arguments: emailSuiteCases)
    func suiteEmail(_ testCase: StringFormatCase) {
        #expect(StringFormat.email.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("email: additional cases", arguments: emailExtraCases)
    func extraEmail(_ testCase: StringFormatCase) {
        #expect(StringFormat.email.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    /// JSON-Schema-Test-Suite cases for `idn-email`.
    static let idnEmailSuiteCases: [StringFormatCase] = [
        StringFormatCase("실례@실례.테스트", true, "a valid idn e-mail (example@example.test in Hangul)"),
        StringFormatCase("2962", false, "an invalid e-mail/idn e-mail address"),
        StringFormatCase("joe.bloggs@example.com", true, "a valid e-mail address"),
        StringFormatCase("δοκιμή@example.com", true, "a non-ASCII local part with an ASCII domain is valid"),
        StringFormatCase("\"δοκιμή\"@example.com", true, "a non-ASCII quoted local part is valid"),
        StringFormatCase("user@cafe\u{301}.com", true, "a domain label that is not in Unicode NFC is valid"),
        StringFormatCase("cafe\u{301}@example.com", true, "a local part that is not in Unicode NFC is valid"),
        StringFormatCase("\u{85}@example.com", true, "a C1 control in the local part is valid"),
        StringFormatCase("\u{FFFF}@example.com", true, "a noncharacter in the local part is valid"),
        StringFormatCase("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", true, "a local part at the 64-octet limit is valid"),
        StringFormatCase("user＠example.com", false, "a fullwidth commercial at is not a local-part separator"),
        StringFormatCase("𝕏@example.com", true, "a local part with a supplementary-plane character is valid"),
    ]

    /// Additional `idn-email` cases: realistic values and edge cases of the grammar.
    static let idnEmailExtraCases: [StringFormatCase] = [
        StringFormatCase("δοκιμή@παράδειγμα.δοκιμή", true, "Greek local part and domain"),
        StringFormatCase("user@bücher.example", true, "U-label domain"),
        StringFormatCase("user@xn--bcher-kva.example", true, "A-label domain"),
        StringFormatCase("jane.doe+tag@example.co.uk", true, "ASCII address"),
        StringFormatCase("üüüüüüüüüüüüüüüüüüüüüüüüüüüüüüüü@example.com", true, "local part of 64 UTF-8 octets"),
        StringFormatCase("üüüüüüüüüüüüüüüüüüüüüüüüüüüüüüüüü@example.com", false, "local part of 66 UTF-8 octets"),
        StringFormatCase("user@例え。jp", false, "ideographic full stop is not a domain separator in an address"),
        StringFormatCase("user@ex_ample.com", false, "underscore in the domain"),
        StringFormatCase("a..b@example.com", false, "consecutive dots in the local part"),
        StringFormatCase("user@", false, "missing domain"),
    ]

    @Test("idn-email: test suite", arguments: idnEmailSuiteCases)
    func suiteIdnEmail(_ testCase: StringFormatCase) {
        #expect(StringFormat.idnEmail.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }

    @Test("idn-email: additional cases", arguments: idnEmailExtraCases)
    func extraIdnEmail(_ testCase: StringFormatCase) {
        #expect(StringFormat.idnEmail.accepts(testCase.value) == testCase.isValid, "\(testCase.note)")
    }
}
