import ContractCommandLine
import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `contract-check lint SCHEMA...`: checks schema files (or every `*.schema.json` under folders) as a
/// set, with the rules under `Lint/`: the metaschema, compilation, misspelt or unknown keywords,
/// required names missing from `properties`, dangling `$ref`s, unreachable `$defs`, object schemas that
/// leave `additionalProperties` undecided, and formats unknown to the generator.
///
/// Exit status: 0 no errors (warnings allowed unless `--strict`), 1 errors found, 2 usage error or a
/// file that cannot be read or parsed.
struct LintCommand {
    let paths: [String]
    let format: OutputFormat
    let disabled: Set<String>
    let strict: Bool
    let color: ColorChoice

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard !parsed.positional.isEmpty else { throw UsageError("lint needs schema files or folders") }
        paths = parsed.positional
        format = try OutputFormat.parse(parsed.value("format"))
        disabled = Set(parsed.values("disable"))
        let known = Set(LintRules.all.map(\.id))
        if let unknown = disabled.subtracting(known).sorted().first {
            throw UsageError("unknown lint rule \(unknown); rules: \(LintRules.all.map(\.id).joined(separator: ", "))")
        }
        strict = parsed.flag("strict")
        guard let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") else { throw UsageError("--color takes auto, always or never") }
        self.color = color
    }

    func run(_ console: Console) throws -> Int32 {
        let schemas: SchemaSet
        do {
            schemas = try SchemaSet.load(paths)
        } catch {
            console.printError("error: \(error)")
            return 2
        }
        let rules = LintRules.all.filter { !disabled.contains($0.id) }
        var findings: [[LintFinding]] = Array(repeating: [], count: schemas.files.count)
        for rule in rules {
            for finding in rule.check(schemas) { findings[finding.file].append(finding) }
        }
        let context = ReportContext(console: console, command: "lint", style: Style(enabled: console.usesColor(color)), labelsSeverity: true,
                                    rules: rules.map { RuleDescription(id: $0.id, summary: $0.summary) })
        let reporter = context.reporter(for: format)
        reporter.begin()
        var errors = 0
        var warnings = 0
        for (index, file) in schemas.files.enumerated() {
            let diagnostics = findings[index].map { finding -> Finding in
                let position = schemas.nearestPosition(in: index, finding.pointer)
                return Finding(severity: finding.severity, rule: finding.rule, message: finding.message,
                                  line: position.line, column: position.column, pointer: finding.pointer.description)
            }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            errors += diagnostics.filter { $0.severity == .error }.count
            warnings += diagnostics.filter { $0.severity == .warning }.count
            let name = FileSystem.lastComponent(of: file.path)
            reporter.report(CheckedItem(source: file.path, line: 1, name: name, diagnostics: diagnostics))
        }
        let status: Int32 = errors > 0 || (strict && warnings > 0) ? 1 : 0
        let text = "linted \(schemas.files.count) schema\(schemas.files.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        reporter.end(ReportSummary(text: text, exitStatus: status))
        return status
    }
}
