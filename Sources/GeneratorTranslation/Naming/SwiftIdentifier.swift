/// Turns arbitrary schema text (member names, enum values, file names) into Swift identifiers.
///
/// Rules, in order:
/// 1. The text is split into words at every character that cannot appear in a Swift identifier
///    (spaces, `-`, `.`, `/`...) and at `_`; a leading `_` is kept (`_id` stays distinct from `id`).
/// 2. Words are joined in camel case: `episode_number` → `episodeNumber`, `tv-season` → `TvSeason`
///    (upper camel case for types). A first word in all capitals is lowered whole (`PG-13` → `pg13`).
/// 3. Letters of any script are kept (`größe`, `名前`); symbols that are not letters or digits
///    (emoji, punctuation) are dropped, and text made only of them is spelled by code point (`u1F3AC`).
/// 4. A leading digit gets a `_` prefix (`1st` → `_1st`); empty text becomes `empty`.
/// 5. Keywords are written with backticks where they are used (``escapedIfNeeded(_:)``); names that
///    backticks cannot rescue (`self`, `Type`...) are renamed by ``NameScope``.
package enum SwiftIdentifier {
    /// Swift keywords that must be written in backticks to be used as identifiers.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "some", "any", "Type", "Protocol",
    ]

    /// Identifiers that are not usable as member or type names even in backticks.
    package static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_", "Any", "super"]

    /// `name` in backticks if it is a keyword, as it is otherwise.
    package static func escapedIfNeeded(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label at a call site: keywords need no backticks there except `inout`
    /// (escaping `var` or `let` there is warned about: "does not need to be escaped in argument list").
    /// A declaration's parameter label takes ``escapedIfNeeded(_:)``, which `var` and `let` need there.
    package static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`\(name)`" : name
    }

    /// A lower camel case identifier for a member or case (`episode_number` → `episodeNumber`).
    package static func lowerCamelCase(_ text: String) -> String {
        make(text, upper: false)
    }

    /// An upper camel case identifier for a type (`season-details` → `SeasonDetails`).
    package static func upperCamelCase(_ text: String) -> String {
        make(text, upper: true)
    }

    private static func make(_ text: String, upper: Bool) -> String {
        var words: [String] = []
        var current = ""
        var leadingUnderscore = false
        var seenContent = false
        for scalar in text.unicodeScalars {
            if isIdentifierCharacter(scalar) && scalar != "_" {
                current.unicodeScalars.append(scalar)
                seenContent = true
            } else {
                if scalar == "_" && !seenContent { leadingUnderscore = true }
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        if words.isEmpty {
            // Nothing identifier-like: spell the code points, so distinct texts stay distinct.
            let spelled = text.unicodeScalars.filter { !($0 == "_" || $0 == " ") }.map { "u" + String($0.value, radix: 16, uppercase: true) }
            if spelled.isEmpty { return leadingUnderscore ? "_empty" : "empty" }
            words = spelled
        }
        var result = leadingUnderscore ? "_" : ""
        for (index, word) in words.enumerated() {
            if index == 0 && !upper {
                result += word.allSatisfy({ !$0.isLowercase }) ? word.lowercased() : lowercasingFirst(word)
            } else {
                result += uppercasingFirst(word)
            }
        }
        if let first = result.unicodeScalars.first, !isIdentifierHead(first) { result = "_" + result }
        return result
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// Whether `scalar` may start an identifier: ASCII letters, `_`, and letters of other scripts
    /// within the ranges of the Swift grammar (invisible and bidirectional controls excluded).
    package static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return scalar.properties.isAlphabetic && inGrammarHeadRanges(scalar.value)
        }
    }

    /// Whether `scalar` may continue an identifier: heads, digits and combining marks.
    package static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39: return true
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(scalar)
        }
    }

    private static func inGrammarHeadRanges(_ value: UInt32) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
            0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
            0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
            0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
            0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
            0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
            0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        return ranges.contains { $0.contains(value) }
    }

    /// Whether `name` is already a valid identifier (ignoring keywords).
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }
}
