import ContractJSON
import GeneratorLoading

/// One problem a lint rule found in a schema file.
struct LintFinding: Sendable, Hashable {
    var rule: String
    var severity: Finding.Severity
    /// Index of the file in the linted ``SchemaSet``.
    var file: Int
    /// Where in the file.
    var pointer: JSONPointer
    var message: String
}

/// A check over a set of schema files. Each rule lives in its own file under `Lint/`.
protocol LintRule: Sendable {
    /// The rule's name, used in reports and by `--disable`.
    var id: String { get }
    /// One sentence on what the rule catches.
    var summary: String { get }
    /// The problems found in `schemas`.
    func check(_ schemas: SchemaSet) -> [LintFinding]
}

/// The lint rules, in the order their findings are listed for one position.
enum LintRules {
    static let all: [any LintRule] = [
        MetaschemaRule(), CompileRule(), UnknownKeywordRule(), RequiredPropertiesRule(), DanglingReferenceRule(),
        UnreachableDefinitionRule(), AdditionalPropertiesRule(), UnknownFormatRule(), DuplicateIdentifierRule(),
    ]
}

/// Helpers the rules share.
extension SchemaSet.Node {
    /// The schema as an object (nil for boolean schemas).
    var object: JSONObject? { value.objectValue }

    /// The names in the schema's `type` (one string or an array), empty when absent.
    var types: Set<String> {
        switch object?["type"] {
        case .string(let name)?: [name]
        case .array(let names)?: Set(names.compactMap(\.stringValue))
        default: []
        }
    }
}
