import ContractJSON
import GeneratorTranslation

/// The runtime validators a declaration's decoder calls, in first-use order.
struct SiteValidators {
    let owner: TypeDeclaration
    /// Whether the decoder checks its members' constraints itself (`validating: checking`); false when
    /// the runtime validator checks the whole value first, so that no dead `if checking` code is emitted.
    let checksMembers: Bool
    var uris: [String] = []
    var patterns: [String] = []
    /// The positions in ``uris`` and ``patterns``, by code points (a pattern spelt with a decomposed
    /// character is another pattern), so that a struct with thousands of members is rendered in linear time.
    var uriPositions: [CodePointString: Int] = [:]
    var patternPositions: [CodePointString: Int] = [:]

    /// The `validating:` argument for members: `checking`, or `false` when the validator decides.
    var checkingArgument: String { checksMembers ? "checking" : "false" }

    /// The position of `pattern`'s compiled regular expression in `Self.contractPatterns`.
    mutating func pattern(_ pattern: String) -> Int {
        if let index = patternPositions[CodePointString(pattern)] { return index }
        patternPositions[CodePointString(pattern)] = patterns.count
        patterns.append(pattern)
        return patterns.count - 1
    }

    /// The Swift expression for the validator of `uri`.
    mutating func expression(_ uri: String) -> String {
        if uri == owner.schemaURI { return "Self.contractValidator" }
        if let index = uriPositions[CodePointString(uri)] { return "Self.contractSiteValidators[\(index)]" }
        uriPositions[CodePointString(uri)] = uris.count
        uris.append(uri)
        return "Self.contractSiteValidators[\(uris.count - 1)]"
    }
}

extension RenderContext {
    /// The statements checking a member's `rule` (a property, dictionary value or tuple element) behind
    /// `if checking`; none when the validator checks the whole value (`SiteValidators.checksMembers`).
    ///
    /// `decoded`: the local the member's value was just decoded into, and its type. An integer's bounds are
    /// checked on that value (its exact value; the runtime takes `T?`, `T??` and `Nullable<T>?`), not by
    /// reading the literal again.
    func memberChecks(
        _ rule: ValueRule, node: String, decoded: (local: String, type: TypeUsage)? = nil, validators: inout SiteValidators,
        into writer: inout SourceWriter
    ) {
        guard validators.checksMembers else { return }
        var checks = writer.detached(levels: 1)
        if let decoded, case .builtin(.integer) = decoded.type, let bounds = integerBounds(rule) {
            for bound in bounds {
                checks.call(
                    "try ContractModels.ContractChecks.\(bound.function)",
                    [decoded.local, "\(bound.value)", "exclusive: \(bound.exclusive)", "at: \(node)"])
            }
        } else {
            ruleChecks(rule, node: node, depth: 0, validators: &validators, into: &checks)
        }
        if !checks.isEmpty { writer.block("if checking") { writer in writer.append(checks) } }
    }

    /// The bounds of `rule` when it has nothing but integer `minimum` / `maximum` checks (which a decoded integer
    /// can be checked against); nil otherwise.
    func integerBounds(_ rule: ValueRule) -> [(function: String, value: Int64, exclusive: Bool)]? {
        guard rule.elements == nil, rule.values == nil else { return nil }
        var bounds: [(function: String, value: Int64, exclusive: Bool)] = []
        for check in rule.checks {
            switch check {
            case .minimum(let bound, let exclusive):
                guard bound.isIntegral, let value = bound.int64Value else { return nil }
                bounds.append(("minimum", value, exclusive))
            case .maximum(let bound, let exclusive):
                guard bound.isIntegral, let value = bound.int64Value else { return nil }
                bounds.append(("maximum", value, exclusive))
            default:
                return nil
            }
        }
        return bounds
    }

    /// The statements checking `rule` on the value at tape index `node`.
    func ruleChecks(_ rule: ValueRule, node: String, depth: Int, validators: inout SiteValidators, into writer: inout SourceWriter) {
        let checks = "try ContractModels.ContractChecks"
        for check in rule.checks {
            switch check {
            case .minLength(let bound): writer.call("\(checks).minLength", ["view", node, "\(bound)"])
            case .maxLength(let bound): writer.call("\(checks).maxLength", ["view", node, "\(bound)"])
            case .minItems(let bound): writer.call("\(checks).minItems", ["view", node, "\(bound)"])
            case .maxItems(let bound): writer.call("\(checks).maxItems", ["view", node, "\(bound)"])
            case .minProperties(let bound): writer.call("\(checks).minProperties", ["view", node, "\(bound)"])
            case .maxProperties(let bound): writer.call("\(checks).maxProperties", ["view", node, "\(bound)"])
            case .minimum(let bound, let exclusive), .maximum(let bound, let exclusive):
                let function: String
                if case .minimum = check { function = "minimum" } else { function = "maximum" }
                if bound.isIntegral, let integer = bound.int64Value {
                    writer.call("\(checks).\(function)", ["view", node, "\(integer)", "exclusive: \(exclusive)"])
                } else if bound.doubleValue.isFinite {
                    writer.call(
                        "\(checks).\(function)",
                        ["view", node, "\(bound.doubleValue)", SwiftEscaping.stringLiteral(bound.literal), "exclusive: \(exclusive)"])
                } else {
                    writer.call("\(checks).schema", ["view", node, validators.expression(validators.owner.schemaURI)])
                }
            case .multipleOf(let divisor):
                writer.call("\(checks).multipleOf", ["view", node, SwiftEscaping.stringLiteral(divisor.literal)])
            case .format(let format): writer.call("\(checks).format", ["view", node, SwiftEscaping.stringLiteral(format)])
            case .pattern(let pattern, let uri):
                // The array and a position, not the element: the check reads it in place instead of copying it.
                let position = validators.pattern(pattern)
                writer.call("\(checks).pattern", ["view", node, "Self.contractPatterns", "\(position)", validators.expression(uri)])
            case .schema(let uri): writer.call("\(checks).schema", ["view", node, validators.expression(uri)])
            }
        }
        if let elements = rule.elements?.value, !elements.isEmpty {
            let name = "element\(depth)"
            writer.line("\(checks).eachElement(view, \(node)) { \(name) throws(ContractModels.DecodingFailure) in")
            writer.indented { writer in ruleChecks(elements, node: name, depth: depth + 1, validators: &validators, into: &writer) }
            writer.line("}")
        }
        if let values = rule.values?.value, !values.isEmpty {
            let name = "value\(depth)"
            writer.line("\(checks).eachValue(view, \(node)) { \(name) throws(ContractModels.DecodingFailure) in")
            writer.indented { writer in ruleChecks(values, node: name, depth: depth + 1, validators: &validators, into: &writer) }
            writer.line("}")
        }
    }
}
