import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `unknown-keyword`: keywords JSON Schema does not know are silently ignored, so a misspelt
/// `requird` or `maxLenght` turns a constraint off. A keyword close to a real one is an error (with
/// the likely intended keyword); other unknown keywords are warnings (extensions should start with
/// `x-`); `x-` keywords close to one the generator reads, and keywords deprecated in the schema's draft, are warnings.
/// A `$defs` object in a draft before 2019-09 is a definitions container when a `$ref` points into it (what
/// every validator does with it), and only a warning when nothing does.
struct UnknownKeywordRule: LintRule {
    let id = "unknown-keyword"
    let summary = "A keyword JSON Schema does not know (likely misspelt) is ignored."

    /// The `x-` extensions the Swift generator reads.
    static let generatorExtensions: Set<String> = [
        "x-enum-names", "x-enum-closed", "x-swift-name", "x-swift-type", "x-mappers",
    ]

    /// Extensions of widely used tools, which a close standard keyword must not make look misspelt
    /// (`tsType` is not a typo of `type`); validators still ignore them, hence a warning.
    static let toolExtensions: [String: String] = [
        "tsType": "json-schema-to-typescript", "tsEnumNames": "json-schema-to-typescript",
        "typeof": "ajv-keywords", "instanceof": "ajv-keywords", "errorMessage": "ajv-errors",
        "markdownDescription": "VS Code", "deprecationMessage": "VS Code", "enumDescriptions": "VS Code",
        "markdownEnumDescriptions": "VS Code", "defaultSnippets": "VS Code", "doNotSuggest": "VS Code",
    ]

    /// The keywords of OpenAPI 3.1's base vocabulary, known in a file that declares its dialect (annotations: they
    /// check nothing, as validate reads them).
    static let openAPIVocabulary: Set<String> = ["discriminator", "xml", "externalDocs", "example"]

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        let referenced = referencedContainers(in: schemas)
        for index in schemas.files.indices {
            let declared = schemas.files[index].document.root["$schema"]?.stringValue ?? ""
            let openAPI = declared.hasPrefix(Draft.openAPI31DialectPrefix) ? UnknownKeywordRule.openAPIVocabulary : []
            schemas.forEachSchema(in: index) { node in
                guard let object = node.object else { return }
                let vocabulary = node.draft.vocabulary
                let known = vocabulary.keywords.subtracting(vocabulary.deprecatedKeywords.keys).union(openAPI)
                // Applied as its own draft defines it (as validate does), so said once here; beside `$ref` nothing applies.
                if !vocabulary.borrowedKeywords.isEmpty, object["$ref"] == nil {
                    for key in object.keys {
                        guard let note = vocabulary.borrowedKeywordNote(key) else { continue }
                        let pointer = node.location.pointer.appending(key)
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer, message: note))
                    }
                }
                for key in object.keys where !known.contains(key) {
                    let pointer = node.location.pointer.appending(key)
                    if key == "$defs", case .object = object[key] {
                        if !referenced.contains(SchemaLocation(file: index, pointer: pointer)) {
                            let message = "\"$defs\" is not a keyword of \(node.draft.title) and no $ref points into it"
                            findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer, message: message))
                        }
                        continue
                    }
                    if key.hasPrefix("x-") {
                        if !UnknownKeywordRule.generatorExtensions.contains(key),
                           let meant = EditDistance.suggestion(for: key, among: UnknownKeywordRule.generatorExtensions) {
                            findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                        message: "unknown extension \"\(key)\": did you mean \"\(meant)\"? The generator ignores it"))
                        }
                        continue
                    }
                    if let tool = UnknownKeywordRule.toolExtensions[key] {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "\"\(key)\" is an extension of \(tool); other validators ignore it"))
                    } else if let replacement = vocabulary.deprecatedKeywords[key] {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "\"\(key)\" is deprecated in \(node.draft.title); use \(replacement)"))
                    } else if let meant = EditDistance.suggestion(for: key, among: known) {
                        findings.append(LintFinding(rule: id, severity: .error, file: index, pointer: pointer,
                                                    message: "unknown keyword \"\(key)\": did you mean \"\(meant)\"? JSON Schema ignores it, so it checks nothing"))
                    } else {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "unknown keyword \"\(key)\" is ignored by validators; name extensions x-…"))
                    }
                }
            }
        }
        return findings
    }

    /// The `$defs` objects some `$ref` of the set points into (at `…/$defs`).
    private func referencedContainers(in schemas: SchemaSet) -> Set<SchemaLocation> {
        var containers: Set<SchemaLocation> = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let reference = node.object?["$ref"]?.stringValue,
                      case .found(let target) = schemas.resolve(reference, base: node.base) else { return }
                let tokens = target.pointer.tokens
                for position in tokens.indices where tokens[position] == "$defs" {
                    containers.insert(SchemaLocation(file: target.file, pointer: JSONPointer(tokens: Array(tokens[...position]))))
                }
            }
        }
        return containers
    }
}
