import ContractRuntime
import Contracts
import Foundation

/// One corpus family's bytes → validated model figures (MB/s).
struct ModelRow {
    var name: String
    var typeName: String
    var bytes: Int
    var documents: Int
    /// `T.decode(validating:)`: parse, validate and decode in one pass.
    var fastPath: Double
    /// `JSONDecoder` on the generated type (decoding only: Codable checks types, not constraints).
    var generatedDecoder: Double
    /// `JSONDecoder` on the generated type, then `validate()`: a validated model through Codable.
    var generatedValidated: Double
    /// `JSONDecoder` on the hand-written models (`HandWrittenModels.swift`): the baseline.
    var handWritten: Double?
}

/// Measures the generated type of `uri` on `documents`: the fast path, `JSONDecoder` alone, and
/// `JSONDecoder` followed by `validate()`; `nil` when the registry has no model for `uri`.
func measureModels(_ family: String, uri: String, _ documents: [[UInt8]], handWritten: Double?,
                   measure: ([[UInt8]], ([UInt8]) -> Void) -> Double) -> ModelRow? {
    guard let entry = ContractTypes.bySchemaURI[uri],
          let model = entry.type as? any (ContractValue & ContractValidatable).Type
    else { return nil }
    @inline(__always) func run<T: ContractValue & ContractValidatable>(_: T.Type) -> ModelRow {
        let data = documents.map { Data($0) }
        let decoder = JSONDecoder()
        var sink = 0
        var rejected = 0
        for document in documents where (try? T.decode(validating: document)) == nil { rejected += 1 }
        if rejected > 0 { print("warning: the fast path rejects \(rejected) documents of \(family)") }
        // `do`/`catch` rather than `try?`, as the hand-written baseline does (`HandWritten.decode`):
        // an app holds the model itself, not an optional wrapping it.
        let fastPath = measure(documents) { bytes in
            do {
                _ = try T.decode(validating: bytes)
                sink &+= 1
            } catch {}
        }
        var index = 0
        if fastPathOnly {
            return ModelRow(name: family, typeName: entry.typeName, bytes: documents.reduce(0) { $0 + $1.count }, documents: documents.count,
                            fastPath: fastPath, generatedDecoder: 0, generatedValidated: 0, handWritten: nil)
        }
        let generatedDecoder = measure(documents) { _ in
            if (try? decoder.decode(T.self, from: data[index % data.count])) != nil { sink &+= 1 }
            index += 1
        }
        index = 0
        let generatedValidated = measure(documents) { _ in
            if let value = try? decoder.decode(T.self, from: data[index % data.count]), value.validate().isValid { sink &+= 1 }
            index += 1
        }
        if sink == 42 { print("") }
        return ModelRow(name: family, typeName: entry.typeName, bytes: documents.reduce(0) { $0 + $1.count }, documents: documents.count,
                        fastPath: fastPath, generatedDecoder: generatedDecoder, generatedValidated: generatedValidated, handWritten: handWritten)
    }
    // The concrete type, as an app would call it (`Game.decode(validating:)`), so that the
    // compiler specializes the decoders; any other type goes through the generic path.
    switch model {
    case is SessionsPage.Type: return run(SessionsPage.self)
    case is RoundDetail.Type: return run(RoundDetail.self)
    case is RoundRatings.Type: return run(RoundRatings.self)
    case is SeasonDetails.Type: return run(SeasonDetails.self)
    case is HistoryPage.Type: return run(HistoryPage.self)
    case is HistoryRoundDetail.Type: return run(HistoryRoundDetail.self)
    case is Game.Type: return run(Game.self)
    default:
        var row = run(model)
        row.typeName += " (generic)"
        return row
    }
}

/// Prints the model table: throughput of each way to a model, and the fast path's ratios.
func reportModels(_ rows: [ModelRow], pad: (String, Int) -> String, figure: (Double) -> String, ratio: (Double, Double) -> String) {
    print("\n## Corpus (make-corpus.py): bytes → validated model")
    guard !rows.isEmpty else { return print("no documents found") }
    print(pad("family", 18) + pad("type", 20) + "fast path  JSONDec.gen  +validate()  JSONDec.hand   fast/hand  fast/gen   (MB/s)")
    for row in rows {
        print(pad(row.name, 18) + pad(row.typeName, 20) + figure(row.fastPath) + "     " + figure(row.generatedDecoder)
              + "     " + figure(row.generatedValidated) + "     " + (row.handWritten.map(figure) ?? "       -")
              + "    " + (row.handWritten.map { ratio(row.fastPath, $0) } ?? "     -") + "   " + ratio(row.fastPath, row.generatedDecoder))
    }
    let slowest = rows.compactMap { row in row.handWritten.map { row.fastPath / $0 } }.min()
    if let slowest { print(String(format: "fast path vs hand-written JSONDecoder: at least %.2fx on every family", slowest)) }
}
