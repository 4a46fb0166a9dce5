import ContractJSON
import ContractSchema
import Foundation

/// One way of handling a family's documents whose throughput is measured.
struct Contender {
    /// What the warning says of the documents the contender fails on: "N documents of FAMILY \(failing)".
    var failing: String
    /// Handles document `i` (each contender holds the documents in the form it reads: bytes, `Data`); `false` when
    /// the document fails. The failures are counted, and warned of: a contender that fails fast would look fast.
    /// The count also keeps the optimizer from dropping work whose result nothing reads.
    var handle: (Int) -> Bool
}

/// Parsing and this package's validator: bytes → verdict.
func validatorContender(_ documents: [[UInt8]], _ validator: SchemaValidator) -> Contender {
    Contender(failing: "are invalid") { index in
        guard let parsed = try? JSONDocument(parsing: documents[index]) else { return false }
        return validator.isValid(parsed)
    }
}

/// Foundation's `JSONSerialization`, parse only.
func serializationContender(_ data: [Data]) -> Contender {
    Contender(failing: "are rejected by JSONSerialization") { index in
        (try? JSONSerialization.jsonObject(with: data[index])) != nil
    }
}

/// The throughput (MB/s) of each contender on `documents` of `family`, measured together: each figure is the
/// fastest pass of the contender over all documents. Warns of the documents a contender fails on.
///
/// The fastest pass, not the mean: on a shared machine interference only ever slows a pass down, so the fastest
/// one is the figure that repeats from run to run. The contenders take turns, in `minimumPasses` rounds, each
/// round giving each contender about `secondsPerMeasure / minimumPasses` seconds (one pass at least): a spell of
/// interference that lasts seconds then slows every contender alike, instead of the one measured at the time,
/// so the ratios between them repeat as well. Every contender gets the same time in all, `secondsPerMeasure`.
func throughputs(_ family: String, _ documents: [[UInt8]], _ contenders: [Contender]) -> [Double] {
    let bytes = documents.reduce(0) { $0 + $1.count }
    for contender in contenders {
        for document in documents.indices.prefix(50) { _ = contender.handle(document) }  // warm up
    }
    var fastest = [Double](repeating: .infinity, count: contenders.count)
    var failures = [Int](repeating: 0, count: contenders.count)
    let rounds = fixedPasses ?? minimumPasses
    let slice = secondsPerMeasure / Double(minimumPasses)
    for round in 0..<rounds {
        // Each round starts with the next contender, so that none always follows the same one.
        for turn in contenders.indices {
            let which = (round + turn) % contenders.count
            let measured = passes(over: documents.count, contenders[which], seconds: fixedPasses == nil ? slice : 0)
            fastest[which] = min(fastest[which], measured.seconds)
            failures[which] = measured.failures
        }
    }
    for (contender, count) in zip(contenders, failures) where count > 0 {
        // On standard error: the tables on standard output are read by scripts (.ci/bench-side-by-side).
        FileHandle.standardError.write(Data("warning: \(count) documents of \(family) \(contender.failing)\n".utf8))
    }
    return fastest.map { Double(bytes) / $0 / 1e6 }
}

/// Runs `contender` over all `count` documents, pass after pass, for at least `seconds` (one pass at least);
/// returns the fastest pass's time in seconds and the documents that failed in a pass.
func passes(over count: Int, _ contender: Contender, seconds: Double) -> (seconds: Double, failures: Int) {
    var fastest = Double.infinity
    var failures = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed = 0.0
    repeat {
        failures = 0
        let passStart = DispatchTime.now().uptimeNanoseconds
        for document in 0..<count where !contender.handle(document) { failures += 1 }
        let now = DispatchTime.now().uptimeNanoseconds
        fastest = min(fastest, Double(now - passStart) / 1e9)
        elapsed = Double(now - start) / 1e9
    } while elapsed < seconds
    return (fastest, failures)
}
