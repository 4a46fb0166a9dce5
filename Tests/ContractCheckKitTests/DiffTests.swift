import ContractCommandLine
import ContractJSON
import Testing

@testable import ContractCheckKit

/// One pair of schema-set versions and what `diff` must say about them.
struct DiffCase: Sendable, CustomTestStringConvertible {
    /// One change `diff` must list.
    struct Expected: Sendable {
        var kind: String
        var breaks: Bool
        /// The changed keyword or schema in the new file; for a removal, the place in the new schema that lost it
        /// (the old file only when the whole file is gone).
        var pointer: String
        /// The file the change is reported in.
        var file = "a.schema.json"
        /// Where payloads are affected.
        var instancePath: String? = nil
    }

    var name: String
    var old: [String: String]
    var new: [String: String]
    var role = "response"
    var extra: [String] = []
    var expected: [Expected]

    var testDescription: String { "\(name) (\(role))" }
}

/// Builds a schema file text with the test `$id`.
private func schema(_ body: String) -> String {
    schema("a", body)
}

/// Builds the text of schema file `name`.schema.json with the test `$id`.
private func schema(_ name: String, _ body: String) -> String {
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/\#(name).schema.json", \#(body)}"#
}

/// An object schema with `properties` and `required`.
private func object(_ properties: String, required: [String] = [], additional: String = "true") -> String {
    schema(#""type": "object", "required": [\#(required.map { "\"\($0)\"" }.joined(separator: ", "))], "properties": {\#(properties)}, "additionalProperties": \#(additional)"#)
}

/// An object with a required `id` and an optional `note` of the given schema.
/// A string member whose pattern takes no empty string, and one whose pattern does.
private let plusPattern = #""s": {"type": "string", "pattern": "^[a-z]+$"}"#
private let starPattern = #""t": {"type": "string", "pattern": "^[a-z]*$"}"#
private func withMinLength(_ member: String) -> String { member.dropLast() + #", "minLength": 1}"# }

/// A closed object declaring no member whose `oneOf` branches each require one (it takes no object), that object declaring
/// them, and an open object with a `oneOf` of `required` lists.
private let closedWithBranches = #""c": {"type": "object", "additionalProperties": false, "oneOf": ["#
    + #"{"required": ["p"], "properties": {"p": {"type": "string"}}}, {"required": ["r"], "properties": {"r": {"type": "string"}}}]}"#
private let closedWithMembers = #""c": {"type": "object", "additionalProperties": false, "#
    + #""properties": {"p": {"type": "string"}, "r": {"type": "string"}, "s": {"type": "string"}}, "oneOf": [{"required": ["s"]}]}"#
private let requiredInBranch = "/properties/d/oneOf/0/required"
private func openWithBranches(_ names: [String]) -> String {
    let branches = names.map { #"{"required": [""# + $0 + #""]}"# }.joined(separator: ", ")
    return #""d": {"type": "object", "properties": {"p": {"type": "string"}, "r": {"type": "string"}, "s": {"type": "string"}}, "oneOf": ["#
        + branches + "]}"
}

/// A member `name` whose schema is a `oneOf` of the strings "lf" and "crlf" and of `branch`.
private func enumBranches(_ name: String, _ branch: String) -> String {
    #"""# + name + #"": {"oneOf": [{"type": "string", "enum": ["lf", "crlf"]}, "# + branch + "]}"
}

/// An object member `name` declaring the strings `a` and `b`, then `required` (keywords beside them, or "").
private func twoMembers(_ name: String, required: String) -> String {
    #"""# + name + #"": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}"# + required + "}"
}
private let eitherMember = #", "anyOf": [{"required": ["a"]}, {"required": ["b"]}]"#

private func withNote(_ note: String, additional: String = "true") -> String {
    object(#""id": {"type": "string"}, "note": "# + note, required: ["id"], additional: additional)
}

/// ``withNote(_:additional:)`` without `note`.
private func withoutNote(additional: String = "true") -> String {
    object(#""id": {"type": "string"}"#, required: ["id"], additional: additional)
}

/// `t`, a union of a string and a `$ref`, inline; and a `$ref` to that union with a boolean branch more.
private let inlineUnion = ##""type": "object", "properties": {"t": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/n"}]}}, "##
    + ##""$defs": {"n": {"type": "integer"}}"##
private let namedUnion = ##""type": "object", "properties": {"t": {"$ref": "#/$defs/u"}}, "$defs": {"n": {"type": "integer"}, "##
    + ##""u": {"anyOf": [{"type": "string"}, {"type": "boolean"}, {"$ref": "#/$defs/n"}]}}"##

/// An object requiring `v`, "a" or "b", with the members `members` and the keywords `rest` beside.
private func tagged(_ members: String, _ rest: String = "") -> String {
    #""type": "object", "required": ["v"], "properties": {"v": {"enum": ["a", "b"]}\#(members.isEmpty ? "" : ", " + members)}"#
        + (rest.isEmpty ? "" : ", " + rest)
}

/// A closed object with `v: 2` and a string `a` (`member` nil); or the same members in an `else` with `a` of `member`,
/// beside a closed `then` for `v: 3`.
private func movedMembers(into member: String?) -> String {
    guard let member else {
        return #""type": "object", "required": ["v"], "additionalProperties": false, "#
            + #""properties": {"v": {"enum": [2]}, "a": {"type": "string"}}"#
    }
    return #""type": "object", "required": ["v"], "properties": {"v": {"type": "integer"}}, "if": {"properties": {"v": {"const": 3}}}, "#
        + #""then": {"additionalProperties": false, "properties": {"v": {"const": 3}}}, "#
        + #""else": {"additionalProperties": false, "properties": {"v": {"enum": [2]}, "a": \#(member)}}"#
}

/// An `allOf` of the open `kind`, with the members `members`, and a `oneOf` of two closed objects, `a` declaring `c` as a
/// `limit` and `b` without it.
private func pipelines(_ members: String) -> String {
    ##""allOf": [{"$ref": "#/$defs/kind"}, {"oneOf": [{"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}]}], "$defs": {"##
        + ##""kind": {"type": "object", "properties": \##(members)}, "##
        + ##""a": {"type": "object", "additionalProperties": false, "properties": {"t": {"const": "a"}, "c": {"$ref": "#/$defs/limit"}}}, "##
        + ##""b": {"type": "object", "additionalProperties": false, "properties": {"t": {"const": "b"}}}, "##
        + ##""limit": {"type": "object", "required": ["limit"], "properties": {"limit": {"type": "number"}}}}"##
}

/// An object whose `allOf` applies the definition `a`, whose `kind` is `kind`, when `if` finds `kind` absent or "a".
private func chosenByKind(_ kind: String) -> String {
    ##""type": "object", "allOf": [{"if": {"properties": {"kind": {"const": "a"}}}, "then": {"$ref": "#/$defs/a"}}], "##
        + ##""$defs": {"a": {"type": "object", "properties": {"kind": \##(kind)}}}"##
}

/// An object `e` closed but for the members its one pattern takes, each with `member`.
private func closedByPattern(_ member: String) -> String {
    #""e": {"type": "object", "patternProperties": {"^[A-Z_]+$": \#(member)}, "additionalProperties": false}"#
}

/// Where ``namedByPattern(_:properties:)``'s members get a `maxLength`.
private let namedMaxLength = "/properties/e/additionalProperties/maxLength"

/// An object `e` taking members only under names matching the same pattern, each undeclared one with `member`.
private func namedByPattern(_ member: String, properties: String = "") -> String {
    #""e": {"type": "object", "properties": {\#(properties)}, "propertyNames": {"pattern": "^[A-Z_]+$"}, "#
        + #""additionalProperties": \#(member)}"#
}

private let statusOpen = #""status": {"type": "string", "enum": ["draft", "live"]}"#

extension DiffCase {
    static let all: [DiffCase] = [
        // MARK: Responses: what apps decode
        DiffCase(name: "new value in a closed enum", old: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft", "live"], "x-enum-closed": true}"#)],
                 new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft", "live", "archived"], "x-enum-closed": true}"#)],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/properties/status/enum", instancePath: "/status")]),
        DiffCase(name: "new value in an open enum (the generator keeps unknown values)", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft", "live", "archived"]}"#)],
                 expected: [.init(kind: "enum-value-added", breaks: false, pointer: "/properties/status/enum")]),
        DiffCase(name: "new value in an enum with --closed-enums", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft", "live", "archived"]}"#)], extra: ["--closed-enums"],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/properties/status/enum")]),
        DiffCase(name: "required property became optional", old: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"])],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 expected: [.init(kind: "became-optional", breaks: true, pointer: "/required", instancePath: "/id")]),
        DiffCase(name: "property became nullable (type array)", old: ["a.schema.json": object(#""name": {"type": "string"}"#, required: ["name"])],
                 new: ["a.schema.json": object(#""name": {"type": ["string", "null"]}"#, required: ["name"])],
                 expected: [.init(kind: "became-nullable", breaks: true, pointer: "/properties/name/type", instancePath: "/name")]),
        DiffCase(name: "$ref'd property became nullable (anyOf with null, across files)",
                 old: ["a.schema.json": object(#""pick": {"$ref": "pick.schema.json", "description": "The pick."}"#), "pick.schema.json": schema("pick", #""type": "object", "properties": {}, "additionalProperties": true"#)],
                 new: ["a.schema.json": object(#""pick": {"anyOf": [{"$ref": "pick.schema.json"}, {"type": "null"}], "description": "The pick."}"#), "pick.schema.json": schema("pick", #""type": "object", "properties": {}, "additionalProperties": true"#)],
                 expected: [.init(kind: "became-nullable", breaks: true, pointer: "/properties/pick/anyOf/1", instancePath: "/pick")]),
        DiffCase(name: "type widened from integer to number", old: ["a.schema.json": object(#""score": {"type": "integer"}"#)],
                 new: ["a.schema.json": object(#""score": {"type": "number"}"#)],
                 expected: [.init(kind: "type-widened", breaks: true, pointer: "/properties/score/type", instancePath: "/score")]),
        DiffCase(name: "new oneOf branch", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]}"#)],
                 expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/v/oneOf/2", instancePath: "/v")]),
        DiffCase(name: "additionalProperties false → true (closed old models reject new members)", old: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 expected: [.init(kind: "additional-properties-opened", breaks: true, pointer: "/additionalProperties")]),
        DiffCase(name: "new optional property in a closed object", old: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "rank": {"type": "integer"}"#, additional: "false")],
                 expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/rank", instancePath: "/rank")]),
        DiffCase(name: "new required property (old models ignore it)", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "rank": {"type": "integer"}"#, required: ["rank"])],
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/rank", instancePath: "/rank")]),
        DiffCase(name: "optional property became required (responses only promise more)", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"])],
                 expected: [.init(kind: "became-required", breaks: false, pointer: "/required", instancePath: "/id")]),
        DiffCase(name: "nullable removed", old: ["a.schema.json": object(#""note": {"type": ["string", "null"]}"#)],
                 new: ["a.schema.json": object(#""note": {"type": "string"}"#)],
                 expected: [.init(kind: "became-non-nullable", breaks: false, pointer: "/properties/note/type")]),
        DiffCase(name: "type narrowed from number to integer", old: ["a.schema.json": object(#""n": {"type": "number"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer"}"#)],
                 expected: [.init(kind: "type-narrowed", breaks: false, pointer: "/properties/n/type")]),
        DiffCase(name: "type changed from string to integer", old: ["a.schema.json": object(#""n": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer"}"#)],
                 expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/n/type", instancePath: "/n")]),
        DiffCase(name: "type removed (anything goes)", old: ["a.schema.json": object(#""n": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""n": {}"#)],
                 expected: [.init(kind: "type-widened", breaks: true, pointer: "/properties/n"),
                            .init(kind: "became-nullable", breaks: true, pointer: "/properties/n")]),
        DiffCase(name: "oneOf branch removed", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}]}"#)],
                 expected: [.init(kind: "branch-removed", breaks: false, pointer: "/properties/v/oneOf")]),
        DiffCase(name: "new anyOf branch", old: ["a.schema.json": object(#""v": {"anyOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "array", "items": {"type": "string"}}]}"#)],
                 expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/v/anyOf/2", instancePath: "/v")]),
        DiffCase(name: "oneOf became anyOf (payloads may match several)", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"anyOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/v/anyOf", instancePath: "/v")]),
        DiffCase(name: "anyOf became oneOf", old: ["a.schema.json": object(#""v": {"anyOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/v/oneOf")]),
        DiffCase(name: "enum written as oneOf of consts gains a value (open)", old: ["a.schema.json": object(#""v": {"oneOf": [{"const": "a", "title": "A"}, {"const": "b"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"const": "a", "title": "A"}, {"const": "b"}, {"const": "c"}]}"#)],
                 expected: [.init(kind: "enum-value-added", breaks: false, pointer: "/properties/v/oneOf")]),
        DiffCase(name: "enum written as oneOf of consts gains a value (x-enum-closed)", old: ["a.schema.json": object(#""v": {"x-enum-closed": true, "oneOf": [{"const": "a"}, {"const": "b"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"x-enum-closed": true, "oneOf": [{"const": "a"}, {"const": "b"}, {"const": "c"}]}"#)],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/properties/v/oneOf", instancePath: "/v")]),
        DiffCase(name: "open enum gains null (nullability breaks even open enums)", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(#""status": {"type": ["string", "null"], "enum": ["draft", "live", null]}"#)],
                 expected: [.init(kind: "became-nullable", breaks: true, pointer: "/properties/status/type", instancePath: "/status"),
                            .init(kind: "became-nullable", breaks: true, pointer: "/properties/status/enum", instancePath: "/status")]),
        DiffCase(name: "closed enum value removed", old: ["a.schema.json": object(#""s": {"type": "string", "enum": ["a", "b"], "x-enum-closed": true}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "enum": ["a"], "x-enum-closed": true}"#)],
                 expected: [.init(kind: "enum-value-removed", breaks: false, pointer: "/properties/s/enum")]),
        DiffCase(name: "closed enum removed altogether", old: ["a.schema.json": object(#""s": {"type": "string", "enum": ["a", "b"], "x-enum-closed": true}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 expected: [.init(kind: "enum-removed", breaks: true, pointer: "/properties/s")]),
        DiffCase(name: "boolean enum gains a value (booleans are always closed)", old: ["a.schema.json": object(#""b": {"enum": [true]}"#)],
                 new: ["a.schema.json": object(#""b": {"enum": [true, false]}"#)],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/properties/b/enum")]),
        DiffCase(name: "const changed", old: ["a.schema.json": object(#""kind": {"const": "page"}"#)],
                 new: ["a.schema.json": object(#""kind": {"const": "list"}"#)],
                 expected: [.init(kind: "const-changed", breaks: true, pointer: "/properties/kind/const")]),
        DiffCase(name: "minimum → exclusiveMinimum at the same value is one tightening", old: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 0}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "exclusiveMinimum": 0}"#)],
                 expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/n/exclusiveMinimum")]),
        DiffCase(name: "exclusiveMaximum raised", old: ["a.schema.json": object(#""n": {"type": "number", "exclusiveMaximum": 1}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "number", "exclusiveMaximum": 2}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/n/exclusiveMaximum")]),
        DiffCase(name: "minItems lowered", old: ["a.schema.json": object(#""l": {"type": "array", "minItems": 1}"#)],
                 new: ["a.schema.json": object(#""l": {"type": "array", "minItems": 0}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/l/minItems")]),
        // A count bound written as its default bounds nothing (workflows 56e4053c1, dependabot d68222532); one above it does.
        DiffCase(name: "minItems 0 and minContains 1 added", old: ["a.schema.json": object(#""l": {"contains": {}}"#)],
                 new: ["a.schema.json": object(#""l": {"contains": {}, "minItems": 0, "minContains": 1}"#)],
                 role: "both", expected: []),
        DiffCase(name: "minItems 1 added", old: ["a.schema.json": object(#""l": {"type": "array"}"#)],
                 new: ["a.schema.json": object(#""l": {"type": "array", "minItems": 1}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/l/minItems")]),
        DiffCase(name: "minLength raised", old: ["a.schema.json": object(#""s": {"type": "string", "minLength": 1}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "minLength": 2}"#)],
                 expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/s/minLength")]),
        DiffCase(name: "pattern removed", old: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z]+$"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/s")]),
        // A pattern is judged by strings that tell the versions apart: here "0" matches only the new one, a widening.
        DiffCase(name: "pattern widened", old: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z]+$"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z0-9]+$"}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/s/pattern")]),
        DiffCase(name: "pattern widened (request)",
                 old: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z]+$"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z0-9]+$"}"#)], role: "request",
                 expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/s/pattern")]),
        DiffCase(name: "pattern changed both ways",
                 old: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-z]+$"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "pattern": "^[a-y0-9]+$"}"#)], role: "both",
                 expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/s/pattern")]),
        DiffCase(name: "format email added (stricter)", old: ["a.schema.json": object(#""e": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""e": {"type": "string", "format": "email"}"#)],
                 expected: [.init(kind: "format-changed", breaks: false, pointer: "/properties/e/format")]),
        DiffCase(name: "default changed (documentation for decoding)", old: ["a.schema.json": object(#""n": {"type": "integer", "default": 1}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "default": 2}"#)],
                 expected: [.init(kind: "annotation-changed", breaks: false, pointer: "/properties/n/default")]),
        DiffCase(name: "items schema removed", old: ["a.schema.json": object(#""tags": {"type": "array", "items": {"type": "string"}}"#)],
                 new: ["a.schema.json": object(#""tags": {"type": "array"}"#)],
                 expected: [.init(kind: "type-widened", breaks: true, pointer: "/properties/tags", instancePath: "/tags/*"),
                            .init(kind: "became-nullable", breaks: true, pointer: "/properties/tags")]),
        DiffCase(name: "map value type changed", old: ["a.schema.json": object(#""m": {"type": "object", "additionalProperties": {"type": "string"}}"#)],
                 new: ["a.schema.json": object(#""m": {"type": "object", "additionalProperties": {"type": "integer"}}"#)],
                 expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/m/additionalProperties/type", instancePath: "/m/*")]),
        DiffCase(name: "$ref retargeted to another file of another type",
                 old: ["a.schema.json": object(#""id": {"$ref": "text-id.schema.json"}"#), "text-id.schema.json": schema("text-id", #""type": "string""#),
                       "number-id.schema.json": schema("number-id", #""type": "integer""#)],
                 new: ["a.schema.json": object(#""id": {"$ref": "number-id.schema.json"}"#), "text-id.schema.json": schema("text-id", #""type": "string""#),
                       "number-id.schema.json": schema("number-id", #""type": "integer""#)],
                 expected: [.init(kind: "reference-changed", breaks: false, pointer: "/properties/id/$ref"),
                            .init(kind: "type-changed", breaks: true, pointer: "/type", file: "number-id.schema.json", instancePath: "/id")]),
        DiffCase(name: "$ref'd file deleted", old: ["a.schema.json": object(#""id": {"$ref": "text-id.schema.json"}"#), "text-id.schema.json": schema("text-id", #""type": "string""#)],
                 new: ["a.schema.json": object(#""id": {"$ref": "text-id.schema.json"}"#)],
                 expected: [.init(kind: "schema-removed", breaks: true, pointer: "", file: "text-id.schema.json"),
                            .init(kind: "reference-changed", breaks: true, pointer: "/properties/id/$ref")]),
        // An added `not` is one more constraint: the new schema accepts less, which breaks requests only.
        DiffCase(name: "not added: a narrowing (responses)", old: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "not": {"const": ""}}"#)],
                 expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/s/not")]),
        DiffCase(name: "not added: a narrowing (requests)", old: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "not": {"const": ""}}"#)], role: "request",
                 expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/s/not")]),
        // appveyor 0f72e19c6: `not {required: [name]}` members dropped where the object became closed without declaring the
        // names: the new version rejects those members anyway.
        DiffCase(name: "nots of names the new closed object rejects removed: no response break",
                 old: ["a.schema.json": object(#""c": {"type": "object", "properties": {"a": {"type": "string"}}, "#
                    + #""allOf": [{"not": {"required": ["s"]}}, {"not": {"required": ["t"]}}]}"#)],
                 new: ["a.schema.json": object(#""c": {"type": "object", "properties": {"a": {"type": "string"}}, "#
                    + #""additionalProperties": false}"#)],
                 // The `not`s are compared as members, not the first merged into the object (ansible-lint a9c5b6ce1).
                 expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/c"),
                            .init(kind: "additional-properties-closed", breaks: false,
                                  pointer: "/properties/c/additionalProperties")]),
        DiffCase(name: "the same nots removed from an object left open: a response break",
                 old: ["a.schema.json": object(#""c": {"type": "object", "properties": {"a": {"type": "string"}}, "#
                    + #""allOf": [{"not": {"required": ["s"]}}, {"not": {"required": ["t"]}}]}"#)],
                 new: ["a.schema.json": object(#""c": {"type": "object", "properties": {"a": {"type": "string"}}}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/c")]),
        DiffCase(name: "not changed to a schema neither contains (effect undecidable: breaking)",
                 old: ["a.schema.json": object(#""s": {"type": "string", "not": {"const": "a"}}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "not": {"const": "b"}}"#)],
                 expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/s/not")]),
        DiffCase(name: "new schema file", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(statusOpen), "b.schema.json": schema("b", #""type": "string""#)],
                 expected: [.init(kind: "schema-added", breaks: false, pointer: "", file: "b.schema.json")]),
        // The open object now takes `note` with any value (`{"id": "", "note": 1}`), which old models typed as a string reject.
        DiffCase(name: "optional property removed from an open object",
                 old: ["a.schema.json": withNote(#"{"type": "string"}"#)],
                 new: ["a.schema.json": withoutNote()],
                 expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties", instancePath: "/note")]),
        DiffCase(name: "optional property that constrained nothing removed",
                 old: ["a.schema.json": withNote(#"{"description": "x"}"#)],
                 new: ["a.schema.json": withoutNote()],
                 expected: [.init(kind: "property-removed", breaks: false, pointer: "/properties", instancePath: "/note")]),
        DiffCase(name: "optional property removed from a closed object",
                 old: ["a.schema.json": withNote(#"{"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": withoutNote(additional: "false")],
                 expected: [.init(kind: "property-removed", breaks: false, pointer: "/properties", instancePath: "/note")]),
        DiffCase(name: "required property removed", old: ["a.schema.json": object(#""id": {"type": "string"}, "name": {"type": "string"}"#, required: ["id", "name"])],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"])],
                 expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties", instancePath: "/name")]),
        DiffCase(name: "new optional property", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "rank": {"type": "integer"}"#)],
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/rank", instancePath: "/rank")]),
        DiffCase(name: "maxLength loosened (old models validate when decoding)", old: ["a.schema.json": object(#""code": {"type": "string", "maxLength": 4}"#)],
                 new: ["a.schema.json": object(#""code": {"type": "string", "maxLength": 8}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/code/maxLength")]),
        DiffCase(name: "minimum raised (stricter responses are fine)", old: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 0}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 1}"#)],
                 expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/n/minimum")]),
        DiffCase(name: "format date-time removed (old models decode a Date)", old: ["a.schema.json": object(#""at": {"type": "string", "format": "date-time"}"#)],
                 new: ["a.schema.json": object(#""at": {"type": "string"}"#)],
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/at")]),
        DiffCase(name: "integer format widened int32 → int64", old: ["a.schema.json": object(#""n": {"type": "integer", "format": "int32"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "format": "int64"}"#)],
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/n/format")]),
        DiffCase(name: "array items type changed (nested)", old: ["a.schema.json": object(#""tags": {"type": "array", "items": {"type": "string"}}"#)],
                 new: ["a.schema.json": object(#""tags": {"type": "array", "items": {"type": "integer"}}"#)],
                 expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/tags/items/type", instancePath: "/tags/*")]),
        DiffCase(name: "change inside a $ref'd file is reported in that file, once",
                 old: ["a.schema.json": object(#""s": {"$ref": "status.schema.json"}, "t": {"$ref": "status.schema.json"}"#),
                       "status.schema.json": schema("status", #""type": "string", "enum": ["a", "b"], "x-enum-closed": true"#)],
                 new: ["a.schema.json": object(#""s": {"$ref": "status.schema.json"}, "t": {"$ref": "status.schema.json"}"#),
                       "status.schema.json": schema("status", #""type": "string", "enum": ["a", "b", "c"], "x-enum-closed": true"#)],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/enum", file: "status.schema.json", instancePath: "")]),
        DiffCase(name: "$ref retargeted to a schema of another type",
                 old: ["a.schema.json": schema(##""type": "object", "properties": {"id": {"$ref": "#/$defs/textID"}}, "additionalProperties": true, "$defs": {"textID": {"type": "string"}, "numberID": {"type": "integer"}}"##)],
                 new: ["a.schema.json": schema(##""type": "object", "properties": {"id": {"$ref": "#/$defs/numberID"}}, "additionalProperties": true, "$defs": {"textID": {"type": "string"}, "numberID": {"type": "integer"}}"##)],
                 expected: [.init(kind: "reference-changed", breaks: false, pointer: "/properties/id/$ref"),
                            .init(kind: "type-changed", breaks: true, pointer: "/$defs/numberID/type", instancePath: "/id")]),
        DiffCase(name: "$defs entry changed is reported where it is defined",
                 old: ["a.schema.json": schema(##""type": "object", "properties": {"size": {"$ref": "#/$defs/size"}}, "additionalProperties": true, "$defs": {"size": {"type": "string", "enum": ["s", "m"], "x-enum-closed": true}}"##)],
                 new: ["a.schema.json": schema(##""type": "object", "properties": {"size": {"$ref": "#/$defs/size"}}, "additionalProperties": true, "$defs": {"size": {"type": "string", "enum": ["s", "m", "l"], "x-enum-closed": true}}"##)],
                 expected: [.init(kind: "enum-value-added", breaks: true, pointer: "/$defs/size/enum", instancePath: "#/$defs/size")]),
        DiffCase(name: "only the description changed", old: ["a.schema.json": object(#""id": {"type": "string", "description": "old"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string", "description": "new"}"#)],
                 expected: [.init(kind: "annotation-changed", breaks: false, pointer: "/properties/id/description")]),
        DiffCase(name: "schema file removed", old: ["a.schema.json": object(statusOpen), "b.schema.json": schema("b", #""type": "string""#)],
                 new: ["a.schema.json": object(statusOpen)],
                 expected: [.init(kind: "schema-removed", breaks: true, pointer: "", file: "b.schema.json")]),
        DiffCase(name: "enum value removed (responses only get stricter)", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft"]}"#)],
                 expected: [.init(kind: "enum-value-removed", breaks: false, pointer: "/properties/status/enum")]),

        // MARK: Requests: what apps send
        DiffCase(name: "new required property", old: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"], additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "mode": {"type": "string"}"#, required: ["id", "mode"], additional: "false")], role: "request",
                 expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/mode", instancePath: "/mode")]),
        DiffCase(name: "optional typed property added to an open object (old apps may send any value under its name)",
                 old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "serve": {"type": "object"}"#)],
                 role: "request",
                 expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/serve", instancePath: "/serve")]),
        // SchemaStore's pyproject.json 41eeb8e43: `tool` took any object under any name; `quikrun` now needs more.
        DiffCase(name: "optional property added where additionalProperties already took the name: compared with it",
                 old: ["a.schema.json": schema(#""type": "object", "additionalProperties": {"type": "object"}"#)],
                 new: ["a.schema.json": schema(
                     #""type": "object", "properties": {"quikrun": {"type": "object", "required": ["run"]}}, "#
                         + #""additionalProperties": {"type": "object"}"#
                 )],
                 role: "request",
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/quikrun"),
                            .init(kind: "became-required", breaks: true, pointer: "/properties/quikrun/required",
                                  instancePath: "/quikrun/run")]),
        // SchemaStore's package.json 685cc1906: `patternProperties` for "^_" left other names open.
        DiffCase(name: "optional typed property added beside patternProperties that do not match its name",
                 old: ["a.schema.json": schema(#""type": "object", "patternProperties": {"^_": {"type": "string"}}"#)],
                 new: ["a.schema.json": schema(
                     #""type": "object", "properties": {"madge": {"type": "object"}}, "patternProperties": {"^_": {"type": "string"}}"#
                 )],
                 role: "request",
                 expected: [.init(kind: "property-added", breaks: true, pointer: "/properties/madge", instancePath: "/madge")]),
        DiffCase(name: "optional property added to a closed object: old apps never sent it",
                 old: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "mode": {"type": "string"}"#, additional: "false")],
                 role: "request",
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/mode")]),
        DiffCase(name: "optional property that allows anything, added to an open object",
                 old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "note": {"description": "free"}"#)],
                 role: "request",
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/note")]),
        DiffCase(name: "enum of one value rewritten as const: the same values",
                 old: ["a.schema.json": object(#""level": {"enum": ["debug"]}"#)],
                 new: ["a.schema.json": object(#""level": {"const": "debug"}"#)], role: "both", expected: []),
        DiffCase(name: "enum value removed", old: ["a.schema.json": object(statusOpen)], new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft"]}"#)], role: "request",
                 expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/status/enum", instancePath: "/status")]),
        DiffCase(name: "maxLength tightened", old: ["a.schema.json": object(#""code": {"type": "string", "maxLength": 8}"#)],
                 new: ["a.schema.json": object(#""code": {"type": "string", "maxLength": 4}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/code/maxLength")]),
        DiffCase(name: "type narrowed from number to integer", old: ["a.schema.json": object(#""n": {"type": "number"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer"}"#)], role: "request",
                 expected: [.init(kind: "type-narrowed", breaks: true, pointer: "/properties/n/type")]),
        DiffCase(name: "optional property became required", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"])], role: "request",
                 expected: [.init(kind: "became-required", breaks: true, pointer: "/required", instancePath: "/id")]),
        DiffCase(name: "additionalProperties true → false", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")], role: "request",
                 expected: [.init(kind: "additional-properties-closed", breaks: true, pointer: "/additionalProperties")]),
        DiffCase(name: "property removed from a closed body", old: ["a.schema.json": object(#""id": {"type": "string"}, "legacy": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")], role: "request",
                 expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties", instancePath: "/legacy")]),
        DiffCase(name: "property removed from an open body", old: ["a.schema.json": object(#""id": {"type": "string"}, "legacy": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "property-removed", breaks: false, pointer: "/properties")]),
        DiffCase(name: "anyOf branch removed", old: ["a.schema.json": object(#""v": {"anyOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"anyOf": [{"type": "string"}]}"#)], role: "request",
                 expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/v/anyOf")]),
        DiffCase(name: "pattern added", old: ["a.schema.json": object(#""key": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""key": {"type": "string", "pattern": "^[a-z]+$"}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/key/pattern")]),
        DiffCase(name: "nullable removed", old: ["a.schema.json": object(#""note": {"type": ["string", "null"]}"#)],
                 new: ["a.schema.json": object(#""note": {"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "became-non-nullable", breaks: true, pointer: "/properties/note/type")]),
        DiffCase(name: "nested item property became required", old: ["a.schema.json": object(#""edits": {"type": "array", "items": {"type": "object", "properties": {"op": {"type": "string"}}, "additionalProperties": false}}"#)],
                 new: ["a.schema.json": object(#""edits": {"type": "array", "items": {"type": "object", "required": ["op"], "properties": {"op": {"type": "string"}}, "additionalProperties": false}}"#)], role: "request",
                 expected: [.init(kind: "became-required", breaks: true, pointer: "/properties/edits/items/required", instancePath: "/edits/*/op")]),
        DiffCase(name: "new enum value (old apps never send it)", old: ["a.schema.json": object(statusOpen)],
                 new: ["a.schema.json": object(#""status": {"type": "string", "enum": ["draft", "live", "archived"]}"#)], role: "request",
                 expected: [.init(kind: "enum-value-added", breaks: false, pointer: "/properties/status/enum")]),
        DiffCase(name: "type widened (the server accepts more)", old: ["a.schema.json": object(#""n": {"type": "integer"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": ["integer", "string"]}"#)], role: "request",
                 expected: [.init(kind: "type-widened", breaks: false, pointer: "/properties/n/type")]),
        DiffCase(name: "new optional property in a closed body", old: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}, "note": {"type": "string"}"#, additional: "false")], role: "request",
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/properties/note")]),
        DiffCase(name: "required property became optional (the server needs less)", old: ["a.schema.json": object(#""id": {"type": "string"}"#, required: ["id"])],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "became-optional", breaks: false, pointer: "/required")]),
        DiffCase(name: "became nullable (the server accepts more)", old: ["a.schema.json": object(#""n": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": ["string", "null"]}"#)], role: "request",
                 expected: [.init(kind: "became-nullable", breaks: false, pointer: "/properties/n/type")]),
        DiffCase(name: "additionalProperties false → true", old: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: "false")],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "additional-properties-opened", breaks: false, pointer: "/additionalProperties")]),
        DiffCase(name: "unknown members now typed", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#, additional: #"{"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "type-narrowed", breaks: true, pointer: "/additionalProperties/type", instancePath: "/*"),
                            .init(kind: "became-non-nullable", breaks: true, pointer: "/additionalProperties/type")]),
        DiffCase(name: "oneOf became anyOf (the server accepts more)", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"anyOf": [{"type": "number"}, {"type": "integer"}]}"#)], role: "request",
                 expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/v/anyOf")]),
        DiffCase(name: "anyOf became oneOf (payloads matching both are rejected)", old: ["a.schema.json": object(#""v": {"anyOf": [{"type": "number"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "number"}, {"type": "integer"}]}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/v/oneOf")]),
        DiffCase(name: "new oneOf branch (old apps never send it)", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]}"#)], role: "request",
                 expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/v/oneOf/2")]),
        DiffCase(name: "new oneOf branch that overlaps another (a payload matching two is rejected)", old: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "number"}]}"#)], role: "request",
                 expected: [.init(kind: "branch-added", breaks: true, pointer: "/properties/v/oneOf/2")]),
        DiffCase(name: "enum written as oneOf of consts loses a value", old: ["a.schema.json": object(#""v": {"oneOf": [{"const": "a"}, {"const": "b"}]}"#)],
                 new: ["a.schema.json": object(#""v": {"oneOf": [{"const": "a"}]}"#)], role: "request",
                 expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/v/oneOf", instancePath: "/v")]),
        DiffCase(name: "enum added to a free string", old: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "enum": ["a"]}"#)], role: "request",
                 expected: [.init(kind: "enum-added", breaks: true, pointer: "/properties/s/enum")]),
        // partial-poe 0091e807a wrote `verbosity`'s range as an enum of its five values: no "enum added"; the change beside
        // it and an enum that leaves out a value of the range are still reported.
        DiffCase(name: "bounded integer range written as an enum of its values, a string shortened beside it",
                 old: ["a.schema.json": object(
                    #""v": {"type": "integer", "minimum": -2, "maximum": 2}, "w": {"type": "string"}"#)],
                 new: ["a.schema.json": object(
                    #""v": {"type": "integer", "enum": [-2, -1, 0, 1, 2]}, "w": {"type": "string", "maxLength": 3}"#)],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/w/maxLength")]),
        DiffCase(name: "bounded integer range written as an enum without one of its values",
                 old: ["a.schema.json": object(#""v": {"type": "integer", "minimum": -2, "maximum": 2}"#)],
                 new: ["a.schema.json": object(#""v": {"type": "integer", "enum": [-1, 0, 1, 2]}"#)], role: "request",
                 expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/v/enum")]),
        // glazewm 6d7a695e4's opacity `{type: number, minimum: 0, maximum: 1}` became `{type: string, minLength: 1}`: the bounds
        // went with the type, which no document both versions accept can show apart from the type change.
        DiffCase(name: "bounds on a type one version does not take: the type change only",
                 old: ["a.schema.json": object(#""o": {"type": "number", "minimum": 0, "maximum": 1}"#)],
                 new: ["a.schema.json": object(#""o": {"type": "string", "minLength": 1}"#)], role: "request",
                 expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/o/type")]),
        DiffCase(name: "bounds on a type one version does not take, a bound of the kept type beside",
                 old: ["a.schema.json": object(
                    #""o": {"type": "number", "minimum": 0, "maximum": 1}, "n": {"type": "integer", "maximum": 5}"#)],
                 new: ["a.schema.json": object(
                    #""o": {"type": "string", "minLength": 1}, "n": {"type": ["integer", "string"]}"#)],
                 expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/o/type"),
                            .init(kind: "type-widened", breaks: true, pointer: "/properties/n/type"),
                            .init(kind: "constraint-loosened", breaks: true, pointer: "/properties/n")]),
        // dependabot aae26627e: `items` under `type: string` and `minItems` under `type: object` constrain nothing.
        DiffCase(name: "items of a string and minItems of an object removed, a string made nullable beside",
                 old: ["a.schema.json": object(
                    #""t": {"type": "string", "items": {"type": "string"}}, "g": {"type": "object", "minItems": 1},"#
                    + #" "s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""t": {"type": "string"}, "g": {"type": "object"}, "s": {"type": ["string", "null"]}"#)],
                 expected: [.init(kind: "became-nullable", breaks: true, pointer: "/properties/s/type")]),
        // dependabot aae26627e's `version` `{type: integer, minimum: 1, maximum: 1}` became `const: 1`.
        DiffCase(name: "bounds its const meets, a string made nullable beside",
                 old: ["a.schema.json": object(
                    #""v": {"type": "integer", "minimum": 1, "maximum": 1}, "s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(
                    #""v": {"type": "integer", "const": 1}, "s": {"type": ["string", "null"]}"#)],
                 expected: [.init(kind: "became-nullable", breaks: true, pointer: "/properties/s/type")]),
        DiffCase(name: "a bound its enum does not meet is still a loosening",
                 old: ["a.schema.json": object(#""v": {"type": "integer", "minimum": 1, "maximum": 3}"#)],
                 new: ["a.schema.json": object(#""v": {"type": "integer", "enum": [1, 4]}"#)],
                 expected: [.init(kind: "constraint-loosened", breaks: true, pointer: "/properties/v")]),
        // accelerator ddc5cb616: an `anyOf` that named `InvokeFragment-2` twice now names it once.
        DiffCase(name: "a second copy of an anyOf branch removed, a string shortened beside it",
                 old: ["a.schema.json": schema(
                    ##""type": "object", "properties": {"u": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/n"}, {"$ref": "#/$defs/n"}]}, "##
                    + ##""w": {"type": "string"}}, "$defs": {"n": {"type": "integer"}}"##)],
                 new: ["a.schema.json": schema(
                    ##""type": "object", "properties": {"u": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/n"}]}, "##
                    + ##""w": {"type": "string", "maxLength": 3}}, "$defs": {"n": {"type": "integer"}}"##)],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/w/maxLength")]),
        DiffCase(name: "an anyOf branch removed beside a second copy of another",
                 old: ["a.schema.json": schema(
                    ##""type": "object", "properties": {"u": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/n"}, {"$ref": "#/$defs/n"}]}}, "##
                    + ##""$defs": {"n": {"type": "integer"}}"##)],
                 new: ["a.schema.json": schema(
                    ##""type": "object", "properties": {"u": {"anyOf": [{"$ref": "#/$defs/n"}]}}, "$defs": {"n": {"type": "integer"}}"##)],
                 role: "request",
                 expected: [.init(kind: "branch-removed", breaks: true, pointer: "/properties/u/anyOf")]),
        // utcm-monitor b392b3df3 replaced each `enum` by a case-insensitive `pattern` all its values match: no request break.
        DiffCase(name: "enum became a pattern its values all match, a string shortened beside it",
                 old: ["a.schema.json": object(#""a": {"enum": ["Present", "Absent"]}, "w": {"type": "string"}"#)],
                 new: ["a.schema.json": object(
                    #""a": {"pattern": "^([Pp]resent|[Aa]bsent)$"}, "w": {"type": "string", "maxLength": 3}"#)],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/w/maxLength")]),
        DiffCase(name: "enum became a pattern one of its values fails",
                 old: ["a.schema.json": object(#""a": {"enum": ["Present", "Absent", "Unknown"]}"#)],
                 new: ["a.schema.json": object(#""a": {"pattern": "^([Pp]resent|[Aa]bsent)$"}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/a/pattern")]),
        DiffCase(name: "format added that the enum's values all meet",
                 old: ["a.schema.json": object(#""d": {"type": "string", "enum": ["2024-02-29", "2025-01-31"]}"#)],
                 new: ["a.schema.json": object(#""d": {"type": "string", "format": "date"}"#)], role: "request",
                 expected: []),
        DiffCase(name: "format added that one of the enum's values fails",
                 old: ["a.schema.json": object(#""d": {"type": "string", "enum": ["2024-02-29", "2025-02-29"]}"#)],
                 new: ["a.schema.json": object(#""d": {"type": "string", "format": "date"}"#)], role: "request",
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/d/format")]),
        // github-funding 8dc60b621's usernames: `^[a-zA-Z0-9](-?[a-zA-Z0-9])*$` became `minLength: 1`, which it implied.
        DiffCase(name: "a minLength the old pattern implied, a nullable string made non-nullable beside",
                 old: ["a.schema.json": object(
                    #""u": {"type": "string", "pattern": "^[a-z0-9](-?[a-z0-9])*$"}, "s": {"type": ["string", "null"]}"#)],
                 new: ["a.schema.json": object(#""u": {"type": "string", "minLength": 1}, "s": {"type": "string"}"#)],
                 role: "request",
                 expected: [.init(kind: "became-non-nullable", breaks: true, pointer: "/properties/s/type")]),
        DiffCase(name: "a minLength beyond the old pattern's shortest match is still a tightening",
                 old: ["a.schema.json": object(#""u": {"type": "string", "pattern": "^[a-z]+$"}"#)],
                 new: ["a.schema.json": object(#""u": {"type": "string", "pattern": "^[a-z]+$", "minLength": 2}"#)],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/u/minLength")]),
        // package 5d5ed6cb0's `engines/runtime`: a string (any `engines` member) became an object with required members.
        DiffCase(name: "a string became an object with required members: the type change only",
                 old: ["a.schema.json": object(#""p": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""p": {"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}}"#)],
                 role: "request", expected: [.init(kind: "type-changed", breaks: true, pointer: "/properties/p/type")]),
        // babelrc 3e160f8f0's `compact`: the value removed is looked for where the new version writes it, at `const`.
        DiffCase(name: "enum value removed, the rest written as a const",
                 old: ["a.schema.json": object(#""c": {"enum": ["auto", "x"]}"#)], new: ["a.schema.json": object(#""c": {"const": "x"}"#)],
                 role: "request",
                 expected: [.init(kind: "enum-value-removed", breaks: true, pointer: "/properties/c/const")]),
        // github-workflow 3fdf6895c's `^branches(-ignore)?$: {}` beside an open object's members.
        DiffCase(name: "patternProperties of any value added to an open object",
                 old: ["a.schema.json": object(#""w": {"type": "object"}"#)],
                 new: ["a.schema.json": object(#""w": {"type": "object", "patternProperties": {"^b": {}}}"#)],
                 role: "request",
                 expected: []),
        DiffCase(name: "patternProperties rewritten in a closed object: a name only the old pattern matches",
                 old: ["a.schema.json": object(
                    #""m": {"type": "object", "patternProperties": {"^[a-z0-9]+$": {"type": "string"}}, "additionalProperties": false}"#)],
                 new: ["a.schema.json": object(
                    #""m": {"type": "object", "patternProperties": {"^[a-z][a-z0-9]*$": {"type": "string"}},"#
                    + #" "additionalProperties": false}"#)],
                 role: "request", expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/m")]),
        // claude-code-settings d3cbd0bf4's `env`: a closed object's one pattern became `propertyNames` with that pattern beside
        // `additionalProperties`; both take the same members, so neither role breaks, and the reverse spelling is alike.
        DiffCase(name: "a closed object's one pattern written as propertyNames with additionalProperties",
                 old: ["a.schema.json": object(closedByPattern(#"{"type": "string"}"#))],
                 new: ["a.schema.json": object(namedByPattern(#"{"type": "string"}"#))], role: "request",
                 expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/e")]),
        DiffCase(name: "a closed object's one pattern written as propertyNames with additionalProperties",
                 old: ["a.schema.json": object(closedByPattern(#"{"type": "string"}"#))],
                 new: ["a.schema.json": object(namedByPattern(#"{"type": "string"}"#))],
                 expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/e")]),
        DiffCase(name: "propertyNames with additionalProperties written as a closed object's one pattern",
                 old: ["a.schema.json": object(namedByPattern(#"{"type": "string"}"#))],
                 new: ["a.schema.json": object(closedByPattern(#"{"type": "string"}"#))], role: "request",
                 expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/properties/e")]),
        // The schema the pattern's members get is still compared: a narrower one breaks requests.
        DiffCase(name: "a closed object's one pattern written as propertyNames, its members' schema narrowed",
                 old: ["a.schema.json": object(closedByPattern(#"{"type": "string"}"#))],
                 new: ["a.schema.json": object(namedByPattern(#"{"type": "string", "maxLength": 3}"#))], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: namedMaxLength, instancePath: "/e/{^[A-Z_]+$}")]),
        // A declared member whose name fails the pattern is taken by the closed object and rejected by `propertyNames`.
        DiffCase(name: "a closed object's pattern written as propertyNames that a declared member's name fails",
                 old: ["a.schema.json": object(
                    #""e": {"type": "object", "properties": {"low": {"type": "string"}}, "#
                    + #""patternProperties": {"^[A-Z_]+$": {"type": "string"}}, "#
                    + #""additionalProperties": false}"#)],
                 new: ["a.schema.json": object(
                    namedByPattern(#"{"type": "string"}"#, properties: #""low": {"type": "string"}"#))],
                 role: "request",
                 expected: [
                    .init(kind: "constraint-tightened", breaks: true, pointer: "/properties/e/propertyNames/pattern")]),
        // bamboo-spec 3fea23353's task items: an `anyOf` of `$ref`s became a `$ref` to an `anyOf` with one branch more. The
        // branches are paired through the `$ref`: none is removed, and only the new one is added.
        DiffCase(name: "a union became a $ref to a union with one branch more",
                 old: ["a.schema.json": schema(inlineUnion)], new: ["a.schema.json": schema(namedUnion)], role: "request",
                 expected: [.init(kind: "branch-added", breaks: false, pointer: "/$defs/u/anyOf/1", instancePath: "/t")]),
        DiffCase(name: "a union became a $ref to a union with one branch more",
                 old: ["a.schema.json": schema(inlineUnion)], new: ["a.schema.json": schema(namedUnion)],
                 expected: [.init(kind: "branch-added", breaks: true, pointer: "/$defs/u/anyOf/1", instancePath: "/t")]),
        DiffCase(name: "a $ref to a union became the union inline without one branch",
                 old: ["a.schema.json": schema(namedUnion)], new: ["a.schema.json": schema(inlineUnion)], role: "request",
                 expected: [
                    .init(kind: "branch-removed", breaks: true, pointer: "/properties/t/anyOf", instancePath: "/t")]),
        // buf.lock a4e1783a1: `deps` moved into an `else` alike and a looser `then`: every payload old apps send meets both.
        DiffCase(name: "a conditional added whose branches every old payload meets",
                 old: ["a.schema.json": schema(tagged(#""d": {"type": "string", "maxLength": 3}"#))],
                 new: ["a.schema.json": schema(tagged("", #""if": {"properties": {"v": {"const": "a"}}}, "#
                    + #""then": {"properties": {"d": {"type": "string"}}}, "#
                    + #""else": {"properties": {"d": {"type": "string", "maxLength": 3}}}"#))],
                 role: "request", expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/then")]),
        // specmatic c5b8ed7cc: a `then` for a `version` the old schema rejects applies to no payload old apps send.
        DiffCase(name: "a conditional added whose then no old payload reaches",
                 old: ["a.schema.json": schema(tagged(#""d": {"type": "string", "maxLength": 3}"#))],
                 new: ["a.schema.json": schema(tagged("", #""if": {"properties": {"v": {"const": "c"}}}, "#
                    + #""then": {"required": ["z"]}, "#
                    + #""else": {"properties": {"d": {"type": "string", "maxLength": 3}}}"#))],
                 role: "request", expected: [.init(kind: "constraint-changed", breaks: false, pointer: "/then")]),
        DiffCase(name: "a conditional added whose then some old payloads fail",
                 old: ["a.schema.json": schema(tagged(#""d": {"type": "string", "maxLength": 3}"#))],
                 new: ["a.schema.json": schema(tagged("", #""if": {"properties": {"v": {"const": "a"}}}, "#
                    + #""then": {"properties": {"d": {"type": "string", "maxLength": 2}}}, "#
                    + #""else": {"properties": {"d": {"type": "string", "maxLength": 3}}}"#))],
                 role: "request", expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/then")]),
        // specmatic c5b8ed7cc: the closed object's members moved into an `else` alike, beside a closed `then` without them.
        DiffCase(name: "members moved into an else alike beside a closed then without them",
                 old: ["a.schema.json": schema(movedMembers(into: nil))],
                 new: ["a.schema.json": schema(movedMembers(into: #"{"type": "string"}"#))],
                 expected: [.init(kind: "property-removed", breaks: false, pointer: "/properties"),
                            .init(kind: "additional-properties-opened", breaks: true, pointer: "")]),
        DiffCase(name: "members moved into an else that widens one",
                 old: ["a.schema.json": schema(movedMembers(into: nil))],
                 new: ["a.schema.json": schema(movedMembers(into: #"{"type": "integer"}"#))],
                 expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties"),
                            .init(kind: "additional-properties-opened", breaks: true, pointer: "")]),
        // drone 67717760c: `concurrency` declared in the open `kind_pipeline`, whose `allOf` sibling is a `oneOf` of closed
        // pipelines, one declaring it alike: old apps sent it only as the new declaration asks.
        DiffCase(name: "a member declared in an open object whose allOf sibling's branches reject it or declare it alike",
                 old: ["a.schema.json": schema(pipelines(#"{}"#))],
                 new: ["a.schema.json": schema(pipelines(##"{"c": {"$ref": "#/$defs/limit"}}"##))], role: "request",
                 expected: [.init(kind: "property-added", breaks: false, pointer: "/$defs/kind/properties/c")]),
        DiffCase(name: "a member declared in an open object, narrower than its allOf sibling's branch declares it",
                 old: ["a.schema.json": schema(pipelines(#"{}"#))],
                 new: ["a.schema.json": schema(pipelines(#"{"c": {"type": "object", "required": ["limit", "more"]}}"#))], role: "request",
                 expected: [.init(kind: "property-added", breaks: true, pointer: "/$defs/kind/properties/c")]),
        // cloud-run-v1 511d090d1: each resource's `kind` given the `const` the `if` choosing that resource asks of it.
        DiffCase(name: "a const added to a member that the if choosing its definition pins to that value",
                 old: ["a.schema.json": schema(chosenByKind(#"{"type": "string"}"#))],
                 new: ["a.schema.json": schema(chosenByKind(#"{"type": "string", "const": "a"}"#))], role: "request",
                 expected: [.init(kind: "const-changed", breaks: false, pointer: "/$defs/a/properties/kind/const")]),
        DiffCase(name: "a const added to a member that the if choosing its definition pins to another value",
                 old: ["a.schema.json": schema(chosenByKind(#"{"type": "string"}"#))],
                 new: ["a.schema.json": schema(chosenByKind(#"{"type": "string", "const": "b"}"#))], role: "request",
                 expected: [.init(kind: "const-changed", breaks: true, pointer: "/$defs/a/properties/kind/const")]),
        // partial-poetry 198b2e15a: `required: [version]` became `minProperties: 1`.
        DiffCase(name: "minProperties its required names already imply",
                 old: ["a.schema.json": object(#""d": {"type": "object", "required": ["version"]}"#)],
                 new: ["a.schema.json": object(#""d": {"type": "object", "minProperties": 1}"#)], role: "request",
                 expected: []),
        DiffCase(name: "minProperties beyond its required names",
                 old: ["a.schema.json": object(#""d": {"type": "object", "required": ["version"]}"#)],
                 new: ["a.schema.json": object(#""d": {"type": "object", "minProperties": 2}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/d/minProperties")]),
        // partial-poe 0091e807a's `choices`: the holder's `type` moved into each branch, and the `oneOf` became an `anyOf`.
        DiffCase(name: "oneOf of untyped branches beside type became anyOf of typed ones: a widening",
                 old: ["a.schema.json": object(
                    #""c": {"type": "array", "oneOf": [{"items": {"type": "string"}}, {"items": {"type": "integer"}}]}"#)],
                 new: ["a.schema.json": object(
                    #""c": {"anyOf": [{"type": "array", "items": {"type": "integer"}},"#
                    + #" {"type": "array", "items": {"type": "string"}}]}"#)],
                 role: "request",
                 expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/c/anyOf")]),
        DiffCase(name: "minimum → exclusiveMinimum at the same value", old: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 0}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "exclusiveMinimum": 0}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/n/exclusiveMinimum")]),
        DiffCase(name: "minimum lowered (the server accepts more)", old: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 1}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "minimum": 0}"#)], role: "request",
                 expected: [.init(kind: "constraint-loosened", breaks: false, pointer: "/properties/n/minimum")]),
        DiffCase(name: "maxItems lowered", old: ["a.schema.json": object(#""l": {"type": "array", "maxItems": 10}"#)],
                 new: ["a.schema.json": object(#""l": {"type": "array", "maxItems": 5}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/l/maxItems")]),
        DiffCase(name: "minLength added", old: ["a.schema.json": object(#""s": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""s": {"type": "string", "minLength": 1}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/s/minLength")]),
        // partial-pixi 79712e5a5: `minLength: 1` beside `^[^\s\$]+$`, which no empty string matches, is no change; beside a
        // pattern the empty string matches it still breaks.
        DiffCase(name: "minLength 1 added beside a pattern that takes no empty string, and beside one that does",
                 old: ["a.schema.json": object(plusPattern + ", " + starPattern)],
                 new: ["a.schema.json": object(withMinLength(plusPattern) + ", " + withMinLength(starPattern))],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/t/minLength")]),
        // bitrise 1e50144ca: `additionalProperties: false` sees no `properties` beside it, so an object whose `oneOf` branches
        // each require a member took nothing; removing those branches breaks no request. Beside it, an open object's
        // branch removed still does.
        DiffCase(name: "oneOf branches removed from a closed object declaring no member, and from an open object",
                 old: ["a.schema.json": object(closedWithBranches + ", " + openWithBranches(["p", "r"]))],
                 new: ["a.schema.json": object(closedWithMembers + ", " + openWithBranches(["s"]))], role: "request",
                 expected: [.init(kind: "branch-removed", breaks: false, pointer: "/properties/c/oneOf"),
                            .init(kind: "branch-removed", breaks: true, pointer: "/properties/d/oneOf"),
                            .init(kind: "became-required", breaks: true, pointer: requiredInBranch)]),
        // tombi 0cc65d2d7: an enum given a `oneOf` branch of another value overlaps no branch; one sharing a value does.
        DiffCase(name: "enum made a oneOf with a branch of other values, and with one sharing a value",
                 old: ["a.schema.json": object(#""e": {"type": "string", "enum": ["lf", "crlf"]}, "f": {"type": "string", "enum": ["lf"]}"#)],
                 new: ["a.schema.json": object(
                    enumBranches("e", #"{"const": "auto"}"#) + ", " + enumBranches("f", #"{"enum": ["auto", "lf"]}"#))],
                 role: "request",
                 expected: [.init(kind: "branch-added", breaks: false, pointer: "/properties/e/oneOf/1"),
                            .init(kind: "branch-added", breaks: true, pointer: "/properties/f/oneOf/1")]),
        // minecraft-pack-mcmeta d4e10f420: an `anyOf` of `required` lists added, whose first branch the old object required
        // already, asks nothing of what old apps send; added to an object that did not require it, it does.
        DiffCase(name: "anyOf of required lists added, one branch required before, and to an object requiring nothing",
                 old: ["a.schema.json": object(twoMembers("x", required: #", "required": ["a"]"#) + ", " + twoMembers("y", required: ""))],
                 new: ["a.schema.json": object(
                    twoMembers("x", required: #", "required": ["a"]"# + eitherMember) + ", " + twoMembers("y", required: eitherMember))],
                 role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/x/anyOf"),
                            .init(kind: "constraint-tightened", breaks: true, pointer: "/properties/y/anyOf")]),
        DiffCase(name: "uniqueItems added", old: ["a.schema.json": object(#""l": {"type": "array"}"#)],
                 new: ["a.schema.json": object(#""l": {"type": "array", "uniqueItems": true}"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/l/uniqueItems")]),
        DiffCase(name: "format uuid added", old: ["a.schema.json": object(#""id": {"type": "string"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string", "format": "uuid"}"#)], role: "request",
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/id/format")]),
        DiffCase(name: "a format no one checks removed: an annotation (nodemon 50e464c34's usage line)",
                 old: ["a.schema.json": object(#""exec": {"type": "string", "format": "<app> <your args>"}"#)],
                 new: ["a.schema.json": object(#""exec": {"type": "string"}"#)], role: "response",
                 expected: [.init(kind: "format-changed", breaks: false, pointer: "/properties/exec")]),
        DiffCase(name: "a format no one checks replaced by a checked one: a real narrowing",
                 old: ["a.schema.json": object(#""at": {"type": "string", "format": "timestamp"}"#)],
                 new: ["a.schema.json": object(#""at": {"type": "string", "format": "date-time"}"#)], role: "request",
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/at/format")]),
        DiffCase(name: "format removed (the server accepts more)", old: ["a.schema.json": object(#""id": {"type": "string", "format": "uuid"}"#)],
                 new: ["a.schema.json": object(#""id": {"type": "string"}"#)], role: "request",
                 expected: [.init(kind: "format-changed", breaks: false, pointer: "/properties/id")]),
        DiffCase(name: "integer format narrowed int64 → int32", old: ["a.schema.json": object(#""n": {"type": "integer", "format": "int64"}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "format": "int32"}"#)], role: "request",
                 expected: [.init(kind: "format-changed", breaks: true, pointer: "/properties/n/format")]),
        DiffCase(name: "dependentRequired added", old: ["a.schema.json": object(#""a": {"type": "string"}, "b": {"type": "string"}"#)],
                 new: ["a.schema.json": schema(#""type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "dependentRequired": {"a": ["b"]}, "additionalProperties": true"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/dependentRequired")]),
        DiffCase(name: "const changed", old: ["a.schema.json": object(#""kind": {"const": "page"}"#)],
                 new: ["a.schema.json": object(#""kind": {"const": "list"}"#)], role: "request",
                 expected: [.init(kind: "const-changed", breaks: true, pointer: "/properties/kind/const")]),
        DiffCase(name: "a $ref'd request part tightened in its own file",
                 old: ["a.schema.json": object(#""p": {"$ref": "p.schema.json"}"#), "p.schema.json": schema("p", #""type": "string", "maxLength": 20"#)],
                 new: ["a.schema.json": object(#""p": {"$ref": "p.schema.json"}"#), "p.schema.json": schema("p", #""type": "string", "maxLength": 10"#)], role: "request",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/maxLength", file: "p.schema.json")]),
        DiffCase(name: "default changed", old: ["a.schema.json": object(#""n": {"type": "integer", "default": 1}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "default": 2}"#)], role: "request",
                 expected: [.init(kind: "annotation-changed", breaks: false, pointer: "/properties/n/default")]),
        DiffCase(name: "both roles: a request-only break still breaks", old: ["a.schema.json": object(#""n": {"type": "integer", "maximum": 10}"#)],
                 new: ["a.schema.json": object(#""n": {"type": "integer", "maximum": 5}"#)], role: "both",
                 expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/n/maximum")]),
    ]
}

@Suite("diff")
struct DiffTests {
    private func run(_ testCase: DiffCase) throws -> (result: RunResult, changes: [JSONValue], scratch: Scratch) {
        let scratch = try Scratch()
        for (name, text) in testCase.old { try scratch.write("old/" + name, text) }
        for (name, text) in testCase.new { try scratch.write("new/" + name, text) }
        let result = check(["diff", scratch.path + "/old", scratch.path + "/new", "--role", testCase.role, "--format", "json"] + testCase.extra)
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        return (result, changes, scratch)
    }

    @Test(
        "a typed format removed names the type generated models decode it as",
        arguments: [("date-time", "DateTime"), ("date", "CalendarDate"), ("uuid", "UUID"), ("uri", "URI")])
    func typedFormatRemoved(_ format: String, _ type: String) throws {
        let testCase = DiffCase(
            name: "format \(format) removed", old: ["a.schema.json": object(#""v": {"type": "string", "format": "\#(format)"}"#)],
            new: ["a.schema.json": object(#""v": {"type": "string"}"#)], expected: [])
        let (_, changes, _) = try run(testCase)
        let change = try #require(changes.first { $0["kind"] == "format-changed" }, "\(changes)")
        #expect(change["breaks"] == true)
        #expect(change["reason"]?.stringValue?.contains("old models decode it as \(type) and fail on other strings") == true, "\(change)")
    }

    @Test(
        "each pair of versions is classified as expected",
        arguments: DiffCase.all + DiffCase.unions + DiffCase.otherHistories + DiffCase.repositoryItems)
    func classify(_ testCase: DiffCase) throws {
        let (result, changes, scratch) = try run(testCase)
        for expected in testCase.expected {
            let match = changes.first { change in
                let site = change["new"] == .null ? change["old"] : change["new"]
                return change["kind"]?.stringValue == expected.kind && site?["pointer"]?.stringValue == expected.pointer
                    && site?["file"]?.stringValue?.hasSuffix("/" + expected.file) == true
            }
            #expect(match != nil, "no \(expected.kind) at \(expected.file)#\(expected.pointer) in \(changes)")
            #expect(match?["breaks"]?.boolValue == expected.breaks, "\(match?["reason"] ?? "")")
            if let path = expected.instancePath { #expect(match?["instancePath"]?.stringValue == path) }
            let site = match?["new"] == .null ? match?["old"] : match?["new"]
            #expect((site?["line"]?.numberValue?.int64Value ?? 0) >= 1)
        }
        // No breaking change beyond the expected ones, and the exit status says whether something breaks.
        let unexpected = changes.filter { change in
            change["breaks"] == true && !testCase.expected.contains { $0.kind == change["kind"]?.stringValue && $0.breaks }
        }
        #expect(unexpected.isEmpty, "\(unexpected)")
        // 1 for a break shown by an evidence document, 3 when every breaking change is unconfirmed.
        let proven = changes.contains { $0["breaks"] == true && $0["unconfirmed"] == false }
        #expect(result.status == (testCase.expected.contains(where: \.breaks) ? (proven ? 1 : 3) : 0))
        _ = scratch
    }

    // hugo a3d98399e: each `cascade` item, `{required: [_target], allOf: [{properties: {_target}}, {$ref: cascade}]}`
    // (`cascade` has patternProperties, so the two members do not merge), became `{$ref: cascade}`.
    @Test("an allOf of members and a $ref became the $ref: only the members the $ref's schema gained are added")
    func allOfOfMembersAndReference() throws {
        func items(_ items: String, _ members: String) -> String {
            schema(##""type": "object", "properties": {"c": {"type": "array", "items": \##(items)}}, "##
                + ##""$defs": {"c": {"type": "object", "properties": {\##(members)}, "patternProperties": {"^x-": {}}}}"##)
        }
        let old = items(
            ##"{"type": "object", "required": ["t"], "allOf": [{"properties": {"t": {"type": "object"}}}, {"$ref": "#/$defs/c"}]}"##,
            #""a": {"type": "string"}"#)
        let new = items(##"{"$ref": "#/$defs/c"}"##, #""a": {"type": "string"}, "b": {"type": "string"}"#)
        let (_, changes, _) = try run(DiffCase(name: "hugo cascade", old: ["a.schema.json": old], new: ["a.schema.json": new],
                                               role: "request", expected: []))
        let added = changes.filter { $0["kind"] == "property-added" && $0["instancePath"] == "/c/*/a" }
        #expect(added.isEmpty, "\(added)")
        let gained = try #require(changes.first { $0["kind"] == "property-added" && $0["instancePath"] == "/c/*/b" }, "\(changes)")
        #expect(gained["breaks"] == true)
        #expect(gained["evidence"]?.stringValue?.contains(#""b":"#) == true, "\(gained)")
    }

    // stylelintrc a3795b437: a rule's options map, `{patternProperties: {".*": list}}`, became `{additionalProperties: {$ref:
    // list or string}}`, where that union is `{type: [string, array], oneOf: [{type: string}, {$ref: list}]}`.
    @Test("a list in a map of every name became a list or a string: no request break; a string or a narrower list still shown")
    func everyNamePatternBecameTypedUnion() throws {
        func options(_ map: String, _ list: String) -> String {
            schema(##""type": "object", "properties": {"o": \##(map)}, "$defs": {"list": \##(list), "##
                + ##""either": {"type": ["string", "array"], "oneOf": [{"type": "string"}, {"$ref": "#/$defs/list"}]}}"##)
        }
        let list = #"{"type": "array", "items": {"type": "string"}}"#
        let old = options(##"{"type": "object", "patternProperties": {".*": {"$ref": "#/$defs/list"}}}"##, list)
        let new = options(##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/either"}}"##, list)
        let (request, changes, _) = try run(DiffCase(name: "options", old: ["a.schema.json": old], new: ["a.schema.json": new],
                                                     role: "request", expected: []))
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes)")
        #expect(request.status == 0)
        // Responses: old models take no string member.
        let (_, responses, _) = try run(DiffCase(name: "options", old: ["a.schema.json": old], new: ["a.schema.json": new],
                                                 role: "response", expected: []))
        let string = try #require(responses.first { $0["breaks"] == true && $0["instancePath"] == "/o/*" }, "\(responses)")
        #expect(string["evidence"]?.stringValue?.contains(#"{"o":{"#) == true, "\(string)")
        // A list narrowed beside the rewrite is still a request break, with evidence.
        let narrower = options(##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/either"}}"##,
                               #"{"type": "array", "items": {"type": "string", "maxLength": 3}}"#)
        let (_, narrowed, _) = try run(DiffCase(name: "options", old: ["a.schema.json": old], new: ["a.schema.json": narrower],
                                                role: "request", expected: []))
        let shown = narrowed.filter { $0["breaks"] == true }
        #expect(shown.count == 1 && shown.allSatisfy { $0["instancePath"] == "/o/*/*" && $0["unconfirmed"] == false }, "\(shown)")
    }

    // package.json 06a18b2c6: `^types@.+$` added beside `^[^.0-9]+$` in a closed conditions object, both a `$ref` to the
    // same entry.
    @Test("a pattern added beside one giving the same schema breaks no request; its new names show the response break")
    func patternAddedBesideAlikeOne() throws {
        func conditions(_ added: String) -> String {
            schema(##""type": "object", "properties": {"c": {"type": "object", "additionalProperties": false, "##
                + ##""patternProperties": {"^[^.0-9]+$": {"$ref": "#/$defs/e"}\##(added)}}}, "$defs": {"e": {"type": "string"}}"##)
        }
        let old = conditions("")
        let new = conditions(##", "^types@.+$": {"$ref": "#/$defs/e", "description": "versioned"}"##)
        let (request, changes, _) = try run(DiffCase(name: "types@", old: ["a.schema.json": old], new: ["a.schema.json": new],
                                                     role: "request", expected: []))
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes)")
        #expect(request.status == 0)
        let (_, responses, _) = try run(DiffCase(name: "types@", old: ["a.schema.json": old], new: ["a.schema.json": new],
                                                 role: "response", expected: []))
        let added = try #require(responses.first { $0["breaks"] == true }, "\(responses)")
        // A name only the new pattern takes: `types@a` meets the old pattern too.
        #expect(added["evidence"]?.stringValue?.contains(#"{"c":{"types@"#) == true, "\(added)")
        #expect(added["unconfirmed"] == false, "\(added)")
        // A narrower schema under the added pattern is still a request break.
        let narrower = conditions(##", "^types@.+$": {"type": "string", "maxLength": 2}"##)
        let (_, narrowed, _) = try run(DiffCase(name: "types@", old: ["a.schema.json": old], new: ["a.schema.json": narrower],
                                                role: "request", expected: []))
        #expect(narrowed.contains { $0["breaks"] == true && $0["kind"] == "constraint-changed" }, "\(narrowed)")
    }

    @Test("identical versions: no changes, exit 0")
    func identical() throws {
        let files = ["a.schema.json": object(statusOpen)]
        let (result, changes, _) = try run(DiffCase(name: "same", old: files, new: files, expected: []))
        #expect(changes.isEmpty)
        #expect(result.status == 0)
    }

    @Test("refactors that accept exactly the same payloads list no breaking change", arguments: [
        (object(#""n": {"type": ["string", "null"]}"#), object(#""n": {"anyOf": [{"type": "string"}, {"type": "null"}]}"#)),
        (object(#""n": {"type": "string"}"#), schema(##""type": "object", "required": [], "properties": {"n": {"$ref": "#/$defs/text"}}, "additionalProperties": true, "$defs": {"text": {"type": "string"}}"##)),
        (object(#""n": {"type": "integer", "minimum": 1}"#), object(#""n": {"type": "integer", "minimum": 1, "exclusiveMinimum": 0}"#)),
        (object(#""v": {"enum": ["a", "b"]}"#), object(#""v": {"enum": ["b", "a"]}"#)),
    ])
    func equivalent(_ pair: (String, String)) throws {
        for role in ["response", "request"] {
            let (result, changes, _) = try run(DiffCase(name: "refactor", old: ["a.schema.json": pair.0], new: ["a.schema.json": pair.1], role: role, expected: []))
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(result.status == 0)
        }
    }

    @Test("text output: file:line:col, breaking or compatible, pointer, what, where and why")
    func textOutput() throws {
        let scratch = try Scratch()
        let old = try scratch.write("old/a.schema.json", object(#""id": {"type": "string"}"#, required: ["id"]))
        let new = try scratch.write("new/a.schema.json", object(#""id": {"type": "string"}, "rank": {"type": "integer"}"#))
        let result = check(["diff", old, new])
        #expect(result.status == 1)
        #expect(result.lines == [
            new + #":1:144: breaking: /required: "id" is no longer required (payload /id): old models declare "id" non-optional, "#
                + "so decoding fails when it is missing; evidence: {}  [became-optional]",
            new + #":1:197: compatible: /properties/rank: property "rank" added (optional) (payload /rank): old models ignore properties they do not know  [property-added]"#,
            "2 changes, 1 breaking (role: response)",
        ])
        #expect(check(["diff", old]).status == 2)
        #expect(check(["diff", old, scratch.path + "/new"]).status == 2)
        #expect(check(["diff", old, new, "--role", "server"]).status == 2)
        // A file that is JSON but not a schema is an input error, not "anything goes".
        let array = try scratch.write("new/array.schema.json", "[1, 2]")
        let notSchema = check(["diff", old, array])
        #expect(notSchema.status == 2)
        #expect(notSchema.errorOutput.contains("not a JSON Schema"))
        #expect(check(["diff", old, scratch.path + "/missing.schema.json"]).status == 2)
    }

    @Test("two versions that pair every schema with every other stop at the limit: exit 2, saying compatibility is unknown")
    func comparisonLimit() throws {
        let scratch = try Scratch()
        let length = 300
        // Old: a chain of objects whose `next` is the following definition; new: a chain of arrays (untyped, so that
        // each version's keywords apply to the other's values). The diff pairs each old definition with many new ones,
        // quadratically many in all.
        var old = (0..<length).map { index in
            ##""a\##(index)": {"properties": {"next": {"$ref": "#/$defs/a\##(index + 1)"}, "v": {"type": "string"}}}"##
        }
        var new = (0..<length).map { index in ##""a\##(index)": {"items": {"$ref": "#/$defs/a\##(index + 1)"}}"## }
        old.append(##""a\##(length)": {"type": "string"}"##)
        new.append(##""a\##(length)": {"type": "string"}"##)
        let oldPath = try scratch.write("old.schema.json", ##"{"$ref": "#/$defs/a0", "$defs": {\##(old.joined(separator: ", "))}}"##)
        let newPath = try scratch.write("new.schema.json", ##"{"$ref": "#/$defs/a0", "$defs": {\##(new.joined(separator: ", "))}}"##)
        // contract-check runs its commands on a large stack (LargeStack); the diff's recursion along the
        // chains needs it, so the test runs the command the same way.
        let box = RunResultBox()
        _ = LargeStack.run {
            box.result = check(["diff", oldPath, newPath])
            return 0
        }
        let result = try #require(box.result)
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("the comparison stopped at its limit of"), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("compatibility is unknown"))
    }
}

/// What a command run on the large-stack thread hands back to the test.
private final class RunResultBox: @unchecked Sendable {
    var result: RunResult?
}
