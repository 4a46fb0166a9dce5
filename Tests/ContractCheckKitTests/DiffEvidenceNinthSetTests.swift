import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on SchemaStore's ninth set of 220 pairs (`.ci/diff-history` with SKIP 1830, past the 346 pairs of the
/// December 2023 mass reformat), which nothing had been tuned on: items found there without evidence.
@Suite("diff: evidence on SchemaStore's ninth set")
struct DiffEvidenceNinthSetTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("hugo d1e40620b: patternProperties `.` became additionalProperties and declared members: each break shown")
    func everyNameButEmptyBecameEveryName() throws {
        // `outputFormats` (a `$ref` to a definition) took `{".": closed format}`; now `additionalProperties: closed format`.
        // Only the name "" escaped the pattern, so each property of the format is new to it (15 request items, none shown
        // before: the names tried were those the pattern takes). `caches`, `languages` and `menu` also declare `_merge` now,
        // a string the old pattern gave an object or array schema (3 items, none shown before).
        let (old, new, status, changes) = try History.run("d1e40620b", "hugo", role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        let formats = breaking.filter {
            $0["kind"] == "property-added" && ($0["instancePath"]?.stringValue ?? "").contains("outputFormats/*/")
        }
        #expect(formats.count == 12, "\(breaking.map { $0["instancePath"] ?? .null })")
        let patterns = breaking.filter { ($0["summary"]?.stringValue ?? "").hasPrefix("patternProperties") }
        #expect(patterns.count == 3, "\(breaking.map { $0["summary"] ?? .null })")
        for change in formats {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#"{"outputFormats":{"":{"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        for change in patterns {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""_merge":"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        #expect(!breaking.contains { $0["unconfirmed"] == true }, "\(breaking.filter { $0["unconfirmed"] == true })")
        #expect(status == 1)
    }

    @Test("cloudify fe3e34cf3 (excerpt): a definition applied by a `then` of the 95th allOf member is shown with that member's tag")
    func definitionUnderTenthCondition() throws {
        // `nodeTemplate` types its `properties` by `type` through `allOf: [{if: {properties: {type: {const: …}}}, then:
        // {properties: {properties: {$ref: …}}}}, …]`; the DataDisk's `use_external_resource` is no longer required. Before,
        // the documents built for it held no `type` the 95th member's `if` asks for (56 such response items of the whole
        // file had no evidence, or a document of the definition alone).
        let (old, new, status, changes) = try History.run("fe3e34cf3", "cloudify", role: "response")
        let change = try #require(changes.first { $0["breaks"] == true }, "\(changes)")
        #expect(change["kind"] == "became-optional")
        #expect(change["evidenceSchema"] == nil || change["evidenceSchema"] == .null, "\(change)")
        let evidence = try #require(History.wholeEvidence(change), "\(change)")
        #expect(evidence.contains(#""type":"cloudify.azure.nodes.storage.DataDisk""#), "\(evidence)")
        #expect(!evidence.contains("use_external_resource"), "\(evidence)")
        #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        #expect(status == 1)
    }

    @Test("lsdlschema-3.4 5b7624d8d: draft-04 to 07, closed objects' names become propertyNames: no request break, responses shown")
    func closedNamesBecamePropertyNames() throws {
        // Before: 68 request items without evidence. Closed maps under `^.+$` became `propertyNames: {minLength: 1}` (which
        // takes every name the pattern took), closed phrasings became open ones whose `propertyNames` list their members,
        // and `allOf` lists of one length merged unlike (`State: {}` beside `additionalProperties: false` kept the
        // `phrasingProperties` member apart) read as members retyped.
        let request = try History.run("5b7624d8d", "lsdlschema-3.4", role: "request")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes.filter { $0["breaks"] == true })")
        #expect(request.status == 0)
        // For responses the new maps take names holding a line break, which the old pattern's `.` did not: each shown.
        let (old, new, status, changes) = try History.run("5b7624d8d", "lsdlschema-3.4", role: "response")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(!breaking.isEmpty)
        for change in breaking {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#"\n"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        #expect(status == 1)
    }

    @Test("github-issue-forms feba3a093: an enum two levels inside a then gained values past its first eleven: the break is shown")
    func enumInsideThenWidened() throws {
        // A textarea's `attributes/render` gained 909 languages; the `then` is compared whole ("then changed"). Before, no
        // document reached a new language (the sampled values are an enum's first eight).
        let (old, new, status, changes) = try History.run("feba3a093", "github-issue-forms", role: "response")
        let change = try #require(changes.first { $0["breaks"] == true }, "\(changes)")
        let evidence = try #require(History.wholeEvidence(change), "\(change)")
        #expect(evidence.contains(#""type":"textarea""#) && evidence.contains(#""render":"#), "\(evidence)")
        #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        #expect(status == 1)
        let request = try History.run("feba3a093", "github-issue-forms", role: "request")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes.filter { $0["breaks"] == true })")
    }

    @Test("venvironment-basic deb2e870c: a oneOf of {version const, $ref} became an anyOf of if-version-then-$ref: no request break")
    func oneOfOfVersionsBecameConditionals() throws {
        // Before: "oneOf branch #0..#3 removed", 4 request items without evidence. Each new branch `{if: {version: const}, then:
        // {$ref: full}}` takes all its `then` takes, so every old branch's values.
        let request = try History.run("deb2e870c", "venvironment-basic-schema", role: "request")
        let removed = request.changes.filter { $0["kind"] == "branch-removed" }
        #expect(removed.count == 4, "\(request.changes)")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes.filter { $0["breaks"] == true })")
    }
}
