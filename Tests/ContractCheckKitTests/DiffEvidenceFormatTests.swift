import ContractJSON
import ContractSchema
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6: the oracle checks documents as `validate` does by default (formats asserted), so that a changed
/// `format` gets evidence a user can reproduce, and every unconfirmed item says why it has none.
@Suite("diff: formats asserted as validate asserts them, and a reason for every unconfirmed item")
struct DiffEvidenceFormatTests {
    @Test("every format validate checks has a sample it accepts, and the strings that separate two formats do")
    func formatSamples() {
        for format in StringFormat.allCases {
            #expect(format.accepts(DocumentSampler.formatSample(format)), "\(format)")
            if let edge = DocumentSampler.formatEdgeSample(format) { #expect(format.accepts(edge), "\(format): \(edge)") }
        }
        for (old, new) in [("uri", "uri-reference"), (nil, "date-time"), ("email", nil), ("ipv4", "hostname")] as [(String?, String?)] {
            let separating = DocumentSampler.formatSeparating(old: old, new: new)
            #expect(!separating.isEmpty, "\(String(describing: old)) → \(String(describing: new))")
            for text in separating {
                let before = old.flatMap(StringFormat.named)?.accepts(text) ?? true
                let after = new.flatMap(StringFormat.named)?.accepts(text) ?? true
                #expect(before != after, "\(text)")
            }
        }
        // A format validate does not check is no format: nothing tells it from none.
        #expect(DocumentSampler.formatSeparating(old: "<app> <your args>", new: nil).isEmpty)
    }

    @Test("bowerrc 9b4c1c094: `format: uri` added to registry.search's items, shown by a string validate rejects as a uri")
    func formatAddedHasEvidence() throws {
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("9b4c1c094", "bowerrc", role: "request")
        #expect(status == 1)
        // Before: unconfirmed ("no reason given"): the oracle read `format` as an annotation, so no document told the
        // versions apart, while `validate` (formats asserted) rejects the same documents.
        let format = try #require(changes.first { $0["kind"] == "format-changed" })
        #expect(format["summary"] == "format uri added")
        let evidence = try #require(format["evidence"]?.stringValue, "\(format)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        // The whole document is in the JSON output, for a user to save and check.
        #expect(format["evidenceDocument"] == (try JSONValue(parsing: Array(evidence.utf8))))
        for change in changes where change["breaks"] == true {
            let document = try #require(change["evidenceDocument"], "\(change)")
            #expect(document != .null, "\(change)")
            let text = JSONWriter.compact.string(from: document)
            #expect(try DiffEvidenceHistoryTests.validateBreaks(text, old: old, new: new, requests: true), "\(text)")
        }
    }

    @Test("nodemon 50e464c34: a format no one checks breaks nothing, nor a dependency asking less than the old one")
    func unconfirmedReasons() throws {
        let (_, _, _, changes) = try DiffEvidenceHistoryTests.run("50e464c34", "nodemon", role: "response")
        // `"format": "<app> <your args>"` (a usage line written as a format) removed: neither `validate` nor generated
        // models check it. Before: a breaking item, unconfirmed with no reason.
        let format = try #require(changes.first { $0["kind"] == "format-changed" })
        #expect(format["breaks"] == false, "\(format)")
        #expect(format["reason"]?.stringValue?.hasPrefix("format <app> <your args> is checked neither by validate") == true)
        // The root's `dependencies`: `nodeArgs` asked `{exec: {const: node}, required: [exec]}`, where `exec` is no keyword,
        // so only `required`; now `{properties: {exec: {type: string}}, required: [exec]}`, which takes less. Before: a
        // breaking item without evidence. (The old root's `exec` was a string, so it breaks no request either.)
        let dependencies = try #require(changes.first { $0["summary"] == "dependencies changed" })
        #expect(dependencies["breaks"] == false, "\(dependencies)")
        #expect(!changes.contains { $0["unconfirmed"] == true }, "\(changes)")
    }

    @Test("a dependency the normal form cannot compare: the unconfirmed item says what the search found")
    func undecidedDependencyReason() throws {
        // The new entry is an `anyOf` of the old one and a narrower one (no document breaks), which containment by the
        // forms' shape does not see: it requires one member more (a member's schema within the old one's is seen).
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#", "type": "object""#
        let entry = #"{"required": ["b"], "properties": {"b": {"type": "string"}}}"#
        let narrower = #"{"required": ["b", "c"], "properties": {"b": {"type": "string"}}}"#
        let old = try scratch.write("old/s.json", #"{\#(draft), "dependencies": {"a": \#(entry)}}"#)
        let new = try scratch.write("new/s.json", #"{\#(draft), "dependencies": {"a": {"anyOf": [\#(entry), \#(narrower)]}}}"#)
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let unconfirmed = changes.filter { $0["unconfirmed"] == true }
        #expect(unconfirmed.count == 1, "\(changes)")
        let dependencies = try #require(unconfirmed.first { $0["summary"] == "dependencies changed" })
        let reason = try #require(dependencies["noEvidence"]?.stringValue)
        #expect(reason.contains(" sampled documents accepted by the new version; "), "\(reason)")
        #expect(reason.contains(" documents built for it accepted by the new version"), "\(reason)")
        #expect(reason.hasSuffix("none accepted by the new version and rejected by the old one shows this change"), "\(reason)")
    }

    @Test("a pattern of lookaheads changed under a member: the reason counts the documents holding it, none accepted by the old")
    func unreachableSiteReason() throws {
        // No string is built from lookaheads, and no sampled string starts with "x": the old pattern accepts none of the
        // values sampled at /p/s. (jasonette a5d4308cb's case of this reason is no longer reported: its `advancedTitle`
        // takes no value in either version, which the diff now sees.)
        let scratch = try Scratch()
        func version(_ pattern: String) -> String {
            #"{"type": "object", "properties": {"p": {"type": "object", "properties": {"s": {"type": "string", "pattern": "\#(pattern)"}}}}}"#
        }
        let old = try scratch.write("old/a.json", version("^(?=x)")), new = try scratch.write("new/a.json", version("^(?=xy)"))
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(result.status == 3, "\(result.output)")
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let change = try #require(changes.first { $0["breaks"] == true }, "\(changes)")
        #expect(change["unconfirmed"] == true)
        let reason = try #require(change["noEvidence"]?.stringValue, "\(change)")
        #expect(reason.hasPrefix("no string could be built from the patterns"), "\(reason)")
        #expect(reason.contains(" sampled documents hold a value at /p/s, 0 of them accepted by the old version; "), "\(reason)")
        #expect(reason.contains(" documents built for it accepted by the old version"), "\(reason)")
        #expect(reason.hasSuffix("none accepted by the old version and rejected by the new one shows this change"), "\(reason)")
    }

    @Test("tox 6debd6cb6 with --evidence-budget 0: the unconfirmed items say the budget was spent")
    func budgetReason() throws {
        let (_, _, _, changes) = try DiffEvidenceHistoryTests.run("6debd6cb6", "tox", role: "request", evidenceBudget: 0)
        let unconfirmed = changes.filter { $0["unconfirmed"] == true }
        #expect(!unconfirmed.isEmpty)
        for change in unconfirmed {
            let reason = try #require(change["noEvidence"]?.stringValue, "\(change)")
            #expect(reason.contains("no document was built for it; the pair's search budget of 0 documents was spent"), "\(reason)")
        }
    }
}
