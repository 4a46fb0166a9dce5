import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from a twelfth run of SchemaStore's history: documents built through recursive step lists.
@Suite("diff evidence: twelfth set of SchemaStore history")
struct DiffEvidenceTwelfthSetTests {
    @Test("workflows 56e4053c1: members of steps nested in step lists are shown by documents the new version accepts")
    func stepsInStepLists() throws {
        // A workflow's `main/steps` is a list of one-member maps to a `step`, whose own `steps` and `try` hold such lists
        // again. Before, none of the 2,000 documents built for `/main/steps/*/*/result` was valid: the list and the map
        // were both made as arrays, a `result` came without the `call` its `dependencies` ask, a list item without the one
        // member its `minProperties` asks, and the step list nested in a step had no value (sampled while it was in
        // progress). 29 of 38 response items had no evidence; now 5.
        let (old, new, status, changes) = try History.run("56e4053c1", "workflows", role: "response")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        let shown = breaking.filter { History.wholeEvidence($0) != nil }
        let unshown = breaking.filter { History.wholeEvidence($0) == nil }.map { $0["summary"] ?? .null }
        #expect(breaking.count - shown.count <= 5, "\(unshown)")
        for member in ["result", "steps", "try/steps", "args/body"] {
            let path = "#/definitions/step/" + member
            let here = breaking.filter { $0["instancePath"]?.stringValue == path }
            #expect(!here.isEmpty, "\(path)")
            for change in here {
                #expect(History.wholeEvidence(change) != nil, "\(change)")
                #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
            }
        }
    }

    @Test("monika b555c21ab: a member no longer required in one branch of a tagged union is shown in that branch")
    func memberOptionalInTaggedBranch() throws {
        // `notifications` items are an `anyOf` of 22 objects tagged by `type`; the SMTP one's `data` no longer requires
        // `username` and `password`. Before, every document built for them held the Discord or Workplace notification that
        // sampled documents hold, and the new SMTP values, which lack what the old version requires, framed nothing.
        let (old, new, status, changes) = try History.run("b555c21ab", "monika-config-schema", role: "response")
        #expect(status == 1)
        let optional = changes.filter { $0["kind"] == "became-optional" }
        #expect(optional.count == 2, "\(changes)")
        for change in optional {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""type":"smtp""#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }
}
