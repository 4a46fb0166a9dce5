import ContractJSON
import ContractSchemaCore
import Foundation
import Testing

/// The official suite's `$ref`, remote-reference, anchor and `$defs` cases run against the referencing layer
/// directly: with the suite's remotes registered under their `http://localhost:1234/` URIs (as `contract-check
/// suite` registers them), every `$ref` of every case schema, walked in its dialect, must designate a schema
/// (an object or a boolean). A copy of a few case files lives in `Data/` (see its SOURCE.txt); with
/// `../shared` beside the checkout (or `$SHARED`), as in `.ci/run`, every draft's files run too.
@Suite struct ReferencingSuiteTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/JSON-Schema-Test-Suite").path
    static let shared: String = {
        let shared =
            ProcessInfo.processInfo.environment["SHARED"].map { URL(fileURLWithPath: $0, relativeTo: checkout) }
            ?? checkout.deletingLastPathComponent().appendingPathComponent("shared")
        return shared.appendingPathComponent("conformance/JSON-Schema-Test-Suite").standardizedFileURL.path
    }()
    static let sharedIsPresent = FileManager.default.fileExists(atPath: shared + "/remotes")

    /// The case files about references in a suite folder.
    static let caseNames = [
        "ref.json", "refRemote.json", "anchor.json", "defs.json", "id.json", "unknownKeyword.json", "dynamicRef.json", "recursiveRef.json",
    ]

    @Test("the copied $ref, refRemote, anchor and $defs cases: every $ref designates a schema")
    func copiedCases() throws {
        let checked = try Self.run(suite: Self.copy, drafts: [.draft2020_12, .draft7])
        // 2020-12 ref, refRemote, anchor, defs and draft-07 ref, refRemote hold this many references.
        #expect(checked.references == 118)
        #expect(checked.failures == [])
    }

    @Test(
        "every draft's $ref, $id, anchor and remote cases of ../shared: every $ref designates a schema",
        .enabled(if: sharedIsPresent, "no JSON-Schema-Test-Suite in ../shared/conformance beside the checkout (or $SHARED); .ci/run has it")
    )
    func sharedCases() throws {
        let checked = try Self.run(suite: Self.shared, drafts: Draft.allCases)
        #expect(checked.references >= 301)
        #expect(checked.failures == [])
    }

    /// Runs the case files of `drafts` found under `suite`; returns how many references were checked and
    /// the ones that designate no schema (`file: group: reference`).
    static func run(suite: String, drafts: [Draft]) throws -> (references: Int, failures: [String]) {
        var references = 0
        var failures: [String] = []
        for draft in drafts {
            var registry = try remotes(suite + "/remotes", draft: draft)
            registry.merge(Metaschemas.registry)
            for name in caseNames {
                let path = "\(suite)/tests/\(draft.name)/\(name)"
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                guard case .array(let groups) = try JSONValue(parsing: [UInt8](data)) else { continue }
                for (position, group) in groups.enumerated() {
                    guard let schema = group.objectValue?["schema"] else { continue }
                    var cases = registry
                    let document = cases.add(schema, base: URIReference("urn:x-referencing-suite:\(draft.name):\(name):\(position)"))
                    let start = ResourceLocation(document: document, pointer: .root)
                    cases.forEachSchema(from: start, base: cases.documents[document].base, draft: draft) { visit in
                        guard let reference = visit.value.objectValue?["$ref"]?.stringValue else { return }
                        references += 1
                        let target = cases.resolve(reference, from: visit.location, base: visit.base).flatMap(cases.value(at:))
                        let isSchema =
                            switch target {
                            case .object?, .bool?: true;
                            default: false
                            }
                        if !isSchema {
                            let description = group.objectValue?["description"]?.stringValue ?? "#\(position)"
                            failures.append("\(draft.name)/\(name): \(description): \(reference)")
                        }
                    }
                }
            }
        }
        return (references, failures)
    }

    /// The suite's remote documents, each known by `http://localhost:1234/<path>`, in a registry whose
    /// default dialect is `draft`.
    static func remotes(_ folder: String, draft: Draft) throws -> ResourceRegistry {
        var registry = ResourceRegistry(defaultDraft: draft)
        let files =
            FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted() ?? []
        for relative in files {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + relative))
            registry.add(try JSONValue(parsing: [UInt8](data)), base: URIReference("http://localhost:1234/" + relative))
        }
        return registry
    }
}
