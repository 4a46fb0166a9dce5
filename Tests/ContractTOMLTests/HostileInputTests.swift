import ContractJSON
import ContractTOML
import Testing

/// Inputs that would take quadratic time or unbounded memory or stack in a careless reader. Each is
/// large enough that quadratic work would not finish in the test run; the speed itself is measured
/// outside the tests.
@Suite("TOML on hostile input: nesting limits and linear cost")
struct HostileInputTests {
    @Test("deep nesting of arrays, inline tables, headers and dotted keys stops at the depth limit with a located error")
    func depth() {
        let depth = 100_000
        let cases = [
            "x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            "x = " + String(repeating: "{a = ", count: depth) + "1" + String(repeating: "}", count: depth),
            "[" + Array(repeating: "a", count: depth).joined(separator: ".") + "]",
            Array(repeating: "a", count: depth).joined(separator: ".") + " = 1",
        ]
        for toml in cases {
            let error = failure(toml)
            #expect(
                error?.message.contains("deeper than 256") == true || error?.message.contains("more than 256") == true,
                "\(error?.description ?? "accepted")")
            #expect(error?.location.line == 1)
        }
        // Up to the limit is fine, and the limit is an option.
        #expect(failure("x = " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)) == nil)
        #expect(failure("x = [[[1]]]", maximumDepth: 3) != nil)
        #expect(failure("x = [[1]]", maximumDepth: 3) == nil)
    }

    @Test("many tables, arrays of tables and keys, and very long keys, are read")
    func wide() throws {
        let count = 50_000
        var tables = ""
        for index in 0..<count { tables += "[[items]]\nid = \(index)\n" }
        #expect(try value(tables)["items"]?.arrayValue?.count == count)
        var keys = "[t]\n"
        for index in 0..<count { keys += "k\(index) = \(index)\n" }
        #expect(try value(keys)["t"]?.objectValue?.count == count)
        var headers = ""
        for index in 0..<count { headers += "[t\(index).a]\n" }
        #expect(try value(headers).objectValue?.count == count)
        let long = String(repeating: "k", count: 1 << 20)
        #expect(try value("\(long) = 1\n\"\(long)x\" = 2").objectValue?.count == 2)
        #expect(failure("\(long) = 1\n\"\(long)\" = 2")?.location.line == 2)
    }
}
