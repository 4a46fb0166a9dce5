import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore

/// `contract-check annotation-suite DIR`: runs JSON-Schema-Test-Suite's annotation tests
/// (`annotations/tests/*.json`). Each case gives a schema (without `$schema`: the runner chooses the
/// dialect) and instances; each assertion names an instance location, a keyword and the annotations
/// expected there, keyed by the schema location that contributed them (`{}`: none). A case runs once per
/// dialect its `compatibility` admits among those given (default: every dialect the validator supports).
struct AnnotationSuiteCommand {
    let directory: String
    let drafts: [Draft]
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("annotation-suite takes one folder") }
        directory = parsed.positional[0]
        verbose = parsed.flag("verbose")
        var drafts: [Draft] = []
        for name in parsed.values("draft") {
            guard let draft = Draft(name: name) else { throw UsageError("unknown draft \(name)") }
            drafts.append(draft)
        }
        self.drafts = drafts.isEmpty ? Draft.allCases : drafts
    }

    func run(_ console: Console) throws -> Int32 {
        let folder = FileSystem.isDirectory(FileSystem.joined(directory, "tests")) ? FileSystem.joined(directory, "tests") : directory
        let files = FileSystem.files(in: folder, suffixes: [".json"], recursive: false)
        guard !files.isEmpty else { throw UsageError("no annotation test files (*.json) in \(folder)") }
        var passed = 0
        var failed = 0
        var notApplicable = 0
        for file in files {
            let label = FileSystem.lastComponent(of: file)
            let document = try JSONDocument(parsing: try FileSystem.read(file))
            for (caseIndex, testCase) in (document.root["suite"]?.value.arrayValue ?? []).enumerated() {
                let description = testCase["description"]?.stringValue ?? "case \(caseIndex)"
                let compatible = drafts.filter { AnnotationSuiteCommand.isCompatible($0, testCase["compatibility"]?.stringValue) }
                if compatible.isEmpty { notApplicable += 1 }
                for draft in compatible {
                    for (testIndex, test) in (testCase["tests"]?.arrayValue ?? []).enumerated() {
                        let name = YAMLSuiteCommand.printable("\(label) · \(description) · test \(testIndex) · \(draft.name)")
                        if let failure = check(test, of: testCase, draft: draft, uri: "urn:x-annotation-case:\(label):\(caseIndex)") {
                            failed += 1
                            console.print("FAIL \(name): \(YAMLSuiteCommand.printable(failure))")
                        } else {
                            passed += 1
                            if verbose { console.print("ok   \(name)") }
                        }
                    }
                }
            }
        }
        console.print("cases for no dialect given (compatibility): \(notApplicable)")
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Why one test fails under `draft`, or nil when every assertion holds.
    private func check(_ test: JSONValue, of testCase: JSONValue, draft: Draft, uri: String) -> String? {
        guard let schema = testCase["schema"], let instance = test["instance"] else { return "malformed test" }
        let result: ValidationResult
        do {
            var registry = SchemaRegistry(defaultDraft: draft)
            for external in testCase["externalSchemas"]?.objectValue ?? JSONObject() {
                try registry.register(try JSONDocument(parsing: JSONWriter.compact.bytes(from: external.value)), uri: external.key)
            }
            let validator = try SchemaValidator(schema: schema, uri: uri, registry: registry)
            result = validator.validateCollectingAnnotations(try JSONDocument(parsing: JSONWriter.compact.bytes(from: instance)))
        } catch {
            return "the schema or instance was refused: \(error)"
        }
        for assertion in test["assertions"]?.arrayValue ?? [] {
            guard let location = assertion["location"]?.stringValue.flatMap({ JSONPointer($0) }),
                let keyword = assertion["keyword"]?.stringValue,
                let expected = assertion["expected"]?.objectValue
            else { return "malformed assertion" }
            var found: [String: JSONValue] = [:]
            let resources = SchemaDocumentIndex(root: schema, uri: uri, draft: draft).resources
            for annotation in result.annotations
            where annotation.instanceLocation == location && annotation.keywordLocation.tokens.last == keyword {
                found[AnnotationSuiteCommand.schemaLocation(of: annotation, resources: resources)] = annotation.value
            }
            var wanted: [String: JSONValue] = [:]
            for member in expected {
                wanted[JSONPointer(uriFragment: String(member.key.drop { $0 == "#" }))?.description ?? member.key] = member.value
            }
            if found != wanted {
                return "at \(location.description) \(keyword): expected \(JSONValue.object(expected).description), got "
                    + JSONValue.object(JSONObject(found.sorted { $0.key < $1.key }.map { .init(key: "#" + $0.key, value: $0.value) }))
                    .description
            }
        }
        return nil
    }

    /// The location of the schema object whose keyword made `annotation`, as a JSON Pointer into the
    /// case's schema: its absolute keyword location (`resource#/pointer/keyword`) with the resource
    /// replaced by where it sits in the document and without the keyword; its evaluation path without
    /// the keyword when the resource is not in the document.
    private static func schemaLocation(of annotation: ValidationAnnotation, resources: [SchemaDocumentIndex.Resource]) -> String {
        if let absolute = annotation.absoluteKeywordLocation, let hash = absolute.firstIndex(of: "#"),
            let resource = resources.first(where: { $0.uri == absolute[..<hash] }),
            let pointer = JSONPointer(uriFragment: String(absolute[absolute.index(after: hash)...]))
        {
            return JSONPointer(tokens: resource.pointer.tokens + pointer.tokens.dropLast()).description
        }
        return JSONPointer(tokens: annotation.keywordLocation.tokens.dropLast()).description
    }

    /// Whether `draft` meets a `compatibility` value such as `7`, `<=2019`, `=2020` or `6,<=2019`.
    static func isCompatible(_ draft: Draft, _ compatibility: String?) -> Bool {
        guard let compatibility else { return true }
        let release: Int
        switch draft {
        case .draft4: release = 4
        case .draft6: release = 6
        case .draft7: release = 7
        case .draft2019_09: release = 2019
        case .draft2020_12: release = 2020
        }
        for constraint in compatibility.split(separator: ",") {
            let text = constraint.trimmingPrefix(while: { $0 == " " })
            if text.hasPrefix("<="), let bound = Int(text.dropFirst(2)) {
                if release > bound { return false }
            } else if text.hasPrefix("="), let bound = Int(text.dropFirst()) {
                if release != bound { return false }
            } else if let bound = Int(text) {
                if release < bound { return false }
            } else {
                return false
            }
        }
        return true
    }
}

extension AnnotationSuiteCommand {
    static let spec = CommandSpec(
        "annotation-suite", abstract: "Run JSON-Schema-Test-Suite's annotation tests: the annotations each instance location collects.",
        arguments: [.init("dir", "The suite's annotations folder (or its tests folder).")],
        options: [
            .init("draft", value: "name", "A dialect to run the cases under (default: every supported one).", repeatable: true),
            .init("verbose", "Also list the tests that passed."),
        ],
        discussion: "EXIT STATUS: 0 every test passed, 1 some failed, 2 usage error or no test files.")
}
