import ContractCommandLine
import Foundation

/// contract-bench's command line: the option tables (which also write `--help`), parsed once.
enum BenchOptions {
    static let measure = CommandSpec(
        "", abstract: "Throughput of bytes → verdict and bytes → validated model, against Foundation on the same bytes, in the same run. Each figure is the fastest of at least 5 passes, the contenders of a family taking turns.",
        options: [
            .init("shared", value: "dir", "The bench folder of the shared data (default: ../shared/bench): make-corpus.py and jsonschema-benchmark."),
            .init("corpus", value: "dir", "The output folder of make-corpus.py (default: generated into a temporary folder from --shared)."),
            .init("realworld", value: "dir", "jsonschema-benchmark's folder (default: <shared>/jsonschema-benchmark)."),
            .init("schemas", value: "dir", "The contract schemas (default: Schemas)."),
            .init("family", value: "name", "Measure one corpus family or real-world schema only."),
            .init("seconds", value: "s", "Time spent on each figure (default: 1)."),
            .init("passes", value: "n", "Profiling aid: exactly this many passes per figure."),
            .init("validator-only", "Profiling aid: measure only this package's validator."),
            .init("fast-path-only", "Profiling aid: measure only the generated models' fast path."),
            .init("version", "Show the version."),
        ],
        discussion: """
            SUBCOMMANDS:
              verify      Every corpus line through the generated models agrees with the validator ('contract-bench verify --help').
              client-memory [MEMBERS] [--json-decoder] [--no-limit]
                          Peak memory of one client call decoding a body of MEMBERS unknown members (default 1,000,000).
              client-idle [REQUESTS] [--seconds S]
                          CPU time of REQUESTS (default 10,000) requests waiting on a silent server, and how fast they end when cancelled.

            EXIT STATUS: 0 measured; 1 verify found a disagreement; 2 usage error, or nothing to measure (no corpus and no jsonschema-benchmark found).
            """)

    static let verify = CommandSpec(
        "verify", abstract: "Check every line of every corpus family through the generated Contracts types (fast path, JSONDecoder, validate(), round trips) against the validator.",
        options: [
            .init("shared", value: "dir", "The bench folder of the shared data (default: ../shared/bench), whose make-corpus.py generates the corpus."),
            .init("corpus", value: "dir", "The output folder of make-corpus.py."),
            .init("schemas", value: "dir", "The contract schemas (default: Schemas)."),
        ],
        discussion: "EXIT STATUS: 0 every line agrees, 1 some disagree, 2 usage error or no corpus.")

    /// Whether the run is `contract-bench verify`.
    static let isVerify = CommandLine.arguments.dropFirst().first == "verify"

    /// The parsed command line; prints help or a usage error and exits when that is what was asked.
    static let parsed: Arguments = {
        let spec = isVerify ? verify : measure
        let program = "contract-bench"
        do throws(UsageError) {
            let parsed = try Arguments(Array(CommandLine.arguments.dropFirst(isVerify ? 2 : 1)), spec: spec)
            guard parsed.positional.isEmpty else { throw UsageError("unexpected argument \(parsed.positional[0])", spec: spec) }
            if parsed.flag("version") {
                print("\(program) \(PackageVersion.current)")
                exit(0)
            }
            return parsed
        } catch where error.isHelpRequest {
            print(spec.help(program: program))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\nusage: \(spec.usage(program: program))\n".utf8))
            exit(2)
        }
    }()

    static func value(_ name: String) -> String? { parsed.value(name) }
    static func flag(_ name: String) -> Bool { parsed.flag(name) }
}
