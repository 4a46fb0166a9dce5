import Testing

/// A 2019-09 file whose root applies `common` and `base` (`applied`: `allOf`, or devcontainers' `oneOf` of an `allOf`)
/// and closes (`closed`) with `unevaluatedProperties: false`, as devcontainers' `devContainer.base.schema.json` does.
private func closingRoot(common: String, base: String = #""b": {"type": "string"}"#, closed: Bool = true, oneOf: Bool = false) -> String {
    let both = ##"{"allOf": [{"$ref": "#/$defs/common"}, {"$ref": "#/$defs/base"}]}"##
    let applied = oneOf ? #""oneOf": [\#(both), {"type": "object", "additionalProperties": false}]"# : String(both.dropFirst().dropLast())
    return #"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #"\#(applied), \#(closed ? #""unevaluatedProperties": false, "# : "")"#
        + #""$defs": {"common": {"type": "object", "properties": {\#(common)}}, "base": {"type": "object", "properties": {\#(base)}}}}"#
}

/// A draft-07 file whose root is an `allOf` of `common` beside its own `properties` `a`, closed by `additionalProperties: false`.
private func closedBesideAllOf(common: String) -> String {
    #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "#
        + ##""type": "object", "allOf": [{"$ref": "#/definitions/common"}], "properties": {"a": {}}, "additionalProperties": false, "##
        + #""definitions": {"common": {"type": "object", "properties": {\#(common)}}}}"#
}

/// uv 4fe595f0f: member `m` (of type `type`, or any) excluding `{required: [a, b]}` inline, or by a `$ref` to it with `type: object`.
private func excluding(type: String?, byReference: Bool) -> String {
    let typed = type.map { #""type": "\#($0)", "# } ?? ""
    let excluded = byReference ? ##"{"$ref": "#/$defs/x"}"## : #"{"required": ["a", "b"]}"#
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"m": {\#(typed)"not": \#(excluded)}}, "#
        + #""$defs": {"x": {"type": "object", "required": ["a", "b"]}}}"#
}

/// ansible-lint c0c2022ac's `GalaxyInfoModel` in its shape (the project is GPL: constructed, not copied): member `m`, when
/// `s` is false, may not hold every name of `names`.
func notAllOf(_ names: [String]) -> String {
    let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
    return #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"m": {"type": "object", "properties": {"s": {"type": "boolean"}, "#
        + #""a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "array"}}, "#
        + #""allOf": [{"if": {"properties": {"s": {"const": false}}}, "then": {"not": {"required": [\#(list)]}}}]}}}"#
}

/// A draft 2020-12 file whose member `l` is a list of non-empty strings, at least `least` long, with `contains` when `contains`.
private func list(least: Int, contains: Bool) -> String {
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"l": {"type": "array", "minItems": \#(least), "items": {"type": "string", "minLength": 1}"#
        + (contains ? #", "contains": {"type": "string"}}}}"# : "}}}")
}

/// component-detection db326a10e and monika a300bdfd7 in their shape: an object requiring a tag `k` (`x` or `y`), or one whose
/// `oneOf` branches each require it, declared `{const: x}` and `{const: y}` (`widened`: the second `{type: string}`).
private func tagged(inBranches: Bool, widened: Bool = false) -> String {
    let second = widened ? #"{"type": "string"}"# : #"{"const": "y"}"#
    let branches = #""oneOf": [{"required": ["k"], "properties": {"k": {"const": "x"}}}, "#
        + #"{"required": ["k"], "properties": {"k": \#(second)}}], "#
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", \#(inBranches ? branches : #""required": ["k"], "#)"properties": {"#
        + (inBranches ? "" : #""k": {"enum": ["x", "y"]}, "#) + #""a": {"type": "string"}}}"#
}

/// traefik 8b070d1b6 in its shape: an object that is one of closed forms each declaring one member (`names`, one per
/// branch; a branch of several names declares them all).
/// With `typedBranches` (appveyor ce30ff9c5's commands), the holder has no `type`: a string form, then the closed forms,
/// each `type: object` itself.
private func closedForms(_ names: [[String]], typedBranches: Bool = false) -> String {
    let branches = names.map { members in
        let declared = members.map { #""\#($0)": {"type": "string"}"# }.joined(separator: ", ")
        return #"{\#(typedBranches ? #""type": "object", "# : "")"properties": {\#(declared)}, "additionalProperties": false}"#
    }
    let union = (typedBranches ? [#"{"type": "string"}"#] : []) + branches
    return #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #"\#(typedBranches ? "" : #""type": "object", "#)"oneOf": [\#(union.joined(separator: ", "))]}"#
}

/// drone d875fb458 in its shape: a pipeline's `steps`, declared by the object (`{type: array}`, or with `items` the closed
/// `step` when `holderItems`) and by each `oneOf` branch of a pipeline type (`items` the `step` when true, else any list).
private func stepsInBranches(holderItems: Bool, branchItems: [Bool]) -> String {
    let holder = holderItems ? ##"{"type": "array", "items": {"$ref": "#/$defs/step"}}"## : #"{"type": "array"}"#
    let branches = branchItems.enumerated().map { index, items in
        let steps = items ? ##"{"items": {"$ref": "#/$defs/step"}}"## : #"{"type": "array"}"#
        return #"{"properties": {"type": {"const": "t\#(index)"}, "steps": \#(steps)}}"#
    }
    return #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "required": ["type"], "properties": {"type": {"type": "string"}, "steps": \#(holder)}, "#
        + #""oneOf": [\#(branches.joined(separator: ", "))], "#
        + #""$defs": {"step": {"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": false}}}"#
}

/// github-workflow edebbe66b in its shape: member `c` is one of a string and a container object, inline or by a `$ref`;
/// `container` is the object schema's types, or a `oneOf` of a string form and the object.
private func stringOrContainer(_ container: String, byReference: Bool) -> String {
    let object = #"{"type": "object", "properties": {"image": {"type": "string"}}}"#
    let typed = #"{"type": \#(container), "properties": {"image": {"type": "string"}}}"#
    let schema = container == "oneOf" ? #"{"oneOf": [{"type": "string"}, \#(object)]}"# : typed
    let branch = byReference ? ##"{"$ref": "#/definitions/c"}"## : schema
    return #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/a.schema.json", "#
        + #""type": "object", "properties": {"c": {"oneOf": [{"type": "string"}, \#(branch)]}}, "definitions": {"c": \#(schema)}}"#
}

/// prettierrc ae7c16e2d in its shape: a root that is a string or an options object (`union`), or the options object alone.
private func stringOrOptions(union: Bool) -> String {
    let object = ##"{"type": "object", "allOf": [{"$ref": "#/definitions/o"}]}"##
    let root = union ? #""type": ["object", "string"], "oneOf": [{"type": "string"}, \#(object)]"# : String(object.dropFirst().dropLast())
    return #"{"$schema": "http://json-schema.org/draft-04/schema#", "id": "https://contracts.local/diff/a.schema.json", \#(root), "#
        + #""definitions": {"o": {"type": "object", "properties": {"semi": {"type": "boolean"}}}}}"#
}

private let a = #""a": {"type": "string"}"#
private let secrets = #""s": {"type": "object"}"#

extension DiffCase {
    /// Members added to or removed from a definition that a schema applied to the same value closes without them: no
    /// document that version accepts held them, so their declaration decides nothing (devcontainers ff733840e's `secrets`,
    /// 1ee295526's `$schema`); and a member moved to a schema applied beside it alike (21d83d881's
    /// `containerEnv`).
    /// Also a `not` schema gaining the one type its holder takes (uv 4fe595f0f), and a `then`'s `not: {required}` gaining a
    /// name (ansible-lint c0c2022ac).
    static let repositoryItems: [DiffCase] = [
        DiffCase(
            name: "a string or an options object became the object: the string form is the request break, no option is added",
            old: ["a.schema.json": stringOrOptions(union: true)], new: ["a.schema.json": stringOrOptions(union: false)], role: "request",
            expected: [.init(kind: "type-narrowed", breaks: true, pointer: "/type")]),
        DiffCase(
            name: "a oneOf branch widened to a type its sibling takes: a request break at the oneOf",
            old: ["a.schema.json": stringOrContainer(#""object""#, byReference: false)],
            new: ["a.schema.json": stringOrContainer(#"["object", "string"]"#, byReference: false)], role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/c/oneOf")]),
        DiffCase(
            name: "a oneOf branch's definition gained a form of a type its sibling takes: a request break at the oneOf",
            old: ["a.schema.json": stringOrContainer(#""object""#, byReference: true)],
            new: ["a.schema.json": stringOrContainer("oneOf", byReference: true)], role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/c/oneOf")]),
        DiffCase(
            name: "a oneOf branch widened to a type no sibling takes: no request break",
            old: ["a.schema.json": stringOrContainer(#""object""#, byReference: false)],
            new: ["a.schema.json": stringOrContainer(#"["object", "number"]"#, byReference: false)], role: "request", expected: []),
        DiffCase(
            name: "a closed form declaring a new member added to a oneOf of closed forms: no request break",
            old: ["a.schema.json": closedForms([["a"], ["b"]])], new: ["a.schema.json": closedForms([["a"], ["b"], ["c"]])],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/oneOf/2")]),
        DiffCase(
            name: "a closed object form added to a oneOf of a string and closed object forms, each typed: no request break",
            old: ["a.schema.json": closedForms([["a"], ["b"]], typedBranches: true)],
            new: ["a.schema.json": closedForms([["a"], ["b"], ["c"]], typedBranches: true)],
            role: "request", expected: [.init(kind: "branch-added", breaks: false, pointer: "/oneOf/3")]),
        DiffCase(
            name: "the same form also declaring another form's member: a request break",
            old: ["a.schema.json": closedForms([["a"], ["b"]], typedBranches: true)],
            new: ["a.schema.json": closedForms([["a"], ["b"], ["a", "c"]], typedBranches: true)],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/oneOf/3")]),
        DiffCase(
            name: "a closed form also declaring another form's member added to a oneOf of closed forms: a request break",
            old: ["a.schema.json": closedForms([["a"], ["b"]])], new: ["a.schema.json": closedForms([["a"], ["b"], ["a", "c"]])],
            role: "request", expected: [.init(kind: "branch-added", breaks: true, pointer: "/oneOf/2")]),
        DiffCase(
            name: "a required member now required alike by every branch of a oneOf: no response break",
            old: ["a.schema.json": tagged(inBranches: false)], new: ["a.schema.json": tagged(inBranches: true)], role: "response",
            expected: [.init(kind: "property-removed", breaks: false, pointer: "/properties")]),
        DiffCase(
            name: "a required member now required by every branch, one of them widening it: a response break",
            old: ["a.schema.json": tagged(inBranches: false)], new: ["a.schema.json": tagged(inBranches: true, widened: true)],
            role: "response", expected: [.init(kind: "property-removed", breaks: true, pointer: "/properties")]),
        // github-workflow a5c3ad75f moved `steps`' `contains` into `items`; the same reasoning, the other way.
        DiffCase(
            name: "contains added that each item of a list of one item at least meets: no request break",
            old: ["a.schema.json": list(least: 1, contains: false)], new: ["a.schema.json": list(least: 1, contains: true)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: false, pointer: "/properties/l/contains")]),
        DiffCase(
            name: "contains added beside a list that may be empty: a request break",
            old: ["a.schema.json": list(least: 0, contains: false)], new: ["a.schema.json": list(least: 0, contains: true)],
            role: "request", expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/properties/l/contains")]),
        DiffCase(
            name: "a then's not: {required} gains a name: no request break",
            old: ["a.schema.json": notAllOf(["a", "b"])], new: ["a.schema.json": notAllOf(["a", "b", "c"])], role: "request",
            expected: []),
        DiffCase(
            name: "a then's not: {required} gains a name: a response break",
            old: ["a.schema.json": notAllOf(["a", "b"])], new: ["a.schema.json": notAllOf(["a", "b", "c"])], role: "response",
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/allOf/0/then")]),
        DiffCase(
            name: "a then's not: {required} loses a name: a request break",
            old: ["a.schema.json": notAllOf(["a", "b", "c"])], new: ["a.schema.json": notAllOf(["a", "b"])], role: "request",
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/allOf/0/then")]),
        DiffCase(
            name: "a not schema gains the one type its holder takes: no response break",
            old: ["a.schema.json": excluding(type: "object", byReference: false)],
            new: ["a.schema.json": excluding(type: "object", byReference: true)], role: "response", expected: []),
        DiffCase(
            name: "a not schema gains the one type its holder takes: no request break",
            old: ["a.schema.json": excluding(type: "object", byReference: false)],
            new: ["a.schema.json": excluding(type: "object", byReference: true)], role: "request", expected: []),
        DiffCase(
            name: "a not schema gains a type its holder does not limit to: a response break",
            old: ["a.schema.json": excluding(type: nil, byReference: false)],
            new: ["a.schema.json": excluding(type: nil, byReference: true)], role: "response",
            expected: [.init(kind: "constraint-changed", breaks: true, pointer: "/properties/m/not")]),
        DiffCase(
            name: "a member added to a definition the root closes across allOf/oneOf without it: no request break",
            old: ["a.schema.json": closingRoot(common: a, oneOf: true)],
            new: ["a.schema.json": closingRoot(common: a + ", " + secrets, oneOf: true)], role: "request", expected: []),
        DiffCase(
            name: "a member added there beside a narrowed member: only the narrowed member breaks requests",
            old: ["a.schema.json": closingRoot(common: a, oneOf: true)],
            new: ["a.schema.json": closingRoot(common: #""a": {"type": "string", "maxLength": 2}, "# + secrets, oneOf: true)],
            role: "request",
            expected: [.init(kind: "constraint-tightened", breaks: true, pointer: "/$defs/common/properties/a/maxLength")]),
        DiffCase(
            name: "a member added to a definition the root closes across allOf/oneOf without it: a response break",
            old: ["a.schema.json": closingRoot(common: a, oneOf: true)],
            new: ["a.schema.json": closingRoot(common: a + ", " + secrets, oneOf: true)], role: "response",
            expected: [.init(kind: "property-added", breaks: true, pointer: "/$defs/common/properties/s")]),
        DiffCase(
            name: "a member added to a definition of an open root: no response break",
            old: ["a.schema.json": closingRoot(common: a, closed: false)],
            new: ["a.schema.json": closingRoot(common: a + ", " + secrets, closed: false)], role: "response", expected: []),
        DiffCase(
            name: "a member added to a definition of an open root: a request break",
            old: ["a.schema.json": closingRoot(common: a, closed: false)],
            new: ["a.schema.json": closingRoot(common: a + ", " + secrets, closed: false)], role: "request",
            expected: [.init(kind: "property-added", breaks: true, pointer: "/$defs/common/properties/s")]),
        DiffCase(
            name: "a member added where another member of the closing root takes it: a request break",
            old: ["a.schema.json": closingRoot(common: a, base: #""s": {}"#)],
            new: ["a.schema.json": closingRoot(common: a + ", " + secrets, base: #""s": {}"#)], role: "request",
            // The new `common` and `base` both declare `s`, so the new view keeps both members apart; the old view keeps them
            // apart too, and each member is compared with its own: `s` added to `common` is the one change.
            expected: [.init(kind: "property-added", breaks: true, pointer: "/$defs/common/properties/s")]),
        DiffCase(
            name: "a member added to a definition the root closes with additionalProperties without it: no request break",
            old: ["a.schema.json": closedBesideAllOf(common: a)], new: ["a.schema.json": closedBesideAllOf(common: a + ", " + secrets)],
            role: "request", expected: []),
        DiffCase(
            name: "a member removed from a definition the root closes without it: no response break",
            old: ["a.schema.json": closingRoot(common: a + ", " + secrets)], new: ["a.schema.json": closingRoot(common: a)],
            role: "response", expected: []),
        DiffCase(
            name: "a member removed from a definition of an open root: a response break",
            old: ["a.schema.json": closingRoot(common: a + ", " + secrets, closed: false)],
            new: ["a.schema.json": closingRoot(common: a, closed: false)], role: "response",
            expected: [.init(kind: "property-removed", breaks: true, pointer: "/$defs/common/properties")]),
        DiffCase(
            name: "a member moved alike to the definition applied beside it: no response break",
            old: ["a.schema.json": closingRoot(common: a, base: #""b": {"type": "string"}, "e": {"type": "string"}"#, closed: false)],
            new: ["a.schema.json": closingRoot(common: a + #", "e": {"type": "string"}"#, closed: false)], role: "response", expected: []),
        DiffCase(
            name: "a member moved widened to the definition applied beside it: a response break",
            old: ["a.schema.json": closingRoot(common: a, base: #""b": {"type": "string"}, "e": {"type": "string"}"#, closed: false)],
            new: ["a.schema.json": closingRoot(common: a + #", "e": {"type": ["string", "integer"]}"#, closed: false)], role: "response",
            expected: [
                .init(kind: "property-removed", breaks: true, pointer: "/$defs/base/properties"),
                .init(kind: "type-widened", breaks: true, pointer: "/$defs/common/properties/e/type"),
            ]),
        DiffCase(
            name: "a member's items declared alike by the object, which each branch of its oneOf already declared: no request break",
            old: ["a.schema.json": stepsInBranches(holderItems: false, branchItems: [true, true])],
            new: ["a.schema.json": stepsInBranches(holderItems: true, branchItems: [true, true])], role: "request",
            expected: [.init(kind: "additional-properties-closed", breaks: false, pointer: "/$defs/step/additionalProperties")]),
        DiffCase(
            name: "a member's items declared by the object, which one branch of its oneOf left free: a request break",
            old: ["a.schema.json": stepsInBranches(holderItems: false, branchItems: [true, false])],
            new: ["a.schema.json": stepsInBranches(holderItems: true, branchItems: [true, false])], role: "request",
            expected: [
                .init(kind: "became-non-nullable", breaks: true, pointer: "/$defs/step/type"),
                .init(kind: "type-narrowed", breaks: true, pointer: "/$defs/step/type"),
                .init(kind: "property-added", breaks: true, pointer: "/$defs/step/properties/name"),
                .init(kind: "additional-properties-closed", breaks: true, pointer: "/$defs/step/additionalProperties"),
            ]),
        DiffCase(
            name: "a member's items the object no longer declares, each branch of its oneOf declaring them alike: no response break",
            old: ["a.schema.json": stepsInBranches(holderItems: true, branchItems: [true, true])],
            new: ["a.schema.json": stepsInBranches(holderItems: false, branchItems: [true, true])], role: "response",
            expected: [.init(kind: "additional-properties-opened", breaks: false, pointer: "/properties/steps")]),
    ]
}
