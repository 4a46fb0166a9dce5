import ContractJSON
import ContractSchema

/// `contract-check validate --schema FILE PAYLOAD...`: validates payload files, folders of `.json`
/// files and `.ndjson`/`.jsonl` files (one document per line) against a schema.
struct ValidateCommand {
    let schemaPath: String
    let payloads: [String]
    let format: OutputFormat
    let options: ValidationOptions

    enum OutputFormat: String { case text, json }

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, valued: ["schema", "format"], flags: ["assert-formats"])
        guard let schema = parsed.value("schema") else { throw UsageError("validate needs --schema FILE") }
        guard !parsed.positional.isEmpty else { throw UsageError("validate needs at least one payload file or folder") }
        guard let format = OutputFormat(rawValue: parsed.value("format") ?? "text") else {
            throw UsageError("unknown --format \(parsed.value("format")!); use text or json")
        }
        schemaPath = schema
        payloads = parsed.positional
        self.format = format
        options = ValidationOptions(assertsFormats: parsed.flag("assert-formats"))
    }

    func run(_ console: Console) throws -> Int32 {
        var registry = SchemaRegistry()
        let validator: SchemaValidator
        do {
            let uri = try registry.registerFile(atPath: schemaPath)
            validator = try SchemaValidator(uri: uri, registry: registry, options: options)
        } catch {
            console.printError("error: \(error)")
            return 2
        }
        var valid = 0
        var invalid = 0
        let reporter = PayloadReporter(format: format, console: console)
        for source in try PayloadSource.expand(payloads) {
            try source.forEachDocument { document in
                let outcome = PayloadOutcome.check(document, with: validator)
                if outcome.isValid { valid += 1 } else { invalid += 1 }
                reporter.report(outcome)
            }
        }
        if format == .text { console.print("\(valid) valid, \(invalid) invalid") }
        return invalid == 0 ? 0 : 1
    }
}
