import ContractSchema
import ContractSchemaCore
import Foundation
import Testing

@testable import ContractCheckKit

/// What the checker writes without Foundation (it links none), held to what Foundation writes for the same
/// input: the figures of the closing line and of JUnit, JUnit's timestamp, file URIs, and the status keys of
/// an endpoints file.
@Suite("Text the checker writes without Foundation, against Foundation")
struct FoundationFreeTextTests {
    @Test("fixed decimals are String(format: \"%.Nf\") for sizes, rates and seconds")
    func fixedDecimals() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, 0.001, 0.0049, 0.0051, 0.5, 0.94, 0.96, 9.96, 99.99, 1e3, 123_456.789, 1e9]
        for _ in 0..<20_000 {
            // Figures as the checker prints them: a millisecond to a billion (seconds, MB/s, kB to GB).
            let exponent = Double.random(in: -3...9, using: &generator)
            values.append((pow(10, exponent) * 1_000).rounded() / 1_000)
        }
        for value in values {
            for places in 1...3 {
                let expected = String(format: "%.\(places)f", value)
                let written = fixed(value, places)
                // The two round differently only on an exact binary tie (printf to even, this away from zero).
                let tie = (value * pow(10, Double(places))).truncatingRemainder(dividingBy: 1) == 0.5
                #expect(written == expected || tie, "\(value) with \(places) places")
            }
        }
        #expect(fixed(12.345, 1) == "12.3")
        #expect(fixed(0.0004, 3) == "0.000")
        #expect(fixed(7, 2) == "7.00")
        #expect(fixed(.nan, 2) == "0")
        #expect(Progress.size(12_345_678) == "12.3 MB")
        #expect(Progress.rate(8_100_000, 1) == "8.1 MB/s")
        #expect(JUnitReporter.seconds(1.5) == "1.500")
    }

    @Test("JUnit's timestamp is ISO8601DateFormatter's, in UTC and without a zone")
    func timestamps() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withFullDate, .withDashSeparatorInDate, .withTime, .withColonSeparatorInTime]
        var generator = SystemRandomNumberGenerator()
        var instants: [Double] = [
            0, -1, 86_399, 86_400, 951_782_400, 951_868_800, 4_107_542_400, -2_208_988_800, 1_795_600_000.75,
        ]
        for _ in 0..<20_000 { instants.append(Double(Int64.random(in: -5_000_000_000...10_000_000_000, using: &generator))) }
        for instant in instants {
            let expected = formatter.string(from: Date(timeIntervalSince1970: instant.rounded(.down)))
            #expect(JUnitReporter.timestamp(instant) == expected, "\(instant)")
        }
    }

    @Test("a file URI is Foundation's URL(fileURLWithPath:).standardizedFileURL, hostile names included")
    func fileURIs() {
        let names = [
            "a.json", "a b.json", "ü.json", "%41.json", "a#b?.json", "a;b=c&d.json", "日本.schema.json", "x\u{7F}\u{1}.json",
            "[v6].json", "tab\there.json", "quote\"d'.json", "100%.json", "~home.json", "semi:colon.json",
        ]
        for name in names {
            for folder in ["/tmp", "/tmp/./x/../y", "/", "relative/dir", "./r"] {
                let path = folder + "/" + name
                #expect(FileSystem.fileURI(path) == URL(fileURLWithPath: path).standardizedFileURL.absoluteString, "\(path)")
            }
        }
        // Random spellings of a file's path: `.` and `..` parts, a slash before a combining mark. The file does
        // not exist (Foundation looks, and ends a folder's URL with a slash). Not doubled slashes before `..`:
        // Foundation lets `..` remove the empty part between them (`a//..` is `a/`), where the system, and
        // FileSystem, read `a//..` as `a/..`.
        let pieces = ["a", "b c", ".", "..", "é", "\u{301}x", "...", ".a", "x%20"]
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...6)).map { _ in pieces.randomElement()! }.joined(separator: "/") + "/no-such-\(UUID()).json"
            for absolute in ["/" + path, path] {
                #expect(FileSystem.fileURI(absolute) == URL(fileURLWithPath: absolute).standardizedFileURL.absoluteString, "\(absolute)")
            }
        }
        #expect(FileSystem.fileURI("/tmp/schemas", directory: true) == "file:///tmp/schemas/")
    }
}
