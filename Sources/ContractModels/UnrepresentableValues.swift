import ContractJSON
import ContractSchema
import Foundation

/// The values a tolerant decode left out of its typed value or kept for re-encoding although the validator found
/// nothing wrong with them: a valid value the Swift type cannot hold (a 30-digit integer for `integer`, which
/// `Int` cannot hold). The validator's errors are the drift; these would otherwise be left out silently, so each
/// becomes a drift entry of its own (keyword ``keyword``), beside the validator's.
///
/// Decoders record where they left a value out only while a tolerant decode collects (``collecting(_:)``), and
/// only on the path where they leave one out: a document whose values all fit costs nothing more.
public enum UnrepresentableValues {
    /// The keyword of the drift entries for values that are valid but that the Swift type cannot hold: not a
    /// JSON Schema keyword (the schema is not broken), so that a reader of the drift tells them apart.
    public static let keyword = "x-unrepresentable"

    /// The locations recorded during one tolerant decode. A class so that decoders deep in the value append to
    /// the one the decode set; only the thread running that decode touches it, under its lock.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(pointer: JSONPointer, reason: String, nearest: String?)] = []

        /// `nearest`: the value was not left out but decoded as this nearest `Double`.
        func append(_ pointer: JSONPointer, _ reason: String, nearest: String? = nil) {
            lock.lock()
            defer { lock.unlock() }
            // Bounded: a hostile document of a million unrepresentable elements gets one entry per value up to
            // the limit, then nothing more (the validator's own errors are unaffected).
            if entries.count < UnrepresentableValues.limit { entries.append((pointer, reason, nearest)) }
        }

        var recorded: [(pointer: JSONPointer, reason: String, nearest: String?)] {
            lock.lock()
            defer { lock.unlock() }
            return entries
        }
    }

    /// At most this many entries per decode.
    static let limit = 1000

    @TaskLocal static var current: Log?

    /// Runs `decode` recording where decoders leave out a value, then returns its result and a drift entry for
    /// each such place that `reported` (the locations of the validator's errors) does not cover.
    public static func collecting<Value, Failure: Error>(
        beside reported: [JSONPointer], _ decode: () throws(Failure) -> Value
    ) throws(Failure) -> (value: Value, unrepresentable: [ValidationError]) {
        let log = Log()
        let result = $current.withValue(log) { Result(catching: decode) }
        return (try result.get(), entries(log, beside: reported))
    }

    /// The tape walk's form of recording: value `index` of `view` was left out, for `failure`.
    @usableFromInline
    static func record(_ view: JSONView, _ index: Int, _ failure: DecodingFailure) {
        guard let log = current else { return }
        log.append(DecodingFailure.pointer(to: index, in: view), failure.description)
    }

    /// A number literal with more digits than a `Double` holds, or beyond its range, at `index`: validating (the
    /// checked pass, strict), a located failure; otherwise `nearest` (the nearest finite `Double`) is the value,
    /// and the loss is recorded. Decoders that can keep the literal's text keep it
    /// (``JSONViewDecodable/losesDigits(_:_:)``), so that re-encoding writes it back.
    @usableFromInline
    static func nearest(_ nearest: Double, _ view: JSONView, _ index: Int, validating: Bool) throws(DecodingFailure) -> Double {
        let literal = view.number(index).literal
        if validating {
            throw DecodingFailure(.invalidValue("\(literal) has more digits than a Double holds (nearest: \(nearest))"), at: index)
        }
        if let log = current { log.append(DecodingFailure.pointer(to: index, in: view), literal, nearest: "\(nearest)") }
        return nearest
    }

    /// `Codable`'s form of ``nearest(_:_:_:validating:)``: `literal` (as `JSONDecoder` read it) at `codingPath` was
    /// decoded as `nearest`.
    static func recordNearest(_ codingPath: [any CodingKey], literal: String, nearest: Double) {
        guard let log = current else { return }
        log.append(JSONPointer(tokens: codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }), literal, nearest: "\(nearest)")
    }

    /// `Codable`'s form of recording: the value at `codingPath` was left out, for `error`.
    @usableFromInline
    static func record(_ codingPath: [any CodingKey], _ error: any Error) {
        guard let log = current else { return }
        let pointer = JSONPointer(tokens: codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
        let reason =
            switch error as? DecodingError {
            case .dataCorrupted(let context)?, .typeMismatch(_, let context)?, .valueNotFound(_, let context)?,
                .keyNotFound(_, let context)?:
                context.debugDescription
            default: "\(error)"
            }
        log.append(pointer, reason)
    }

    static func entries(_ log: Log, beside reported: [JSONPointer]) -> [ValidationError] {
        var entries: [ValidationError] = []
        var seen = Set<String>()
        let recorded = log.recorded
        for (pointer, reason, nearest) in recorded where seen.insert(pointer.description).inserted {
            // Inside another value left out (an optional member of an element that then failed): that one says it.
            let inside = recorded.contains {
                $0.nearest == nil && $0.pointer.tokens.count < pointer.tokens.count && pointer.tokens.starts(with: $0.pointer.tokens)
            }
            if inside { continue }
            // Covered: the validator found something at or under the value (why it was left out), or the value is
            // inside one it found wrong below the root (an element left out whole). Not the root: a root error
            // (a `required` there) would hide every value left out.
            let covered = reported.contains {
                $0.tokens.starts(with: pointer.tokens) || (!$0.tokens.isEmpty && pointer.tokens.starts(with: $0.tokens))
            }
            if covered { continue }
            if let nearest {
                entries.append(
                    ValidationError(
                        instanceLocation: pointer, keywordLocation: JSONPointer(tokens: [keyword]),
                        message: "valid, but a Double cannot hold \(reason) exactly; decoded as the nearest Double (\(nearest)), "
                            + "the text received kept for re-encoding where its object keeps values",
                        expected: "a number a Double holds exactly", found: reason))
                continue
            }
            entries.append(
                ValidationError(
                    instanceLocation: pointer, keywordLocation: JSONPointer(tokens: [keyword]),
                    message: "valid, but the Swift type cannot hold it (\(reason)); left out, kept for re-encoding",
                    expected: "a value the Swift type can hold", found: reason))
        }
        return entries
    }
}
