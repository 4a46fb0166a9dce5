import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// The enum for `enum` / `const` values: string values give a `String`-backed enum, integer values
    /// an integer-backed one. Case names come from `x-enum-names`, the configuration, or the values.
    ///
    /// - Parameter caseLocations: for enums built from `const` alternatives, each alternative's schema
    ///   (its title and description document the case).
    func translateEnum(values: [JSONValue], at location: SchemaLocation, caseLocations: [SchemaLocation]?) -> EnumDeclaration {
        let schema = schemas.node(at: location)
        let rawType: EnumDeclaration.RawType
        if values.allSatisfy({ $0.stringValue != nil }) {
            rawType = .string
        } else if values.allSatisfy({ $0.numberValue.map { $0.isIntegral && $0.int64Value != nil } ?? false }) {
            let integer = schema?.format.flatMap(IntegerType.init(format:)) ?? .int
            rawType = .integer(integer)
        } else if values.allSatisfy({ $0.boolValue != nil }) {
            rawType = .bool
        } else {
            error("an enum mixing value types (\(Set(values.map(\.typeName)).sorted().joined(separator: ", "))) is not supported; split it with oneOf", at: location.appending(schema?.declares("const") == true ? "const" : "enum"))
            return EnumDeclaration(rawType: .string, cases: [], isClosed: true)
        }
        var explicitNames: [String]?
        if let names = schema?.enumNames {
            let strings = names.compactMap { $0 }
            if strings.count == values.count, strings.allSatisfy(SwiftIdentifier.isValid) {
                explicitNames = strings
            } else {
                error("x-enum-names must list one valid Swift identifier per enum value", at: location.appending("x-enum-names"))
            }
        }
        var isClosed = configuration.closedEnums
        if let closed = schema?.enumIsClosed { isClosed = closed }
        if rawType == .bool { isClosed = true }
        var scope = NameScope(reserved: isClosed ? TranslationContext.reservedCaseNames.subtracting(["unknown"]) : TranslationContext.reservedCaseNames)
        var seen: Set<JSONValue> = []
        var cases: [EnumCase] = []
        for (index, value) in values.enumerated() {
            if !seen.insert(value).inserted { continue }
            let caseLocation = caseLocations?[index]
            var preferred: String
            if let explicitNames {
                preferred = explicitNames[index]
            } else if let caseLocation, let name = explicitName(caseLocation) {
                preferred = name
            } else if let name = schemaRecords[location.appending("enum").appending(index: index)]?.nameOverride {
                preferred = name
            } else {
                switch value {
                case .string(let text): preferred = SwiftIdentifier.lowerCamelCase(text)
                case .number(let number):
                    let integer = number.int64Value ?? 0
                    preferred = integer < 0 ? "minus\(integer.magnitude)" : "_\(integer)"
                case .bool(let flag): preferred = flag ? "true" : "false"
                default: preferred = "value"
                }
            }
            cases.append(EnumCase(swiftName: scope.allocate(preferred), value: value, documentation: caseLocation.map(documentation) ?? .none))
        }
        return EnumDeclaration(rawType: rawType, cases: cases, isClosed: isClosed)
    }
}
