/// A Unicode property usable in `\p{…}` / `\P{…}` (ECMA-262 `UnicodePropertyValueExpression`).
///
/// General categories and binary properties are answered by the standard library's `Unicode.Scalar.Properties`
/// (so they follow the toolchain's Unicode version); `Script`/`Script_Extensions` use `RegexScriptTables`, and the
/// three emoji properties the standard library does not expose use small range tables.
enum RegexUnicodeProperty: Sendable, Hashable {
    /// A union of general categories, as a bit mask indexed by `RegexUnicodeProperty.categoryBit(_:)`.
    case generalCategory(UInt32)
    /// A binary property answered by the standard library.
    case binary(RegexBinaryProperty)
    /// Membership in a flattened, sorted range list (scripts, emoji tables, `ASCII`).
    case ranges([UInt32])
    /// `Script=Unknown`: the listed ranges plus every unassigned, private-use or surrogate code point.
    case unknownScript([UInt32])

    func contains(_ c: UInt32) -> Bool {
        switch self {
        case .generalCategory(let mask):
            return mask & (1 << RegexUnicodeProperty.categoryBit(of: c)) != 0
        case .binary(let property):
            guard let scalar = Unicode.Scalar(c) else { return false }
            return property.contains(scalar)
        case .ranges(let ranges):
            return RegexCharClass.rangesContain(ranges, c)
        case .unknownScript(let ranges):
            let bit: UInt32 = 1 << RegexUnicodeProperty.categoryBit(of: c)
            return bit & RegexUnicodeProperty.unknownScriptCategories != 0 || RegexCharClass.rangesContain(ranges, c)
        }
    }

    // MARK: General_Category

    /// The two-letter category codes, in bit order.
    static let categoryCodes = [
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
        "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]

    /// The bit of the general category of `c` (surrogate code points, which never occur in a Swift string, are Cs).
    @inline(__always)
    static func categoryBit(of c: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(c) else { return 27 }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter: return 0
        case .lowercaseLetter: return 1
        case .titlecaseLetter: return 2
        case .modifierLetter: return 3
        case .otherLetter: return 4
        case .nonspacingMark: return 5
        case .spacingMark: return 6
        case .enclosingMark: return 7
        case .decimalNumber: return 8
        case .letterNumber: return 9
        case .otherNumber: return 10
        case .connectorPunctuation: return 11
        case .dashPunctuation: return 12
        case .openPunctuation: return 13
        case .closePunctuation: return 14
        case .initialPunctuation: return 15
        case .finalPunctuation: return 16
        case .otherPunctuation: return 17
        case .mathSymbol: return 18
        case .currencySymbol: return 19
        case .modifierSymbol: return 20
        case .otherSymbol: return 21
        case .spaceSeparator: return 22
        case .lineSeparator: return 23
        case .paragraphSeparator: return 24
        case .control: return 25
        case .format: return 26
        case .surrogate: return 27
        case .privateUse: return 28
        case .unassigned: return 29
        @unknown default: return 29
        }
    }

    /// Categories whose code points all have Script=Unknown.
    static let unknownScriptCategories = mask(["Cn", "Co", "Cs"])

    /// The mask of the given two-letter codes.
    static func mask(_ codes: [String]) -> UInt32 {
        codes.reduce(0) { $0 | 1 << UInt32(categoryCodes.firstIndex(of: $1)!) }
    }

    /// Every General_Category value name and alias of PropertyValueAliases.txt, mapped to its mask.
    static let generalCategories: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        func add(_ names: [String], _ codes: [String]) {
            let value = mask(codes)
            for name in names { table[name] = value }
        }
        add(["L", "Letter"], ["Lu", "Ll", "Lt", "Lm", "Lo"])
        add(["LC", "Cased_Letter"], ["Lu", "Ll", "Lt"])
        add(["Lu", "Uppercase_Letter"], ["Lu"])
        add(["Ll", "Lowercase_Letter"], ["Ll"])
        add(["Lt", "Titlecase_Letter"], ["Lt"])
        add(["Lm", "Modifier_Letter"], ["Lm"])
        add(["Lo", "Other_Letter"], ["Lo"])
        add(["M", "Mark", "Combining_Mark"], ["Mn", "Mc", "Me"])
        add(["Mn", "Nonspacing_Mark"], ["Mn"])
        add(["Mc", "Spacing_Mark"], ["Mc"])
        add(["Me", "Enclosing_Mark"], ["Me"])
        add(["N", "Number"], ["Nd", "Nl", "No"])
        add(["Nd", "Decimal_Number", "digit"], ["Nd"])
        add(["Nl", "Letter_Number"], ["Nl"])
        add(["No", "Other_Number"], ["No"])
        add(["P", "Punctuation", "punct"], ["Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po"])
        add(["Pc", "Connector_Punctuation"], ["Pc"])
        add(["Pd", "Dash_Punctuation"], ["Pd"])
        add(["Ps", "Open_Punctuation"], ["Ps"])
        add(["Pe", "Close_Punctuation"], ["Pe"])
        add(["Pi", "Initial_Punctuation"], ["Pi"])
        add(["Pf", "Final_Punctuation"], ["Pf"])
        add(["Po", "Other_Punctuation"], ["Po"])
        add(["S", "Symbol"], ["Sm", "Sc", "Sk", "So"])
        add(["Sm", "Math_Symbol"], ["Sm"])
        add(["Sc", "Currency_Symbol"], ["Sc"])
        add(["Sk", "Modifier_Symbol"], ["Sk"])
        add(["So", "Other_Symbol"], ["So"])
        add(["Z", "Separator"], ["Zs", "Zl", "Zp"])
        add(["Zs", "Space_Separator"], ["Zs"])
        add(["Zl", "Line_Separator"], ["Zl"])
        add(["Zp", "Paragraph_Separator"], ["Zp"])
        add(["C", "Other"], ["Cc", "Cf", "Cs", "Co", "Cn"])
        add(["Cc", "Control", "cntrl"], ["Cc"])
        add(["Cf", "Format"], ["Cf"])
        add(["Cs", "Surrogate"], ["Cs"])
        add(["Co", "Private_Use"], ["Co"])
        add(["Cn", "Unassigned"], ["Cn"])
        return table
    }()

    // MARK: Lookup

    /// Resolves the text between the braces of `\p{…}`; nil when ECMA-262 does not define it (a syntax error).
    ///
    /// Names and values are matched exactly (ECMA-262 does not allow loose matching).
    static func lookup(_ text: String) -> RegexUnicodeProperty? {
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            let value = String(text[text.index(after: equals)...])
            switch name {
            case "General_Category", "gc":
                return generalCategories[value].map { .generalCategory($0) }
            case "Script", "sc":
                return RegexScriptTables.script(value, extensions: false)
            case "Script_Extensions", "scx":
                return RegexScriptTables.script(value, extensions: true)
            default:
                return nil
            }
        }
        if let mask = generalCategories[text] { return .generalCategory(mask) }
        switch text {
        case "Any": return .generalCategory(UInt32.max)
        case "ASCII": return .ranges([0, 0x7F])
        case "Assigned": return .generalCategory(~mask(["Cn"]))
        case "Regional_Indicator", "RI": return .ranges([0x1F1E6, 0x1F1FF])
        case "Emoji_Component", "EComp": return .ranges(emojiComponent)
        case "Extended_Pictographic", "ExtPict": return .ranges(extendedPictographic)
        default: break
        }
        return RegexBinaryProperty.names[text].map { .binary($0) }
    }

    /// Emoji_Component (emoji-data.txt).
    static let emojiComponent: [UInt32] = [
        0x23, 0x23, 0x2A, 0x2A, 0x30, 0x39, 0x200D, 0x200D, 0x20E3, 0x20E3, 0xFE0F, 0xFE0F, 0x1F1E6, 0x1F1FF,
        0x1F3FB, 0x1F3FF, 0x1F9B0, 0x1F9B3, 0xE0020, 0xE007F,
    ]

    /// Extended_Pictographic (emoji-data.txt; stable by design: it pre-reserves the emoji blocks).
    static let extendedPictographic: [UInt32] = [
        0xA9, 0xA9, 0xAE, 0xAE, 0x203C, 0x203C, 0x2049, 0x2049, 0x2122, 0x2122, 0x2139, 0x2139, 0x2194, 0x2199,
        0x21A9, 0x21AA, 0x231A, 0x231B, 0x2328, 0x2328, 0x2388, 0x2388, 0x23CF, 0x23CF, 0x23E9, 0x23F3, 0x23F8, 0x23FA,
        0x24C2, 0x24C2, 0x25AA, 0x25AB, 0x25B6, 0x25B6, 0x25C0, 0x25C0, 0x25FB, 0x25FE, 0x2600, 0x2605, 0x2607, 0x2612,
        0x2614, 0x2685, 0x2690, 0x2705, 0x2708, 0x2712, 0x2714, 0x2714, 0x2716, 0x2716, 0x271D, 0x271D, 0x2721, 0x2721,
        0x2728, 0x2728, 0x2733, 0x2734, 0x2744, 0x2744, 0x2747, 0x2747, 0x274C, 0x274C, 0x274E, 0x274E, 0x2753, 0x2755,
        0x2757, 0x2757, 0x2763, 0x2767, 0x2795, 0x2797, 0x27A1, 0x27A1, 0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2934, 0x2935,
        0x2B05, 0x2B07, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50, 0x2B55, 0x2B55, 0x3030, 0x3030, 0x303D, 0x303D, 0x3297, 0x3297,
        0x3299, 0x3299, 0x1F000, 0x1F0FF, 0x1F10D, 0x1F10F, 0x1F12F, 0x1F12F, 0x1F16C, 0x1F171, 0x1F17E, 0x1F17F,
        0x1F18E, 0x1F18E, 0x1F191, 0x1F19A, 0x1F1AD, 0x1F1E5, 0x1F201, 0x1F20F, 0x1F21A, 0x1F21A, 0x1F22F, 0x1F22F,
        0x1F232, 0x1F23A, 0x1F23C, 0x1F23F, 0x1F249, 0x1F3FA, 0x1F400, 0x1F53D, 0x1F546, 0x1F64F, 0x1F680, 0x1F6FF,
        0x1F774, 0x1F77F, 0x1F7D5, 0x1F7FF, 0x1F80C, 0x1F80F, 0x1F848, 0x1F84F, 0x1F85A, 0x1F85F, 0x1F888, 0x1F88F,
        0x1F8AE, 0x1F8FF, 0x1F90C, 0x1F93A, 0x1F93C, 0x1F945, 0x1F947, 0x1FAFF, 0x1FC00, 0x1FFFD,
    ]
}

/// The ECMA-262 binary properties that `Unicode.Scalar.Properties` answers directly.
enum RegexBinaryProperty: UInt8, Sendable, Hashable {
    case asciiHexDigit, alphabetic, bidiControl, bidiMirrored, caseIgnorable, cased, changesWhenCasefolded
    case changesWhenCasemapped, changesWhenLowercased, changesWhenNFKCCasefolded, changesWhenTitlecased
    case changesWhenUppercased, dash, defaultIgnorableCodePoint, deprecated, diacritic, emoji, emojiModifier
    case emojiModifierBase, emojiPresentation, extender, graphemeBase, graphemeExtend, hexDigit, idsBinaryOperator
    case idsTrinaryOperator, idContinue, idStart, ideographic, joinControl, logicalOrderException, lowercase, math
    case noncharacterCodePoint, patternSyntax, patternWhiteSpace, quotationMark, radical, sentenceTerminal
    case softDotted, terminalPunctuation, unifiedIdeograph, uppercase, variationSelector, whiteSpace, xidContinue
    case xidStart

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        switch self {
        case .asciiHexDigit: return p.isASCIIHexDigit
        case .alphabetic: return p.isAlphabetic
        case .bidiControl: return p.isBidiControl
        case .bidiMirrored: return p.isBidiMirrored
        case .caseIgnorable: return p.isCaseIgnorable
        case .cased: return p.isCased
        case .changesWhenCasefolded: return p.changesWhenCaseFolded
        case .changesWhenCasemapped: return p.changesWhenCaseMapped
        case .changesWhenLowercased: return p.changesWhenLowercased
        case .changesWhenNFKCCasefolded: return p.changesWhenNFKCCaseFolded
        case .changesWhenTitlecased: return p.changesWhenTitlecased
        case .changesWhenUppercased: return p.changesWhenUppercased
        case .dash: return p.isDash
        case .defaultIgnorableCodePoint: return p.isDefaultIgnorableCodePoint
        case .deprecated: return p.isDeprecated
        case .diacritic: return p.isDiacritic
        case .emoji: return p.isEmoji
        case .emojiModifier: return p.isEmojiModifier
        case .emojiModifierBase: return p.isEmojiModifierBase
        case .emojiPresentation: return p.isEmojiPresentation
        case .extender: return p.isExtender
        case .graphemeBase: return p.isGraphemeBase
        case .graphemeExtend: return p.isGraphemeExtend
        case .hexDigit: return p.isHexDigit
        case .idsBinaryOperator: return p.isIDSBinaryOperator
        case .idsTrinaryOperator: return p.isIDSTrinaryOperator
        case .idContinue: return p.isIDContinue
        case .idStart: return p.isIDStart
        case .ideographic: return p.isIdeographic
        case .joinControl: return p.isJoinControl
        case .logicalOrderException: return p.isLogicalOrderException
        case .lowercase: return p.isLowercase
        case .math: return p.isMath
        case .noncharacterCodePoint: return p.isNoncharacterCodePoint
        case .patternSyntax: return p.isPatternSyntax
        case .patternWhiteSpace: return p.isPatternWhitespace
        case .quotationMark: return p.isQuotationMark
        case .radical: return p.isRadical
        case .sentenceTerminal: return p.isSentenceTerminal
        case .softDotted: return p.isSoftDotted
        case .terminalPunctuation: return p.isTerminalPunctuation
        case .unifiedIdeograph: return p.isUnifiedIdeograph
        case .uppercase: return p.isUppercase
        case .variationSelector: return p.isVariationSelector
        case .whiteSpace: return p.isWhitespace
        case .xidContinue: return p.isXIDContinue
        case .xidStart: return p.isXIDStart
        }
    }

    /// Long names and aliases from the ECMA-262 table of binary Unicode property aliases.
    static let names: [String: RegexBinaryProperty] = [
        "ASCII_Hex_Digit": .asciiHexDigit, "AHex": .asciiHexDigit,
        "Alphabetic": .alphabetic, "Alpha": .alphabetic,
        "Bidi_Control": .bidiControl, "Bidi_C": .bidiControl,
        "Bidi_Mirrored": .bidiMirrored, "Bidi_M": .bidiMirrored,
        "Case_Ignorable": .caseIgnorable, "CI": .caseIgnorable,
        "Cased": .cased,
        "Changes_When_Casefolded": .changesWhenCasefolded, "CWCF": .changesWhenCasefolded,
        "Changes_When_Casemapped": .changesWhenCasemapped, "CWCM": .changesWhenCasemapped,
        "Changes_When_Lowercased": .changesWhenLowercased, "CWL": .changesWhenLowercased,
        "Changes_When_NFKC_Casefolded": .changesWhenNFKCCasefolded, "CWKCF": .changesWhenNFKCCasefolded,
        "Changes_When_Titlecased": .changesWhenTitlecased, "CWT": .changesWhenTitlecased,
        "Changes_When_Uppercased": .changesWhenUppercased, "CWU": .changesWhenUppercased,
        "Dash": .dash,
        "Default_Ignorable_Code_Point": .defaultIgnorableCodePoint, "DI": .defaultIgnorableCodePoint,
        "Deprecated": .deprecated, "Dep": .deprecated,
        "Diacritic": .diacritic, "Dia": .diacritic,
        "Emoji": .emoji,
        "Emoji_Modifier": .emojiModifier, "EMod": .emojiModifier,
        "Emoji_Modifier_Base": .emojiModifierBase, "EBase": .emojiModifierBase,
        "Emoji_Presentation": .emojiPresentation, "EPres": .emojiPresentation,
        "Extender": .extender, "Ext": .extender,
        "Grapheme_Base": .graphemeBase, "Gr_Base": .graphemeBase,
        "Grapheme_Extend": .graphemeExtend, "Gr_Ext": .graphemeExtend,
        "Hex_Digit": .hexDigit, "Hex": .hexDigit,
        "IDS_Binary_Operator": .idsBinaryOperator, "IDSB": .idsBinaryOperator,
        "IDS_Trinary_Operator": .idsTrinaryOperator, "IDST": .idsTrinaryOperator,
        "ID_Continue": .idContinue, "IDC": .idContinue,
        "ID_Start": .idStart, "IDS": .idStart,
        "Ideographic": .ideographic, "Ideo": .ideographic,
        "Join_Control": .joinControl, "Join_C": .joinControl,
        "Logical_Order_Exception": .logicalOrderException, "LOE": .logicalOrderException,
        "Lowercase": .lowercase, "Lower": .lowercase,
        "Math": .math,
        "Noncharacter_Code_Point": .noncharacterCodePoint, "NChar": .noncharacterCodePoint,
        "Pattern_Syntax": .patternSyntax, "Pat_Syn": .patternSyntax,
        "Pattern_White_Space": .patternWhiteSpace, "Pat_WS": .patternWhiteSpace,
        "Quotation_Mark": .quotationMark, "QMark": .quotationMark,
        "Radical": .radical,
        "Sentence_Terminal": .sentenceTerminal, "STerm": .sentenceTerminal,
        "Soft_Dotted": .softDotted, "SD": .softDotted,
        "Terminal_Punctuation": .terminalPunctuation, "Term": .terminalPunctuation,
        "Unified_Ideograph": .unifiedIdeograph, "UIdeo": .unifiedIdeograph,
        "Uppercase": .uppercase, "Upper": .uppercase,
        "Variation_Selector": .variationSelector, "VS": .variationSelector,
        "White_Space": .whiteSpace, "space": .whiteSpace,
        "XID_Continue": .xidContinue, "XIDC": .xidContinue,
        "XID_Start": .xidStart, "XIDS": .xidStart,
    ]
}
