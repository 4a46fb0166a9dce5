import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on devcontainers' history (see `SchemaStore/SOURCE.md`): members of definitions that the root closes
/// across `oneOf`/`allOf`/`$ref` (`unevaluatedProperties: false`), or that another definition applied beside them
/// declares.
@Suite("diff: members of objects closed by a schema applied to the same value, on devcontainers history")
struct DiffClosingHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    private static func breaking(_ changes: [JSONValue], _ summary: String) -> [JSONValue] {
        changes.filter { $0["breaks"] == true && $0["summary"]?.stringValue?.hasPrefix(summary) == true }
    }

    @Test("devcontainers ff733840e: secrets, new in a definition the root closed without it, breaks responses only")
    func memberAddedUnderClosingRoot() throws {
        // Before: a request break no document showed (the old root rejected any `secrets`), and no response break, though
        // the new version takes `secrets` where the old one rejected it.
        let (old, new, status, requests) = try History.run("devcontainers-ff733840e", "devContainer.base.schema", role: "request")
        #expect(Self.breaking(requests, "property \"secrets\"").isEmpty, "\(requests)")
        #expect(status == 0)
        let (_, _, _, responses) = try History.run("devcontainers-ff733840e", "devContainer.base.schema", role: "response")
        let added = Self.breaking(responses, "property \"secrets\" added")
        #expect(added.count == 2)
        for change in added {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("ansible-lint c0c2022ac's shape: a then's not: {required} gaining a name widens responses, shown by an object holding the rest")
    func excludedNamesGrow() throws {
        // Before: "then changed" broke requests too, and no document showed the response break (the sample never held every
        // name the old `not` excluded together).
        let scratch = try Scratch()
        let old = try scratch.write("old/a.schema.json", notAllOf(["a", "b"]))
        let new = try scratch.write("new/a.schema.json", notAllOf(["a", "b", "c"]))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changed = (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
            #expect(changed.count == (role == "request" ? 0 : 1), "\(changed)")
            for change in changed {
                let evidence = try #require(History.wholeEvidence(change), "\(change)")
                #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            }
        }
    }

    @Test("devcontainers 21d83d881: members moved alike into the definition applied beside theirs break no response")
    func memberMovedBeside() throws {
        // `containerEnv` and `containerUser` moved from `nonComposeBase` to `devContainerCommon`, which every way to
        // `nonComposeBase` applies beside it; `mounts` moved too but now also takes `Mount` objects: still reported for
        // `nonComposeBase` itself. Not at the payload's `/mounts`: the new root is `oneOf: [{allOf: […, nonComposeBase…,
        // devContainerCommon]}, {type: object, $ref: devContainerCommon, additionalProperties: false}]`, and draft-07 ignores
        // the second branch's keywords beside `$ref`, so every document the first takes matches both (python-jsonschema
        // agrees): nothing reaches `nonComposeBase` there (before, that item was claimed with no evidence).
        let (old, new, _, responses) = try History.run("devcontainers-21d83d881", "devContainer.base.schema", role: "response")
        #expect(Self.breaking(responses, "property \"containerEnv\"").isEmpty, "\(responses)")
        #expect(Self.breaking(responses, "property \"containerUser\"").isEmpty, "\(responses)")
        let mounts = Self.breaking(responses, "property \"mounts\" removed")
        #expect(mounts.map { $0["instancePath"] } == ["#/definitions/nonComposeBase/mounts"], "\(responses)")
        for change in mounts { #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)") }
        let payload = try #require(responses.first { $0["instancePath"] == "/mounts" && $0["kind"] == "property-removed" })
        #expect(payload["breaks"] == false && payload["reason"]?.stringValue?.contains("another branch of the new oneOf") == true)
    }
}

/// CycloneDX 1a6ae8609 in its shape (bom-1.7.schema.json is 300 KB with three neighbours): a branch added to a member of
/// a definition, reported without a payload path (`#/definitions/…`), is shown by a document holding the branch's value.
@Suite("diff: evidence for a branch added inside a definition reached through $refs")
struct DiffDefinitionBranchTests {
    private static func bom(encr: String) -> String {
        #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/diff/bom.schema.json", "#
            + ##""type": "object", "properties": {"components": {"type": "array", "items": {"$ref": "#/definitions/component"}}}, "##
            + ##""definitions": {"component": {"type": "object", "properties": {"name": {"type": "string"}, "##
            + ##""cryptoProperties": {"$ref": "#/definitions/cryptoProperties"}}}, "##
            + ##""cryptoProperties": {"type": "object", "additionalProperties": false, "properties": {"protocolProperties": "##
            + ##"{"type": "object", "properties": {"ikev2": {"type": "object", "properties": {"encr": \##(encr)}}}}}}, "##
            + ##""ikeV2Enc": {"type": "object", "additionalProperties": false, "properties": {"name": {"type": "string"}}}, "##
            + ##""cryptoRefArray": {"type": "array", "items": {"type": "string", "minLength": 1}}}}"##
    }

    @Test("a changed schema that names an unloaded $ref says which, in the reason it has no evidence (devcontainers 17934c824)")
    func unresolvedReferenceNamed() throws {
        let head = #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"name": {"type": "string"}"#
        let scratch = try Scratch()
        let old = try scratch.write("old.json", head + #", "settings": {"$ref": "vscode://schemas/settings/machine"}}}"#)
        let new = try scratch.write("new.json", head + "}}")
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let removed = (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["kind"] == "property-removed" }
        #expect(removed.count == 1, "\(removed)")
        for change in removed {
            #expect(change["breaks"] == true)
            #expect(change["noEvidence"]?.stringValue?.contains(#"names "vscode://schemas/settings/machine""#) == true, "\(change)")
        }
    }

    @Test("CycloneDX 1a6ae8609's shape: ikev2 encr gains a branch of bom-ref strings, shown by a component holding one")
    func branchAddedInsideDefinition() throws {
        // Before: no evidence ("none accepted by the new version and rejected by the old one shows this change"): the
        // value the added branch had to take was looked for at the failing item, not at the member holding the union.
        let array = ##"{"type": "array", "items": {"$ref": "#/definitions/ikeV2Enc"}}"##
        let scratch = try Scratch()
        let old = try scratch.write("old/bom.schema.json", Self.bom(encr: array))
        let union = ##"{"anyOf": [\##(array), {"$ref": "#/definitions/cryptoRefArray"}]}"##
        let new = try scratch.write("new/bom.schema.json", Self.bom(encr: union))
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let added = (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["kind"] == "branch-added" }
        #expect(added.count == 1, "\(added)")
        for change in added {
            #expect(change["instancePath"]?.stringValue?.hasPrefix("#/definitions/cryptoProperties") == true, "\(change)")
            let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(change), "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }
}
