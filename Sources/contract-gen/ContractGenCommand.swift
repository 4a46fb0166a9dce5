import Foundation
import GeneratorLoading
import GeneratorRendering
import GeneratorTranslation

/// The command line: `contract-gen --input DIR... --output DIR [--config FILE] [--check]`.
///
/// Loads every `*.schema.json` and `*.endpoints.json` (or their `.yaml`/`.yml` forms) under the inputs (and the `inputs` of the
/// configuration), translates and renders them, and writes `Models.swift`, `Validators.swift`,
/// `FastDecoding.swift`, `Mappers.swift` and `Endpoints.swift` into the output directory, rewriting a
/// file only when its content changes.
/// With `--check` nothing is written; the exit status says whether the files are up to date.
/// Diagnostics go to standard error as `path:LINE:COLUMN: error: message`.
enum ContractGenCommand {
    static let usage = """
        usage: contract-gen --input <dir-or-file>... --output <dir> [--config <contracts.json>] [--package-root <dir>] [--check] [--quiet]
        """

    struct Options {
        var inputs: [String] = []
        var output: String?
        var config: String?
        /// With it, the configuration's inputs must stay inside this folder (the plugins pass the package's).
        var packageRoot: String?
        var check = false
        var quiet = false
    }

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--input":
                guard let value = iterator.next() else { return nil }
                options.inputs.append(value)
            case "--output":
                guard let value = iterator.next() else { return nil }
                options.output = value
            case "--config":
                guard let value = iterator.next() else { return nil }
                options.config = value
            case "--package-root":
                guard let value = iterator.next() else { return nil }
                options.packageRoot = value
            case "--check": options.check = true
            case "--quiet": options.quiet = true
            default: return nil
            }
        }
        return options.output == nil ? nil : options
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Runs the command; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let options = parse(arguments), let output = options.output else {
            printError(usage)
            return 2
        }
        do {
            var configuration = GeneratorConfiguration()
            var inputs = options.inputs
            if let path = options.config {
                guard let data = FileManager.default.contents(atPath: path) else {
                    printError("\(path):1:1: error: cannot read the configuration file")
                    return 1
                }
                configuration = try GeneratorConfiguration(parsing: Array(data), path: path)
                let directory = (path as NSString).deletingLastPathComponent
                let configured = configuration.inputs.map { ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent($0) }
                if let root = options.packageRoot {
                    let outside = zip(configuration.inputs, configured).filter { !isInside($0.1, root) }
                    for (input, resolved) in outside {
                        printError("\(path):1:1: error: input '\(input)' resolves to \(realPath(resolved)), outside the package (\(realPath(root))); inputs must stay inside the package")
                    }
                    if !outside.isEmpty { return 1 }
                }
                inputs += configured
            }
            guard !inputs.isEmpty else {
                printError("error: no input: pass --input or list inputs in contracts.json")
                return 1
            }
            let schemas = try SchemaLoader.load(paths: inputs)
            let endpoints = try EndpointLoader.load(paths: inputs)
            let (module, diagnostics) = try Translator(schemas: schemas, endpoints: endpoints, configuration: configuration)
                .translateWithDiagnostics()
            for diagnostic in diagnostics { printError(diagnostic.description) }
            let files = Renderer(module: module).render()
            return write(files, to: output, check: options.check, quiet: options.quiet)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            return 1
        }
    }

    /// `path` made absolute, with `.`, `..` and symbolic links resolved.
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether `path` (resolved) is `root` or inside it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        let resolved = realPath(path)
        let base = realPath(root)
        return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// Writes files whose content changed; in check mode reports them instead.
    static func write(_ files: [RenderedFile], to directory: String, check: Bool, quiet: Bool) -> Int32 {
        var stale: [String] = []
        if !check {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                printError("error: cannot create \(directory): \(error)")
                return 1
            }
        }
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == bytes { continue }
            stale.append(path)
            if check { continue }
            do {
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("\(path):1:1: error: cannot write: \(error)")
                return 1
            }
        }
        if check {
            for path in stale { printError("\(path):1:1: error: generated file is stale; run `swift package --allow-writing-to-package-directory generate-contracts`") }
            return stale.isEmpty ? 0 : 1
        }
        if !quiet && !stale.isEmpty { print("contract-gen: wrote \(stale.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))") }
        return 0
    }
}
