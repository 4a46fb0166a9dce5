/// IDNA2008 label rules: RFC 5891 (protocol), RFC 5892 (code point derivation and
/// contextual rules) and RFC 5893 (the Bidi rule).
enum FormatIDNA {
    /// What a valid label contributes to the checks that span the whole domain name.
    struct LabelInfo {
        /// Length of the label in its ASCII (A-label) form.
        var length: Int
        /// Whether the label contains a right-to-left character (Bidi_Class R, AL or AN).
        var isRightToLeft: Bool
        /// Whether the label satisfies the RFC 5893 Bidi rule.
        var satisfiesBidiRule: Bool
    }

    /// RFC 5892 derived property values.
    enum Property {
        case pvalid, contextJ, contextO, disallowed
    }

    /// Validates an A-label: `xn--` (any case) and Punycode that decodes to a valid, non-ASCII
    /// U-label and encodes back to the same string.
    static func aLabel(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> LabelInfo? {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(end - start - 4)
        for index in (start + 4)..<end {
            let byte = b[index]
            encoded.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        guard let scalars = FormatPunycode.decode(encoded),
              scalars.contains(where: { $0 >= 0x80 }),
              var info = uLabel(scalars, requiresNFC: true),
              FormatPunycode.encode(scalars) == encoded
        else { return nil }
        info.length = end - start
        return info
    }

    /// Validates a U-label given as code points (at least one of them non-ASCII) and
    /// computes the length of its A-label form.
    static func uLabel(_ scalars: [UInt32], requiresNFC: Bool) -> LabelInfo? {
        let count = scalars.count
        // An A-label is "xn--" plus at least one octet per code point; 63 octets at most.
        guard count > 0, count <= 59 else { return nil }
        // RFC 5891 4.2.3.1: no "--" in the third and fourth positions, no leading or trailing "-".
        if count >= 4, scalars[2] == 0x2D, scalars[3] == 0x2D { return nil }
        guard scalars[0] != 0x2D, scalars[count - 1] != 0x2D else { return nil }
        // RFC 5891 4.2.3.2: must not begin with a combining mark.
        guard let first = Unicode.Scalar(scalars[0]) else { return nil }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return nil
        default: break
        }
        // RFC 5891 4.2.2 and 4.2.3.3: every code point PVALID or satisfying its contextual rule.
        for index in 0..<count {
            switch property(scalars[index]) {
            case .pvalid:
                continue
            case .contextJ, .contextO:
                guard contextRule(scalars, index) else { return nil }
            case .disallowed:
                return nil
            }
        }
        if requiresNFC, !isNFC(scalars) { return nil }
        guard let encoded = FormatPunycode.encode(scalars), encoded.count + 4 <= 63 else { return nil }
        let (isRightToLeft, satisfiesBidiRule) = bidiRule(scalars)
        return LabelInfo(length: encoded.count + 4, isRightToLeft: isRightToLeft,
                         satisfiesBidiRule: satisfiesBidiRule)
    }

    /// The RFC 5892 section 3 derived property of `value`, computed from the Unicode
    /// properties the standard library provides.
    static func property(_ value: UInt32) -> Property {
        switch value {
        // Exceptions (RFC 5892 section 2.6).
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007:
            return .pvalid
        case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9:
            return .contextO
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B:
            return .disallowed
        // LDH.
        case 0x61...0x7A, 0x30...0x39, 0x2D:
            return .pvalid
        // JoinControl.
        case 0x200C, 0x200D:
            return .contextJ
        // IgnorableBlocks and OldHangulJamo (Hangul_Syllable_Type L, V, T).
        case 0x20D0...0x20FF, 0x1D100...0x1D24F,
             0x1100...0x11FF, 0xA960...0xA97C, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB:
            return .disallowed
        default:
            break
        }
        guard let scalar = Unicode.Scalar(value) else { return .disallowed }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber,
             .modifierLetter, .nonspacingMark, .spacingMark:
            // Unstable (NFKC_Casefold changes it) and IgnorableProperties are DISALLOWED.
            if properties.changesWhenNFKCCaseFolded || properties.isDefaultIgnorableCodePoint
                || properties.isWhitespace || properties.isNoncharacterCodePoint {
                return .disallowed
            }
            return .pvalid
        default:
            // Unassigned, or not LetterDigits.
            return .disallowed
        }
    }

    /// RFC 5892 appendix A: the contextual rule for `scalars[index]`.
    static func contextRule(_ scalars: [UInt32], _ index: Int) -> Bool {
        let value = scalars[index]
        let before: UInt32? = index > 0 ? scalars[index - 1] : nil
        let after: UInt32? = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch value {
        case 0x200C: // ZERO WIDTH NON-JOINER
            if let before, isVirama(before) { return true }
            // (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})
            var j = index - 1
            while j >= 0, joiningType(scalars[j]) == .transparent { j -= 1 }
            guard j >= 0 else { return false }
            let left = joiningType(scalars[j])
            guard left == .left || left == .dual else { return false }
            j = index + 1
            while j < scalars.count, joiningType(scalars[j]) == .transparent { j += 1 }
            guard j < scalars.count else { return false }
            let right = joiningType(scalars[j])
            return right == .right || right == .dual
        case 0x200D: // ZERO WIDTH JOINER
            if let before { return isVirama(before) }
            return false
        case 0x00B7: // MIDDLE DOT
            return before == 0x6C && after == 0x6C
        case 0x0375: // GREEK LOWER NUMERAL SIGN (KERAIA)
            guard let after else { return false }
            return script(after) == .greek
        case 0x05F3, 0x05F4: // HEBREW PUNCTUATION GERESH, GERSHAYIM
            guard let before else { return false }
            return script(before) == .hebrew
        case 0x30FB: // KATAKANA MIDDLE DOT
            return scalars.contains { scalar in
                switch script(scalar) {
                case .hiragana, .katakana, .han: return true
                default: return false
                }
            }
        case 0x0660...0x0669: // ARABIC-INDIC DIGITS
            return !scalars.contains { (0x06F0...0x06F9).contains($0) }
        case 0x06F0...0x06F9: // EXTENDED ARABIC-INDIC DIGITS
            return !scalars.contains { (0x0660...0x0669).contains($0) }
        default:
            return false
        }
    }

    /// Whether `value` has Canonical_Combining_Class Virama (9).
    private static func isVirama(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.canonicalCombiningClass.rawValue == 9
    }

    /// Whether the code points are in Unicode Normalization Form C.
    static func isNFC(_ scalars: [UInt32]) -> Bool {
        // Quick check: these ranges hold only characters with NFC_Quick_Check=Yes and
        // Canonical_Combining_Class 0 (none of them composes with a preceding character),
        // so a label made only of them is in NFC. Checked against Unicode 14 data.
        let quick = scalars.allSatisfy { value in
            switch value {
            case 0x00...0x02FF, 0x0388...0x03FF, 0x0400...0x0482, 0x048A...0x052F,
                 0x05D0...0x05EA, 0x0620...0x064A, 0x3041...0x3096, 0x30A1...0x30FA,
                 0x4E00...0x9FFF, 0xAC00...0xD7A3:
                return true
            default:
                return false
            }
        }
        if quick { return true }
        var view = String.UnicodeScalarView()
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { return false }
            view.append(scalar)
        }
        let string = String(view)
        // Trade-off: `_nfcCodeUnits` is the standard library's own NFC normalizer (what String comparison uses),
        // public but underscored. Foundation's `precomposedStringWithCanonicalMapping` would link Foundation, and
        // with it ICU's 34 MB of data, into contract-check, whose start-up then costs a millisecond more.
        return string._nfcCodeUnits.elementsEqual(string.utf8)
    }

    /// Joining_Type values used by the ZERO WIDTH NON-JOINER rule.
    enum JoiningType {
        case dual, left, right, joinCausing, transparent, nonJoining
    }

    /// Joining_Type of `value`.
    static func joiningType(_ value: UInt32) -> JoiningType {
        if let code = FormatIDNATables.lookup(value, in: FormatIDNATables.joiningTypes) {
            switch code {
            case 0: return .dual
            case 1: return .left
            case 2: return .right
            case 3: return .joinCausing
            default: return .transparent
            }
        }
        guard value != 0x200C, value != 0x200D, let scalar = Unicode.Scalar(value) else { return .nonJoining }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .nonJoining
        }
    }

    /// The scripts the contextual rules ask about.
    enum Script {
        case greek, hebrew, hiragana, katakana, han, other
    }

    /// Script of `value` (only the scripts of `Script` are distinguished).
    static func script(_ value: UInt32) -> Script {
        switch FormatIDNATables.lookup(value, in: FormatIDNATables.scripts) {
        case 0: return .greek
        case 1: return .hebrew
        case 2: return .hiragana
        case 3: return .katakana
        case 4: return .han
        default: return .other
        }
    }

    /// Bidi_Class values (RFC 5893 uses these; others map to `.other`).
    enum BidiClass: UInt32 {
        case l = 0, r, al, an, en, es, cs, et, on, bn, nsm, other
    }

    /// Bidi_Class of `value`.
    static func bidiClass(_ value: UInt32) -> BidiClass {
        if value < 0x80 {
            if FormatUTF8.isAlpha(UInt8(value)) { return .l }
            if FormatUTF8.isDigit(UInt8(value)) { return .en }
        }
        if FormatIDNATables.marksWithLeftToRight.contains(value) { return .l }
        if let scalar = Unicode.Scalar(value) {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: return .nsm
            default: break
            }
        }
        if let code = FormatIDNATables.lookup(value, in: FormatIDNATables.bidiClasses) {
            return BidiClass(rawValue: code) ?? .other
        }
        return .l
    }

    /// Evaluates the RFC 5893 section 2 Bidi rule for one label. Returns whether the label
    /// is right-to-left (contains R, AL or AN) and whether it satisfies the rule; the rule
    /// only matters when some label of the domain name is right-to-left.
    static func bidiRule(_ scalars: [UInt32]) -> (isRightToLeft: Bool, satisfied: Bool) {
        var isRightToLeft = false
        var allowedRTL = true
        var allowedLTR = true
        var hasEN = false
        var hasAN = false
        var lastNonNSM: BidiClass = .other
        var firstClass: BidiClass = .other
        for (index, value) in scalars.enumerated() {
            let bidi = bidiClass(value)
            if index == 0 { firstClass = bidi }
            switch bidi {
            case .r, .al:
                isRightToLeft = true
                allowedLTR = false
            case .an:
                isRightToLeft = true
                hasAN = true
                allowedLTR = false
            case .en:
                hasEN = true
            case .es, .cs, .et, .on, .bn, .nsm:
                break
            case .l:
                allowedRTL = false
            case .other:
                allowedRTL = false
                allowedLTR = false
            }
            if bidi != .nsm { lastNonNSM = bidi }
        }
        switch firstClass {
        case .r, .al:
            let endsWell = lastNonNSM == .r || lastNonNSM == .al || lastNonNSM == .en || lastNonNSM == .an
            return (isRightToLeft, allowedRTL && endsWell && !(hasEN && hasAN))
        case .l:
            let endsWell = lastNonNSM == .l || lastNonNSM == .en
            return (isRightToLeft, allowedLTR && endsWell)
        default:
            return (isRightToLeft, false)
        }
    }
}
