import ContractJSON
import Testing

@testable import ContractCheckKit

extension DiffEvidenceHistoryTests {
    @Test("databricks-asset-bundles 7e8059659: members added to closed maps' items are shown inside the old item's required members")
    func addedMembersFramedByTheOldObject() throws {
        // 3,000 documents hold the whole search of this pair (the default 60,000 is not reached either).
        let (old, new, status, changes) = try Self.run("7e8059659", "databricks-asset-bundles", role: "response", evidenceBudget: 3_000)
        #expect(status == 1)
        let added = changes.filter { change in
            let path = change["instancePath"]?.stringValue ?? ""
            return change["breaks"] == true && change["kind"] == "property-added"
                && ["/environments/*/resources/apps/*/", "/environments/*/resources/registered_models/*/"].contains { prefix in
                    path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/")
                }
        }
        // Before: none of these 15 had evidence. The old `App` requires `source_code_path` and `RegisteredModel` its
        // `catalog_name`, `name` and `schema_name`, which the new versions' samples lack: the old object's values were
        // not used (its site is the `properties` lacking the member), and the shortest one-member samples crowded them out.
        #expect(added.count == 15, "\(added)")
        for change in added {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            let member = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
            #expect(evidence.contains("\"\(member)\":"), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
        let app = try #require(added.first { $0["instancePath"] == "/environments/*/resources/apps/*/compute_size" })
        #expect(Self.wholeEvidence(app)?.contains(#""source_code_path":"#) == true, "\(app)")
    }

    @Test("databricks-asset-bundles 7e8059659: a member required or made optional inside a missing map is shown in a map")
    func requiredMembersPlacedInMissingMaps() throws {
        // Before: the objects lacking the member were placed in a `registered_models` or `experiments` made an array, which
        // both versions reject (each is a map of named resources). 3,000 documents hold these items' search.
        for (role, kind, paths) in [
            ("request", "became-required", ["experiments/*/name", "jobs/*/trigger/table_update/table_names"]),
            ("response", "became-optional", ["catalog_name", "name", "schema_name"].map { "registered_models/*/" + $0 }),
        ] {
            let (old, new, _, changes) = try Self.run("7e8059659", "databricks-asset-bundles", role: role, evidenceBudget: 3_000)
            for path in paths {
                let instancePath = "/environments/*/resources/" + path
                let change = try #require(
                    changes.first { $0["kind"]?.stringValue == kind && $0["instancePath"]?.stringValue == instancePath }, "\(role) \(path)")
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
            // Session 51: every breaking item has evidence now (13 request and 30 response items had none): the schemas
            // along the payload path frame an app's `config`, a pipeline's `objects/*`, and the 3 string branches added
            // beside a former `{type: string}` break no response. A few of those, checked.
            #expect(!changes.contains { $0["breaks"] == true && $0["unconfirmed"] == true }, "\(role)")
            let shown = role == "request"
                ? ["apps/*/config/env", "apps/*/config/command/*"] : ["apps/*/lifecycle/started", "schemas/*/grants/*/principal"]
            for path in shown {
                let instancePath = "/environments/*/resources/" + path
                let breaking = changes.filter { $0["breaks"] == true }
                let change = try #require(breaking.first { $0["instancePath"]?.stringValue == instancePath }, "\(path)")
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }
}
