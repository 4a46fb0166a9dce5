import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 for schemas made of tagged unions of objects reached through maps (vector's `sources: {<name>:
/// {"type": "http_server", …}}`, each branch an `allOf` of its configuration and its tag, each configuration holding
/// more tagged unions such as `decoding: {"codec": "json", "json": {…}}`), on real SchemaStore history (see
/// `SchemaStore/SOURCE.md`): a change inside a branch is shown by that branch's whole instance with the change applied.
@Suite("diff: changes inside tagged union branches reached through maps, on SchemaStore history")
struct DiffEvidenceTaggedUnionHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("vector 899044e14 (excerpt): each request break inside the http_server source is shown by a whole source")
    func changesInsideTaggedBranches() throws {
        let (old, new, status, changes) = try History.run("899044e14", "vector", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 32 items, 31 without evidence. Five were false: `graph` and `proxy` "removed" from `SourceOuter`, which
        // still declares them in an `allOf` part beside its `unevaluatedProperties: false`, and `allOf added` there and at
        // the root for the same reason; none is reported now. The http_server source's `decoding`, an inline `oneOf` of the
        // codecs, became a `$ref` to one: its branches are now paired through the `$ref`, so the 9 items saying branches and
        // `codec` were removed there (each branch still is, and requires `codec`) gave way to the 8 changes inside the codecs.
        #expect(breaking.count == 26, "\(breaking.map { $0["summary"] ?? "" })")
        #expect(!changes.contains { ($0["instancePath"]?.stringValue ?? "").hasSuffix("SourceOuter/graph") }, "\(changes)")
        #expect(!changes.contains { $0["kind"] == "constraint-tightened" && $0["summary"] == "allOf added" }, "\(changes)")
        let kinds = Set(breaking.compactMap { $0["kind"]?.stringValue })
        #expect(
            kinds == ["additional-properties-closed", "property-added"],
            "\(kinds)")
        for change in breaking {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
            // Each change below the root shown inside a whole source: its tag and the member the http_server source requires.
            guard change["instancePath"] != "" else { continue }
            #expect(evidence.hasPrefix(#"{"sources":{"#) && evidence.contains(#""address":"#), "\(evidence)")
            #expect(evidence.contains(#""type":"http_server""#), "\(evidence)")
        }
        // Inside the nested union: `character_delimited`'s options closed, shown with the framing method that takes them and
        // the member they require.
        let framing = try #require(breaking.first { ($0["instancePath"]?.stringValue ?? "").hasSuffix("/character_delimited") })
        let shown = try #require(framing["evidence"]?.stringValue)
        #expect(shown.contains(#""method":"character_delimited""#) && shown.contains(#""delimiter":"#), "\(shown)")
    }

    @Test("vector 899044e14 (excerpt): branches added to the source's nested unions are shown by a value of each, in place")
    func branchesAddedInsideTaggedBranches() throws {
        let (old, new, _, changes) = try History.run("899044e14", "vector", role: "response")
        // Before: both without evidence (the framing's `varint_length_delimited` method, auth's `custom` strategy). With the
        // `decoding` union's branches paired through its `$ref`, the codec added there is a third (no longer hidden behind
        // "became nullable" and "codec removed", both false: the old union took null and each branch required `codec`).
        let added = changes.filter { $0["kind"] == "branch-added" && $0["breaks"] == true }
        #expect(added.count == 3, "\(added)")
        #expect(!changes.contains { $0["kind"] == "became-nullable" && $0["breaks"] == true }, "\(changes)")
        for change in added {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            #expect(evidence.contains(#""type":"http_server""#), "\(evidence)")
        }
    }
}
