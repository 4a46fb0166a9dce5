/// Counts documents and bytes as they are reported; draws a progress line on standard error when it
/// is a terminal, and says the throughput at the end.
final class Progress {
    private let console: Console
    private let showsLine: Bool
    private let totalBytes: Int?
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var visible = false
    private(set) var documents = 0
    private(set) var bytes = 0

    /// - Parameters:
    ///   - totalBytes: the size of all inputs, when known, for a percentage.
    ///   - enabled: false for `--quiet`; the line is drawn only on a terminal anyway.
    init(console: Console, totalBytes: Int?, enabled: Bool) {
        self.console = console
        self.totalBytes = totalBytes
        showsLine = enabled && console.errorIsTerminal
    }

    /// Seconds since the start.
    var elapsed: Double { Progress.seconds(ContinuousClock.now - start) }

    /// Records a finished batch and redraws the line at most five times a second.
    func advance(documents: Int, bytes: Int) {
        self.documents += documents
        self.bytes += bytes
        guard showsLine else { return }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(200) { return }
        lastDraw = now
        var text = "\(Progress.grouped(self.documents)) documents, \(Progress.size(self.bytes))"
        if let totalBytes, totalBytes > 0 {
            text += " of \(Progress.size(totalBytes)) (\(min(100, self.bytes * 100 / totalBytes))%)"
        }
        text += ", \(Progress.rate(self.bytes, elapsed))"
        console.write(Array("\r\(text)\u{1B}[K".utf8), toError: true)
        visible = true
    }

    /// Removes the progress line (before output goes to the same terminal, and at the end).
    func clear() {
        guard visible else { return }
        console.write(Array("\r\u{1B}[K".utf8), toError: true)
        visible = false
    }

    /// The closing throughput line, e.g. `checked 10,000 documents (12.3 MB) in 1.52 s: 8.1 MB/s, 6,579 documents/s, 2 jobs`.
    func summary(jobs: Int) -> String {
        let seconds = elapsed
        let perSecond = seconds > 0 ? Int((Double(documents) / seconds).rounded()) : documents
        return "checked \(Progress.grouped(documents)) document\(documents == 1 ? "" : "s") (\(Progress.size(bytes))) in \(fixed(seconds, 2)) s: "
            + "\(Progress.rate(bytes, seconds)), \(Progress.grouped(perSecond)) documents/s, \(jobs) job\(jobs == 1 ? "" : "s")"
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// `12.3 MB` (decimal units).
    static func size(_ bytes: Int) -> String {
        let value = Double(bytes)
        if value >= 1e9 { return fixed(value / 1e9, 2) + " GB" }
        if value >= 1e6 { return fixed(value / 1e6, 1) + " MB" }
        if value >= 1e3 { return fixed(value / 1e3, 1) + " kB" }
        return "\(bytes) B"
    }

    /// `8.1 MB/s`.
    static func rate(_ bytes: Int, _ seconds: Double) -> String {
        guard seconds > 0 else { return "- MB/s" }
        return fixed(Double(bytes) / 1e6 / seconds, 1) + " MB/s"
    }
}
