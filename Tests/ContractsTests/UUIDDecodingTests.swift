import ContractRuntime
import Foundation
import Testing

/// The fast path reads `format: uuid` text eight digits at a time; it must accept exactly the texts of 32
/// hexadecimal digits in the 8-4-4-4-12 layout, and give the UUID Foundation's `UUID(uuidString:)` gives.
/// (Foundation on Linux also takes a space or a `-` for a digit; `format: uuid` does not, nor does the fast path.)
@Suite("Contracts: UUID text on the fast path")
struct UUIDDecodingTests {
    static func decode(_ text: String) -> UUID? {
        let json = "\"" + text + "\""
        guard let document = try? JSONDocument(parsing: json) else { return nil }
        return document.withView { view in
            do throws(DecodingFailure) { return try UUID(from: view, at: 0, validating: true) } catch { return nil }
        }
    }

    /// What the fast path must give for `text`: Foundation's UUID when the text has the 8-4-4-4-12 layout of
    /// hexadecimal digits, else nil (Foundation on Linux reads `-f` or ` f` where a digit pair belongs).
    static func expected(_ text: String) -> UUID? {
        let digits = Set("0123456789abcdefABCDEF".unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 36 else { return nil }
        for (position, scalar) in scalars.enumerated() {
            let fits = [8, 13, 18, 23].contains(position) ? scalar == "-" : digits.contains(scalar)
            if !fits { return nil }
        }
        return UUID(uuidString: text)
    }

    @Test("every character in every position of a UUID, in lower, upper and mixed case")
    func everyCharacterInEveryPosition() {
        // Digits, letters on both sides of a-f and A-F, the characters next to each range, a space, non-ASCII.
        let characters = Array("0123456789abcdefABCDEF/:@`gG~ é-_".unicodeScalars)
        var accepted = 0
        let bases = [
            "6f9619ff-8b86-d011-b42d-00c04fc964ff", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "6f9619Ff-8B86-d011-B42d-00C04fc964fF",
        ]
        for base in bases {
            let scalars = Array(base.unicodeScalars)
            for position in scalars.indices {
                for character in characters {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: scalars[..<position])
                    text.append(character)
                    text.append(contentsOf: scalars[(position + 1)...])
                    let candidate = String(text)
                    let want = UUIDDecodingTests.expected(candidate)
                    #expect(UUIDDecodingTests.decode(candidate) == want, "\(candidate)")
                    if want != nil { accepted += 1 }
                }
            }
        }
        #expect(accepted > 1_500)
        #expect(UUIDDecodingTests.decode("6f9619ff-8b86-d011-b42d-00c04fc964f") == nil)
        #expect(UUIDDecodingTests.decode("6f9619ff8b86-d011-b42d-00c04fc964ff0") == nil)
        #expect(UUIDDecodingTests.decode(" f9619ff-8b86-d011-b42d-00c04fc964ff") == nil)
    }
}
