import ContractCommandLine
import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `contract-check diff OLD NEW`: compares two versions of a schema file or folder and lists every
/// change, where it is (file, line, column, JSON Pointer, and the payload path it affects) and whether
/// it breaks clients in the chosen role (see ``SchemaDiff``).
///
/// When OLD and NEW are files, the `*.schema.json` files beside each are loaded too, so `$ref`s to
/// them can be followed. Exit status: 0 nothing breaks, 1 something breaks with an evidence document, 2 usage
/// error or a file that cannot be read, 3 breaking changes none of which has evidence (all "unconfirmed").
struct DiffCommand {
    let oldPath: String
    let newPath: String
    let options: SchemaDiff.Options
    let format: OutputFormat
    let color: ColorChoice

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 2 else { throw UsageError("diff takes two schema files or two folders: OLD NEW") }
        oldPath = parsed.positional[0]
        newPath = parsed.positional[1]
        guard let role = DiffRole(rawValue: parsed.value("role") ?? "response") else { throw UsageError("--role takes response, request or both") }
        var options = SchemaDiff.Options(role: role, closedEnums: parsed.flag("closed-enums"))
        if let text = parsed.value("evidence-budget") {
            guard let budget = Int(text), budget >= 0 else { throw UsageError("--evidence-budget takes a number of documents, 0 or more") }
            options.evidenceBudget = budget
            options.evidenceBudgetScales = false
        }
        self.options = options
        format = try OutputFormat.parse(parsed.value("format"))
        guard let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") else { throw UsageError("--color takes auto, always or never") }
        self.color = color
    }

    func run(_ console: Console) throws -> Int32 {
        let changes: [SchemaChange]
        let sampled: Int
        do {
            (changes, sampled) = try DiffCommand.diff(old: oldPath, new: newPath, options: options)
        } catch let error as UsageError {
            throw error
        } catch {
            console.printError("error: \(error)")
            return 2
        }
        let breaking = changes.filter(\.breaks).count
        // An unconfirmed item (no evidence document found within the bounded search) still fails: sampling cannot show
        // that no document breaks, and a missed break reaches released apps. When every breaking item is unconfirmed the
        // status is 3, so that CI can tell "a proven break" (1) from "breaks the sampling could not show" and choose.
        let unconfirmed = changes.filter(\.isUnconfirmed).count
        let status: Int32 = breaking == 0 ? 0 : (unconfirmed == breaking ? 3 : 1)
        let counts = "\(breaking) breaking" + (unconfirmed > 0 ? " (\(unconfirmed) unconfirmed)" : "")
        let text = changes.isEmpty ? "no changes" : "\(changes.count) change\(changes.count == 1 ? "" : "s"), \(counts) (role: \(options.role.rawValue))"
        if format == .json {
            console.print(JSONWriter.pretty.string(from: DiffCommand.json(changes, role: options.role, sampled: sampled)))
            return status
        }
        let context = ReportContext(console: console, command: "diff", style: Style(enabled: console.usesColor(color)), labelsSeverity: true,
                                    rules: DiffCommand.rules)
        let reporter = context.reporter(for: format)
        reporter.begin()
        var bySource: [(source: String, diagnostics: [Finding])] = []
        for change in changes {
            guard let site = change.site else { continue }
            let place = change.instancePath.hasPrefix("#") ? "where \(change.instancePath) is used" : "payload \(change.instancePath.isEmpty ? "root" : change.instancePath)"
            var message = "\(change.summary) (\(place)): \(change.reason)"
            if let evidence = change.evidence {
                // A document of a definition no payload path reaches: `validate --schema FILE#POINTER` checks it.
                message += change.evidenceSchema.map { "; evidence (a document of #\($0.uriFragment)): " } ?? "; evidence: "
                message += evidence
            } else if let count = change.unconfirmedAmong {
                let reason = change.noEvidenceReason.map { ": " + $0 } ?? ""
                let searched = count == 0 && !reason.isEmpty ? "" : ": none of \(count) sampled documents shows it"
                message += "; unconfirmed" + searched + reason
            }
            let diagnostic = Finding(
                severity: change.breaks ? .error : .note, rule: change.kind.rawValue,
                message: message,
                line: site.line, column: site.column, pointer: site.pointer.description, label: change.breaks ? "breaking" : "compatible")
            if bySource.last?.source == site.file { bySource[bySource.count - 1].diagnostics.append(diagnostic) } else { bySource.append((site.file, [diagnostic])) }
        }
        for (source, diagnostics) in bySource {
            reporter.report(CheckedItem(source: source, line: 1, name: FileSystem.lastComponent(of: source), diagnostics: diagnostics))
        }
        reporter.end(ReportSummary(text: text, exitStatus: status))
        return status
    }

    /// Loads both versions and compares them; also how many documents the oracle sampled.
    static func diff(old: String, new: String, options: SchemaDiff.Options) throws -> (changes: [SchemaChange], sampled: Int) {
        let oldIsFolder = FileSystem.isDirectory(old), newIsFolder = FileSystem.isDirectory(new)
        guard oldIsFolder == newIsFolder else { throw UsageError("diff compares two files or two folders, not a file with a folder") }
        if oldIsFolder {
            let oldSet = try SchemaSet.load([old]), newSet = try SchemaSet.load([new])
            try requireSchemas(oldSet, oldSet.files.indices)
            try requireSchemas(newSet, newSet.files.indices)
            var engine = SchemaDiff(old: oldSet, new: newSet, options: options)
            engine.compareAll()
            try requireComplete(engine, new)
            return withEvidence(engine)
        }
        let (oldSet, oldIndex) = try loadWithSiblings(old)
        let (newSet, newIndex) = try loadWithSiblings(new)
        try requireSchemas(oldSet, [oldIndex])
        try requireSchemas(newSet, [newIndex])
        var engine = SchemaDiff(old: oldSet, new: newSet, options: options)
        engine.compare(pairs: [(oldIndex, newIndex)])
        try requireComplete(engine, new)
        return withEvidence(engine)
    }

    /// The engine's changes, each breaking one with a document that shows it, checked by ``DiffOracle``
    /// on every pair of files compared.
    private static func withEvidence(_ engine: SchemaDiff) -> (changes: [SchemaChange], sampled: Int) {
        var changes = engine.changes
        var sampled = 0
        // A change whose site lies in a file compared on its own is shown with that pair's documents (the file it is
        // printed under); one in a file only referenced, with those of the pair whose walk found it.
        var pairOfFile: [String: Int] = [:]
        for (index, pair) in engine.pairedFiles.enumerated().reversed() {
            pairOfFile["old " + engine.old.files[pair.old].path] = index
            pairOfFile["new " + engine.new.files[pair.new].path] = index
        }
        for index in changes.indices {
            if let holder = changes[index].new.flatMap({ pairOfFile["new " + $0.file] })
                ?? changes[index].old.flatMap({ pairOfFile["old " + $0.file] })
            {
                changes[index].pair = holder
            }
        }
        var unchecked: [Int: String] = [:]
        for (index, pair) in engine.pairedFiles.enumerated() where !engine.unchangedPairs.contains(index) {
            guard var oracle = DiffOracle(old: engine.old, oldFile: pair.old, new: engine.new, newFile: pair.new) else {
                unchecked[index] = DiffOracle.uncompiledReason(old: engine.old, oldFile: pair.old, new: engine.new, newFile: pair.new)
                continue
            }
            oracle.targetedBudget = DiffOracle.budget(engine.options, breaking: changes.count { $0.breaks && $0.pair == index })
            let oldPath = engine.old.files[pair.old].path, newPath = engine.new.files[pair.new].path
            oracle.annotate(&changes, pair: index, oldPath: oldPath, newPath: newPath, role: engine.options.role)
            sampled += oracle.sampled
        }
        DiffOracle.annotateUnreachedDefinitions(&changes, engine: engine)
        DiffOracle.markUnchecked(&changes, reasons: unchecked)
        return (changes, sampled)
    }

    /// Throws when the diff stopped at its limit of comparisons: an incomplete list of changes would
    /// read as "nothing else changed".
    private static func requireComplete(_ engine: SchemaDiff, _ path: String) throws(FileError) {
        guard engine.isCutShort else { return }
        throw FileError(
            path: path,
            reason: "the comparison stopped at its limit of \(engine.maximumComparisons) schema comparisons (10,000 plus 1 per value"
                + " of both versions) or \(SchemaDiff.maximumChanges) changes: the schemas link to each other along too many paths"
                + " to compare, so compatibility is unknown")
    }

    /// Throws when a compared file is JSON but not a schema (a schema is an object or a boolean), so it
    /// is not silently compared as "anything goes".
    private static func requireSchemas(_ set: SchemaSet, _ indices: some Sequence<Int>) throws(FileError) {
        for index in indices {
            switch set.files[index].root {
            case .object, .bool: continue
            default: throw FileError(path: set.files[index].path, reason: "not a JSON Schema: the root must be an object or a boolean")
            }
        }
    }

    /// Loads `path` and the schema files beside it that it references, by path or by `$id`, as `validate --schema`
    /// finds them (``ReferencedSchemas``, only when a reference reaches them); returns the set and the file's index.
    private static func loadWithSiblings(_ path: String) throws -> (SchemaSet, Int) {
        var set = try SchemaSet.load([path])
        for neighbour in ReferencedSchemas.documents(of: path).neighbours {
            set.add(neighbour.path, relativePath: neighbour.relativePath, document: neighbour.document)
        }
        return (set, 0)
    }

    /// The `--format json` document.
    static func json(_ changes: [SchemaChange], role: DiffRole, sampled: Int) -> JSONValue {
        func site(_ site: SchemaSite?) -> JSONValue {
            guard let site else { return .null }
            return .object(JSONObject([
                .init(key: "file", value: .string(site.file)),
                .init(key: "pointer", value: .string(site.pointer.description)),
                .init(key: "line", value: .number(JSONNumber(site.line))),
                .init(key: "column", value: .number(JSONNumber(site.column))),
            ]))
        }
        // The definition the evidence is a document of (`validate --schema FILE#/$defs/x`), else null.
        func fragment(_ pointer: JSONPointer?) -> JSONValue { pointer.map { .string("#" + $0.uriFragment) } ?? .null }
        return .object(JSONObject([
            .init(key: "role", value: .string(role.rawValue)),
            .init(key: "breaking", value: .number(JSONNumber(changes.filter(\.breaks).count))),
            .init(key: "sampledDocuments", value: .number(JSONNumber(sampled))),
            .init(key: "changes", value: .array(changes.map { change in
                .object(JSONObject([
                    .init(key: "kind", value: .string(change.kind.rawValue)),
                    .init(key: "breaks", value: .bool(change.breaks)),
                    .init(key: "summary", value: .string(change.summary)),
                    .init(key: "reason", value: .string(change.reason)),
                    .init(key: "instancePath", value: .string(change.instancePath)),
                    .init(key: "old", value: site(change.old)),
                    .init(key: "new", value: site(change.new)),
                    .init(key: "evidence", value: change.evidence.map(JSONValue.string) ?? .null),
                    .init(key: "evidenceDocument", value: change.evidenceDocument ?? .null),
                    .init(key: "evidenceSchema", value: fragment(change.evidenceSchema)),
                    .init(key: "unconfirmed", value: .bool(change.isUnconfirmed)),
                    .init(key: "noEvidence", value: change.noEvidenceReason.map(JSONValue.string) ?? .null),
                ]))
            })),
        ]))
    }

    /// The change kinds, for SARIF's rule table.
    static let rules: [RuleDescription] = [
        ("schema-added", "A schema was added."), ("schema-removed", "A schema was removed."),
        ("property-added", "A property was added."), ("property-removed", "A property was removed."),
        ("became-required", "A property became required."), ("became-optional", "A property is no longer required."),
        ("became-nullable", "A value may now be null."), ("became-non-nullable", "A value may no longer be null."),
        ("type-widened", "The type allows more."), ("type-narrowed", "The type allows less."), ("type-changed", "The type changed."),
        ("enum-value-added", "An enum value was added."), ("enum-value-removed", "An enum value was removed."),
        ("enum-added", "Values were restricted to an enum."), ("enum-removed", "An enum restriction was removed."),
        ("const-changed", "A const changed."), ("constraint-tightened", "A constraint allows less."),
        ("constraint-loosened", "A constraint allows more."), ("constraint-changed", "A constraint changed."),
        ("format-changed", "A format changed."), ("branch-added", "A union branch was added."), ("branch-removed", "A union branch was removed."),
        ("additional-properties-closed", "Unknown properties are now rejected."), ("additional-properties-opened", "Unknown properties are now allowed."),
        ("reference-changed", "A $ref names another schema."), ("definition-added", "A $defs entry was added."),
        ("definition-removed", "A $defs entry was removed."), ("annotation-changed", "Documentation or a generator setting changed."),
        ("sampled-break", "A sampled document breaks though no listed change explains it."),
    ].map { RuleDescription(id: $0.0, summary: $0.1) }
}
