// The real-world gate's checker, built by `.ci/realworld-gate` into a temporary package with one
// target per schema (the ContractGenerator plugin applied to each) and `Table.swift` listing them.
// Not part of the package: it is copied into the temporary package.
import ContractRuntime
import Foundation

/// One schema's generated module, as `Table.swift` lists it.
struct GateEntry {
    /// The folder name under the benchmark directory.
    var name: String
    /// The root schema's URI in the generated module (`file:///NAME.schema.json`).
    var uri: String
    /// The module's `ContractTypes.bySchemaURI`.
    var types: [String: ContractType]
}

/// What one schema's instances gave.
struct GateTally {
    var documents = 0, valid = 0, verdictAgreements = 0, roundTrips = 0, validRoundTrips = 0, lossless = 0, formatModeDifferences = 0
    var examples: [String] = []

    var passed: Bool { documents > 0 && verdictAgreements == documents && roundTrips == valid && lossless == valid }

    mutating func add(_ other: GateTally) {
        documents += other.documents; valid += other.valid; verdictAgreements += other.verdictAgreements
        roundTrips += other.roundTrips; lossless += other.lossless; formatModeDifferences += other.formatModeDifferences
    }
}

/// Reads every instance of `entry` in every way its generated type offers; with `perSchema`, that many spread evenly over
/// the file (the CI subset).
func check(_ entry: GateEntry, bench: String, shown: Int, perSchema: Int?) -> GateTally? {
    let folder = bench + "/" + entry.name
    var registry = SchemaRegistry()
    guard let schemaBytes = FileManager.default.contents(atPath: folder + "/schema.json"),
          let schema = try? JSONDocument(parsing: [UInt8](schemaBytes)) else { return nil }
    // A schema with an absolute `$id` (`id` in draft-04) is known by it, in the generated module too.
    var uri = entry.uri
    if case .object(let root) = schema.withView({ $0.value(0) }), let id = (root["$id"] ?? root["id"])?.stringValue, id.contains(":") {
        uri = id.hasSuffix("#") ? String(id.dropLast()) : id
    }
    guard (try? registry.register(schema, uri: uri == entry.uri ? uri : nil)) != nil,
          let asserting = try? SchemaValidator(uri: uri, registry: registry, options: ValidationOptions(assertsFormats: true)),
          let annotating = try? SchemaValidator(uri: uri, registry: registry, options: ValidationOptions(assertsFormats: false)),
          let type = entry.types[uri],
          let lines = FileManager.default.contents(atPath: folder + "/instances.jsonl")
    else { return nil }
    var tally = GateTally()
    let all = lines.split(separator: UInt8(ascii: "\n"))
    let stride = perSchema.map { max(1, (all.count + $0 - 1) / max(1, $0)) } ?? 1
    for (number, line) in all.enumerated() where !line.isEmpty && number % stride == 0 {
        tally.documents += 1
        guard let document = try? JSONDocument(parsing: Array(line)) else {
            tally.examples.append("\(number + 1): malformed JSON")
            continue
        }
        let result = type.crossCheck(document, against: asserting)
        if annotating.validate(document).isValid != result.expected.isValid { tally.formatModeDifferences += 1 }
        let roundTripProblems = result.disagreements.filter { $0.hasPrefix("jsonValue") || $0.hasPrefix("JSONEncoder") }
        let verdictProblems = result.disagreements.filter { !roundTripProblems.contains($0) }
        if verdictProblems.isEmpty { tally.verdictAgreements += 1 }
        if result.expected.isValid {
            tally.valid += 1
            if roundTripProblems.isEmpty { tally.roundTrips += 1 }
            if result.loss == nil { tally.lossless += 1 }
        }
        for problem in result.disagreements + (result.loss.map { ["not lossless: \($0)"] } ?? []) where tally.examples.count < shown {
            tally.examples.append("\(number + 1): \(problem)")
        }
    }
    return tally
}

/// `RealWorldGate BENCH_DIR [--show N] [--per-schema N]`: one line per schema, then the totals; exit status 1 unless
/// every schema passes.
func runGate() -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2 else {
        print("usage: RealWorldGate <jsonschema-benchmark dir> [--show N] [--per-schema N]")
        return 2
    }
    func option(_ name: String) -> Int? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
    }
    let shown = option("--show") ?? 3, perSchema = option("--per-schema")
    var total = GateTally()
    var passed = 0
    func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole)) }
    for entry in gateEntries {
        guard let tally = check(entry, bench: arguments[1], shown: shown, perSchema: perSchema) else {
            print("\(entry.name.padding(toLength: 24, withPad: " ", startingAt: 0)) cannot read the schema, its instances or its generated root type  WRONG")
            continue
        }
        total.add(tally)
        if tally.passed { passed += 1 }
        print("\(entry.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(tally.documents) documents (\(tally.valid) valid): "
              + "verdicts \(tally.verdictAgreements)/\(tally.documents), round trips \(tally.roundTrips)/\(tally.valid), "
              + "lossless \(tally.lossless)/\(tally.valid), format-mode differences \(tally.formatModeDifferences)  \(tally.passed ? "OK" : "WRONG")")
        for example in tally.examples { print("    \(entry.name):\(example)") }
        fflush(nil)  // every open stream, stdout included (naming `stdout` is not concurrency-safe)
    }
    print("total: \(passed)/\(gateEntries.count) schemas pass; \(total.documents) documents (\(total.valid) valid): "
          + "verdict agreement \(percent(total.verdictAgreements, total.documents)), round trips \(percent(total.roundTrips, total.valid)), "
          + "lossless \(percent(total.lossless, total.valid)); \(total.formatModeDifferences) documents valid in one format mode only")
    return passed == gateEntries.count ? 0 : 1
}
