import CContractSystem

/// JUnit XML, as Jenkins, GitLab, Azure DevOps and GitHub test-report actions read it: one
/// `<testsuite>` per input file, one `<testcase>` per document (per line of an NDJSON file), and a
/// `<failure>` listing every problem of a failing document.
///
/// ```xml
/// <testsuites>
///   <testsuite name="pages.ndjson" tests="3" failures="1" errors="0" skipped="0" time="0.004" timestamp="…" hostname="…" id="0" package="contract-check">
///     <properties><property name="command" value="validate"/></properties>
///     <testcase name="line 2" classname="pages.ndjson" time="0">
///       <failure message="/hasMore: expected boolean, found string &quot;yes&quot;" type="type">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// It is valid against both JUnit XSDs that CI tools read: the Jenkins xUnit plugin's `junit-10.xsd`
/// and the stricter Apache Ant schema (`JUnit.xsd`), which requires `timestamp`, `hostname`, `id`,
/// `package`, `<properties>`, `<system-out>` and `<system-err>` on every suite, at most one
/// `<failure>` per test case, and no attributes on `<testsuites>` (totals are on each suite).
/// Each suite needs its totals in its start tag, so test cases are spooled
/// (to a temporary file past 1 MiB) and written when their suite ends: memory stays flat.
final class JUnitReporter: Reporter {
    private let context: ReportContext
    private let cases = Spool()
    private var currentSource: String?
    private var suiteTests = 0
    private var suiteFailures = 0
    /// When the open suite started, in seconds since 1970 (UTC).
    private var suiteStart = contract_wall_clock()
    private var suiteCount = 0
    private let hostname: String

    init(context: ReportContext) {
        self.context = context
        var buffer = [CChar](repeating: 0, count: 256)
        let name = contract_host_name(&buffer, UInt(buffer.count)) == 0 ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        // The Ant schema wants a non-empty token; "localhost" is its documented fallback.
        hostname = name.allSatisfy { $0 == " " || $0 == "\t" } ? "localhost" : name
    }

    func begin() {
        context.console.print("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        context.console.print("<testsuites>")
    }

    func report(_ item: CheckedItem) {
        if item.source != currentSource {
            closeSuite()
            currentSource = item.source
            suiteStart = contract_wall_clock()
        }
        suiteTests += 1
        var xml = "    <testcase name=\"\(JUnitReporter.escape(item.name))\" classname=\"\(JUnitReporter.escape(item.source))\" time=\"0\""
        let errors = item.diagnostics.filter { $0.severity == .error }
        if errors.isEmpty {
            xml += "/>\n"
        } else {
            suiteFailures += 1
            let first = errors[0]
            var message = (first.pointer.map { ($0.isEmpty ? "(root)" : $0) + ": " } ?? "") + first.message
            if errors.count > 1 { message += " (and \(errors.count - 1) more)" }
            let text = TextReporter(context: ReportContext(console: context.console, command: context.command, labelsSeverity: context.labelsSeverity))
            let body = item.diagnostics.map { text.line(for: $0, in: item) }.joined(separator: "\n")
            xml += ">\n      <failure message=\"\(JUnitReporter.escape(message))\" type=\"\(JUnitReporter.escape(first.rule))\">"
            xml += JUnitReporter.escape(body, attribute: false)
            xml += "</failure>\n    </testcase>\n"
        }
        cases.write(Array(xml.utf8))
    }

    func end(_ summary: ReportSummary) {
        closeSuite()
        context.console.print("</testsuites>")
    }

    private func closeSuite() {
        guard let source = currentSource else { return }
        let timestamp = JUnitReporter.timestamp(suiteStart)
        var header = "  <testsuite name=\"\(JUnitReporter.escape(source))\" tests=\"\(suiteTests)\" failures=\"\(suiteFailures)\" errors=\"0\" skipped=\"0\""
        header += " time=\"\(JUnitReporter.seconds(contract_wall_clock() - suiteStart))\" timestamp=\"\(timestamp)\" hostname=\"\(JUnitReporter.escape(hostname))\""
        header += " id=\"\(suiteCount)\" package=\"contract-check\">\n"
        header += "    <properties>\n      <property name=\"command\" value=\"\(JUnitReporter.escape(context.command))\"/>\n    </properties>\n"
        context.console.write(Array(header.utf8))
        cases.drain { context.console.write($0) }
        context.console.write(Array("    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n".utf8))
        suiteCount += 1
        suiteTests = 0
        suiteFailures = 0
        currentSource = nil
    }

    /// `interval` in seconds with three decimals ("0.125").
    static func seconds(_ interval: Double) -> String { fixed(max(0, interval), 3) }

    /// A time in seconds since 1970 as the Ant schema's timestamp wants it: in UTC, `2026-11-25T09:30:00`, no zone.
    static func timestamp(_ secondsSince1970: Double) -> String {
        let seconds = secondsSince1970.isFinite ? Int64(max(-1e15, min(1e15, secondsSince1970)).rounded(.down)) : 0
        var fields: [Int32] = [1970, 1, 1, 0, 0, 0]
        _ = contract_utc_fields(seconds, &fields)  // a year beyond Int32 keeps 1970-01-01T00:00:00
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(fields[0])-\(two(fields[1]))-\(two(fields[2]))T\(two(fields[3])):\(two(fields[4])):\(two(fields[5]))"
    }

    /// Escapes text for XML 1.0: markup characters become entities, line breaks in attributes become
    /// character references, and characters XML cannot carry at all become U+FFFD.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                if allowed { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
            }
        }
        return result
    }
}
