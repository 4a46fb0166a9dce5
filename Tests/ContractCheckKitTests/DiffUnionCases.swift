import ContractJSON
import Testing

@testable import ContractCheckKit

/// A 2020-12 schema file `a.schema.json` with `body` at its root.
private func root(_ body: String) -> String {
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", \#(body)}"#
}

/// An object whose `exec` is of `exec`'s types, and whose `nodeArgs` needs `exec` beside it and the `entry` keywords.
private func nodeArgs(exec: String, entry: String) -> String {
    #""type": "object", "properties": {"exec": {"type": \#(exec)}, "nodeArgs": {"type": "string"}}, "#
        + #""dependentSchemas": {"nodeArgs": {\#(entry)"required": ["exec"]}}"#
}

/// An open object schema with `properties`.
private func members(_ properties: String) -> String {
    root(#""type": "object", "properties": {\#(properties)}"#)
}

/// A closed object with `run`, `uses` and `with`, one of `run` and `uses` required, and `extra` more properties and
/// `oneOf` branches (github-workflow 7c910423d's steps).
private func step(properties extra: String = "", branches: String = "") -> String {
    root(
        #""type": "object", "additionalProperties": false, "properties": {"run": {"type": "string"}, "uses": {"type": "string"}, "#
            + #""with": {"type": "string"}\#(extra)}, "oneOf": [{"required": ["run"]}, {"required": ["uses"]}\#(branches)]"#)
}

/// A `oneOf` of a string and a closed object whose required `type` is "a", then `more` branches.
private func executors(_ more: String) -> String {
    #""e": {"oneOf": [{"type": "string"}, {"type": "object", "additionalProperties": false, "required": ["type"], "#
        + #""properties": {"type": {"const": "a"}}}\#(more)]}"#
}

/// A branch requiring `s`, an object that requires `member` and declares `other` false (hatch d1a4056fa's version sources).
private func hatchSource(_ member: String, _ other: String) -> String {
    #"{"required": ["s"], "properties": {"s": {"type": "object", "required": ["\#(member)"], "properties": {"\#(other)": false}}}}"#
}

/// An old union branch constraining only `any` (pull-request-labeler 2a7fd1cbe's label items).
private let anyAll = #"{"properties": {"any": {"type": "array"}}}"#

/// `if t is "i" then` a closed object of `t`, `s` and `more` members (glazewm 6d7a695e4's components).
private func closedThen(_ more: String, s: String = #"{"type": "string"}"#) -> String {
    #""if": {"properties": {"t": {"const": "i"}}}, "then": {"additionalProperties": false, "properties": {"t": {}, "s": \#(s)\#(more)}}"#
}

/// `d`, an object requiring `v` whose `oneOf` branches are each `{allOf: [{properties: {v: {const: <tag>}}}, {$ref: <def>}]}`
/// (vtesttree cbd7cc106: versions 1.0.0 to 2.1.0, reordered newest first when 2.2.0 came, definitions renamed).
private func versions(_ branches: [(tag: String, definition: String)], _ definitions: String) -> String {
    let union = branches.map { ##"{"allOf": [{"properties": {"v": {"const": "\##($0.tag)"}}}, {"$ref": "#/$defs/\##($0.definition)"}]}"## }
    return root(
        #""type": "object", "properties": {"d": {"type": "object", "required": ["v"], "oneOf": [\#(union.joined(separator: ", "))]}}, "#
            + #""$defs": {\#(definitions)}"#)
}

/// The definitions of ``versions(_:_:)``'s two tags in the old version.
private let twoVersions = #""P1": {"properties": {"a": {"type": "string"}}}, "P2": {"properties": {"b": {"type": "string"}}}"#

/// A draft-07 file whose `s` is an `anyOf` of `branch` and an object whose `x` names a schema kept under a container of
/// definitions (`definitions/group/conf/x`, no keyword holding it), with `v` of `values` (circleci db1bc73aa's steps).
private func containedDefinition(branch: String, values: String) -> String {
    ##"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "##
        + ##""type": "object", "properties": {"s": {"anyOf": [\##(branch), {"type": "object", "properties": {"x": "##
        + ##"{"$ref": "#/definitions/group/conf/x"}}}]}}, "definitions": {"doc": {"description": "a step"}, "##
        + ##""group": {"conf": {"x": {"type": "object", "properties": {"v": {"enum": [\##(values)]}}}}}}}"##
}

/// Cases of unions, tuples and types that SchemaStore's history showed misread (issue 42 item 6), each beside a real
/// change of the same kind that must still be reported.
extension DiffCase {
    static let unions: [DiffCase] = [
        // partial-eslint-plugins 5a02e765d: `allow: {items: [{type: string}]}` became `allow: {items: {type: string}}`.
        DiffCase(
            name: "a tuple item past the other version's tuple is checked by its items schema",
            old: ["a.schema.json": members(#""l": {"type": "array", "prefixItems": [{"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""l": {"type": "array", "items": {"type": "string"}}"#)],
            expected: []),
        DiffCase(
            name: "later items of a one-item tuple limited to strings",
            old: ["a.schema.json": members(#""l": {"type": "array", "prefixItems": [{"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""l": {"type": "array", "items": {"type": "string"}}"#)], role: "request",
            expected: [
                .init(kind: "type-narrowed", breaks: true, pointer: "/properties/l/items/type", instancePath: "/l/*"),
                .init(kind: "became-non-nullable", breaks: true, pointer: "/properties/l/items/type", instancePath: "/l/*"),
            ]),
        DiffCase(
            name: "a closed tuple shortened",
            old: [
                "a.schema.json": members(
                    #""l": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "string"}], "items": false}"#)
            ],
            new: ["a.schema.json": members(#""l": {"type": "array", "prefixItems": [{"type": "string"}], "items": false}"#)],
            role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/l/items", instancePath: "/l/1")]),
        // github-workflow 7c910423d: steps gained `wait` (and more) with a `oneOf` branch requiring each.
        DiffCase(
            name: "a oneOf branch requiring a member the old closed object rejects",
            old: ["a.schema.json": step()],
            new: ["a.schema.json": step(properties: #", "wait": {"type": "string"}"#, branches: #", {"required": ["wait"]}"#)],
            role: "request",
            expected: [.init(kind: "branch-added", breaks: false, pointer: "/oneOf/2")]),
        DiffCase(
            name: "a oneOf branch requiring a member the old object declared",
            old: ["a.schema.json": step()],
            new: ["a.schema.json": step(branches: #", {"required": ["with"]}"#)], role: "request",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/oneOf/2")]),
        // jdt 6ba479a65: `type: [...]` written as an `anyOf` of one branch per type, `integer` beside `number`.
        DiffCase(
            name: "an integer branch beside a number branch",
            old: ["a.schema.json": members(#""v": {"type": ["number", "string"]}"#)],
            new: ["a.schema.json": members(#""v": {"anyOf": [{"type": "integer"}, {"type": "number"}, {"type": "string"}]}"#)],
            role: "request", expected: []),
        // dependabot aae26627e: `version`'s `{type: integer, minimum: 1, maximum: 1}` became `const: 1`.
        DiffCase(
            name: "a bounded integer range written as a const",
            old: ["a.schema.json": members(#""v": {"type": "integer", "minimum": 1, "maximum": 1}"#)],
            new: ["a.schema.json": members(#""v": {"type": "integer", "const": 1}"#)], role: "request", expected: []),
        DiffCase(
            name: "a bounded integer range narrowed to a const",
            old: ["a.schema.json": members(#""v": {"type": "integer", "minimum": 1, "maximum": 2}"#)],
            new: ["a.schema.json": members(#""v": {"type": "integer", "const": 1}"#)], role: "request",
            expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/v/const", instancePath: "/v")]),
        // maestro-flow e52aafa4e dropped `propertyNames: {type: string}`.
        DiffCase(
            name: "propertyNames limited to strings dropped",
            old: ["a.schema.json": members(#""m": {"type": "object", "propertyNames": {"type": "string"}}"#)],
            new: ["a.schema.json": members(#""m": {"type": "object"}"#)], expected: []),
        DiffCase(
            name: "propertyNames with a pattern dropped",
            old: ["a.schema.json": members(#""m": {"type": "object", "propertyNames": {"type": "string", "pattern": "^x"}}"#)],
            new: ["a.schema.json": members(#""m": {"type": "object"}"#)],
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/m", instancePath: "/m/(property names)")]),
        // dependabot aae26627e: `target_branch: {type: string, items: {type: string}}` lost its `items`.
        DiffCase(
            name: "items beside a type that takes no array dropped",
            old: ["a.schema.json": members(#""b": {"type": "string", "items": {"type": "string"}}"#)],
            new: ["a.schema.json": members(#""b": {"type": "string"}"#)], expected: []),
        // sil-kit-participant-configuration 585b21f01: `anyOf [integer, string]` became `enum: [1, "1"]`.
        DiffCase(
            name: "a union of types became an enum of values of those types",
            old: ["a.schema.json": members(#""v": {"anyOf": [{"type": "integer"}, {"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""v": {"enum": [1, "1"]}"#)], expected: []),
        DiffCase(
            name: "a union of types became an enum of values of those types (requests)",
            old: ["a.schema.json": members(#""v": {"anyOf": [{"type": "integer"}, {"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""v": {"enum": [1, "1"]}"#)], role: "request",
            expected: [.init(kind: "enum-added", breaks: true, pointer: "/properties/v/enum", instancePath: "/v")]),
        // jsconfig a87cfdad0's `lib` items: the enum branch gained values, a pattern branch was widened.
        DiffCase(
            name: "union branches of the same keywords changed in place",
            old: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "b"]}, {"pattern": "^x"}, {"pattern": "^y$"}]}"#)],
            new: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "b", "c"]}, {"pattern": "^x"}, {"pattern": "^(y|z)$"}]}"#)],
            role: "request", expected: []),
        DiffCase(
            name: "union branches of the same keywords changed in place (responses)",
            old: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "b"]}, {"pattern": "^x"}, {"pattern": "^y$"}]}"#)],
            new: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "b", "c"]}, {"pattern": "^x"}, {"pattern": "^(y|z)$"}]}"#)],
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/l/anyOf/2/pattern", instancePath: "/l")]),
        // partial-poe 0091e807a's executors: object branches told apart by their required `type`, each closed.
        DiffCase(
            name: "a oneOf branch kept apart from the others by a required member's values",
            old: ["a.schema.json": members(executors(""))],
            new: [
                "a.schema.json": members(executors(#", {"type": "object", "required": ["type"], "properties": {"type": {"const": "b"}}}"#))
            ],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/e/oneOf/2")]),
        DiffCase(
            name: "a oneOf branch whose required member takes a value another branch takes",
            old: ["a.schema.json": members(executors(""))],
            new: [
                "a.schema.json": members(
                    executors(#", {"type": "object", "required": ["type"], "properties": {"type": {"enum": ["a", "b"]}}}"#))
            ],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/e/oneOf/2")]),
        // jsconfig a87cfdad0: "ESNext.Sharedmemory" left the `lib` enum branch; the `ESNext…` pattern branch takes it.
        DiffCase(
            name: "an enum value removed that another branch of the union takes",
            old: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "xb"]}, {"type": "string", "pattern": "^x"}]}"#)],
            new: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a"]}, {"type": "string", "pattern": "^x"}]}"#)], role: "request",
            // The two unions take the same values, so only documentation can have changed.
            expected: []),
        DiffCase(
            name: "an enum value removed that no other branch of the union takes",
            old: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["a", "xb"]}, {"type": "string", "pattern": "^x"}]}"#)],
            new: ["a.schema.json": members(#""l": {"anyOf": [{"enum": ["xb"]}, {"type": "string", "pattern": "^x"}]}"#)], role: "request",
            expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/l/anyOf/0/enum")]),
        // maestro-flow e52aafa4e: `eraseText` takes an integer from 1 where `commandValue` took any number.
        DiffCase(
            name: "a union's number branch became an integer branch",
            old: ["a.schema.json": members(#""v": {"oneOf": [{"type": "boolean"}, {"type": "number"}, {"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""v": {"oneOf": [{"type": "integer", "minimum": 1}, {"type": "string"}]}"#)], expected: []),
        DiffCase(
            name: "a union's number branch became an integer branch (requests)",
            old: ["a.schema.json": members(#""v": {"oneOf": [{"type": "boolean"}, {"type": "number"}, {"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""v": {"oneOf": [{"type": "integer", "minimum": 1}, {"type": "string"}]}"#)], role: "request",
            expected: [
                .init(kind: "branch-removed", breaks: true, pointer: "/properties/v/oneOf"),
                .init(kind: "type-narrowed", breaks: true, pointer: "/properties/v/oneOf/0/type"),
                .init(kind: "constraint-tightened", breaks: true, pointer: "/properties/v/oneOf/0/minimum"),
            ]),
        // jscpd 4fe365602: `format` became `oneOf [array of format, format]`, `format` an `anyOf` of strings.
        DiffCase(
            name: "a oneOf branch whose $ref takes only strings beside an array branch",
            old: [
                "a.schema.json": root(
                    ##""type": "object", "properties": {"f": {"type": "array", "items": {"$ref": "#/$defs/format"}}}, "##
                        + ##""$defs": {"format": {"anyOf": [{"enum": ["a", "b"]}, {"type": "string", "minLength": 1}]}}"##)
            ],
            new: [
                "a.schema.json": root(
                    ##""type": "object", "properties": {"f": {"oneOf": [{"type": "array", "items": {"$ref": "#/$defs/format"}}, "##
                        + ##"{"$ref": "#/$defs/format"}]}}, "$defs": {"format": {"anyOf": [{"enum": ["a", "b"]}, {"type": "string", "minLength": 1}]}}"##
                )
            ],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/f/oneOf/1")]),
        // babelrc 3e160f8f0's `compact`: `{type: [string, boolean], enum: ["auto", true, false]}` split into a string branch
        // and `{type: boolean}`: the boolean values are the boolean branch's, not values removed from the string one.
        DiffCase(
            name: "an enum of a string and both booleans split by type: no boolean value removed",
            old: ["a.schema.json": members(#""c": {"type": ["string", "boolean"], "enum": ["auto", true, false]}"#)],
            new: ["a.schema.json": members(#""c": {"anyOf": [{"type": "string", "const": "auto"}, {"type": "boolean"}]}"#)],
            role: "request", expected: []),
        DiffCase(
            name: "an enum split by type whose string value changed: that value removed",
            old: ["a.schema.json": members(#""c": {"type": ["string", "boolean"], "enum": ["auto", true, false]}"#)],
            new: ["a.schema.json": members(#""c": {"anyOf": [{"type": "string", "const": "x"}, {"type": "boolean"}]}"#)],
            role: "request", expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/c/anyOf/0/const")]),
        // hws-config 02817d67b: `host` and `hostGroup`, declared beside `oneOf: [{required: [host]}, {required: [hostGroup]}]`,
        // moved into the branches that require them.
        DiffCase(
            name: "members moved from beside a oneOf into the branches requiring them: none added",
            old: ["a.schema.json": members(
                #""h": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "#
                    + #""oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#)],
            new: ["a.schema.json": members(
                #""h": {"type": "object", "oneOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]}, "#
                    + #"{"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}"#)],
            role: "request", expected: []),
        DiffCase(
            name: "a member moved into the branch requiring it, and narrowed there: judged as a member the open branch now limits",
            old: ["a.schema.json": members(
                #""h": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "#
                    + #""oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#)],
            new: ["a.schema.json": members(
                #""h": {"type": "object", "oneOf": [{"properties": {"a": {"type": "string", "maxLength": 3}}, "required": ["a"]}, "#
                    + #"{"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}"#)],
            role: "request", expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/h/oneOf/0/properties/a")]),
        // Responses: each member now only constrained in its own branch, so the other branch takes any value of it.
        DiffCase(
            name: "members moved from beside a oneOf into the branches requiring them: responses widened",
            old: ["a.schema.json": members(
                #""h": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "#
                    + #""oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#)],
            new: ["a.schema.json": members(
                #""h": {"type": "object", "oneOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]}, "#
                    + #"{"properties": {"b": {"type": "integer"}}, "required": ["b"]}]}"#)],
            expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties/h")]),
        // hatch d1a4056fa: version sources, each branch requiring `version`; `{required: [path], properties: {source: false}}`,
        // `{required: [source], properties: {path: false}}`, then `{required: [path, source], source: "regex"}` added.
        DiffCase(
            name: "a oneOf branch added apart from the others by a member they all require",
            old: ["a.schema.json": members(#""v": {"type": "object", "oneOf": [\#(hatchSource("p", "q")), \#(hatchSource("q", "p"))]}"#)],
            new: ["a.schema.json": members(
                #""v": {"type": "object", "oneOf": [\#(hatchSource("p", "q")), \#(hatchSource("q", "p")), "#
                    + #"{"required": ["s"], "properties": {"s": {"type": "object", "required": ["p", "q"], "#
                    + #""properties": {"q": {"const": "r"}}}}}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/v/oneOf/2")]),
        DiffCase(
            name: "a oneOf branch added that a value of another branch matches too",
            old: ["a.schema.json": members(#""v": {"type": "object", "oneOf": [\#(hatchSource("p", "q")), \#(hatchSource("q", "p"))]}"#)],
            new: ["a.schema.json": members(
                #""v": {"type": "object", "oneOf": [\#(hatchSource("p", "q")), \#(hatchSource("q", "p")), "#
                    + #"{"required": ["s"], "properties": {"s": {"type": "object", "required": ["p"]}}}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/v/oneOf/2")]),
        // jasonette a5d4308cb: beside declared members, the closed object takes values, and a member newly required is a break.
        DiffCase(
            name: "an object closed with its members declared: a member newly required in its branch",
            old: ["a.schema.json": members(
                #""t": {"type": "object", "additionalProperties": false, "properties": {"k": {}, "s": {}}, "#
                    + #""oneOf": [{"properties": {"s": {"type": "object", "required": ["w, h"]}}, "required": ["k"]}]}"#)],
            new: ["a.schema.json": members(
                #""t": {"type": "object", "additionalProperties": false, "properties": {"k": {}, "s": {}}, "#
                    + #""oneOf": [{"properties": {"s": {"type": "object", "required": ["w", "h"]}}, "required": ["k"]}]}"#)],
            role: "request",
            expected: [.init(kind: "became-required", breaks: true, pointer: "/properties/t/oneOf/0/properties/s/required")]),
        // pull-request-labeler 2a7fd1cbe: a closed `match` object added beside `{properties: {any, all}}`, which took any object
        // without those members.
        DiffCase(
            name: "a closed object branch added whose members an old branch of properties alone never constrains",
            old: ["a.schema.json": members(#""l": {"type": "array", "items": {"anyOf": [{"type": "string"}, \#(anyAll)]}}"#)],
            new: ["a.schema.json": members(
                #""l": {"type": "array", "items": {"anyOf": [{"type": "string"}, \#(anyAll), "#
                    + #"{"type": "object", "additionalProperties": false, "properties": {"base": {"type": "string"}}}]}}"#)],
            // The old branch of properties alone takes every object of the added one: the unions take the same values.
            expected: []),
        DiffCase(
            name: "a closed object branch added with a member the old branch constrains otherwise",
            old: ["a.schema.json": members(#""l": {"type": "array", "items": {"anyOf": [{"type": "string"}, \#(anyAll)]}}"#)],
            new: ["a.schema.json": members(
                #""l": {"type": "array", "items": {"anyOf": [{"type": "string"}, \#(anyAll), "#
                    + #"{"type": "object", "additionalProperties": false, "properties": {"any": {"type": "string"}}}]}}"#)],
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/l/items/anyOf/2")]),
        // glazewm 6d7a695e4: members added to a closed `then` (image components' `height`, `width`) take nothing from old apps.
        DiffCase(
            name: "members added to a closed then: no request break",
            old: ["a.schema.json": members(#""c": {"type": "object", \#(closedThen(""))}"#)],
            new: ["a.schema.json": members(#""c": {"type": "object", \#(closedThen(#", "h": {"type": "string"}"#))}"#)],
            role: "request", expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/c/then")]),
        DiffCase(
            name: "members added to a closed then: a response break",
            old: ["a.schema.json": members(#""c": {"type": "object", \#(closedThen(""))}"#)],
            new: ["a.schema.json": members(#""c": {"type": "object", \#(closedThen(#", "h": {"type": "string"}"#))}"#)],
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/c/then")]),
        DiffCase(
            name: "a member of a closed then narrowed beside one added: a request break",
            old: ["a.schema.json": members(#""c": {"type": "object", \#(closedThen(""))}"#)],
            new: ["a.schema.json": members(
                #""c": {"type": "object", \#(closedThen(#", "h": {"type": "string"}"#, s: #"{"type": "string", "maxLength": 2}"#))}"#)],
            // Compared member by member under the same `if` (the forms neither contain each other): the narrowed member is the
            // item, the added one is none for requests.
            role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/c/then/properties/s/maxLength")]),
        // partial-cibuildwheel 4e44b86b7: `oneOf [enum [pyodide-build], pattern ^pyodide-build; ?args:, object]`.
        DiffCase(
            name: "a oneOf pattern branch added that no constant of another branch matches",
            old: ["a.schema.json": members(#""b": {"enum": ["p"]}"#)],
            new: ["a.schema.json": members(#""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^p; ?args:"}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/b/oneOf/1")]),
        DiffCase(
            name: "a oneOf pattern branch added that a constant of another branch matches",
            old: ["a.schema.json": members(#""b": {"enum": ["p"]}"#)],
            new: ["a.schema.json": members(#""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^p"}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/b/oneOf/1")]),
        // partial-cibuildwheel 86166b9f2: `^uv; ?args:` added beside `^pip; ?args:` (and constants none of them matches).
        DiffCase(
            name: "a oneOf pattern branch added whose anchored prefix no other pattern branch shares",
            old: ["a.schema.json": members(#""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^pip; ?args:"}]}"#)],
            new: ["a.schema.json": members(
                #""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^pip; ?args:"}, {"type": "string", "pattern": "^uv; ?args:"}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/b/oneOf/2")]),
        DiffCase(
            name: "a oneOf pattern branch added whose anchored prefix starts another's",
            old: ["a.schema.json": members(#""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^pip; ?args:"}]}"#)],
            new: ["a.schema.json": members(
                #""b": {"oneOf": [{"enum": ["p"]}, {"type": "string", "pattern": "^pip; ?args:"}, {"type": "string", "pattern": "^pi+"}]}"#)],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/b/oneOf/2")]),
        // package.json a034df1b4: `packageManager`'s pattern became `oneOf: [{pattern}, {const: "bun"}]`.
        DiffCase(
            name: "a pattern became a oneOf of that pattern and a constant it does not match: no request break",
            old: ["a.schema.json": members(#""p": {"type": "string", "pattern": "(npm|bun)@\\d+"}"#)],
            new: ["a.schema.json": members(#""p": {"type": "string", "oneOf": [{"pattern": "(npm|bun)@\\d+"}, {"const": "bun"}]}"#)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/p/oneOf")]),
        DiffCase(
            name: "a pattern became a oneOf of that pattern and a constant it matches: a request break",
            old: ["a.schema.json": members(#""p": {"type": "string", "pattern": "(npm|bun)@\\d+"}"#)],
            new: ["a.schema.json": members(#""p": {"type": "string", "oneOf": [{"pattern": "(npm|bun)@\\d+"}, {"const": "bun@1"}]}"#)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/p/oneOf")]),
        // nodemon 50e464c34: the `nodeArgs` dependency gained `properties: {exec: {type: string}}`, which `exec` was in the
        // old holder (the new one also takes arrays).
        DiffCase(
            name: "a dependency's member schema the old holder's member already met: no request break",
            old: ["a.schema.json": root(nodeArgs(exec: #""string""#, entry: ""))],
            new: ["a.schema.json": root(nodeArgs(exec: #"["string", "array"]"#, entry: #""properties": {"exec": {"type": "string"}}, "#))],
            role: "request", expected: [.init(kind: "type-widened", breaks: false, pointer: "/properties/exec/type")]),
        DiffCase(
            name: "a dependency's member schema the old holder's member did not meet: a request break",
            old: ["a.schema.json": root(nodeArgs(exec: #"["string", "array"]"#, entry: ""))],
            new: ["a.schema.json": root(nodeArgs(exec: #"["string", "array"]"#, entry: #""properties": {"exec": {"type": "string"}}, "#))],
            role: "request", expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/dependentSchemas")]),
        // ty 0b92cd93e: `anyOf [M.m pattern, const "3.7", …]` became `oneOf [{type: string, const: "3.7"}, …]`.
        DiffCase(
            name: "constants restated with their type, a pattern branch dropped, anyOf became oneOf of constants",
            old: ["a.schema.json": members(
                #""v": {"anyOf": [{"type": "string", "pattern": "^\\d+\\.\\d+$"}, {"const": "3.7"}, {"const": "3.8"}]}"#)],
            new: ["a.schema.json": members(#""v": {"oneOf": [{"type": "string", "const": "3.7"}, {"type": "string", "const": "3.8"}]}"#)],
            role: "request", expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/v/oneOf")]),
        DiffCase(
            name: "anyOf became oneOf of overlapping branches",
            old: ["a.schema.json": members(#""v": {"anyOf": [{"type": "string", "minLength": 1}, {"const": "3.7"}]}"#)],
            new: ["a.schema.json": members(#""v": {"oneOf": [{"type": "string", "minLength": 1}, {"const": "3.7"}]}"#)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/v/oneOf")]),
        // partial-poetry c1977b0c8: dependency forms, each a closed object requiring its own member, went from oneOf to anyOf.
        DiffCase(
            name: "oneOf of closed objects requiring members the others leave out became anyOf",
            old: ["a.schema.json": members(#""d": {"oneOf": [\#(closedRequiring("git")), \#(closedRequiring("path"))]}"#)],
            new: ["a.schema.json": members(#""d": {"anyOf": [\#(closedRequiring("git")), \#(closedRequiring("path"))]}"#)],
            expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/d/anyOf")]),
        DiffCase(
            name: "oneOf of open objects requiring different members became anyOf",
            old: ["a.schema.json": members(#""d": {"oneOf": [\#(openRequiring("git")), \#(openRequiring("path"))]}"#)],
            new: ["a.schema.json": members(#""d": {"anyOf": [\#(openRequiring("git")), \#(openRequiring("path"))]}"#)],
            expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/d/anyOf")]),
        // cloud-run-v1 511d090d1: `allOf: [{if: {properties: {kind: {const: Revision}}}, then: {$ref: Revision}}]`, and
        // `Revision`'s `kind` became `const: Revision`.
        DiffCase(
            name: "a const added to a member that the if leading to its definition already fixes",
            old: ["a.schema.json": guardedKind(#"{"type": "string"}"#)], new: ["a.schema.json": guardedKind(#"{"const": "r"}"#)],
            role: "request", expected: [.init(kind: "const-changed", breaks: false, pointer: "/$defs/R/properties/kind/const")]),
        DiffCase(
            name: "a const added to a member that the if leading to its definition fixes to another value",
            old: ["a.schema.json": guardedKind(#"{"type": "string"}"#)], new: ["a.schema.json": guardedKind(#"{"const": "s"}"#)],
            role: "request", expected: [.init(kind: "const-changed", breaks: true, pointer: "/$defs/R/properties/kind/const")]),
        // vtesttree cbd7cc106 (request): 22 false items (const "2.0.0" → "2.1.0" where branches were paired by position).
        DiffCase(
            name: "branches tagged by a constant the holder requires, reordered, a branch with a new tag added",
            old: ["a.schema.json": versions([("1", "P1"), ("2", "P2")], twoVersions)],
            new: [
                "a.schema.json": versions(
                    [("3", "Q3"), ("2", "Q2"), ("1", "Q1")],
                    #""Q1": {"properties": {"a": {"type": "string"}, "e": {}}}, "Q2": {"properties": {"b": {"type": "string"}, "f": {}}}, "#
                        + #""Q3": {"properties": {"c": {"type": "string"}}}"#)
            ], role: "request",
            expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/d/oneOf/0", instancePath: "/d")]),
        DiffCase(
            name: "branches tagged by a constant the holder requires, reordered, one tag's member narrowed",
            old: ["a.schema.json": versions([("1", "P1"), ("2", "P2")], twoVersions)],
            new: [
                "a.schema.json": versions(
                    [("3", "Q3"), ("2", "Q2"), ("1", "Q1")],
                    #""Q1": {"properties": {"a": {"type": "string"}, "e": {}}}, "Q2": {"properties": {"b": {"type": "integer"}, "f": {}}}, "#
                        + #""Q3": {"properties": {"c": {"type": "string"}}}"#)
            ], role: "request",
            expected: [.init(kind: "type-changed", breaks: true, pointer: "/$defs/Q2/properties/b/type", instancePath: "/d/b")]),
        // clang-tidy f61b54ea8: `oneOf: [{type: string, enum: [none, file, "[lL][lL][vV][mM]", …]}, {type: string}]` took no
        // value of its enum (each matched both branches), so removing "[lL][lL][vV][mM]" broke no request.
        DiffCase(
            name: "an enum value removed from a oneOf branch that another branch takes too",
            old: ["a.schema.json": members(#""f": {"oneOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "string"}]}"#)],
            new: ["a.schema.json": members(#""f": {"oneOf": [{"type": "string", "enum": ["a"]}, {"type": "string"}]}"#)], role: "request",
            expected: [.init(kind: "enum-value-removed", breaks: false, pointer: "/properties/f/oneOf/0/enum", instancePath: "/f")]),
        DiffCase(
            name: "an enum value removed from a oneOf branch no other branch takes",
            old: ["a.schema.json": members(#""f": {"oneOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "integer"}]}"#)],
            new: ["a.schema.json": members(#""f": {"oneOf": [{"type": "string", "enum": ["a"]}, {"type": "integer"}]}"#)], role: "request",
            expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/f/oneOf/0/enum", instancePath: "/f")]),
        // circleci db1bc73aa: draft 7 ignores the `enum` beside the `$ref` to a description, so that branch takes anything.
        DiffCase(
            name: "an enum value removed in a schema kept in a container, used only beside a branch taking anything",
            old: ["a.schema.json": containedDefinition(branch: ##"{"$ref": "#/definitions/doc", "enum": ["x"]}"##, values: #""a", "b""#)],
            new: ["a.schema.json": containedDefinition(branch: ##"{"$ref": "#/definitions/doc", "enum": ["x"]}"##, values: #""a""#)],
            role: "request", expected: []),
        DiffCase(
            name: "an enum value removed in a schema kept in a container, used beside a string branch",
            old: ["a.schema.json": containedDefinition(branch: #"{"type": "string"}"#, values: #""a", "b""#)],
            new: ["a.schema.json": containedDefinition(branch: #"{"type": "string"}"#, values: #""a""#)], role: "request",
            expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/definitions/group/conf/x/properties/v/enum")]),
        // travis 803fb4bc4: `irc` gained arrays of objects; its arrays of strings became arrays of strings or objects, so
        // `[{}]` matches both, but the old schema took no array the new branch takes.
        DiffCase(
            name: "a oneOf branch meeting another only where the old schema took nothing",
            old: ["a.schema.json": members(#""r": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}"#)],
            new: ["a.schema.json": members(
                #""r": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": ["string", "object"]}}, "#
                + #"{"type": "array", "minItems": 1, "items": {"type": "object"}}]}"#)], role: "request",
            expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/r/oneOf/2", instancePath: "/r")]),
        DiffCase(
            name: "a oneOf branch meeting another on the empty array the old schema took",
            old: ["a.schema.json": members(#""r": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}"#)],
            new: ["a.schema.json": members(
                #""r": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": ["string", "object"]}}, "#
                + #"{"type": "array", "items": {"type": "object"}}]}"#)], role: "request",
            expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/r/oneOf/2", instancePath: "/r")]),
        // tslint 2f6fdce8f: a rule was `allOf: [rule, {items: [boolean, enum], additionalItems: false, properties: {options},
        // additionalProperties: false}]`, whose object keywords do not merge with the rule's `properties`; now one array
        // schema. Its tuple is compared where it is: only the types the array left out break.
        DiffCase(
            name: "an allOf member's tuple beside object keywords that do not merge, written flat",
            old: ["a.schema.json": members(ruleOfTwoMembers)],
            new: ["a.schema.json": members(flatRule(#""a", "b", "c""#))], role: "request",
            expected: [.init(kind: "type-narrowed", breaks: true, pointer: "/properties/r/type", instancePath: "/r")]),
        DiffCase(
            name: "an allOf member's tuple beside object keywords that do not merge, written flat with an enum value less",
            old: ["a.schema.json": members(ruleOfTwoMembers)],
            new: ["a.schema.json": members(flatRule(#""a""#))], role: "request",
            expected: [
                .init(kind: "type-narrowed", breaks: true, pointer: "/properties/r/type", instancePath: "/r"),
                .init(kind: "enum-value-removed", breaks: true, pointer: "/properties/r/prefixItems/1/enum", instancePath: "/r/1"),
            ]),
        addedNot("an allOf member added whose not an old member asked alike", "a", "b", breaks: false),
        addedNot("an allOf member added whose not no old member asked", "a", "c", breaks: true),
        // ansible-stable 006978621's old `route53_health_check` required `request_interval`, `{enum: [10, 30], type: string}`:
        // no module took a value, so nothing the new one asks breaks a request; a response may now hold one.
        // ansible-stable-2.2 006978621: the task `anyOf` gained `{required: [include], properties: {}}`, which takes every task
        // holding `include`, whatever the `name` branch now asks of it; a branch typing a member beside it takes fewer.
        DiffCase(
            name: "a change under a member another branch of the new anyOf takes whole",
            old: ["a.schema.json": tasks(x: "{}")], new: ["a.schema.json": tasks(x: #"{"type": "string"}"#, besides: "{}")],
            role: "request",
            expected: [
                .init(kind: "type-narrowed", breaks: false, pointer: "/anyOf/0/properties/a/properties/x/type", instancePath: "/a/x"),
            ]),
        DiffCase(
            name: "a change under a member another branch of the new anyOf takes when its other members fit",
            old: ["a.schema.json": tasks(x: "{}")],
            new: ["a.schema.json": tasks(x: #"{"type": "string"}"#, besides: #"{"n": {"type": "integer"}}"#)], role: "request",
            expected: [
                .init(kind: "type-narrowed", breaks: true, pointer: "/anyOf/0/properties/a/properties/x/type", instancePath: "/a/x"),
                .init(kind: "became-non-nullable", breaks: true, pointer: "/anyOf/0/properties/a/properties/x/type", instancePath: "/a/x"),
            ]),
        unmetGiven(role: "request", expected: []),
        unmetGiven(
            role: "response", extra: ["--closed-enums"],
            expected: [.init(kind: "enum-removed", breaks: true, pointer: "/properties/m/properties/q", instancePath: "/m/q")]),
    ]
}

/// ``aliases(_:)`` asking one of `a` and `b`, then a `not` of `c` and `d` and a `not` of `first` and `second`, each a member of
/// its own (ansible-stable 006978621's modules: the old member `{allOf: [{not: {required: [region, aws_region, ec2_region]}},
/// {oneOf: …}]}`, the new ones of one `not` each, the region one among them).
private func addedNot(_ name: String, _ first: String, _ second: String, breaks: Bool) -> DiffCase {
    let after = [#"{"allOf": [\#(notBoth("c", "d"))]}"#, #"{"allOf": [\#(notBoth(first, second))]}"#]
    return DiffCase(
        name: name, old: ["a.schema.json": members(aliases([oneAlias]))], new: ["a.schema.json": members(aliases(after))],
        role: "request",
        expected: [
            .init(kind: "constraint-tightened", breaks: breaks, pointer: "/properties/m/allOf/1", instancePath: "/m"),
            .init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/allOf/0/allOf/0/not", instancePath: "/m"),
        ])
}

/// ``unmet`` given members and closed, in `role`.
private func unmetGiven(role: String, extra: [String] = [], expected: [DiffCase.Expected]) -> DiffCase {
    let given = #""m": {"type": "object", "required": ["q"], "properties": {"q": {"type": "string"}, "p": {"type": "integer"}}, "#
        + #""additionalProperties": false}"#
    return DiffCase(
        name: "an object requiring a member that takes no value, given members and closed", old: ["a.schema.json": members(unmet)],
        new: ["a.schema.json": members(given)], role: role, extra: extra, expected: expected)
}

/// An `anyOf` of tasks: one requiring `n` whose `a` has an `x` of schema `x`, and, given `besides` (`properties`), one requiring
/// `a` only.
private func tasks(x: String, besides: String? = nil) -> String {
    let other = besides.map { #", {"required": ["a"], "properties": \#($0)}"# } ?? ""
    return root(
        #""anyOf": [{"type": "object", "required": ["n"], "properties": {"n": {"type": "string"}, "a": {"type": "object", "#
            + #""properties": {"x": \#(x)}}}}\#(other)]"#)
}

/// `m`, an object requiring `q`, a string that is 10: no value.
private let unmet = #""m": {"type": "object", "required": ["q"], "properties": {"q": {"type": "string", "enum": [10]}}}"#

/// An `allOf` member asking exactly one of `a` and `b`, as a `not` of both beside a `oneOf`.
private let oneAlias = #"{"allOf": [\#(notBoth("a", "b")), {"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}]}"#

/// `m`, an open object declaring `a` to `d` as strings, with `members` as its `allOf`.
private func aliases(_ members: [String]) -> String {
    #""m": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}, "#
        + #""d": {"type": "string"}}, "allOf": [\#(members.joined(separator: ", "))]}"#
}

/// A schema rejecting objects that hold both `first` and `second`.
private func notBoth(_ first: String, _ second: String) -> String {
    #"{"not": {"required": ["\#(first)", "\#(second)"]}}"#
}

/// `r`, an `allOf` of ``ruleBase`` and ``ruleTuple(_:)`` of "a" and "b".
private let ruleOfTwoMembers = #""r": {"allOf": ["# + ruleBase + ", " + ruleTuple(#""a", "b""#) + "]}"

/// A rule: a boolean, an object with a `severity` or a non-empty array.
private let ruleBase = #"{"type": ["boolean", "object", "array"], "minItems": 1, "properties": {"severity": {"type": "string"}}}"#

/// A rule's `[boolean, one of values]` tuple, in a member closed to objects other than `{options}`.
private func ruleTuple(_ values: String) -> String {
    #"{"prefixItems": [{"type": "boolean"}, {"enum": [\#(values)]}], "items": false, "#
        + #""properties": {"options": {}}, "additionalProperties": false}"#
}

/// The rule as one array schema: `[boolean, one of values]`.
private func flatRule(_ values: String) -> String {
    #""r": {"type": "array", "minItems": 1, "prefixItems": [{"type": "boolean"}, {"enum": [\#(values)]}]}"#
}

/// A closed object requiring `member`, its only property.
private func closedRequiring(_ member: String) -> String {
    #"{"type": "object", "additionalProperties": false, "required": ["\#(member)"], "properties": {"\#(member)": {"type": "string"}}}"#
}

/// An open object requiring `member`.
private func openRequiring(_ member: String) -> String {
    #"{"type": "object", "required": ["\#(member)"]}"#
}

/// A root that applies `R` to documents whose `kind` is "r" (or missing), `R`'s `kind` being `kind`.
private func guardedKind(_ kind: String) -> String {
    root(
        ##""type": "object", "allOf": [{"if": {"properties": {"kind": {"const": "r"}}}, "then": {"$ref": "#/$defs/R"}}], "##
            + #""$defs": {"R": {"type": "object", "properties": {"kind": \#(kind), "n": {"type": "integer"}}}}"#)
}

@Suite("diff: evidence inside tuples")
struct DiffTupleEvidenceTests {
    @Test("an item of a tuple's item: later `allow` items limited to strings, shown at index 1 after a valid first item")
    func itemOfATupleItem() throws {
        // partial-eslint-plugins 5a02e765d's rule settings `[severity, {allow: [...]}]`.
        let setting = { (allow: String) in
            members(
                #""r": {"type": "array", "minItems": 2, "maxItems": 2, "prefixItems": [{"type": "integer", "minimum": 0, "maximum": 2}, "#
                    + #"{"type": "object", "properties": {"allow": {"type": "array", \#(allow)}}}]}"#)
        }
        let scratch = try Scratch()
        let old = try scratch.write("old/a.schema.json", setting(#""prefixItems": [{"type": "string"}]"#))
        let new = try scratch.write("new/a.schema.json", setting(#""items": {"type": "string"}"#))
        let result = check(["diff", "--role", "request", "--format", "json", scratch.path + "/old", scratch.path + "/new"])
        #expect(result.status == 1)
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let narrowed = changes.filter { $0["breaks"] == true }
        #expect(narrowed.count == 2)
        for change in narrowed {
            #expect(change["instancePath"] == "/r/1/allow/*")
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(evidence.hasPrefix(#"{"r":[0,{"allow":[""#), "\(evidence)")
            #expect(try DiffOracleTests.breaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // Index 0 is a string in both versions: no widening is reported there.
        #expect(!changes.contains { $0["instancePath"] == "/r/1/allow/0" }, "\(changes)")
    }
}

@Suite("diff: breaks no document shows")
struct DiffUnconfirmedTests {
    @Test("an integer format removed breaks models, which no document shows: unconfirmed, exit 3, told apart from a proven break")
    func everyBreakUnconfirmed() throws {
        // (A string format removed, `uri`, is shown since the oracle asserts formats as `validate` does: `{"u":""}`.)
        let scratch = try Scratch()
        _ = try scratch.write("old/a.schema.json", members(#""n": {"type": "integer", "format": "int32"}"#))
        _ = try scratch.write("new/a.schema.json", members(#""n": {"type": "integer"}"#))
        let result = check(["diff", scratch.path + "/old", scratch.path + "/new"])
        #expect(result.status == 3)
        #expect(result.lines.last == "1 change, 1 breaking (1 unconfirmed) (role: response)")
        #expect(
            result.output.contains(
                "format int32 removed (payload /n): old models check format int32 when they decode with validation; unconfirmed: none of "))
        #expect(result.output.contains(#": `validate` does not check format "int32" (generated models read it)"#), "\(result.output)")
    }
}
