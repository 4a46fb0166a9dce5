/// A small command-line reader: positional arguments, `--flag`, and `--option value` / `--option=value`.
///
/// Trade-off: swift-argument-parser would be the usual choice, but the package takes no dependencies,
/// and the checker needs only this much.
struct Arguments {
    private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments`; `valued` names the options that take a value.
    init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
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
                    guard index < arguments.count else { throw UsageError("option --\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                options[name, default: []].append(value!)
            } else if allowedFlags.contains(name), value == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    /// The last value of option `name`.
    func value(_ name: String) -> String? { options[name]?.last }
    /// Every value of a repeatable option.
    func values(_ name: String) -> [String] { options[name] ?? [] }
    /// Whether flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A mistake in how the command was called (exit code 2).
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
