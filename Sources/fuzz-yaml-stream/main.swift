import ContractJSON
import ContractYAML
import FuzzSupport

// Fuzz target for YAML streams read document by document: the input's first byte picks a chunk size, the rest
// is a YAML stream. `YAMLStreamSplitter` cuts it into runs as the checker reads it, in chunks of that size;
// each run is parsed alone. They must never crash or hang, and must agree with the whole stream parsed at
// once: when it parses, the runs give the same documents starting on the same lines; when it does not, a
// run fails too (no document the stream rejects is accepted). With a small limit, runs over it keep no
// bytes, and the runs cover the input exactly, in order.
//
// Build with libFuzzer (see README, "Fuzzing", and .ci/fuzz):
//   swift build --product fuzz-yaml-stream --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-yaml-stream FILE...` runs the same check on files.

let options = YAMLParsingOptions(maximumAliasExpansion: 10_000)

/// The runs of `bytes` read in chunks of `chunk` bytes.
func runs(of bytes: [UInt8], chunk: Int, limit: Int) -> [YAMLStreamSplitter.Run] {
    var splitter = YAMLStreamSplitter(maximumRunBytes: limit)
    var found: [YAMLStreamSplitter.Run] = []
    bytes.withUnsafeBufferPointer { all in
        var start = 0
        while start < all.count {
            let end = min(start + chunk, all.count)
            splitter.append(UnsafeBufferPointer(rebasing: all[start..<end])) { found.append($0) }
            start = end
        }
    }
    splitter.finish { found.append($0) }
    return found
}

func checkStream(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let bytes = Array(input.dropFirst())
    let chunk = Int(first % 64) + 1

    // The runs cover the input in order, and a run over the limit keeps no bytes.
    let small = runs(of: bytes, chunk: chunk, limit: 16)
    var offset = 0
    for run in small {
        precondition(run.offset == offset, "runs must follow each other")
        precondition(run.oversize == nil ? run.bytes.count <= 16 : run.bytes.isEmpty, "a run over the limit keeps its bytes")
        offset += run.oversize ?? run.bytes.count
    }
    precondition(offset == bytes.count, "runs must cover the input")

    let whole: [(JSONValue, Int)]?
    do {
        whole = try YAML.documents(parsing: bytes, options: options).map { ($0.root.value, $0.location(ofNodeAt: 0).line) }
    } catch {
        whole = nil
    }
    var split: [(JSONValue, Int)] = []
    var failed = false
    for run in runs(of: bytes, chunk: chunk, limit: .max) where !failed {
        do {
            split += try YAML.documents(parsing: run.bytes, options: options).map { ($0.root.value, run.line - 1 + $0.location(ofNodeAt: 0).line) }
        } catch {
            failed = true
        }
    }
    guard let whole else {
        precondition(failed, "the runs accept a stream the whole parse rejects")
        return
    }
    precondition(!failed, "a run fails where the whole stream parses")
    precondition(split.map(\.0) == whole.map(\.0), "the runs give other documents than the whole stream")
    precondition(split.map(\.1) == whole.map(\.1), "the runs' documents start on other lines")
}

runFuzzer(checkStream)
