import ContractCommandLine
import ContractSchemaCore
import GeneratorLoading
import GeneratorPipeline
import GeneratorRendering
import GeneratorTranslation

/// The command line: `contract-gen --input DIR... --output DIR [--module NAME] [--config FILE] [--check]`.
///
/// Loads every `*.schema.json` and `*.endpoints.json` (or their `.yaml`/`.yml` forms) under the inputs (and the `inputs` of the
/// configuration), translates and renders them (one ``GeneratorPipeline`` run), and writes `Models.swift`, `Validators.swift`,
/// `Encoders.swift`, `FastDecoding.swift`, `Mappers.swift` and `Endpoints.swift` into the output directory, rewriting a
/// file only when its content changes. With `--module NAME` (what the plugins pass: the target's
/// name) the files are named `NAME+Models.swift`..., so they never collide with the target's own
/// `Models.swift`, and a generated type named `NAME`, which would hide the module, is an error.
/// Files an earlier run generated into the output directory that are no longer produced (an older
/// naming) are removed.
/// With `--check` nothing is written; the exit status says whether the files are up to date.
/// Diagnostics go to standard error as `path:LINE:COLUMN: error: message`.
enum ContractGenCommand {
    /// The options, which also write `--help`.
    static let spec = CommandSpec(
        "", abstract: "Generate Swift models, validators, encoders, fast decoders, mappers and endpoints from JSON Schemas (what the ContractGenerator and GenerateContracts plugins run).",
        options: [
            .init("input", value: "dir-or-file", "A schema or endpoints file, or a folder searched recursively.", repeatable: true),
            .init("output", value: "dir", "Where the generated Swift files are written (required)."),
            .init("module", value: "name", "The module the code is generated into: files are named <name>+Models.swift..., and a generated type of that name is an error."),
            .init("config", value: "contracts.json", "The generator's settings; its \"inputs\" are read too."),
            .init("package-root", value: "dir", "The configuration's inputs must stay inside this folder (the plugins pass the package's)."),
            .init("check", "Write nothing; exit 1 when a file in the output folder is stale."),
            .init("quiet", "Do not list the files written."),
            .init("version", "Show the version."),
        ],
        discussion: "EXIT STATUS: 0 written (or up to date), 1 a schema error (reported as path:LINE:COLUMN: error: message) or stale files with --check, 2 usage error.")

    struct Options {
        var inputs: [String] = []
        var output: String?
        var config: String?
        var module: String?
        /// With it, the configuration's inputs must stay inside this folder.
        var packageRoot: String?
        var check = false
        var quiet = false
        var version = false
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try Arguments(arguments, spec: spec)
        guard parsed.positional.isEmpty else { throw UsageError("unexpected argument \(parsed.positional[0])") }
        var options = Options()
        options.inputs = parsed.values("input")
        options.output = parsed.value("output")
        options.config = parsed.value("config")
        options.module = parsed.value("module")
        options.packageRoot = parsed.value("package-root")
        options.check = parsed.flag("check")
        options.quiet = parsed.flag("quiet")
        options.version = parsed.flag("version")
        if options.module?.isEmpty == true { throw UsageError("--module needs a name") }
        return options
    }

    /// `path:1:1:`, the start of a diagnostic about a whole file, with the path escaped for printing
    /// (a file name may hold a line break or a terminal escape).
    static func start(_ path: String) -> String {
        "\(TerminalText.escapedPath(path)):1:1:"
    }

    static func printError(_ text: String) {
        FileSystem.writeToStandardError(text + "\n")
    }

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do throws(UsageError) {
            options = try parse(arguments)
            if options.version {
                print("contract-gen \(PackageVersion.current)")
                return 0
            }
            guard options.output != nil else { throw UsageError("--output is required") }
        } catch where error.isHelpRequest {
            print(spec.help(program: "contract-gen"))
            return 0
        } catch {
            printError("error: \(TerminalText.escaped("\(error)"))\nusage: \(spec.usage(program: "contract-gen"))")
            return 2
        }
        guard let output = options.output else { return 2 }
        do {
            var configuration = GeneratorConfiguration()
            var inputs = options.inputs
            if let path = options.config {
                guard let bytes = FileSystem.contents(of: path) else {
                    printError("\(start(path)) error: cannot read the configuration file")
                    return 1
                }
                configuration = try GeneratorConfiguration(parsing: bytes, path: path)
                let directory = FileSystem.directory(of: path)
                let configured = configuration.inputs.map { FileSystem.joined(directory.isEmpty ? "." : directory, $0) }
                if let root = options.packageRoot {
                    let outside = zip(configuration.inputs, configured).filter { !FileSystem.isInside($0.1, root) }
                    for (input, resolved) in outside {
                        printError("\(start(path)) error: input '\(TerminalText.escaped(input))' resolves to \(TerminalText.escaped(FileSystem.realPath(resolved))), outside the package (\(TerminalText.escaped(FileSystem.realPath(root)))); inputs must stay inside the package")
                    }
                    if !outside.isEmpty { return 1 }
                }
                inputs += configured
            }
            guard !inputs.isEmpty else {
                printError("error: no input: pass --input or list inputs in contracts.json")
                return 1
            }
            let pipeline = GeneratorPipeline(configuration: .init(generator: configuration, moduleName: options.module))
            let generated = try pipeline.run(.paths(inputs))
            for diagnostic in generated.diagnostics { printError(diagnostic.printedLine) }
            return write(generated.files, to: output, check: options.check, quiet: options.quiet)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.printedLine) }
            return 1
        }
    }

    /// Writes files whose content changed; in check mode reports them instead.
    static func write(_ files: [RenderedFile], to directory: String, check: Bool, quiet: Bool) -> Int32 {
        var stale: [String] = []
        if !check {
            do {
                try FileSystem.createDirectory(directory)
            } catch {
                printError("error: cannot create \(TerminalText.escaped(directory)): \(error)")
                return 1
            }
        }
        for file in files {
            let path = FileSystem.joined(directory, file.name)
            let bytes = Array(file.contents.utf8)
            if FileSystem.contents(of: path) == bytes { continue }
            stale.append(path)
            if check { continue }
            do {
                try FileSystem.write(bytes, to: path)
            } catch {
                printError("\(start(path)) error: cannot write: \(error)")
                return 1
            }
        }
        let leftovers = leftovers(in: directory, keeping: Set(files.map(\.name)))
        if check {
            for path in stale { printError("\(start(path)) error: generated file is stale; run `swift package --allow-writing-to-package-directory generate-contracts`") }
            for path in leftovers { printError("\(start(path)) error: generated file is no longer generated; run `swift package --allow-writing-to-package-directory generate-contracts`, which removes it") }
            return stale.isEmpty && leftovers.isEmpty ? 0 : 1
        }
        for path in leftovers {
            do {
                try FileSystem.removeFile(path)
            } catch {
                printError("\(start(path)) error: cannot remove a file that is no longer generated: \(error)")
                return 1
            }
        }
        if !quiet && !stale.isEmpty { print("contract-gen: wrote \(stale.map { TerminalText.escaped(FileSystem.lastComponent(of: $0)) }.joined(separator: ", "))") }
        if !quiet && !leftovers.isEmpty { print("contract-gen: removed \(leftovers.map { TerminalText.escaped(FileSystem.lastComponent(of: $0)) }.joined(separator: ", "))") }
        return 0
    }

    /// The Swift files in `directory` that an earlier run generated (they start with the generated
    /// header) and this run does not produce: the unprefixed names of earlier versions.
    static func leftovers(in directory: String, keeping names: Set<String>) -> [String] {
        let entries = FileSystem.entries(of: directory) ?? []
        return entries.sorted().filter { $0.hasSuffix(".swift") && !names.contains($0) }.map {
            FileSystem.joined(directory, $0)
        }.filter { path in
            FileSystem.prefix(64, of: path).map(GeneratedFileNames.isGenerated) ?? false
        }
    }
}
