import GeneratorTranslation

extension RenderContext {
    /// `Mappers.swift`: domain types declared with `x-mappers` and their initializers from wire types.
    func renderMappers(into writer: inout SourceWriter) {
        for mapper in module.mappers {
            writer.separator()
            renderDomainType(mapper, into: &writer)
            writer.separator()
            renderMapperInit(mapper, into: &writer)
        }
    }

    func renderDomainType(_ mapper: MapperDeclaration, into writer: inout SourceWriter) {
        let built = "Built from ``\(mapper.source)`` by `init(_:)` (declared with `x-mappers`)."
        writer.lines(docs(mapper.documentation, [built], source: source(of: mapper)))
        writer.block("\(access)struct \(mapper.name): Swift.Hashable, Swift.Sendable") { writer in
            for field in mapper.fields {
                writer.lines(docs(field.documentation))
                writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(field.swiftName)): \(field.type)")
            }
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["Creates a value from its properties."]))
            let parameters = mapper.fields.map { "\(SwiftIdentifier.escapedIfNeeded($0.swiftName)): \($0.type)" }
            writer.block(call: "\(access)init", parameters) { writer in
                for field in mapper.fields {
                    let name = SwiftIdentifier.escapedIfNeeded(field.swiftName)
                    writer.line("self.\(name) = \(name)")
                }
            }
            for set in mapper.urlSets {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["One image URL per size.", Self.remark(source(of: mapper))]))
                writer.block("\(access)struct \(set.name.shortName): Swift.Hashable, Swift.Sendable") { writer in
                    for size in set.sizes {
                        writer.lines(SwiftEscaping.docComment(["The `\(size.segment)` size."]))
                        writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(size.swiftName)): Foundation.URL")
                    }
                    writer.separator()
                    writer.lines(SwiftEscaping.docComment(["The URLs of `path` at every size under `base`; `nil` if one is not a valid URL."]))
                    writer.block("\(access)init?(base: Swift.String, path: Swift.String)") { writer in
                        for size in set.sizes {
                            writer.line("guard let \(SwiftIdentifier.escapedIfNeeded(size.swiftName)) = ContractModels.ImageURL.make(base: base, size: \(SwiftEscaping.stringLiteral(size.segment)), path: path) else { return nil }")
                        }
                        for size in set.sizes {
                            let name = SwiftIdentifier.escapedIfNeeded(size.swiftName)
                            writer.line("self.\(name) = \(name)")
                        }
                    }
                }
            }
        }
    }

    func renderMapperInit(_ mapper: MapperDeclaration, into writer: inout SourceWriter) {
        let members = mapper.fields.map(\.swiftName) + mapper.parameters.map(\.swiftName) + mapper.urlSets.map(\.name.shortName)
        var helpers = MapperHelpers(reserving: members)
        writer.lines(extensionDocs("``\(mapper.name)``, converted from ``\(mapper.source)``.", source: source(of: mapper)))
        writer.block("extension \(mapper.name)") { writer in
            var parameterDocs = ["- Parameters:", "  - wire: The decoded ``\(mapper.source)``."]
            var parameters = ["_ wire: \(mapper.source)"]
            for parameter in mapper.parameters {
                var text = "\(SwiftIdentifier.escapedIfNeeded(parameter.swiftName)): \(parameter.typeDescription)"
                if let value = parameter.defaultValue { text += " = \(expression(value, locals: [:], helpers: &helpers))" }
                parameters.append(text)
                parameterDocs.append("  - \(parameter.swiftName): \(parameter.documentation.description ?? "The \(parameter.swiftName) argument.")")
            }
            writer.lines(SwiftEscaping.docComment(["Converts a wire value.", parameterDocs.joined(separator: "\n")]))
            writer.block(call: "\(access)init", parameters) { writer in
                // Each field's value in a local named after it; a field named like a parameter, `wire`
                // or a generated type gets another name, so that later fields still read the parameter.
                let typeNames = reservedLocals.subtracting(LocalNames.decoderNames)
                let reserved = typeNames.union(["wire", "self", "Self"] + mapper.parameters.map(\.swiftName))
                let names = LocalNames(mapper.fields.map(\.swiftName), reserving: reserved)
                var locals: [String: String] = [:]
                for field in mapper.fields {
                    let local = names[field.swiftName]
                    writer.line("let \(local): \(field.type) = \(expression(field.expression, locals: locals, helpers: &helpers))")
                    locals[field.swiftName] = local
                }
                writer.call("self.init", mapper.fields.map { "\(SwiftIdentifier.argumentLabel($0.swiftName)): \(names[$0.swiftName])" })
            }
            for (name, enumType, cases, otherwise, isOpen, isComplete) in helpers.labels {
                writer.separator()
                writer.block("private static func \(name)(_ value: \(enumType)) -> Swift.String") { writer in
                    writer.switchBlock("value") { writer in
                        for label in cases {
                            writer.line("case .\(SwiftIdentifier.escapedIfNeeded(label.caseName)): \(SwiftEscaping.stringLiteral(label.label))")
                        }
                        if isComplete {
                            if isOpen { writer.line("case .unknown(let raw): \(otherwise.map(SwiftEscaping.stringLiteral) ?? "raw")") }
                        } else {
                            writer.line("default: \(SwiftEscaping.stringLiteral(otherwise ?? ""))")
                        }
                    }
                }
            }
            for alternative in helpers.alternatives {
                writer.separator()
                writer.block("private static func \(alternative.name)(_ value: \(alternative.union)) -> \(alternative.valueType.asOptional)") { writer in
                    writer.line("if case .\(SwiftIdentifier.escapedIfNeeded(alternative.caseName))(let associated) = value { return associated }")
                    writer.line("return nil")
                }
            }
        }
    }

    /// Where a mapper is declared: `x-mappers/<name>` in its wire type's schema.
    func source(of mapper: MapperDeclaration) -> String {
        let wireSchema = declarations[mapper.source]?.schemaURI ?? ""
        return source(of: wireSchema, appending: ["x-mappers", mapper.name.shortName])
    }

    func literalText(_ literal: MappingLiteral) -> String {
        switch literal {
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .integer(let text), .double(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "nil"
        case .emptyArray: "[]"
        }
    }

    /// The Swift expression for a mapping expression; `locals` names earlier fields' values.
    func expression(_ expression: MappingExpression, locals: [String: String], helpers: inout MapperHelpers) -> String {
        func sub(_ inner: MappingExpression) -> String { self.expression(inner, locals: locals, helpers: &helpers) }
        switch expression {
        case .wire(let steps): return PropertyChain.expression(from: "wire", steps).text
        case .parameter(let name): return SwiftIdentifier.escapedIfNeeded(name)
        case .field(let name): return locals[name] ?? SwiftIdentifier.escapedIfNeeded(name)
        case .literal(let literal): return literalText(literal)
        case .withDefault(let inner, let literal): return "(\(sub(inner)) ?? \(literalText(literal)))"
        case .nilIfEmpty(let inner, let optional):
            return optional ? "(\(sub(inner))).flatMap { $0.isEmpty ? nil : $0 }" : "{ $0.isEmpty ? nil : $0 }(\(sub(inner)))"
        case .coalesce(let parts): return "(" + parts.map(sub).joined(separator: " ?? ") + ")"
        case .sum(let parts): return "(" + parts.map(sub).joined(separator: " + ") + ")"
        case .count(let inner, let optional): return optional ? "(\(sub(inner)))?.count" : "(\(sub(inner))).count"
        case .map(let inner, let mapper, let arguments, let shape):
            var argumentText = ""
            for argument in arguments { argumentText += ", \(SwiftIdentifier.argumentLabel(argument.name)): \(sub(argument.value))" }
            switch shape {
            case .single: return "\(mapper)(\(sub(inner))\(argumentText))"
            case .optional, .array: return "(\(sub(inner))).map { \(mapper)($0\(argumentText)) }"
            case .optionalArray: return "(\(sub(inner)))?.map { \(mapper)($0\(argumentText)) }"
            }
        case .lookup(let inner, let parameter, let shape):
            let function = SwiftIdentifier.escapedIfNeeded(parameter)
            switch shape {
            case .single: return "\(function)(\(sub(inner)))"
            case .optional: return "(\(sub(inner))).flatMap { \(function)($0) }"
            case .array: return "(\(sub(inner))).compactMap { \(function)($0) }"
            case .optionalArray: return "(\(sub(inner)))?.compactMap { \(function)($0) }"
            }
        case .imageURL(let inner, let base, let size, let optional):
            let make = "ContractModels.ImageURL.make(base: \(sub(base)), size: \(sub(size)), path: "
            return optional ? "(\(sub(inner))).flatMap { \(make)$0) }" : make + sub(inner) + ")"
        case .imageURLSet(let inner, let type, let base, let optional):
            let make = "\(type)(base: \(sub(base)), path: "
            return optional ? "(\(sub(inner))).flatMap { \(make)$0) }" : make + sub(inner) + ")"
        case .labels(let inner, let enumType, let cases, let otherwise, let isOpen, let isComplete, let optional):
            let name = helpers.name(lowerFirst(enumType.shortName) + "Label")
            helpers.labels.append((name, enumType, cases, otherwise, isOpen, isComplete))
            return optional ? "(\(sub(inner))).map { Self.\(name)($0) }" : "Self.\(name)(\(sub(inner)))"
        case .alternative(let inner, let union, let caseName, let valueType, let optional):
            let name: String
            if let existing = helpers.alternatives.first(where: { $0.union == union && $0.caseName == caseName }) {
                name = existing.name
            } else {
                name = helpers.name(caseName + "Of" + upperFirst(union.shortName))
                helpers.alternatives.append(MapperHelpers.Alternative(name: name, union: union, caseName: caseName, valueType: valueType))
            }
            return optional ? "(\(sub(inner))).flatMap { Self.\(name)($0) }" : "Self.\(name)(\(sub(inner)))"
        }
    }
}

/// The private helper functions a mapper's initializer calls: one per `labels` table and one per
/// `alternative` pick, rendered after the initializer.
struct MapperHelpers {
    /// A function returning the associated value of one case of a union, or `nil`.
    struct Alternative {
        var name: String
        var union: TypeName
        var caseName: String
        var valueType: TypeUsage
    }

    /// Label functions: name, enum type, labels, `otherwise`, whether the enum is open, whether every case has a label.
    var labels: [(String, TypeName, [MappingLabel], String?, Bool, Bool)] = []
    /// Alternative functions.
    var alternatives: [Alternative] = []
    /// The helper names given so far, and the mapper's own member names.
    private var names: Set<String>

    /// Helpers whose names avoid `reserved` (the domain type's members and the initializer's parameters).
    init(reserving reserved: [String]) {
        names = Set(reserved + ["init", "self", "wire"])
    }

    /// `base` (`ratingLabel`, `dateOfAirDate`), or `base2`, `base3`... when an earlier helper has it.
    mutating func name(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while names.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        names.insert(candidate)
        return candidate
    }
}

/// `name` with its first character lowercased (`AirDate` → `airDate`).
func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

/// `name` with its first character uppercased (`date` → `Date`).
func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
