import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore

/// `contract-check validate`: validates payloads (files, folders, glob patterns, `.ndjson`/`.jsonl`,
/// standard input) against a schema given by path or `$id`, named by the payload itself (`$schema`),
/// or found in a mapping file; reports in text, JSON, JUnit, GitHub or SARIF.
///
/// NDJSON is streamed in chunks and validated on `--jobs` threads; output keeps input order.
/// Exit status: 0 all valid, 1 some document invalid (or not JSON), 2 usage error, unreadable input,
/// broken schema, or a document whose schema could not be determined.
struct ValidateCommand {
    let schema: String?
    let schemaFolders: [String]
    let mapFile: String?
    let payloads: [String]
    let format: OutputFormat
    let options: ValidationOptions
    let jobs: Int
    /// Printed at the start of the run when `--jobs` asked for more than the cap.
    var jobsWarning: String?
    /// The notation every input is read in (`--payload-format`, `--ndjson`); nil: by each file's extension.
    let notation: PayloadSource.Notation?
    /// The largest document read (a file, or one NDJSON line).
    let maximumDocumentBytes: Int
    let standardInputName: String
    let color: ColorChoice
    let quiet: Bool
    /// Text output lists every error of a document, not only its best match.
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard !parsed.positional.isEmpty else { throw UsageError("validate needs at least one payload: a file, folder, pattern, or - for standard input") }
        schema = parsed.value("schema")
        schemaFolders = parsed.values("schemas")
        mapFile = parsed.value("map")
        payloads = parsed.positional
        format = try OutputFormat.parse(parsed.value("format"))
        // One format default with the generated models (ValidationOptions.contracts); --assert-formats, the
        // default, is still accepted.
        var options = ValidationOptions.validating
        if parsed.flag("annotate-formats") { options.assertsFormats = false }
        self.options = options
        verbose = parsed.flag("verbose")
        let cores = WorkerThreads.activeProcessors
        if let text = parsed.value("jobs") {
            // A number too large for Int is still "too many jobs", not a usage error.
            guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), !text.isEmpty,
                  text.contains(where: { $0 != "0" })
            else { throw UsageError("--jobs takes a positive number") }
            let requested = Int(text) ?? .max
            let cap = OrderedWorkPool<Int, Int>.maximumJobs(cores: cores)
            jobs = min(requested, cap)
            if requested > cap {
                jobsWarning = "warning: --jobs \(text.prefix(24)) is more than 4 per core (\(cores) cores); using \(cap) jobs"
            }
        } else {
            jobs = cores
        }
        var notation: PayloadSource.Notation? = parsed.flag("ndjson") ? .ndjson : nil
        if let text = parsed.value("payload-format") {
            guard let named = PayloadSource.Notation(rawValue: text.lowercased()) else {
                throw UsageError("--payload-format takes json, ndjson, yaml or toml")
            }
            if let notation, notation != named { throw UsageError("--ndjson and --payload-format \(text.prefix(16)) name different notations") }
            notation = named
        }
        self.notation = notation
        if let text = parsed.value("max-document-size") {
            guard let bytes = ValidateCommand.byteCount(text) else {
                throw UsageError("--max-document-size takes a size in bytes such as 1000000, 512K, 64M or 1G (at most 1T)")
            }
            maximumDocumentBytes = bytes
        } else {
            maximumDocumentBytes = PayloadBatcher.defaultMaximumDocumentBytes
        }
        standardInputName = parsed.value("stdin-name") ?? "<stdin>"
        guard let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") else { throw UsageError("--color takes auto, always or never") }
        self.color = color
        quiet = parsed.flag("quiet")
    }

    func run(_ console: Console) throws -> Int32 {
        if let jobsWarning { console.printError(jobsWarning) }
        let chooser: SchemaChooser
        do {
            chooser = try SchemaChooser(schema: schema, folders: schemaFolders, mapFile: mapFile, options: options)
        } catch let error as UsageError {
            throw error
        } catch {
            console.printError("error: \(TerminalText.escaped("\(error)"))")
            return 2
        }
        for warning in chooser.warnings { console.printError(TerminalText.escaped(warning)) }
        let sources = try PayloadSource.expand(payloads, notation: notation, standardInputName: standardInputName, excluding: mapFile) { path, reason in
            console.printError("warning: \(TerminalText.escaped(path)): \(reason)")
        }
        // Each file's default schema, compiled before any work starts so a broken one stops the run.
        let defaults = sources.map { chooser.fixedURI ?? chooser.mappedSchema(forPath: $0.path) }
        var noted: Set<String> = []
        for uri in Set(defaults.compactMap { $0 }).sorted() {
            switch chooser.validator(for: uri) {
            case .failure(let error):
                console.printError("error: \(TerminalText.escaped("\(error)"))")
                return 2
            case .success(let validator):
                // A later draft's keyword applied in an earlier one (draft-04 `const`); two schemas may share the place.
                let inOrder = validator.warnings.sorted {
                    ($0.source ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
                        < ($1.source ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
                }
                for warning in inOrder where noted.insert("\(warning)").inserted {
                    console.printError("warning: \(TerminalText.escaped("\(warning)"))")
                }
            }
        }
        let defaultChoices = defaults.map { $0.map(chooser.choice(of:)) }

        // Only SARIF lists the rules, and building the list is a noticeable part of a small run's start-up.
        let rules = format == .sarif ? ValidateCommand.rules : []
        var context = ReportContext(console: console, command: "validate", style: Style(enabled: console.usesColor(color)), rules: rules)
        context.verbose = verbose
        let reporter = context.reporter(for: format)
        let totalBytes = sources.contains { $0.size == nil } ? nil : sources.reduce(0) { $0 + ($1.size ?? 0) }
        let progress = Progress(console: console, totalBytes: totalBytes, enabled: !quiet)
        let pool = OrderedWorkPool<PayloadBatch, (outcomes: [PayloadOutcome], inputBytes: Int)>(jobs: jobs) { batch in
            var storage: JSONTapeStorage?
            // One array refilled with each document's bytes: a check holds them only until it returns, so the
            // refill reuses the array's memory instead of allocating one per document.
            var document: [UInt8] = []
            let outcomes = batch.entries.map { entry in
                if let size = entry.oversize {
                    return PayloadOutcome.oversize(size, limit: maximumDocumentBytes, source: entry.source, line: entry.line)
                }
                if let parsed = entry.parsed {
                    return PayloadOutcome.check(parsed, source: entry.source, line: entry.line, lineOffset: entry.lineOffset,
                                                defaultChoice: defaultChoices[entry.source], chooser: chooser)
                }
                document.removeAll(keepingCapacity: true)
                batch.bytes.withUnsafeBufferPointer { document.append(contentsOf: UnsafeBufferPointer(rebasing: $0[entry.start..<entry.end])) }
                return PayloadOutcome.check(document, source: entry.source, line: entry.line,
                                            defaultChoice: defaultChoices[entry.source], chooser: chooser, storage: &storage)
            }
            return (outcomes, batch.inputBytes)
        }
        defer { pool.cancel() }
        var valid = 0
        var invalid = 0
        var unchecked = 0
        var unreadable = 0
        var unrepresentable = 0
        let outputIsTerminal = console.outputIsTerminal
        let deliver = { (result: (outcomes: [PayloadOutcome], inputBytes: Int)) in
            for outcome in result.outcomes {
                if outcome.schemaProblem != nil {
                    unchecked += 1
                } else if outcome.isUnreadable(in: sources[outcome.source]) {
                    unreadable += 1
                } else if outcome.holdsUnrepresentableValue {
                    unrepresentable += 1
                } else if outcome.isValid {
                    valid += 1
                } else {
                    invalid += 1
                }
                let item = outcome.item(in: sources[outcome.source])
                if outputIsTerminal && !item.diagnostics.isEmpty { progress.clear() }
                reporter.report(item)
            }
            progress.advance(documents: result.outcomes.count, bytes: result.inputBytes)
        }
        reporter.begin()
        var batcher = PayloadBatcher(sources: sources, console: console, maximumDocumentBytes: maximumDocumentBytes)
        if jobs == 1 { batcher.chunkSize = PayloadBatcher.inlineChunkSize }
        try batcher.run { batch in
            pool.submit(batch, deliver: deliver)
        }
        pool.finish(deliver: deliver)
        progress.clear()

        let status: Int32 = unchecked + unreadable + unrepresentable > 0 ? 2 : (invalid > 0 ? 1 : 0)
        var text = "\(valid) valid, \(invalid) invalid"
        if unchecked > 0 { text += ", \(unchecked) without a usable schema" }
        if unreadable > 0 { text += ", \(unreadable) in a format contract-check cannot read" }
        if unrepresentable > 0 { text += ", \(unrepresentable) holding a value JSON cannot represent" }
        reporter.end(ReportSummary(text: quiet ? nil : text, exitStatus: status))
        if !quiet { console.printError(progress.summary(jobs: jobs)) }
        return status
    }

    /// `123`, `512K`, `64M`, `1G`, `1T` (binary multiples) as bytes; nil if not a size from 1 byte to 1 TiB.
    static func byteCount(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text.uppercased())
        var unit = 1
        if let last = digits.last, let multiple = units[last] {
            unit = multiple
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.count <= 13, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1 else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
        return overflow || bytes > 1 << 40 ? nil : bytes
    }

    /// The rules a validation report can name: the JSON Schema keywords, plus syntax and schema choice.
    static let rules: [RuleDescription] = [
        RuleDescription(id: "json-syntax", summary: "The document is not valid JSON."),
        RuleDescription(id: "yaml-syntax", summary: "The YAML stream is not valid YAML (or has no JSON form)."),
        RuleDescription(id: "toml-syntax", summary: "The document is not valid TOML 1.0 (or holds inf or nan: no JSON value)."),
        RuleDescription(id: "unreadable-format", summary: "Not JSON, and its extension names a format the checker does not read."),
        RuleDescription(id: "unrepresentable-value", summary: "A YAML or TOML infinity or NaN, which no JSON Schema can check."),
        RuleDescription(id: "schema-choice", summary: "No usable schema for the document."),
        RuleDescription(id: "document-size", summary: "The document is larger than --max-document-size."),
    ] + Vocabulary.validatingKeywordsOfAnyDraft.union(["contentEncoding", "contentMediaType"])
        .subtracting(["$ref", "$dynamicRef", "$recursiveRef"]).sorted()
        .map { RuleDescription(id: $0, summary: "The value breaks the schema's \($0) keyword.") }
}

extension ValidationOptions {
    /// What `contract-check validate` checks documents with by default: the contracts' options (formats asserted), and a
    /// bad reference refusing only the documents that reach it, as in check-jsonschema (issue 42 item 1). `diff`'s oracle
    /// checks its evidence with them too, so that a printed evidence document is judged as `validate` judges it.
    static let validating: ValidationOptions = {
        var options = ValidationOptions.contracts
        options.defersReferenceFaults = true
        return options
    }()
}
