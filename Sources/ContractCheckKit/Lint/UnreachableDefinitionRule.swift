import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `unreachable-def`: a `$defs` (or `definitions`) entry that no `$ref` reaches, starting from every
/// file's root schema, is dead: usually a leftover, or a reference that was meant to point at it.
/// Entries with their own `$id` or `$dynamicAnchor` are addressable from outside and are skipped.
struct UnreachableDefinitionRule: LintRule {
    let id = "unreachable-def"
    let summary = "A $defs entry is never referenced."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var reached: Set<SchemaLocation> = []
        var queue = schemas.files.indices.map { SchemaLocation(file: $0, pointer: .root) }
        while let location = queue.popLast() {
            guard reached.insert(location).inserted else { continue }
            schemas.forEachSchema(from: location, skippingDefinitions: true) { node in
                reached.insert(node.location)
                for keyword in ["$ref", "$dynamicRef"] {
                    guard let reference = node.object?[keyword]?.stringValue else { continue }
                    if case .found(let target) = schemas.resolve(reference, base: node.base), !reached.contains(target) {
                        queue.append(target)
                    }
                }
            }
        }
        // Every reached location and each of its ancestors: a definition is used when a reached schema
        // lies inside it. One set lookup per entry (a scan of `reached` per entry was quadratic).
        var insideReached: Set<SchemaLocation> = []
        for location in reached {
            var tokens = location.pointer.tokens
            while insideReached.insert(SchemaLocation(file: location.file, pointer: JSONPointer(tokens: tokens))).inserted,
                !tokens.isEmpty {
                tokens.removeLast()
            }
        }
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let keyword = node.keyword, Vocabulary.definitionsKeywordsOfAnyDraft.contains(keyword) else { return }
                if node.object?["$id"] != nil || node.object?["$dynamicAnchor"] != nil { return }
                let used = insideReached.contains(node.location)
                if !used {
                    let name = node.location.pointer.tokens.last ?? ""
                    findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: node.location.pointer,
                                                message: "\(keyword) entry \"\(name)\" is not referenced by any $ref"))
                }
            }
        }
        return findings
    }
}
