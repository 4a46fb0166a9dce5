import Testing
@testable import ContractSchema

@Suite struct FormatCheckTests {
    @Test func rawValuesAreTheKeywordNames() {
        let names = StringFormat.allCases.map(\.rawValue)
        #expect(names == [
            "date-time", "date", "time", "duration", "email", "idn-email", "hostname",
            "idn-hostname", "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference",
            "uuid", "uri-template", "json-pointer", "relative-json-pointer", "regex",
        ])
    }

    @Test(arguments: StringFormat.allCases)
    func namedFindsEveryFormat(_ format: StringFormat) {
        #expect(StringFormat.named(format.rawValue) == format)
    }

    @Test(arguments: ["unknown", "", "Date-Time", "date_time", "color", "int32"])
    func namedReturnsNilForUnknownFormats(_ name: String) {
        #expect(StringFormat.named(name) == nil)
    }

    /// Values clients of the package send, with formats they must and must not satisfy.
    static let realisticValues: [(String, accepted: [StringFormat], rejected: [StringFormat])] = [
        ("2026-11-01T20:00:00Z", [.dateTime, .uriTemplate], [.date, .time, .uri, .uriReference, .hostname]),
        ("2026-11-01T20:00:00.123Z", [.dateTime], [.date, .time, .duration]),
        ("2024-02-29", [.date, .hostname, .uriReference], [.dateTime, .time, .ipv4]),
        ("20:00:00Z", [.time], [.dateTime, .date, .uri]),
        ("PT30M", [.duration, .hostname], [.time, .uri]),
        ("f47ac10b-58cc-4372-a567-0e02b2c3d479", [.uuid, .hostname, .uriReference], [.uri, .jsonPointer]),
        ("https://cdn.example.com/thumbs/job_1.jpg", [.uri, .uriReference, .iri, .iriReference, .uriTemplate],
         [.hostname, .email, .jsonPointer, .relativeJSONPointer]),
        ("ops@example.com", [.email, .idnEmail, .uriReference, .uriTemplate], [.hostname, .uri]),
        ("cdn.example.com", [.hostname, .idnHostname, .uriReference, .iriReference], [.uri, .ipv4, .email]),
        ("192.168.0.1", [.ipv4, .hostname, .idnHostname], [.ipv6, .uri]),
        ("2001:db8::1", [.ipv6, .uriTemplate], [.ipv4, .hostname, .uri, .uriReference]),
        ("/jobs/0/thumbs", [.jsonPointer, .uriReference, .iriReference, .uriTemplate], [.relativeJSONPointer, .uri]),
        ("1/thumbs", [.relativeJSONPointer, .uriReference], [.jsonPointer, .uri]),
    ]

    @Test(arguments: realisticValues)
    func realisticValuesAreClassified(_ value: String, _ accepted: [StringFormat], _ rejected: [StringFormat]) {
        for format in accepted {
            #expect(format.accepts(value), "\(format.rawValue) should accept \(value)")
        }
        for format in rejected {
            #expect(!format.accepts(value), "\(format.rawValue) should reject \(value)")
        }
    }

    @Test(arguments: StringFormat.allCases.filter { $0 != .regex })
    func nonASCIIDigitsAreRejectedInNumericFormats(_ format: StringFormat) {
        // U+0969 DEVANAGARI DIGIT THREE in place of an ASCII digit.
        let samples: [StringFormat: String] = [
            .dateTime: "2026-11-01T20:00:0\u{969}Z", .date: "2026-11-0\u{969}", .time: "20:00:0\u{969}Z",
            .duration: "P\u{969}D", .ipv4: "192.168.0.\u{969}", .ipv6: "::\u{969}",
            .uuid: "f47ac10b-58cc-4372-a567-0e02b2c3d47\u{969}", .relativeJSONPointer: "\u{969}/a",
        ]
        guard let sample = samples[format] else { return }
        #expect(!format.accepts(sample))
    }

    @Test func substringBackedValuesAreChecked() {
        let text = "xx2026-11-01T20:00:00Zxx"
        let inner = String(text.dropFirst(2).dropLast(2))
        #expect(StringFormat.dateTime.accepts(inner))
        #expect(StringFormat.dateTime.accepts(String(text.dropFirst(2))) == false)
    }

    @Test func longInputsAreHandled() {
        let long = String(repeating: "a", count: 100_000)
        #expect(!StringFormat.hostname.accepts(long))
        #expect(!StringFormat.idnHostname.accepts(String(repeating: "\u{e9}", count: 10_000)))
        #expect(StringFormat.jsonPointer.accepts("/" + long))
        #expect(StringFormat.uriReference.accepts(long))
        #expect(StringFormat.duration.accepts("P" + String(repeating: "9", count: 10_000) + "D"))
    }
}
