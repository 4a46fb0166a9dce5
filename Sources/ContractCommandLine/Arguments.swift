/// A small command-line reader: positional arguments, `--flag`, and `--option value` / `--option=value`,
/// checked against a ``CommandSpec`` (which also writes the help text).
///
/// Trade-off: swift-argument-parser would be the usual choice, but the package takes no dependencies,
/// and the tools need only this much.
package struct Arguments {
    package private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` as `spec` describes them. `-h` / `--help` anywhere (before `--`) throws
    /// ``UsageError/helpRequested(_:)``; an option `spec` does not declare, or one without its
    /// value, is a usage error.
    package init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let valued = Set(spec.options.filter { $0.value != nil }.map(\.name))
        let allowedFlags = Set(spec.options.filter { $0.value == nil }.map(\.name))
        // Help wins over everything else on the line, mistakes included (as in swift-argument-parser).
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            throw .helpRequested(spec)
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positional.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valued.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw UsageError("option --\(name) needs a value", spec: spec) }
                    value = arguments[index]
                    index += 1
                }
                options[name, default: []].append(value!)
            } else if allowedFlags.contains(name), value == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option --\(name)", spec: spec)
            }
        }
    }

    /// The last value of option `name`.
    package func value(_ name: String) -> String? { options[name]?.last }
    /// Every value of a repeatable option.
    package func values(_ name: String) -> [String] { options[name] ?? [] }
    /// Whether flag `name` was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A mistake in how the command was called (exit code 2), or a request for its help (exit code 0).
package struct UsageError: Error, CustomStringConvertible {
    package var description: String
    /// The command the mistake is about, whose usage line the message ends with.
    package var spec: CommandSpec?
    /// Whether this is `--help` rather than a mistake.
    package var isHelpRequest = false

    package init(_ description: String, spec: CommandSpec? = nil) {
        self.description = description
        self.spec = spec
    }

    /// `-h` / `--help` was given: print `spec`'s help and exit 0.
    package static func helpRequested(_ spec: CommandSpec) -> UsageError {
        var error = UsageError("help requested", spec: spec)
        error.isHelpRequest = true
        return error
    }
}
