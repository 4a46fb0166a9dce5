import Foundation

/// One way of handling a family's documents whose throughput is measured: `handle(i)` does the work for
/// document `i` (each contender holds the documents in the form it reads: bytes, `Data`).
struct Contender {
    var handle: (Int) -> Void
}

/// The throughput (MB/s) of each contender on `documents`, measured together: each figure is the fastest pass of
/// the contender over all documents.
///
/// The fastest pass, not the mean: on a shared machine interference only ever slows a pass down, so the fastest
/// one is the figure that repeats from run to run. The contenders take turns, in `minimumPasses` rounds, each
/// round giving each contender about `secondsPerMeasure / minimumPasses` seconds (one pass at least): a spell of
/// interference that lasts seconds then slows every contender alike, instead of the one measured at the time,
/// so the ratios between them repeat as well. Every contender gets the same time in all, `secondsPerMeasure`.
func throughputs(_ documents: [[UInt8]], _ contenders: [Contender]) -> [Double] {
    let bytes = documents.reduce(0) { $0 + $1.count }
    for contender in contenders {
        for document in documents.indices.prefix(50) { contender.handle(document) }  // warm up
    }
    var fastest = [Double](repeating: .infinity, count: contenders.count)
    let rounds = fixedPasses ?? minimumPasses
    let slice = secondsPerMeasure / Double(minimumPasses)
    for round in 0..<rounds {
        // Each round starts with the next contender, so that none always follows the same one.
        for turn in contenders.indices {
            let which = (round + turn) % contenders.count
            fastest[which] = min(fastest[which], passes(over: documents.count, contenders[which], seconds: fixedPasses == nil ? slice : 0))
        }
    }
    return fastest.map { Double(bytes) / $0 / 1e6 }
}

/// Runs `contender` over all `count` documents, pass after pass, for at least `seconds` (one pass at least);
/// returns the fastest pass's time in seconds.
func passes(over count: Int, _ contender: Contender, seconds: Double) -> Double {
    var fastest = Double.infinity
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed = 0.0
    repeat {
        let passStart = DispatchTime.now().uptimeNanoseconds
        for document in 0..<count { contender.handle(document) }
        let now = DispatchTime.now().uptimeNanoseconds
        fastest = min(fastest, Double(now - passStart) / 1e9)
        elapsed = Double(now - start) / 1e9
    } while elapsed < seconds
    return fastest
}
