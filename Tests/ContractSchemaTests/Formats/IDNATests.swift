import Testing
@testable import ContractSchema

@Suite struct IDNATests {
    /// RFC 3492 section 7.1 samples and common IDNs with their Punycode forms.
    static let punycodeSamples: [(String, String)] = [
        ("b\u{FC}cher", "bcher-kva"),
        ("m\u{FC}nchen", "mnchen-3ya"),
        ("\u{4F8B}\u{3048}", "r8jz45g"),
        ("\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}",
         "egbpdaj6bu4bxfgehfvwxn"),
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
        ("Pro\u{10D}prost\u{11B}nemluv\u{ED}\u{10D}esky", "Proprostnemluvesky-uyb24dma41a"),
        ("3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
        ("-> $1.00 <-", "-> $1.00 <--"),
    ]

    @Test(arguments: punycodeSamples)
    func punycodeEncodes(_ unicode: String, _ punycode: String) {
        let scalars = unicode.unicodeScalars.map(\.value)
        #expect(FormatPunycode.encode(scalars) == Array(punycode.utf8))
    }

    @Test(arguments: punycodeSamples)
    func punycodeDecodes(_ unicode: String, _ punycode: String) {
        // The decoder expects lower-case input, as A-labels are lower-cased before decoding.
        let lowered = Array(punycode.utf8).map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
        let expected = unicode.unicodeScalars.map { scalar -> UInt32 in
            scalar.value &- 0x41 < 26 ? scalar.value | 0x20 : scalar.value
        }
        #expect(FormatPunycode.decode(lowered) == expected)
    }

    @Test(arguments: ["9", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "a-\u{80}", "99999999999999"])
    func punycodeRejectsMalformedInput(_ input: String) {
        #expect(FormatPunycode.decode(Array(input.utf8)) == nil)
    }

    @Test(arguments: [
        (UInt32(0x61), FormatIDNA.Property.pvalid), (0x41, .disallowed), (0x2D, .pvalid), (0x5F, .disallowed),
        (0xDF, .pvalid), (0x3C2, .pvalid), (0xE9, .pvalid), (0x301, .pvalid), (0xC9, .disallowed),
        (0x200C, .contextJ), (0x200D, .contextJ), (0xB7, .contextO), (0x30FB, .contextO), (0x660, .contextO),
        (0x640, .disallowed), (0x302E, .disallowed), (0xFB01, .disallowed), (0x1100, .disallowed),
        (0x20D0, .disallowed), (0x1F4A9, .disallowed), (0xAC00, .pvalid), (0x4E00, .pvalid), (0x2164, .disallowed),
        (0xFFFF, .disallowed), (0x10FFFF, .disallowed), (0x3000, .disallowed), (0x5D0, .pvalid),
    ])
    func derivedProperty(_ value: UInt32, _ expected: FormatIDNA.Property) {
        #expect(FormatIDNA.property(value) == expected)
    }

    @Test(arguments: [
        (UInt32(0x61), FormatIDNA.BidiClass.l), (0x31, .en), (0x2D, .es), (0x5D0, .r), (0x628, .al), (0x660, .an),
        (0x6F0, .en), (0x300, .nsm), (0x64B, .nsm), (0x200C, .bn), (0xB7, .on), (0xCBF, .l), (0x10900, .r),
    ])
    func bidiClasses(_ value: UInt32, _ expected: FormatIDNA.BidiClass) {
        #expect(FormatIDNA.bidiClass(value) == expected)
    }

    @Test func joiningTypesAndScripts() {
        #expect(FormatIDNA.joiningType(0x628) == .dual)
        #expect(FormatIDNA.joiningType(0x627) == .right)
        #expect(FormatIDNA.joiningType(0x64B) == .transparent)
        #expect(FormatIDNA.joiningType(0x61) == .nonJoining)
        #expect(FormatIDNA.script(0x3B2) == .greek)
        #expect(FormatIDNA.script(0x5D1) == .hebrew)
        #expect(FormatIDNA.script(0x3041) == .hiragana)
        #expect(FormatIDNA.script(0x30A1) == .katakana)
        #expect(FormatIDNA.script(0x4E08) == .han)
        #expect(FormatIDNA.script(0x61) == .other)
    }

    @Test func nfcCheck() {
        #expect(FormatIDNA.isNFC([0x63, 0x61, 0x66, 0xE9]))
        #expect(!FormatIDNA.isNFC([0x63, 0x61, 0x66, 0x65, 0x301]))
        #expect(FormatIDNA.isNFC([0x1100 + 0, 0x61]) == true) // conjoining jamo followed by ASCII does not compose
        #expect(!FormatIDNA.isNFC([0x1100, 0x1161])) // L + V composes to a syllable
        #expect(!FormatIDNA.isNFC([0x212B])) // ANGSTROM SIGN decomposes to A-ring
    }
}
