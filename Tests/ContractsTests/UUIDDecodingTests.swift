import ContractRuntime
import Foundation
import Testing

/// The fast path reads `format: uuid` text eight digits at a time; it must accept exactly the texts of 32
/// hexadecimal digits in the 8-4-4-4-12 layout, and give the UUID Foundation's `UUID(uuidString:)` gives.
/// (Foundation on Linux also takes a space for a digit; `format: uuid` does not, and neither does the fast path.)
@Suite("Contracts: UUID text on the fast path")
struct UUIDDecodingTests {
    static func decode(_ text: String) -> UUID? {
        let json = "\"" + text + "\""
        guard let document = try? JSONDocument(parsing: json) else { return nil }
        return document.withView { view in
            do throws(DecodingFailure) { return try UUID(from: view, at: 0, validating: true) } catch { return nil }
        }
    }

    @Test("agrees with UUID(uuidString:) on every character a digit could be")
    func agreesWithFoundation() {
        // Digits, letters on both sides of a-f and A-F, the bytes next to each range, and non-ASCII text.
        let alphabet = Array("0123456789abcdefABCDEF/:@`gG~ é".unicodeScalars)
        let hexadecimal = Set("0123456789abcdefABCDEF-".unicodeScalars)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var accepted = 0
        for round in 0..<20_000 {
            var text = ""
            for position in 0..<36 {
                if [8, 13, 18, 23].contains(position) {
                    text += round % 97 == 0 ? "_" : "-"
                } else {
                    // Mostly hexadecimal digits, so that many texts are UUIDs and one bad digit decides.
                    let pick = next() % 100 < 99 ? next() % 22 : next() % alphabet.count
                    text.unicodeScalars.append(alphabet[pick])
                }
            }
            let expected = text.unicodeScalars.allSatisfy(hexadecimal.contains) ? UUID(uuidString: text) : nil
            #expect(UUIDDecodingTests.decode(text) == expected, "\(text)")
            if expected != nil { accepted += 1 }
        }
        #expect(accepted > 5_000)
        let upper = UUIDDecodingTests.decode("6F9619FF-8B86-D011-B42D-00C04FC964FF")
        #expect(upper == UUID(uuidString: "6f9619ff-8b86-d011-b42d-00c04fc964ff"))
        #expect(UUIDDecodingTests.decode("6f9619ff-8b86-d011-b42d-00c04fc964f") == nil)
        #expect(UUIDDecodingTests.decode(" f9619ff-8b86-d011-b42d-00c04fc964ff") == nil)
        #expect(UUIDDecodingTests.decode("6f9619ff8b86-d011-b42d-00c04fc964ff0") == nil)
    }
}
