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

    @Test("devcontainers 21d83d881: members moved alike into the definition applied beside theirs break no response")
    func memberMovedBeside() throws {
        // `containerEnv` and `containerUser` moved from `nonComposeBase` to `devContainerCommon`, which every way to
        // `nonComposeBase` applies beside it; `mounts` moved too but now also takes `Mount` objects: still reported.
        let (_, _, _, responses) = try History.run("devcontainers-21d83d881", "devContainer.base.schema", role: "response")
        #expect(Self.breaking(responses, "property \"containerEnv\"").isEmpty, "\(responses)")
        #expect(Self.breaking(responses, "property \"containerUser\"").isEmpty, "\(responses)")
        #expect(Self.breaking(responses, "property \"mounts\" removed").count == 2, "\(responses)")
    }
}
