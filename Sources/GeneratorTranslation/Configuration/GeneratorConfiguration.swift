import ContractJSON
import GeneratorLoading

/// The settings of one generation run, read from an optional `contracts.json` beside the schemas.
///
/// ```json
/// {
///   "accessLevel": "public",
///   "outputs": ["models", "validators", "fastDecoding", "mappers", "endpoints"],
///   "closedEnums": false,
///   "inputs": ["../../Schemas"],
///   "names": {"sessions/session-summary.schema.json#/properties/ratings_summary": "ratings"},
///   "types": {"https://contracts.local/rounds/player-id.schema.json": "Swift.String"}
/// }
/// ```
///
/// The file is described by `Plugins/contracts-config.schema.json` (the same text is
/// ``GeneratorConfiguration/jsonSchema``).
package struct GeneratorConfiguration: Sendable, Equatable {
    /// The access level of generated declarations.
    package enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// Visible to clients of the module.
        case `public`
        /// Visible inside the package.
        case `package`
        /// Visible inside the module.
        case `internal`
    }

    /// One generated file.
    package enum Output: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Types, memberwise initializers and `Codable` conformances.
        case models
        /// Embedded schemas, `validate()` and `jsonValue` encoding.
        case validators
        /// Decoding from a parsed document's view, and decoding with validation in one parse.
        case fastDecoding
        /// Wire-to-domain conversions declared with `x-mappers`.
        case mappers
        /// API and request types from `*.endpoints.json` declarations, for `ContractModels.APIClient`.
        case endpoints

        /// The fixed file name of the output.
        package var fileName: String {
            switch self {
            case .models: "Models.swift"
            case .validators: "Validators.swift"
            case .fastDecoding: "FastDecoding.swift"
            case .mappers: "Mappers.swift"
            case .endpoints: "Endpoints.swift"
            }
        }

        /// Declaration order.
        package static func < (lhs: Output, rhs: Output) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The access level of generated declarations (default `public`).
    package var accessLevel: AccessLevel
    /// The outputs to fill; the others are written with a header only, so the set of files stays fixed.
    package var outputs: Set<Output>
    /// Whether enums reject values they do not know instead of keeping them in `unknown(_:)`.
    package var closedEnums: Bool
    /// Extra schema directories or files, relative to the configuration file.
    package var inputs: [String]
    /// Swift names by schema location (`relative/path.schema.json#/pointer` or an absolute URI).
    package var names: [String: String]
    /// Swift types by schema location, replacing the generated type.
    package var types: [String: String]
    /// Whether the warnings of a fallback (a construct generated as the nearest sound type instead of
    /// a precise one) are errors, for teams that want generation to stop there (default `false`).
    package var warningsAsErrors: Bool
    /// Whether a valid document decoded and re-encoded is the same JSON value (default `true`):
    /// structs of open objects keep the members their schema does not name (in `unknownMembers`) and
    /// encode them back as received, and a member with a `default` stays optional (absent stays
    /// absent; `<name>OrDefault` reads it with the default). `false` gives lean structs that drop
    /// unnamed members and apply defaults when decoding.
    package var isLossless: Bool
    /// Whether string formats stay `Swift.String` instead of `Date`/`DateTime`, `CalendarDate`, `UUID`
    /// and `URI`/`URL` (`"formats": "strings"`), for data that violates its formats; the validator then checks
    /// them when formats are asserted. Default `false` (`"formats": "typed"`).
    package var formatsAsStrings: Bool
    /// Whether `format: date-time` is `Foundation.Date` (`"dateTimes": "Date"`, about a microsecond of
    /// precision) instead of `ContractModels.DateTime`, which keeps the text and every fractional digit
    /// (`"dateTimes": "DateTime"`, the default).
    package var dateTimesAsDate: Bool
    /// Whether `format: uri` is `Foundation.URL` (`"urls": "URL"`, parsed when decoded) instead of
    /// `ContractModels.URI`, which keeps the text, checks it against RFC 3986 and lets Foundation parse it
    /// only when `url` is read (`"urls": "URI"`, the default).
    package var urlsAsFoundationURL: Bool
    /// Where each `names` / `types` key is written in the configuration file, for diagnostics.
    package var keyPositions: [String: SourcePosition]

    /// The defaults: public, every output, open enums.
    package init(
        accessLevel: AccessLevel = .public, outputs: Set<Output> = Set(Output.allCases), closedEnums: Bool = false,
        inputs: [String] = [], names: [String: String] = [:], types: [String: String] = [:], lossless: Bool = true
    ) {
        self.accessLevel = accessLevel
        self.outputs = outputs
        self.closedEnums = closedEnums
        self.inputs = inputs
        self.names = names
        self.types = types
        self.warningsAsErrors = false
        self.formatsAsStrings = false
        self.dateTimesAsDate = false
        self.urlsAsFoundationURL = false
        self.isLossless = lossless
        self.keyPositions = [:]
    }

    /// The conventional file name.
    package static let fileName = "contracts.json"

    /// Reads a configuration file's bytes; `path` is used in diagnostics.
    ///
    /// - Throws: ``GeneratorError`` with a positioned diagnostic for every problem.
    package init(parsing bytes: [UInt8], path: String) throws(GeneratorError) {
        self.init()
        var diagnostics = DiagnosticCollector()
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes, options: JSONParsingOptions(duplicateKeys: .reject))
        } catch {
            throw GeneratorError([.error("invalid JSON: \(error.message)",
                                         at: SourcePosition(path: path, line: error.location.line, column: error.location.column))])
        }
        func position(_ node: JSONNode) -> SourcePosition {
            SourcePosition(path: path, line: node.location.line, column: node.location.column)
        }
        let root = document.root
        guard root.kind == .object else { throw GeneratorError([.error("the configuration must be a JSON object", at: position(root))]) }
        for (key, node) in root.members {
            switch key {
            case "$schema":
                break
            case "accessLevel":
                if let text = node.stringValue, let level = AccessLevel(rawValue: text) {
                    accessLevel = level
                } else {
                    diagnostics.emit(.error("accessLevel must be one of \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", "))", at: position(node)))
                }
            case "outputs":
                guard node.kind == .array else {
                    diagnostics.emit(.error("outputs must be an array of output names", at: position(node)))
                    continue
                }
                outputs = []
                for element in node.elements {
                    if let text = element.stringValue, let output = Output(rawValue: text) {
                        outputs.insert(output)
                    } else {
                        diagnostics.emit(.error("unknown output; expected one of \(Output.allCases.map(\.rawValue).joined(separator: ", "))", at: position(element)))
                    }
                }
                if !outputs.contains(.models) {
                    diagnostics.emit(.error("outputs must include models (every other output builds on it)", at: position(node)))
                }
            case "closedEnums":
                if let flag = node.boolValue { closedEnums = flag } else { diagnostics.emit(.error("closedEnums must be a boolean", at: position(node))) }
            case "warningsAsErrors":
                if let flag = node.boolValue { warningsAsErrors = flag } else { diagnostics.emit(.error("\(key) must be a boolean", at: position(node))) }
            case "formats":
                switch node.stringValue {
                case "typed"?: formatsAsStrings = false
                case "strings"?: formatsAsStrings = true
                default: diagnostics.emit(.error("formats must be \"typed\" or \"strings\"", at: position(node)))
                }
            case "dateTimes":
                switch node.stringValue {
                case "DateTime"?: dateTimesAsDate = false
                case "Date"?: dateTimesAsDate = true
                default: diagnostics.emit(.error("dateTimes must be \"DateTime\" or \"Date\"", at: position(node)))
                }
            case "urls":
                switch node.stringValue {
                case "URI"?: urlsAsFoundationURL = false
                case "URL"?: urlsAsFoundationURL = true
                default: diagnostics.emit(.error("urls must be \"URI\" or \"URL\"", at: position(node)))
                }
            case "lossless":
                if let flag = node.boolValue { isLossless = flag } else { diagnostics.emit(.error("\(key) must be a boolean", at: position(node))) }
            case "inputs":
                guard node.kind == .array else {
                    diagnostics.emit(.error("inputs must be an array of relative paths", at: position(node)))
                    continue
                }
                for element in node.elements {
                    if let text = element.stringValue, !text.isEmpty { inputs.append(text) } else {
                        diagnostics.emit(.error("an input must be a non-empty string", at: position(element)))
                    }
                }
            case "names", "types":
                guard node.kind == .object else {
                    diagnostics.emit(.error("\(key) must be an object mapping schema locations to Swift names", at: position(node)))
                    continue
                }
                for (location, value) in node.members {
                    guard let text = value.stringValue else {
                        diagnostics.emit(.error("the value for '\(location)' must be a string", at: position(value)))
                        continue
                    }
                    let valid = key == "names" ? SwiftIdentifier.isValid(text) : GeneratorConfiguration.isValidTypeName(text)
                    guard valid else {
                        diagnostics.emit(.error("'\(text)' is not a valid Swift \(key == "names" ? "identifier" : "type name")", at: position(value)))
                        continue
                    }
                    if key == "names" { names[location] = text } else { types[location] = text }
                    keyPositions[key + ":" + location] = position(value)
                }
            default:
                diagnostics.emit(.error("unknown configuration key '\(key)'", at: position(node)))
            }
        }
        try diagnostics.throwIfErrors()
    }

    /// Whether `name` is a dotted path of identifiers, optionally generic-free (`Swift.Int64`,
    /// `MyModule.Money`); nothing else can be written into generated code.
    package static func isValidTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { SwiftIdentifier.isValid(String($0)) && !SwiftIdentifier.keywords.contains(String($0)) }
    }
}
