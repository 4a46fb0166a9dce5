/// `value` with exactly `places` digits after the point (`fixed(12.345, 1)` is `"12.3"`), as
/// `String(format: "%.Nf")` writes it for the figures the checker prints (up to about 10⁹; a test holds the
/// two together), except that an exact tie rounds away from zero; a value that is not finite is written as `0`.
///
/// Trade-off: `String(format:)` is Foundation's, and linking Foundation (with ICU's data) into contract-check
/// cost every run a millisecond of start-up; this covers the checker's only use of it: non-negative figures.
func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    guard value.isFinite, let scaled = Int(exactly: (abs(value) * scale).rounded()) else {
        return value.isFinite ? String(value) : "0"
    }
    let digits = String(scaled)
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return sign + padded }
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
}
