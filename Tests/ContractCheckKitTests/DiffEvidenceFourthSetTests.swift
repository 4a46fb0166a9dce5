import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on pairs of the "fourth" and "oldest" measured sets of SchemaStore history (see `SchemaStore/SOURCE.md`):
/// definitions applied by a root `if`/`then`, closed maps whose patterns take most names, a union branch that takes any
/// member beside its own required one, and constraints no document meets because an `anyOf` beside them takes anything.
@Suite("diff: evidence through root conditions, closed maps and other union branches, on SchemaStore history")
struct DiffEvidenceFourthSetTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("cloud-run-v1 511d090d1 (excerpt): definitions applied by `if kind then $ref` are shown with that kind; its const is no break")
    func definitionsAppliedByRootConditions() throws {
        let (old, new, status, changes) = try History.run("511d090d1", "cloud-run-v1", role: "request")
        #expect(status == 1)
        // `Revision`'s and `Route`'s `kind` became `const`, the value the root's `if` already asks for: no break.
        for name in ["Revision", "Route"] {
            let kind = try #require(changes.first { $0["instancePath"] == .string("#/$defs/\(name)/kind") }, "\(changes)")
            #expect(kind["kind"] == "const-changed" && kind["breaks"] == false, "\(kind)")
        }
        // Before: the members of `spec` and `status` had no evidence (none of the sampled documents held them with the kind
        // that applies their definition); each is shown now, inside a document of that kind.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count >= 70, "\(breaking.count)")
        for change in breaking {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        let timeout = try #require(breaking.first { $0["instancePath"] == "#/$defs/RevisionSpec/timeoutSeconds" })
        #expect(History.wholeEvidence(timeout)?.contains(#""kind":"Revision""#) == true, "\(timeout)")
        let traffic = try #require(breaking.first { $0["instancePath"] == "#/$defs/TrafficTarget/url" })
        #expect(History.wholeEvidence(traffic)?.contains(#""kind":"Route""#) == true, "\(traffic)")
    }

    @Test("partial-poetry c1977b0c8: maps closed beside patterns taking most names, shown by a name none takes; disjoint oneOf → anyOf")
    func closedMapsAndDisjointUnions() throws {
        let (old, new, _, requests) = try History.run("c1977b0c8", "partial-poetry", role: "request")
        // `urls` took `^.+$` names: the only name its closing rejects is "" (before: unconfirmed, as were the six others).
        for path in ["/urls", "/extras", "/group", "/scripts", "/plugins", "/dev-dependencies"] {
            let closed = try #require(
                requests.first { $0["instancePath"] == .string(path) && $0["kind"] == "additional-properties-closed" })
            let evidence = try #require(History.wholeEvidence(closed), "\(closed)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        let urls = try #require(requests.first { $0["instancePath"] == "/urls" && $0["kind"] == "additional-properties-closed" })
        #expect(History.wholeEvidence(urls)?.contains(#""urls":{"":"#) == true, "\(urls)")
        // The dependency forms (a string, closed objects each requiring its own member, a list) and the script forms are
        // disjoint: oneOf → anyOf accepts nothing more (before: four unconfirmed response breaks).
        let (_, _, _, responses) = try History.run("c1977b0c8", "partial-poetry", role: "response")
        let switched = responses.filter { $0["summary"] == "oneOf became anyOf" }
        #expect(switched.count == 4, "\(switched)")
        #expect(switched.allSatisfy { $0["breaks"] == false }, "\(switched)")
    }

    @Test("dofigen e7d4268ce (excerpt): members the old FromContext branch took are shown beside its `fromImage`, in a list item")
    func membersTheOtherBranchTook() throws {
        let (old, new, _, changes) = try History.run("e7d4268ce", "dofigen", role: "request")
        // The old root was `anyOf: [FromContext, {properties: {cmd, bind, …}}]`: FromContext takes any `cmd` beside its
        // `fromImage`, which the new closed members' schemas reject.
        let cmd = try #require(changes.first { $0["instancePath"] == "/cmd" && $0["kind"] == "property-added" })
        let shown = try #require(History.wholeEvidence(cmd), "\(cmd)")
        #expect(shown.contains(#""fromImage":"#) && shown.contains(#""cmd":"#), "\(shown)")
        #expect(try History.validateBreaks(shown, old: old, new: new, requests: true), "\(shown)")
        // `Bind` alone is also the patch map `oneOf` rejects as a second match; as a list's item it shows its members.
        for name in ["readwrite", "source", "target"] {
            let added = try #require(changes.first { $0["instancePath"] == .string("#/definitions/Bind/\(name)") })
            let evidence = try #require(History.wholeEvidence(added), "\(added)")
            #expect(evidence.hasPrefix(#"{"bind":[{"#), "\(evidence)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // `ImageName` is reached only through `anyOf: [{oneOf: […]}, {}]`, which takes anything: its new bounds and closing
        // reject nothing (before: four unconfirmed breaks).
        let image = changes.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("#/definitions/ImageName") && $0["breaks"] == true }
        #expect(image.isEmpty, "\(image)")
    }
}
