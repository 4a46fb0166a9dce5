import ContractJSON

/// What every reader's fuzz target checks on a document it parsed from `inputCount` bytes: an evenly
/// spread sample of at most 64 values (the first and the last included) is located inside the input
/// (computing a line and column scans the text from its start, so checking every value was quadratic),
/// and the JSON survives tree conversion, writing and re-parsing unchanged.
package func checkParsedDocument(_ document: JSONDocument, inputCount: Int) {
    let count = document.tape.count
    let step = max(1, count / 64)
    for index in Array(stride(from: 0, to: count, by: step)) + [count - 1] where index >= 0 {
        let location = document.location(ofNodeAt: index)
        precondition(location.offset <= inputCount && location.line >= 1, "a value located outside the input")
    }
    let value = document.root.value
    let written = JSONWriter.compact.bytes(from: value)
    guard let reparsed = try? JSONValue(parsing: written, options: JSONParsingOptions(maximumDepth: .max)) else {
        preconditionFailure("written JSON does not parse again")
    }
    precondition(reparsed == value, "write/parse round trip changed the value")
}
