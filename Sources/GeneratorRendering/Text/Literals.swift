import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// A Swift expression of type `ContractModels.JSONValue` for `value`.
    func jsonValueLiteral(_ value: JSONValue) -> String {
        switch value {
        case .null: return "ContractModels.JSONValue.null"
        case .bool(let flag): return "ContractModels.JSONValue.bool(\(flag))"
        case .number(let number):
            return "ContractModels.JSONValue.number(ContractModels.CheckedLiteral.number(\(SwiftEscaping.stringLiteral(number.literal))))"
        case .string(let text): return "ContractModels.JSONValue.string(\(SwiftEscaping.stringLiteral(text)))"
        case .array(let elements): return "ContractModels.JSONValue.array([\(elements.map(jsonValueLiteral).joined(separator: ", "))])"
        case .object(let object): return "ContractModels.JSONValue.object(\(jsonObjectLiteral(object)))"
        }
    }

    /// A Swift expression of type `ContractModels.JSONObject` for `object`.
    func jsonObjectLiteral(_ object: JSONObject) -> String {
        let members = object.members.map { "ContractModels.JSONObject.Member(key: \(SwiftEscaping.stringLiteral($0.key)), value: \(jsonValueLiteral($0.value)))" }
        return "ContractModels.JSONObject([\(members.joined(separator: ", "))])"
    }

    /// A Swift expression of type `usage` for a schema `default`; format values are built by
    /// `ContractModels.CheckedLiteral`, which cannot trap. `nil` for a value it cannot write: the translator drops such
    /// a default with a warning (`defaultApplies`), and a caller leaves out whatever it would have written.
    func literal(_ value: JSONValue, as usage: TypeUsage) -> String? {
        switch (usage, value) {
        case (.optional, .null): return "nil"
        case (.optional(let wrapped), _): return literal(value, as: wrapped)
        case (.alias(_, let underlying), _): return literal(value, as: underlying)
        case (.builtin(.jsonValue), _): return jsonValueLiteral(value)
        case (.builtin(.jsonObject), .object(let object)): return jsonObjectLiteral(object)
        case (.builtin(.string), .string(let text)): return SwiftEscaping.stringLiteral(text)
        case (.builtin(.bool), .bool(let flag)): return flag ? "true" : "false"
        case (.builtin(.integer), .number(let number)): return number.int64Value.map(String.init) ?? number.literal
        case (.builtin(.double), .number(let number)): return doubleLiteral(number)
        case (.builtin(.dateTime), .string(let text)): return "ContractModels.CheckedLiteral.dateTime(\(SwiftEscaping.stringLiteral(text)))"
        case (.builtin(.dateTimeText), .string(let text)): return "ContractModels.CheckedLiteral.dateTimeText(\(SwiftEscaping.stringLiteral(text)))"
        case (.builtin(.date), .string(let text)): return "ContractModels.CheckedLiteral.date(\(SwiftEscaping.stringLiteral(text)))"
        case (.builtin(.uuid), .string(let text)): return "ContractModels.CheckedLiteral.uuid(\(SwiftEscaping.stringLiteral(text)))"
        case (.builtin(.uriText), .string(let text)): return "ContractModels.CheckedLiteral.uri(\(SwiftEscaping.stringLiteral(text)))"
        case (.builtin(.uri), .string(let text)): return "ContractModels.CheckedLiteral.url(\(SwiftEscaping.stringLiteral(text)))"
        case (.array(let element), .array(let elements)):
            var written: [String] = []
            for element in elements.lazy.map({ literal($0, as: element) }) {
                guard let element else { return nil }
                written.append(element)
            }
            return "[" + written.joined(separator: ", ") + "]"
        case (.dictionary(let element), .object(let object)):
            if object.isEmpty { return "[:]" }
            var written: [String] = []
            for member in object.members {
                guard let value = literal(member.value, as: element) else { return nil }
                written.append("\(SwiftEscaping.stringLiteral(member.key)): \(value)")
            }
            return "[" + written.joined(separator: ", ") + "]"
        case (.named(let name), _):
            if case .enumeration(let enumeration)? = declarations[name]?.kind {
                if let match = enumeration.cases.first(where: { $0.value == value }) {
                    return "\(name).\(SwiftIdentifier.escapedIfNeeded(match.swiftName))"
                }
                if case .string(let text) = value { return "\(name).unknown(\(SwiftEscaping.stringLiteral(text)))" }
                return "\(name).unknown(\(value))"
            }
            return nil
        default:
            return nil
        }
    }

    /// A `Swift.Double` expression for `number` that cannot fail at run time (no `!`): its nearest `Double`
    /// written as Swift reads it back exactly (`Double.description` is the shortest round-tripping form), and
    /// `Swift.Double.infinity` for a number beyond the range, which is what `Double(text)` makes of it.
    func doubleLiteral(_ number: JSONNumber) -> String {
        let value = Double(number.literal) ?? 0  // a JSON number's text always converts
        if value.isInfinite { return value < 0 ? "-Swift.Double.infinity" : "Swift.Double.infinity" }
        return "Swift.Double(\(value.description))"
    }

    /// A Swift literal for an enum case's raw value.
    func rawLiteral(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .number(let number): number.int64Value.map(String.init) ?? number.literal
        case .bool(let flag): flag ? "true" : "false"
        default: "nil"
        }
    }
}
