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
    /// `T.decode(_:policy: .tolerant)`: the same, with the drift report and the tolerant rules (on valid
    /// documents the checked pass succeeds, so the ratio to ``fastPath`` is what tolerance costs).
    var tolerant: Double
    /// `JSONDecoder` on the generated type (decoding only: Codable checks types, not constraints).
    /// Nil with `--fast-path-only`, as is the next.
    var generatedDecoder: Double?
    /// `JSONDecoder` on the generated type, then `validate()`: a validated model through Codable.
    var generatedValidated: Double?
    /// `JSONDecoder` on the hand-written models (`HandWrittenModels.swift`): the baseline.
    var handWritten: Double?
}

/// The contenders of the generated type of `uri` on `documents` (`data`: the same as `Data`): the fast path,
/// the tolerant decode, `JSONDecoder` alone, and `JSONDecoder` followed by `validate()` (the first two only with
/// `--fast-path-only`);
/// `nil` when the registry has no model for `uri`.
func modelContenders(uri: String, _ documents: [[UInt8]], _ data: [Data]) -> (typeName: String, contenders: [Contender])? {
    guard let entry = ContractTypes.bySchemaURI[uri],
          let model = entry.type as? any (ContractValue & ContractValidatable).Type
    else { return nil }
    @inline(__always) func contenders<T: ContractValue & ContractValidatable>(_: T.Type) -> [Contender] {
        // `do`/`catch` rather than `try?`, as the hand-written baseline does (`HandWritten.decode`):
        // an app holds the model itself, not an optional wrapping it.
        let fastPath = Contender(failing: "are rejected by the fast path") { index in
            do {
                _ = try T.decode(validating: documents[index])
                return true
            } catch {
                return false
            }
        }
        let tolerant = Contender(failing: "are rejected by the tolerant decode, or have drift") { index in
            do {
                return try T.decode(documents[index], policy: .tolerant).drift.isEmpty
            } catch {
                return false
            }
        }
        if fastPathOnly { return [fastPath, tolerant] }
        let decoder = JSONDecoder()
        let generatedDecoder = Contender(failing: "are rejected by JSONDecoder") { index in
            (try? decoder.decode(T.self, from: data[index])) != nil
        }
        let generatedValidated = Contender(failing: "fail validate()") { index in
            guard let value = try? decoder.decode(T.self, from: data[index]) else { return false }
            return value.validate().isValid
        }
        return [fastPath, tolerant, generatedDecoder, generatedValidated]
    }
    // The concrete type, as an app would call it (`Game.decode(validating:)`), so that the
    // compiler specializes the decoders; any other type goes through the generic path.
    switch model {
    case is SessionsPage.Type: return (entry.typeName, contenders(SessionsPage.self))
    case is RoundDetail.Type: return (entry.typeName, contenders(RoundDetail.self))
    case is RoundRatings.Type: return (entry.typeName, contenders(RoundRatings.self))
    case is SeasonDetails.Type: return (entry.typeName, contenders(SeasonDetails.self))
    case is HistoryPage.Type: return (entry.typeName, contenders(HistoryPage.self))
    case is HistoryRoundDetail.Type: return (entry.typeName, contenders(HistoryRoundDetail.self))
    case is Game.Type: return (entry.typeName, contenders(Game.self))
    default: return (entry.typeName + " (generic)", contenders(model))
    }
}

/// Prints the model table: throughput of each way to a model, and the fast path's ratios.
func reportModels(_ rows: [ModelRow], pad: (String, Int) -> String, figure: (Double?) -> String, ratio: (Double, Double?) -> String) {
    print("\n## Corpus (make-corpus.py): bytes → validated model")
    guard !rows.isEmpty else { return print("no documents found") }
    print(pad("family", 18) + pad("type", 20) + "fast path   tolerant  tol/fast  JSONDec.gen  +validate()  JSONDec.hand   fast/hand  fast/gen   (MB/s)")
    for row in rows {
        print(pad(row.name, 18) + pad(row.typeName, 20) + figure(row.fastPath) + "   " + figure(row.tolerant)
              + "  " + String(format: "%6.3f", row.tolerant / row.fastPath)
              + "     " + figure(row.generatedDecoder) + "     " + figure(row.generatedValidated) + "     " + figure(row.handWritten)
              + "    " + ratio(row.fastPath, row.handWritten) + "   " + ratio(row.fastPath, row.generatedDecoder))
    }
    let fastest = rows.reduce(0.0) { $0 + Double($1.bytes) / $1.fastPath }
    let tolerant = rows.reduce(0.0) { $0 + Double($1.bytes) / $1.tolerant }
    print(String(format: "tolerant vs fast path on valid documents: %.3f overall (1.000: no cost), lowest family %.3f",
                 fastest / tolerant, rows.map { $0.tolerant / $0.fastPath }.min() ?? 1))
    let slowest = rows.compactMap { row in row.handWritten.map { row.fastPath / $0 } }.min()
    if let slowest { print(String(format: "fast path vs hand-written JSONDecoder: at least %.2fx on every family", slowest)) }
}
