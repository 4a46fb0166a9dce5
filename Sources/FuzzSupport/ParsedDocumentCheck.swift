import ContractJSON

/// What every reader's fuzz target checks on a document it parsed from `inputCount` bytes: an evenly
/// spread sample of at most 64 values (the first and the last included) is located inside the input
/// (through one line table: locating each value alone scans the text from its start, which timed out on
/// 1 MB seeds under the sanitizers), and the JSON survives tree conversion, writing and re-parsing unchanged.
package func checkParsedDocument(_ document: JSONDocument, inputCount: Int) {
    let count = document.tape.count
    let step = max(1, count / 64)
    let sample = (Array(stride(from: 0, to: count, by: step)) + [count - 1]).filter { $0 >= 0 }
    for location in document.locations(ofNodesAt: sample) {
        precondition(location.offset <= inputCount && location.line >= 1, "a value located outside the input")
    }
    let value = document.root.value
    let written = JSONWriter.compact.bytes(from: value)
    guard let reparsed = try? JSONValue(parsing: written, options: JSONParsingOptions(maximumDepth: .max)) else {
        preconditionFailure("written JSON does not parse again")
    }
    precondition(reparsed == value, "write/parse round trip changed the value")
}
