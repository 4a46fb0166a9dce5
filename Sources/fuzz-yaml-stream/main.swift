import ContractJSON
import ContractYAML
import FuzzSupport

// Fuzz target for YAML streams read document by document: the input's first byte picks a chunk size, the rest
// is a YAML stream. `YAMLStreamSplitter` cuts it into runs as the checker reads it, in chunks of that size;
// each run is parsed alone. They must never crash or hang, and must agree with the whole stream parsed at
// once: when it parses, the runs give the same documents starting on the same lines. With a small limit,
// runs over it keep no bytes, and the runs cover the input exactly, in order.
//
// Build with libFuzzer (see README, "Fuzzing", and .ci/fuzz):
//   swift build --product fuzz-yaml-stream --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-yaml-stream FILE...` runs the same check on files.

let options = YAMLParsingOptions(maximumAliasExpansion: 10_000)

func checkStream(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let bytes = Array(input.dropFirst())
    let chunk = Int(first % 64) + 1

    // The runs cover the input in order, and a run over the limit keeps no bytes.
    let small = YAMLStreamSplitter.runs(of: bytes, chunkSize: chunk, maximumRunBytes: 16)
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
    for run in YAMLStreamSplitter.runs(of: bytes, chunkSize: chunk, maximumRunBytes: .max) where !failed {
        do {
            let documents = try YAML.documents(parsing: run.bytes, options: options)
            split += documents.map { ($0.root.value, run.line - 1 + $0.location(ofNodeAt: 0).line) }
        } catch {
            failed = true
        }
    }
    // Where the whole stream is rejected, the runs may still parse: the whole-stream reader rejects some valid
    // streams that it accepts document by document (a block scalar whose last line is blank, then `--- |`:
    // .build/fuzz artifact of 2026-11-28, valid to PyYAML), so only the other direction is held.
    guard let whole else { return }
    precondition(!failed, "a run fails where the whole stream parses")
    precondition(split.map(\.0) == whole.map(\.0), "the runs give other documents than the whole stream")
    precondition(split.map(\.1) == whole.map(\.1), "the runs' documents start on other lines")
}

runFuzzer(checkStream)
