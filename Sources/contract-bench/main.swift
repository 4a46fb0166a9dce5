import ContractJSON
import ContractSchema
import Foundation

// contract-bench: throughput of bytes → verdict, against Foundation on the same bytes, in the same run.
// Each figure is the fastest of at least 5 passes over all documents, the contenders taking turns (see
// `throughputs`).
//
//   contract-bench [--corpus DIR] [--schemas DIR] [--realworld DIR] [--seconds S]
//   contract-bench verify [--corpus DIR | --shared DIR] [--schemas DIR]   (see CorpusVerification)
//   contract-bench client-memory [MEMBERS] [--json-decoder] [--no-limit]  (see ClientMemory)
//   contract-bench client-idle [REQUESTS] [--seconds S] [--https]          (see ClientIdle)
//
// --corpus: the output folder of ../shared/bench/make-corpus.py (generated into a temporary folder when
// omitted and the script is found); --realworld: ../shared/bench/jsonschema-benchmark.

// The client subcommands take their own arguments (before the measure options are parsed).
switch CommandLine.arguments.dropFirst().first {
case "client-memory": exit(ClientMemory.run(Array(CommandLine.arguments.dropFirst(2))))
case "client-idle": exit(ClientIdle.run(Array(CommandLine.arguments.dropFirst(2))))
default: break
}

// Options (and --help, --version) are declared in BenchOptions.
func option(_ name: String) -> String? { BenchOptions.value(name) }
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("contract-bench: \(message)\n".utf8))
    exit(2)
}
let secondsPerMeasure = Double(option("seconds") ?? "") ?? 1.0
/// Every figure is the fastest of at least this many passes.
let minimumPasses = 5
/// Profiling aid: a fixed number of passes instead of a time budget (for instruction counts).
let fixedPasses = option("passes").flatMap { Int($0) }
let schemasDirectory = option("schemas") ?? "Schemas"
/// Profiling aid: measure only this package's validator.
let validatorOnly = BenchOptions.flag("validator-only")
/// Profiling aid: measure only the generated models' fast path.
let fastPathOnly = BenchOptions.flag("fast-path-only")
let sharedBench = option("shared") ?? "../shared/bench"

func corpusDirectory() -> String? {
    if let given = option("corpus") {
        guard FileManager.default.fileExists(atPath: given) else { fail("no corpus folder \(given)") }
        return given
    }
    let script = sharedBench + "/make-corpus.py"
    guard FileManager.default.fileExists(atPath: script) else { return nil }
    let output = NSTemporaryDirectory() + "contract-bench-corpus"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, output]
    process.standardOutput = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? output : nil
}

if BenchOptions.isVerify {
    guard let corpus = corpusDirectory() else { fail("verify: no corpus (pass --corpus DIR, or --shared DIR holding make-corpus.py)") }
    exit(CorpusVerification(corpus: corpus, schemas: schemasDirectory).run())
}

func lines(of path: String) -> [[UInt8]] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return data.split(separator: UInt8(ascii: "\n")).filter { !$0.isEmpty }.map { Array($0) }
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
/// A figure in MB/s, or `-` as wide when it was not measured.
func figure(_ value: Double?) -> String { value.map { String(format: "%8.1f", $0) } ?? "       -" }
/// `a / b` as a ratio, or `-` as wide when `b` was not measured.
func ratio(_ a: Double, _ b: Double?) -> String {
    guard let b, b > 0 else { return "      -" }
    return String(format: "%6.2fx", a / b)
}

struct Row {
    var name: String
    var bytes: Int
    var documents: Int
    var validator: Double
    /// Nil with `--validator-only`, which measures nothing else.
    var serialization: Double?
    var decoder: Double?
}

func report(_ title: String, _ rows: [Row]) {
    print("\n## \(title)")
    guard !rows.isEmpty else { return print("no documents found") }
    print(pad("family", 26) + "   docs      MB   validator  JSONSerial.  JSONDecoder   vs Serial.  vs Decoder   (MB/s)")
    for row in rows {
        print(pad(row.name, 26) + String(format: "%7d %7.1f", row.documents, Double(row.bytes) / 1e6) + "  " + figure(row.validator)
              + "     " + figure(row.serialization) + "     " + figure(row.decoder)
              + "     " + ratio(row.validator, row.serialization) + "     " + ratio(row.validator, row.decoder))
    }
    // Totals weight each family by its bytes: total bytes over total time.
    let bytes = rows.reduce(0.0) { $0 + Double($1.bytes) }
    func total(_ speed: (Row) -> Double?) -> Double? {
        var time = 0.0
        for row in rows { guard let value = speed(row) else { return nil }; time += Double(row.bytes) / value }
        return bytes / time
    }
    let validator = total { $0.validator }!
    let serialization = total { $0.serialization }
    let decoder = total { $0.decoder }
    print(pad("TOTAL", 26) + String(format: "%7d %7.1f", rows.reduce(0) { $0 + $1.documents }, bytes / 1e6) + "  " + figure(validator)
          + "     " + figure(serialization) + "     " + figure(decoder)
          + "     " + ratio(validator, serialization) + "     " + ratio(validator, decoder))
}

var registry = SchemaRegistry()
_ = try? registry.registerDirectory(atPath: schemasDirectory)
let corpusMap: [String: String] = {
    guard let data = FileManager.default.contents(atPath: schemasDirectory + "/corpus-map.json"),
          let value = try? JSONValue(parsing: [UInt8](data)), case .object(let object) = value else { return [:] }
    var map: [String: String] = [:]
    for member in object { if let uri = member.value.stringValue { map[member.key] = uri } }
    return map
}()

/// Whether any figure was measured; a run that measured nothing exits 2, so that CI notices.
var measuredSomething = false
if let corpus = corpusDirectory() {
    var rows: [Row] = []
    var modelRows: [ModelRow] = []
    let decoder = JSONDecoder()
    let only = option("family")
    for family in corpusMap.keys.sorted() where !family.hasPrefix("invalid-") && (only == nil || only == family) {
        let documents = lines(of: corpus + "/" + family + ".ndjson")
        guard !documents.isEmpty, let uri = corpusMap[family] else { continue }
        let validator: SchemaValidator
        do { validator = try SchemaValidator(uri: uri, registry: registry) } catch { print("\(family): \(error)"); continue }
        let data = documents.map { Data($0) }
        // Every figure of the family is measured in one `throughputs` call, the contenders taking turns; each
        // remembers its place in the list.
        var contenders: [Contender] = []
        func add(_ contender: Contender) -> Int {
            contenders.append(contender)
            return contenders.count - 1
        }
        let ours = fastPathOnly ? nil : add(validatorContender(documents, validator))
        let serialization = fastPathOnly || validatorOnly ? nil : add(serializationContender(data))
        let handWritten = !HandWritten.covers(family) || fastPathOnly || validatorOnly ? nil : add(
            Contender(failing: "fail the hand-written model") { index in
                HandWritten.decode(family, data[index], with: decoder)
            })
        let models = validatorOnly ? nil : modelContenders(uri: uri, documents, data)
        let modelsStart = contenders.count
        contenders += models?.contenders ?? []
        let figures = throughputs(family, documents, contenders)
        let bytes = documents.reduce(0) { $0 + $1.count }
        let decoded = handWritten.map { figures[$0] }
        if let ours {
            rows.append(
                Row(
                    name: family, bytes: bytes, documents: documents.count,
                    validator: figures[ours], serialization: serialization.map { figures[$0] }, decoder: decoded))
        }
        if let models {
            let model = Array(figures[modelsStart...])  // the fast path and the tolerant decode alone with --fast-path-only
            modelRows.append(
                ModelRow(
                    name: family, typeName: models.typeName, bytes: bytes, documents: documents.count,
                    fastPath: model[0], tolerant: model[1], generatedDecoder: model.count > 2 ? model[2] : nil,
                    generatedValidated: model.count > 3 ? model[3] : nil, handWritten: decoded))
        }
    }
    report("Corpus (make-corpus.py): bytes → verdict", rows)
    measuredSomething = measuredSomething || !rows.isEmpty || !modelRows.isEmpty
    reportModels(modelRows, pad: pad, figure: figure, ratio: ratio)
} else {
    print("corpus: not found (pass --corpus DIR or --shared DIR)")
}

let realWorld = option("realworld") ?? sharedBench + "/jsonschema-benchmark"
if FileManager.default.fileExists(atPath: realWorld) {
    var rows: [Row] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: realWorld))?.sorted() ?? []
    let only = option("family")
    for name in names where only == nil || only == name {
        let directory = realWorld + "/" + name
        guard let schemaData = FileManager.default.contents(atPath: directory + "/schema.json") else { continue }
        let documents = lines(of: directory + "/instances.jsonl")
        guard !documents.isEmpty else { continue }
        let validator: SchemaValidator
        do {
            var local = SchemaRegistry(defaultDraft: .draft7)
            let schema = try JSONDocument(parsing: [UInt8](schemaData))
            try local.register(schema, uri: "file://" + directory + "/schema.json")
            validator = try SchemaValidator(uri: "file://" + directory + "/schema.json", registry: local)
        } catch {
            print("\(name): schema error: \(error)")
            continue
        }
        let contenders =
            [validatorContender(documents, validator)] + (validatorOnly ? [] : [serializationContender(documents.map { Data($0) })])
        let figures = throughputs(name, documents, contenders)
        rows.append(Row(name: name, bytes: documents.reduce(0) { $0 + $1.count }, documents: documents.count,
                        validator: figures[0], serialization: validatorOnly ? nil : figures[1], decoder: nil))
    }
    report("jsonschema-benchmark (34 real-world schemas): bytes → verdict", rows)
    measuredSomething = measuredSomething || !rows.isEmpty
}
if !measuredSomething {
    fail("nothing measured: no corpus (pass --corpus DIR, or --shared DIR holding make-corpus.py) and no jsonschema-benchmark at \(realWorld)")
}
