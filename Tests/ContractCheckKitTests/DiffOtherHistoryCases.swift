import Testing

/// A 2020-12 schema file `a.schema.json` whose member `m` is `object`.
private func holding(_ object: String) -> String {
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"m": \#(object)}}"#
}

/// `m` declaring `name`, closed (`additionalProperties: false`) or open, with `patternProperties` `patterns`.
private func member(closed: Bool, patterns: String? = nil) -> String {
    let extra = patterns.map { #", "patternProperties": {\#($0)}"# } ?? ""
    return holding(#"{"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": \#(!closed)\#(extra)}"#)
}

/// compose-spec 451d85001's `command`: an inline `oneOf` of a string and an array of strings became a `$ref` to that
/// `oneOf` with a null branch; or a `$ref` to its string branch alone.
private func commandRef(array: Bool = true) -> String {
    let first = array ? #"{"type": "null"}, "# : ""
    let last = array ? #", {"type": "array", "items": {"type": "string"}}"# : ""
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + ##""type": "object", "properties": {"m": {"$ref": "#/$defs/c"}}, "$defs": {"c": {"oneOf": [\##(first)"##
        + #"{"type": "string"}\#(last)]}}}"#
}
private let inlineCommand = holding(#"{"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}"#)

/// go-task 1c1be683a's command: a string, a closed object that requires `cmd` (with `callMembers` besides), or an open
/// object declaring `task` (with `siblingMembers` besides).
private func commandUnion(callMembers: String, siblingMembers: String = "") -> String {
    #"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"cmd": {"type": "string"}\#(callMembers)}, "#
        + #""additionalProperties": false, "required": ["cmd"]}, "#
        + #"{"type": "object", "properties": {"task": {"type": "string"}\#(siblingMembers)}}]}"#
}

/// Two string patterns (compose-spec 7a44e2ff3's IPv4 and IPv6 subnets).
private let twoPatterns = #"{"anyOf": [{"type": "string", "pattern": "^a"}, {"type": "string", "pattern": "^b"}]}"#

/// venvironment d27ab2e5c's root: a required `version` of `numbers`, and per version an `anyOf` branch `{if: {version:
/// const}, then: {$ref}}`, newest first.
private func versions(_ numbers: [String]) -> String {
    let list = numbers.map { "\"\($0)\"" }.joined(separator: ", ")
    let branches = numbers.reversed().map { number in
        ##"{"if": {"properties": {"version": {"const": "\##(number)"}}}, "then": {"$ref": "#/$defs/v\##(number)"}}"##
    }.joined(separator: ", ")
    let definitions = numbers.map { number in #""v\#(number)": {"properties": {"m\#(number)": {"type": "string"}}}"# }
        .joined(separator: ", ")
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "required": ["version"], "properties": {"version": {"enum": [\#(list)]}}, "#
        + #""anyOf": [\#(branches)], "$defs": {\#(definitions)}}"#
}

/// jfrog-pipelines f699ee0e7's `^.*$` member: an `anyOf` of every type.
private let everyTypePattern =
    #""^.*$": {"anyOf": [{"type": "string"}, {"type": "number"}, {"type": "integer"}, {"type": "boolean"}, "#
    + #"{"type": "array"}, {"type": "object"}, {"type": "null"}]}"#

/// compose-spec 239138c26's `ssh`.
private let anyBeside = #"{"oneOf": [{}, {"type": "string"}, {"type": "array", "items": {"type": "string"}}]}"#

/// golangci-lint a7069419d's severity rules, reduced: `items` were an `allOf` of a `oneOf` of closed objects, each declaring
/// one matcher and `severity`, and a string `severity`; they became one closed object declaring both matchers with
/// `anyOf` of one `required` list per matcher in `matchers`.
private let oneOfOfClosed = holding(
    #"{"type": "array", "items": {"allOf": [{"oneOf": [{"type": "object", "properties": {"path": {"type": "string"}, "severity": {}}, "#
        + #""additionalProperties": false}, {"type": "object", "properties": {"text": {"type": "string"}, "severity": {}}, "#
        + #""additionalProperties": false}]}, {"properties": {"severity": {"type": "string"}}}], "required": ["severity"]}}"#)
/// The folded object of ``oneOfOfClosed``.
private func oneClosed(matchers: [String]) -> String {
    let lists = matchers.map { #"{"required": ["\#($0)"]}"# }.joined(separator: ", ")
    return holding(
        #"{"type": "array", "items": {"type": "object", "additionalProperties": false, "properties": {"severity": {"type": "string"}, "#
            + #""path": {"type": "string"}, "text": {"type": "string"}}, "required": ["severity"], "anyOf": [\#(lists)]}}"#)
}

/// golangci-lint c047ed600's `goheader`, reduced: an object with an `allOf` of `values` and a `oneOf` of templates, which
/// gained `additionalProperties: false` beside it (`closed`).
private func goheader(closed: Bool) -> String {
    let closing = closed ? #""additionalProperties": false,"# : ""
    return holding(
        #"{"type": "object", \#(closing) "allOf": [{"properties": {"values": {"type": "object"}}}, "#
            + #"{"oneOf": [{"properties": {"template": {"type": "string"}}, "required": ["template"]}, "#
            + #"{"properties": {"template-path": {"type": "string"}}, "required": ["template-path"]}]}]}"#)
}

/// golangci-lint e6f90f69f's `goheader`, reduced: the members written into one closed object (`values` of type `values`).
private func goheaderFolded(values: String) -> String {
    holding(
        #"{"type": "object", "additionalProperties": false, "properties": {"values": \#(values), "template": {"type": "string"}, "#
            + #""template-path": {"type": "string"}}, "oneOf": [{"required": ["template"]}, {"required": ["template-path"]}]}"#)
}

/// go-task 28408ef3f's `for_deps_call`, reduced: a closed object with `oneOf: [{required: [cmd]}, {required: [task]}]`
/// (`union`), else requiring `task`; `cmd` declared or not.
private func forDeps(union: Bool, cmd: Bool) -> String {
    let members = #""for": {"type": "array"}, "task": {"type": "string"}"# + (cmd ? #", "cmd": {"type": "string"}"# : "")
    let rest = union ? #""oneOf": [{"required": ["cmd"]}, {"required": ["task"]}], "required": ["for"]"# : #""required": ["for", "task"]"#
    return holding(#"{"type": "object", "properties": {\#(members)}, "additionalProperties": false, \#(rest)}"#)
}

/// go-task 7ff1b1795's `for_call`, reduced: a closed object declaring `for` and `task` (of type `task`) added to the command
/// union ``commandUnion(callMembers:siblingMembers:)``.
private func withForCall(task: String) -> String {
    let union = commandUnion(callMembers: "")
    let branch = #", {"type": "object", "properties": {"for": {"type": "array"}, "task": {"type": "\#(task)"}}, "#
        + #""additionalProperties": false, "required": ["for"]}]}"#
    return holding(String(union.dropLast(2)) + branch)
}

/// go-task 28408ef3f's `for_cmds_call`, reduced: a closed object with `oneOf: [{required: [cmd]}, {required: [task]}]`, split
/// into a closed `for_cmd_call` requiring `cmd` and a closed `for_task_call` requiring `task` (of type `task`).
private let forCommands = holding(
    #"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"for": {"type": "array"}, "cmd": {"type": "string"}, "#
        + #""task": {"type": "string"}}, "oneOf": [{"required": ["cmd"]}, {"required": ["task"]}], "additionalProperties": false, "#
        + #""required": ["for"]}]}"#)
/// The split of ``forCommands``.
private func forCommandsSplit(task: String) -> String {
    holding(
        #"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"for": {"type": "array"}, "cmd": {"type": "string"}}, "#
            + #""additionalProperties": false, "required": ["for", "cmd"]}, {"type": "object", "properties": {"for": {"type": "array"}, "#
            + #""task": {"type": "\#(task)"}}, "additionalProperties": false, "required": ["for", "task"]}]}"#)
}

/// vector 899044e14's `framing` (SchemaStore), reduced: `oneOf [null, {oneOf: methods}]` inline (or `oneOf [null, methods…]`:
/// `flat`), or its union moved to a definition named by `$ref`, with a `varint` method added when `added`.
private func framing(reference: Bool, added: Bool = false, flat: Bool = false) -> String {
    let method = { (name: String) in #"{"type": "object", "required": ["method"], "properties": {"method": {"const": "\#(name)"}}}"# }
    let methods = (["bytes", "newline"] + (added ? ["varint"] : [])).map(method).joined(separator: ", ")
    let union = reference ? ##"{"$ref": "#/$defs/f"}"## : (flat ? methods : #"{"oneOf": [\#(methods)]}"#)
    let definitions = reference ? #", "$defs": {"f": {"oneOf": [\#(methods)]}}"# : ""
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"m": {"oneOf": [{"type": "null"}, \#(union)]}}\#(definitions)}"#
}

/// partial-poe 0091e807a's executor, reduced: an open object with a `type` and a `oneOf` of option groups (the `uv` options,
/// and any other `type`), or a `type` alone; it became a `oneOf` of that string and closed objects, one per `type`, the
/// `uv` one's `python` typed `python`.
private let openExecutor = holding(
    #"{"oneOf": [{"type": "object", "required": ["type"], "properties": {"type": {"enum": ["auto", "simple", "uv"]}}, "#
        + #""oneOf": [{"properties": {"type": {"const": "uv"}, "python": {"type": "string"}}}, "#
        + #"{"not": {"required": ["type"], "properties": {"type": {"enum": ["uv"]}}}}]}, {"enum": ["auto", "simple", "uv"]}]}"#)
private func closedExecutors(python: String) -> String {
    holding(
        #"{"oneOf": [{"enum": ["auto", "simple", "uv"]}, "#
            + #"{"type": "object", "additionalProperties": false, "required": ["type"], "properties": {"type": {"enum": ["simple"]}}}, "#
            + #"{"type": "object", "additionalProperties": false, "required": ["type"], "#
            + #""properties": {"type": {"enum": ["uv"]}, "python": {"type": "\#(python)"}}}]}"#)
}

/// partial-poe 0091e807a's `env`, reduced: a closed object whose members (any name but "") were a string or an open object,
/// now an object whose `additionalProperties` are `values`.
private let envByPattern = holding(
    #"{"type": "object", "additionalProperties": false, "patternProperties": {"^.+$": "#
        + #"{"oneOf": [{"type": "string"}, {"type": "object", "properties": {"default": {"type": "string"}}}]}}}"#)
private func envByAdditional(_ values: String) -> String {
    holding(#"{"type": "object", "additionalProperties": {"anyOf": [{"type": "string"}, \#(values)]}}"#)
}

/// A draft-07 schema file `a.schema.json` whose member `m` is `object` (tuples written `items: [...]`).
private func draft7Holding(_ object: String) -> String {
    #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"m": \#(object)}}"#
}

/// github-workflow 4883c8f96's `runs-on` arrays, reduced: tuples of a label and a machine, then strings, which became one
/// array whose first item is `first`.
private let labelTuples =
    #"{"type": "array", "anyOf": [{"items": [{"const": "self-hosted"}], "minItems": 1, "additionalItems": {"type": "string"}}, "#
    + #"{"items": [{"const": "linux"}, {"enum": ["x64", "arm"]}], "minItems": 2, "maxItems": 2, "additionalItems": {"type": "string"}}]}"#
private func firstItem(_ first: String) -> String {
    #"{"type": "array", "anyOf": [{"items": [\#(first)], "minItems": 1}]}"#
}

extension DiffCase {
    /// Changes found in histories outside SchemaStore. A `patternProperties` pattern added or removed is judged by what
    /// the object did with the members it matches without it (compose-spec's `{"^x-": {}}` extension members, added to
    /// and removed from closed objects).
    static let otherHistories: [DiffCase] = [
        // venvironment d27ab2e5c (SchemaStore): a `then` per `version` in an `anyOf`, one more for the new version 3. A
        // version fails every other branch's `if`, so the old `anyOf` rejected nothing: the branch added breaks nothing
        // (the enum value added is an open enum's, no break by default).
        DiffCase(
            name: "a branch added to an anyOf of if/then on a required member's constants: no response break",
            old: ["a.schema.json": versions(["1", "2"])], new: ["a.schema.json": versions(["1", "2", "3"])], role: "response",
            expected: [.init(kind: "branch-added", breaks: false, pointer: "/anyOf/0")]),
        // jfrog-pipelines f699ee0e7 (SchemaStore): the closed root gained `"^.*$": {anyOf: [string, number, integer, boolean,
        // array, object, null]}`, a schema that names every type: it takes any value, as `{}` does.
        DiffCase(
            name: "a pattern whose anyOf names every type added to a closed object: no request break",
            old: ["a.schema.json": member(closed: true)], new: ["a.schema.json": member(closed: true, patterns: everyTypePattern)],
            role: "request", expected: []),
        DiffCase(
            name: "a pattern whose anyOf names every type added to a closed object: a response break",
            old: ["a.schema.json": member(closed: true)], new: ["a.schema.json": member(closed: true, patterns: everyTypePattern)],
            role: "response",
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m/patternProperties/^.*$")]),
        // compose-spec 321141841's `depends_on` entries: the closed object now takes `x-` members.
        DiffCase(
            name: "a pattern of any value added to a closed object: no request break",
            old: ["a.schema.json": member(closed: true)], new: ["a.schema.json": member(closed: true, patterns: #""^x-": {}"#)],
            role: "request", expected: []),
        DiffCase(
            name: "a pattern of any value added to a closed object: a response break",
            old: ["a.schema.json": member(closed: true)], new: ["a.schema.json": member(closed: true, patterns: #""^x-": {}"#)],
            role: "response",
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m/patternProperties/^x-")]),
        DiffCase(
            name: "a typed pattern added to an open object: a request break",
            old: ["a.schema.json": member(closed: false)],
            new: ["a.schema.json": member(closed: false, patterns: #""^x-": {"type": "string"}"#)], role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/m/patternProperties/^x-")]),
        // compose-spec 4e4673184's `ipam`: the closed object no longer takes `x-` members.
        DiffCase(
            name: "a pattern of any value removed from a closed object: a request break",
            old: ["a.schema.json": member(closed: true, patterns: #""^x-": {}"#)], new: ["a.schema.json": member(closed: true)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/m")]),
        DiffCase(
            name: "a pattern of any value removed from a closed object: no response break",
            old: ["a.schema.json": member(closed: true, patterns: #""^x-": {}"#)], new: ["a.schema.json": member(closed: true)],
            role: "response", expected: []),
        // compose-spec 4e4673184's `ipam/config` items: opened, the pattern of any value dropped with nothing lost.
        DiffCase(
            name: "a pattern of any value removed from an open object: no response break",
            old: ["a.schema.json": member(closed: false, patterns: #""^x-": {}"#)], new: ["a.schema.json": member(closed: false)],
            role: "response", expected: []),
        DiffCase(
            name: "a typed pattern removed from an open object: a response break",
            old: ["a.schema.json": member(closed: false, patterns: #""^x-": {"type": "string"}"#)],
            new: ["a.schema.json": member(closed: false)], role: "response",
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m")]),
        // compose-spec 239138c26's `ssh`: a string became `oneOf: [{}, string, array of strings]`, which rejects strings
        // (they match two branches) and takes anything else but arrays of strings. Only the `{}` branch changes either.
        DiffCase(
            name: "a string became a oneOf beside a branch of any value: the array branch breaks nothing",
            old: ["a.schema.json": holding(#"{"type": "string"}"#)], new: ["a.schema.json": holding(anyBeside)], role: "request",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/oneOf/0")]),
        DiffCase(
            name: "a string became a oneOf beside a branch of any value: the array branch breaks nothing (responses)",
            old: ["a.schema.json": holding(#"{"type": "string"}"#)], new: ["a.schema.json": holding(anyBeside)], role: "response",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/oneOf/0")]),
        DiffCase(
            name: "an array branch added to a oneOf that took arrays: a request break",
            old: ["a.schema.json": holding(#"{"oneOf": [{"type": "string"}, {"type": "array"}]}"#)],
            new: [
                "a.schema.json": holding(
                    #"{"oneOf": [{"type": "string"}, {"type": "array"}, {"type": "array", "items": {"type": "string"}}]}"#)
            ],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/oneOf/2")]),
        DiffCase(
            name: "an inline oneOf became a $ref to it with a null branch: nullable only",
            old: ["a.schema.json": inlineCommand], new: ["a.schema.json": commandRef()], role: "response",
            expected: [.init(kind: "became-nullable", breaks: true, pointer: "/$defs/c/oneOf/0")]),
        DiffCase(
            name: "an inline oneOf became a $ref to a oneOf of its string branch: the array branch removed",
            old: ["a.schema.json": inlineCommand], new: ["a.schema.json": commandRef(array: false)], role: "request",
            expected: [.init(kind: "branch-removed", breaks: true, pointer: "/$defs/c/oneOf")]),
        // compose-spec 7a44e2ff3's `subnet`: a string of a format no validator knows became an `anyOf` of two patterns,
        // and back in ccac4e02d.
        DiffCase(
            name: "a string of an unknown format became an anyOf of patterns: no response break",
            old: ["a.schema.json": holding(#"{"type": "string", "format": "subnet_ip_address"}"#)],
            new: ["a.schema.json": holding(twoPatterns)], role: "response", expected: []),
        DiffCase(
            name: "an anyOf of patterns became a string of an unknown format: no request break",
            old: ["a.schema.json": holding(twoPatterns)],
            new: ["a.schema.json": holding(#"{"type": "string", "format": "subnet_ip_address"}"#)], role: "request", expected: []),
        DiffCase(
            name: "a string of a known format became an anyOf of patterns: the added branch breaks responses",
            old: ["a.schema.json": holding(#"{"type": "string", "format": "ipv4"}"#)], new: ["a.schema.json": holding(twoPatterns)],
            role: "response",
            expected: [
                .init(kind: "format-changed", breaks: true, pointer: "/properties/m/anyOf/0"),
                .init(kind: "branch-added", breaks: true, pointer: "/properties/m/anyOf/1"),
            ]),
        // go-task 1c1be683a (docs/static/schema.json): each command is `anyOf: [string, cmd_call, task_call]`, where the
        // open `task_call` declares `task` and `vars` only, so it takes every closed `cmd_call`; `cmd_call` gained `set`.
        DiffCase(
            name: "a member added to a closed anyOf branch that an open sibling holds: no response break",
            old: ["a.schema.json": holding(commandUnion(callMembers: ""))],
            new: ["a.schema.json": holding(commandUnion(callMembers: #", "set": {"type": "array"}"#))], role: "response", expected: []),
        DiffCase(
            name: "a member added to a closed anyOf branch that an open sibling types otherwise: a response break",
            old: ["a.schema.json": holding(commandUnion(callMembers: "", siblingMembers: #", "set": {"type": "string"}"#))],
            new: ["a.schema.json": holding(
                commandUnion(callMembers: #", "set": {"type": "array"}"#, siblingMembers: #", "set": {"type": "string"}"#))],
            role: "response", expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/m/anyOf/1/properties/set")]),
        // go-task 9495fb2b1 (website/src/public/schema-taskrc.json): `{type: integer}` members became `{type: number, enum: [0, 1]}`.
        DiffCase(
            name: "an integer became a number of integral enum values: no response break",
            old: ["a.schema.json": holding(#"{"type": "integer"}"#)],
            new: ["a.schema.json": holding(#"{"type": "number", "enum": [0, 1]}"#)], role: "response", expected: []),
        DiffCase(
            name: "an integer became a number of enum values, one fractional: a response break",
            old: ["a.schema.json": holding(#"{"type": "integer"}"#)],
            new: ["a.schema.json": holding(#"{"type": "number", "enum": [0, 1.5]}"#)], role: "response",
            expected: [.init(kind: "type-widened", breaks: true, pointer: "/properties/m/type")]),
        // An object of one closed branch without its matcher is taken by the other branch too, which the `oneOf` rejects: each
        // payload holds its matcher, which the new `anyOf` asks for.
        DiffCase(
            name: "a oneOf of closed objects became one closed object requiring a matcher: no request break",
            old: ["a.schema.json": oneOfOfClosed], new: ["a.schema.json": oneClosed(matchers: ["path", "text"])], role: "request",
            expected: []),
        DiffCase(
            name: "a oneOf of closed objects became one closed object requiring another matcher: a request break",
            old: ["a.schema.json": oneOfOfClosed], new: ["a.schema.json": oneClosed(matchers: ["text"])], role: "request",
            expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/m/items/anyOf")]),
        DiffCase(
            name: "the same allOf beside additionalProperties: false: the closing breaks requests, the allOf does not",
            old: ["a.schema.json": goheader(closed: false)], new: ["a.schema.json": goheader(closed: true)], role: "request",
            expected: [
                .init(kind: "property-removed", breaks: true, pointer: "/properties/m"),
                .init(kind: "additional-properties-closed", breaks: true, pointer: "/properties/m/additionalProperties"),
            ]),
        DiffCase(
            name: "an allOf folded into a closed object that holds each member: only the members added break responses",
            old: ["a.schema.json": goheader(closed: true)],
            new: ["a.schema.json": goheaderFolded(values: #"{"type": "object", "additionalProperties": false}"#)], role: "response",
            expected: [
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/values"),
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/template"),
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/template-path"),
            ]),
        DiffCase(
            name: "an allOf folded into a closed object that retypes a member: the allOf removed breaks responses",
            old: ["a.schema.json": goheader(closed: true)], new: ["a.schema.json": goheaderFolded(values: #"{"type": "array"}"#)],
            role: "response",
            expected: [
                .init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m"),
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/values"),
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/template"),
                .init(kind: "property-added", breaks: true, pointer: "/properties/m/properties/template-path"),
            ]),
        DiffCase(
            name: "a oneOf of required lists, one naming an undeclared member, became required: no request break",
            old: ["a.schema.json": forDeps(union: true, cmd: false)], new: ["a.schema.json": forDeps(union: false, cmd: false)],
            role: "request", expected: []),
        DiffCase(
            name: "a oneOf of required lists, one naming an undeclared member, became required: no response break",
            old: ["a.schema.json": forDeps(union: true, cmd: false)], new: ["a.schema.json": forDeps(union: false, cmd: false)],
            role: "response", expected: []),
        DiffCase(
            name: "a oneOf of required lists of declared members became one required: a request break",
            old: ["a.schema.json": forDeps(union: true, cmd: true)], new: ["a.schema.json": forDeps(union: false, cmd: true)],
            role: "request", expected: [.init(kind: "became-required", breaks: true, pointer: "/properties/m/required")]),
        DiffCase(
            name: "a oneOf of required lists of declared members became one required: a response break",
            old: ["a.schema.json": forDeps(union: true, cmd: true)], new: ["a.schema.json": forDeps(union: false, cmd: true)],
            role: "response", expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m")]),
        // Old payloads with `task` (so without `cmd`) or without `cmd` (so with `task`) are `for_task_call`'s now.
        DiffCase(
            name: "a closed branch split in two by its oneOf of required members: no request break",
            old: ["a.schema.json": forCommands], new: ["a.schema.json": forCommandsSplit(task: "string")], role: "request",
            expected: []),
        DiffCase(
            name: "a closed branch split in two, the second typing the member otherwise: a request break",
            old: ["a.schema.json": forCommands], new: ["a.schema.json": forCommandsSplit(task: "integer")], role: "request",
            expected: [
                .init(kind: "property-removed", breaks: true, pointer: "/properties/m/anyOf/1/properties"),
                .init(kind: "became-required", breaks: true, pointer: "/properties/m/anyOf/1/required"),
            ]),
        DiffCase(
            name: "a closed branch added that an open sibling held whole: no response break",
            old: ["a.schema.json": holding(commandUnion(callMembers: ""))], new: ["a.schema.json": withForCall(task: "string")],
            role: "response", expected: []),
        DiffCase(
            name: "a closed branch added that types a member the open sibling types otherwise: a response break",
            old: ["a.schema.json": holding(commandUnion(callMembers: ""))], new: ["a.schema.json": withForCall(task: "integer")],
            role: "response", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/anyOf/3")]),
        // SchemaStore hugo b582ac3e4: `timeZone`, a string enum, became `anyOf: [{$ref: base.json's zone enum}, {type: string}]`.
        DiffCase(
            name: "an anyOf branch added that the branch paired with the old schema holds: no response break",
            old: ["a.schema.json": holding(#"{"type": "string", "enum": ["a", "b"]}"#)],
            new: ["a.schema.json": holding(#"{"anyOf": [{"enum": ["a", "b", "c"]}, {"type": "string"}]}"#)], role: "response",
            expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/m/anyOf/0")]),
        DiffCase(
            name: "an anyOf branch added that the branch paired with the old schema does not hold: a response break",
            old: ["a.schema.json": holding(#"{"type": "string", "enum": ["a", "b"]}"#)],
            new: ["a.schema.json": holding(#"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#)], role: "response",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/anyOf/0")]),
        // vector 899044e14 (SchemaStore): a nested union moved to a definition is the same union; a method added to it is a
        // response break, reported at the branch added.
        DiffCase(
            name: "a nested oneOf became a $ref to that oneOf: no request break",
            old: ["a.schema.json": framing(reference: false)], new: ["a.schema.json": framing(reference: true)], role: "request",
            expected: [.init(kind: "definition-added", breaks: false, pointer: "/$defs/f")]),
        DiffCase(
            name: "oneOf branches moved into a definition the oneOf names by $ref: no request break",
            old: ["a.schema.json": framing(reference: false, flat: true)], new: ["a.schema.json": framing(reference: true)],
            role: "request", expected: [.init(kind: "definition-added", breaks: false, pointer: "/$defs/f")]),
        DiffCase(
            name: "a nested oneOf became a $ref to that oneOf with one branch more: a response break at the branch",
            old: ["a.schema.json": framing(reference: false)], new: ["a.schema.json": framing(reference: true, added: true)],
            role: "response",
            expected: [
                .init(kind: "definition-added", breaks: false, pointer: "/$defs/f"),
                .init(kind: "branch-added", breaks: true, pointer: "/$defs/f/oneOf/2"),
            ]),
        // SchemaStore bamboo-spec 3fea23353: a polling condition's `patternProperties` key `[a-zA-Z0-9\s+_-]` became `…+` (the same
        // names: both unanchored), its value an object of booleans or now an array of strings.
        DiffCase(
            name: "a pattern rewritten for the same names, its schema widened: no request break",
            old: ["a.schema.json": holding(
                ##"{"type": "object", "patternProperties": {"[a-z_-]": {"type": "object", "additionalProperties": {"type": "boolean"}}}}"##)],
            new: ["a.schema.json": holding(
                ##"{"type": "object", "patternProperties": {"[a-z_-]+": {"anyOf": [{"type": "array", "items": {"type": "string"}}, "##
                    + ##"{"type": "object", "additionalProperties": {"type": "boolean"}}]}}}"##)],
            role: "request",
            expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/m", instancePath: "/m/{[a-z_-]+}")]),
        // SchemaStore github-issue-forms feba3a093: a textarea's `render` enum, inside a `then`, gained 909 languages.
        DiffCase(
            name: "an enum inside a then widened: no request break",
            old: ["a.schema.json": holding(
                ##"{"type": "object", "if": {"properties": {"type": {"const": "t"}}}, "then": {"properties": {"r": {"enum": ["a"]}}}}"##)],
            new: ["a.schema.json": holding(
                ##"{"type": "object", "if": {"properties": {"type": {"const": "t"}}}, "##
                    + ##""then": {"properties": {"r": {"enum": ["a", "b"]}}}}"##)],
            role: "request",
            expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/m/then")]),
        // SchemaStore github-issue-forms 64cc4a9ee: a form item, which requires a `type` of an enum, gained `upload` and an `allOf`
        // member `{if: {properties: {type: {const: upload}}}, then: …}`: no item old apps send meets that `if`.
        DiffCase(
            name: "an allOf member whose if asks a required member for a value the old schema rejects: no request break",
            old: ["a.schema.json": holding(
                ##"{"type": "object", "required": ["type"], "properties": {"type": {"enum": ["a", "b"]}}, "##
                    + ##""allOf": [{"if": {"properties": {"type": {"const": "a"}}}, "then": {"required": ["x"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "b"}}}, "then": {"required": ["z"]}}]}"##)],
            new: ["a.schema.json": holding(
                ##"{"type": "object", "required": ["type"], "properties": {"type": {"enum": ["a", "b", "c"]}}, "##
                    + ##""allOf": [{"if": {"properties": {"type": {"const": "a"}}}, "then": {"required": ["x"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "b"}}}, "then": {"required": ["z"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "c"}}}, "then": {"required": ["y"]}}]}"##)],
            role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/m/allOf/2")]),
        // SchemaStore github-workflow f2c93c68d: `workflow_dispatch` inputs, whose `type` is optional, gained `{if: {properties:
        // {type: {const: number}}, required: [type]}, then: …}`; the old `type` enum lacked `number`. An `if` that does not
        // require `type` is met by every input without one.
        DiffCase(
            name: "an allOf member whose if requires and asks an optional member for a value the old schema rejects: no break",
            old: ["a.schema.json": holding(optionalTag(members: []))],
            new: ["a.schema.json": holding(optionalTag(members: [#"{"if": \#(tagIf(required: true)), "then": {"required": ["y"]}}"#]))],
            role: "request",
            expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/m/allOf/0/if")]),
        // The rest of f2c93c68d: `{if: boolean, then: boolean default, else: string default}` became `{if: string, then: string
        // default}` and `{if: boolean, then: boolean default}`. Paired by their `if`, the old member lost its `else` (a
        // response break), and the string member asks what that `else` asked of every input not a boolean one.
        DiffCase(
            name: "a conditional's else became a member of its own for a value its if excludes: no request break",
            old: ["a.schema.json": holding(optionalTag(members: [inputTyped("b", "boolean", otherwise: "string")]))],
            new: ["a.schema.json": holding(optionalTag(members: [inputTyped("a", "string"), inputTyped("b", "boolean")]))],
            role: "request",
            expected: [
                .init(kind: "constraint-tightened", breaks: false, pointer: "/properties/m/allOf/0"),
                .init(kind: "constraint-changed", breaks: false, pointer: "/properties/m/allOf/1"),
            ]),
        DiffCase(
            name: "a conditional's else became a member of its own for one value: the else removed breaks responses",
            old: ["a.schema.json": holding(optionalTag(members: [inputTyped("b", "boolean", otherwise: "string")]))],
            new: ["a.schema.json": holding(optionalTag(members: [inputTyped("a", "string"), inputTyped("b", "boolean")]))],
            role: "response",
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/allOf/1")]),
        DiffCase(
            name: "an allOf member whose if asks an optional member without requiring it: a request break",
            old: ["a.schema.json": holding(optionalTag(members: []))],
            new: ["a.schema.json": holding(optionalTag(members: [#"{"if": \#(tagIf(required: false)), "then": {"required": ["y"]}}"#]))],
            role: "request",
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/allOf/0/if")]),
        DiffCase(
            name: "an allOf member whose if asks a required member for a value the old schema takes: a request break",
            old: ["a.schema.json": holding(
                ##"{"type": "object", "required": ["type"], "properties": {"type": {"enum": ["a", "b"]}}, "##
                    + ##""allOf": [{"if": {"properties": {"type": {"const": "a"}}}, "then": {"required": ["x"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "b"}}}, "then": {"required": ["z"]}}]}"##)],
            new: ["a.schema.json": holding(
                ##"{"type": "object", "required": ["type"], "properties": {"type": {"enum": ["a", "b"]}}, "##
                    + ##""allOf": [{"if": {"properties": {"type": {"const": "a"}}}, "then": {"required": ["x"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "b"}}}, "then": {"required": ["z"]}}, "##
                    + ##"{"if": {"properties": {"type": {"const": "b"}}}, "then": {"required": ["y"]}}]}"##)],
            role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/m/allOf/2")]),
        // SchemaStore partial-poe 0091e807a: before, each closed executor was a response break no document could show.
        DiffCase(
            name: "closed objects added to a oneOf, each held by the old open object's option groups: no response break",
            old: ["a.schema.json": openExecutor], new: ["a.schema.json": closedExecutors(python: "string")], role: "response",
            expected: [
                .init(kind: "branch-added", breaks: false, pointer: "/properties/m/oneOf/2"),
                .init(kind: "constraint-loosened", breaks: false, pointer: "/properties/m/oneOf/1"),
            ]),
        DiffCase(
            name: "a closed object added to a oneOf typing a member the old option group types otherwise: a response break",
            old: ["a.schema.json": openExecutor], new: ["a.schema.json": closedExecutors(python: "integer")], role: "response",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/m/oneOf/2")]),
        DiffCase(
            name: "a pattern removed whose members additionalProperties now take narrower: only the opening breaks responses",
            old: ["a.schema.json": envByPattern],
            new: ["a.schema.json": envByAdditional(
                #"{"type": "object", "additionalProperties": false, "required": ["default"], "#
                    + #""properties": {"default": {"type": "string"}}}"#)],
            role: "response",
            expected: [
                .init(kind: "constraint-tightened", breaks: false, pointer: "/properties/m"),
                .init(kind: "additional-properties-opened", breaks: true, pointer: "/properties/m/additionalProperties"),
            ]),
        DiffCase(
            name: "a pattern removed whose members additionalProperties now take wider: a response break",
            old: ["a.schema.json": envByPattern], new: ["a.schema.json": envByAdditional(#"{"type": "integer"}"#)], role: "response",
            expected: [
                .init(kind: "constraint-changed", breaks: true, pointer: "/properties/m"),
                .init(kind: "additional-properties-opened", breaks: true, pointer: "/properties/m/additionalProperties"),
            ]),
        // SchemaStore github-workflow 4883c8f96: the removed tuples are arrays the remaining branch takes.
        DiffCase(
            name: "tuple branches removed beside one array branch taking every array they took: no request break",
            old: ["a.schema.json": draft7Holding(labelTuples)], new: ["a.schema.json": draft7Holding(firstItem(#"{"type": "string"}"#))],
            role: "request",
            expected: [
                .init(kind: "branch-removed", breaks: false, pointer: "/properties/m/anyOf"),
            ]),
        DiffCase(
            name: "tuple branches removed beside an array branch whose first item is typed otherwise: a request break",
            old: ["a.schema.json": draft7Holding(labelTuples)], new: ["a.schema.json": draft7Holding(firstItem(#"{"type": "integer"}"#))],
            role: "request", expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/m/anyOf")]),
        // SchemaStore 2a1ff3685 (fly, github-issue-config, venvironment-basic): `"additionalProperties": false` written inside
        // `properties` (a member of that name no value can take) moved beside it.
        DiffCase(
            name: "a member no value could take removed: no request break; the object closed: a request break",
            old: ["a.schema.json": holding(#"{"type": "object", "properties": {"a": {"type": "string"}, "additionalProperties": false}}"#)],
            new: ["a.schema.json": holding(#"{"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": false}"#)],
            role: "request",
            expected: [
                .init(kind: "property-removed", breaks: false, pointer: "/properties/m/properties"),
                .init(kind: "additional-properties-closed", breaks: true, pointer: "/properties/m/additionalProperties"),
            ]),
        // SchemaStore lsdlschema-3.4 5b7624d8d: a closed object's `patternProperties {"^.+$": S}` became `additionalProperties: S`
        // beside `propertyNames: {$ref: identifier}`, a string of that pattern and of a format no validator knows.
        DiffCase(
            name: "a pattern of a closed object respelled as propertyNames by $ref with an unknown format: no request break",
            old: ["a.schema.json": holding(
                #"{"type": "object", "patternProperties": {"^.+$": {"type": "integer"}}, "additionalProperties": false}"#)],
            new: [
                "a.schema.json": #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "#
                    + #""$id": "https://contracts.local/diff/a.schema.json", "#
                    + ##""type": "object", "properties": {"m": {"type": "object", "additionalProperties": {"type": "integer"}, "##
                    + ##""propertyNames": {"$ref": "#/$defs/id"}}}, "$defs": {"id": {"type": "string", "pattern": "^.+$", "##
                    + ##""format": "identifier"}}}"##
            ],
            role: "request",
            expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/m")]),
        // SchemaStore lsdlschema-3.4 5b7624d8d: a term, closed under the one pattern `^.+$`, became open with
        // `propertyNames: {minLength: 1}`, which takes every name the pattern took and "\n" besides.
        DiffCase(
            name: "a closed object's one pattern become propertyNames of minLength 1: no request break",
            old: ["a.schema.json": holding(closedUnderOnePattern)],
            new: ["a.schema.json": holding(
                #"{"type": "object", "additionalProperties": {"type": "integer"}, "propertyNames": {"type": "string", "minLength": 1}}"#)],
            role: "request",
            expected: [
                .init(kind: "additional-properties-opened", breaks: false, pointer: "/properties/m/additionalProperties"),
                .init(kind: "constraint-loosened", breaks: false, pointer: "/properties/m/propertyNames"),
            ]),
        DiffCase(
            name: "a closed object's one pattern become propertyNames of minLength 1: a response break (a name holding a line break)",
            old: ["a.schema.json": holding(closedUnderOnePattern)],
            new: ["a.schema.json": holding(
                #"{"type": "object", "additionalProperties": {"type": "integer"}, "propertyNames": {"type": "string", "minLength": 1}}"#)],
            role: "response",
            expected: [
                .init(kind: "additional-properties-opened", breaks: true, pointer: "/properties/m/additionalProperties"),
                .init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m/propertyNames"),
            ]),
        // SchemaStore lsdlschema-3.4 5b7624d8d: a phrasing closed with its declared members became open with
        // `propertyNames: {anyOf: [{const: Attribute}, {$ref: phrasingPropertyNames}]}`, those names alike.
        DiffCase(
            name: "a closed object's declared names become a propertyNames union listing them: no response break",
            old: ["a.schema.json": holding(declaredAS(#""additionalProperties": false"#))],
            new: ["a.schema.json": holding(declaredAS(#""propertyNames": {"anyOf": [{"const": "a"}, {"enum": ["s"]}]}"#))],
            role: "response",
            expected: [
                .init(kind: "additional-properties-opened", breaks: false, pointer: "/properties/m"),
                .init(kind: "constraint-changed", breaks: false, pointer: "/properties/m/propertyNames"),
            ]),
        DiffCase(
            name: "a closed object's declared names become a propertyNames union listing one more: a response break",
            old: ["a.schema.json": holding(declaredAS(#""additionalProperties": false"#))],
            new: ["a.schema.json": holding(declaredAS(#""propertyNames": {"anyOf": [{"const": "a"}, {"enum": ["s", "t"]}]}"#))],
            role: "response",
            expected: [.init(kind: "additional-properties-opened", breaks: true, pointer: "/properties/m")]),
        // SchemaStore venvironment-basic deb2e870c: a `oneOf` of `allOf: [{version: const}, {$ref: full}]` became an `anyOf` of
        // `{if: {version: const}, then: {$ref: full}}`, which takes all its `then` takes and all its `if` and `then` take together.
        DiffCase(
            name: "oneOf branches {allOf: [condition, schema]} become anyOf branches {if: condition, then: schema}: no request break",
            old: ["a.schema.json": holding(versioned("oneOf", [versionAll(1, ""), versionAll(2, twoLong)]))],
            new: ["a.schema.json": holding(versioned("anyOf", [versionIf(1, ""), versionIf(2, twoLong)]))],
            role: "request",
            expected: [.init(kind: "branch-removed", breaks: false, pointer: "/properties/m/anyOf")]),
        DiffCase(
            name: "oneOf branches {allOf: [condition, schema]} become one {if: condition, then: a narrower schema}: a request break",
            old: ["a.schema.json": holding(versioned("oneOf", [versionAll(1, ""), versionAll(2, twoLong)]))],
            new: ["a.schema.json": holding(versioned("anyOf", [versionIf(1, #", "maxLength": 1"#)]))],
            role: "request",
            expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/m/anyOf")]),
        // SchemaStore metaschema-draft-07-unofficial-strict 56938b59f: `oneOf` of `{properties: {type: {const: …}}}`, one a type,
        // became one `{properties: {type: {enum: […]}}}`.
        DiffCase(
            name: "a oneOf of one member's consts become one schema of their enum: no request break",
            old: ["a.schema.json": holding(memberConsts)],
            new: ["a.schema.json": holding(#"{"properties": {"t": {"enum": ["a", "b", "c"]}}}"#)],
            role: "request", expected: [.init(kind: "branch-removed", breaks: false, pointer: "/properties/m")]),
        DiffCase(
            name: "a oneOf of one member's consts become one schema of an enum without two of them: a request break",
            old: ["a.schema.json": holding(memberConsts)], new: ["a.schema.json": holding(#"{"properties": {"t": {"enum": ["a"]}}}"#)],
            role: "request", expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/m")]),
        // SchemaStore web-types 4089ed48b: CSS `parts`, taken by the pattern `^(?!pattern$).*$` before, is declared now, and the
        // pattern still applies to it: the members its declared schema leaves out keep the pattern's schema.
        DiffCase(
            name: "a member declared where an unchanged pattern still gives it the old schema: no response break",
            old: ["a.schema.json": patternKept(declared: false)], new: ["a.schema.json": patternKept(declared: true)], role: "response",
            expected: [.init(kind: "property-removed", breaks: false, pointer: "/$defs/d/items/properties")]),
        // The same where the pattern's definition also gained an optional member (web-types' `base-contribution` gained
        // `since`): its normal forms differ, but comparing it with its old self breaks no response.
        DiffCase(
            name: "a member declared beside a pattern whose definition gained an optional member: no response break",
            old: ["a.schema.json": patternKept(declared: false)], new: ["a.schema.json": patternKept(declared: true, gained: true)],
            role: "response", expected: [.init(kind: "property-removed", breaks: false, pointer: "/$defs/d/items/properties")]),
        // SchemaStore cloudify fe3e34cf3: a security group rule, an `allOf` of four `$ref`s and a member declaring
        // `resource_config`, whose `required` was dropped. With it, the old list merged into one view but for the last
        // member; without it, the new one kept every member declaring properties, and the two views read as members removed.
        DiffCase(
            name: "allOf lists of one length merged unlike: compared member by member, only the dropped required breaks",
            old: ["a.schema.json": ruleAllOf(required: true)], new: ["a.schema.json": ruleAllOf(required: false)],
            role: "response",
            expected: [.init(kind: "became-optional", breaks: true, pointer: "/$defs/rule/allOf/2")]),
    ]
}

/// cloudify fe3e34cf3's security group rule, reduced: `rule` is the `allOf` of `group` (itself the `allOf` of `client` and
/// more members), `client` and a member declaring `x`, required or not.
private func ruleAllOf(required: Bool) -> String {
    ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "##
        + ##""type": "object", "properties": {"m": {"$ref": "#/$defs/rule"}}, "$defs": {"##
        + ##""rule": {"type": "object", "allOf": [{"$ref": "#/$defs/group"}, {"$ref": "#/$defs/client"}, "##
        + ##"{"properties": {"x": {"$ref": "#/$defs/cfg", "description": "d"}}\##(required ? #", "required": ["x"]"# : "")}]}, "##
        + ##""group": {"type": "object", "allOf": [{"$ref": "#/$defs/client"}, {"properties": {"x": {"type": "object"}, "##
        + ##""rules": {"type": "array"}}}]}, "client": {"type": "object", "properties": {"c": {"type": "object"}}}, "##
        + ##""cfg": {"type": "object", "properties": {"p": {"type": "integer"}}}}}"##
}

/// venvironment-basic deb2e870c's versions, reduced: an object whose `union` (`oneOf` or `anyOf`) has `branches`.
private func versioned(_ union: String, _ branches: [String]) -> String {
    #"{"type": "object", "\#(union)": [\#(branches.joined(separator: ", "))]}"#
}

/// `{allOf: [version, x]}` and `{if: version, then: x}`, `x` a string with `bounds`.
private func versionAll(_ number: Int, _ bounds: String) -> String {
    #"{"allOf": [\#(version(number)), \#(xString(bounds))]}"#
}

private func versionIf(_ number: Int, _ bounds: String) -> String {
    #"{"if": \#(version(number)), "then": \#(xString(bounds))}"#
}

private let twoLong = #", "minLength": 2"#

private func version(_ number: Int) -> String {
    #"{"properties": {"v": {"const": "\#(number)"}}}"#
}

private func xString(_ bounds: String) -> String {
    #"{"properties": {"x": {"type": "string"\#(bounds)}}}"#
}

/// lsdlschema-3.4's terms before 5b7624d8d, reduced: closed under the one pattern `^.+$`.
private let closedUnderOnePattern =
    #"{"type": "object", "patternProperties": {"^.+$": {"type": "integer"}}, "additionalProperties": false}"#

/// lsdlschema-3.4's phrasings, reduced: an object declaring `a` and `s`, with `names` (its closing or its `propertyNames`).
private func declaredAS(_ names: String) -> String {
    #"{"type": "object", "properties": {"a": {"type": "string"}, "s": {"type": "number"}}, \#(names)}"#
}

/// web-types 4089ed48b's CSS host, reduced: `m` takes names starting with `x` by a pattern, lists of `p` objects (which
/// type `default`); with `declared`, it also declares `xa`, lists of `d` objects (which do not); with `gained`, `p` objects
/// also type `since`.
private func patternKept(declared: Bool, gained: Bool = false) -> String {
    let member = declared ? ##", "properties": {"xa": {"$ref": "#/$defs/d"}}"## : ""
    let since = gained ? #""since": {"type": "string"}, "# : ""
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + ##""type": "object", "properties": {"m": {"type": "object", "patternProperties": {"^x": {"$ref": "#/$defs/p"}}\##(member)}}, "##
        + #""$defs": {"p": {"type": "array", "items": {"type": "object", "properties": {\#(since)"default": {"type": "string"}, "#
        + #""name": {"type": "string"}}}}, "d": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}}}}"#
}

/// github-workflow f2c93c68d's input, reduced: an object whose optional `type` takes "a" or "b", with `allOf` `members`.
private func optionalTag(members: [String]) -> String {
    let allOf = members.isEmpty ? "" : #", "allOf": [\#(members.joined(separator: ", "))]"#
    return #"{"type": "object", "properties": {"type": {"enum": ["a", "b"]}}\#(allOf)}"#
}

/// An input member of `optionalTag(members:)`: `default` of `type` where the input's `type` is `tag`, else of `otherwise`.
private func inputTyped(_ tag: String, _ type: String, otherwise: String? = nil) -> String {
    let asked = #"{"if": {"properties": {"type": {"const": "\#(tag)"}}, "required": ["type"]}, "#
    let otherwiseText = otherwise.map { #", "else": {"properties": {"default": {"type": "\#($0)"}}}"# } ?? ""
    return asked + #""then": {"properties": {"default": {"type": "\#(type)"}}}\#(otherwiseText)}"#
}

/// An `if` asking `type` for "c", requiring it or not.
private func tagIf(required: Bool) -> String {
    #"{"properties": {"type": {"const": "c"}}\#(required ? #", "required": ["type"]"# : "")}"#
}

/// metaschema-draft-07-unofficial-strict 56938b59f's simple types, reduced: one `oneOf` branch per value of `t`.
private let memberConsts =
    #"{"oneOf": [{"properties": {"t": {"const": "a"}}}, {"properties": {"t": {"const": "b"}}}, {"properties": {"t": {"const": "c"}}}]}"#
