import ContractJSON

/// Reads mapper field expressions and literals (`x-mappers`, see `Mappers.md`) of one schema file into
/// ``MappingExpressionSyntax`` and ``MapperLiteralSyntax``, at load time.
///
/// It classifies shapes and never reports: each malformed shape is kept in the order translation checks
/// them, so translation's messages stay what they were when it read the JSON itself.
struct MappingExpressionReader {
    /// The positions of the values in the `x-mappers` member the expressions are written in.
    let positions: SchemaPositions

    /// The source keywords, exactly one of which an object expression has.
    static let sourceKeywords = ["from", "parameter", "field", "constant", "sum", "count", "coalesce"]
    /// The other keys an object expression may have.
    static let modifierKeywords: Set<String> = [
        "alternative", "nilIfEmpty", "map", "arguments", "lookup", "imageURL", "imageURLSet", "labels", "otherwise", "default",
        "description",
    ]

    /// The line and column of the value at `location`.
    func position(_ location: SchemaLocation) -> SourcePosition { positions.position(of: location) }

    /// A keyword of the object at `location`, with where it is written.
    func keyword(_ name: String, at location: SchemaLocation) -> MapperKeywordSyntax {
        let keywordLocation = location.appending(name)
        return MapperKeywordSyntax(location: keywordLocation, position: position(keywordLocation), value: name)
    }

    /// The expression `value` written at `location`.
    func expression(_ value: JSONValue, at location: SchemaLocation) -> MappingExpressionSyntax {
        MappingExpressionSyntax(location: location, position: position(location), value: form(value, at: location))
    }

    private func form(_ value: JSONValue, at location: SchemaLocation) -> MappingExpressionForm {
        if case .string(let text) = value { return .path(path(text)) }
        guard case .object(let object) = value else { return .malformed(.notAStringOrObject) }
        let sources = Self.sourceKeywords.filter { object[$0] != nil }
        guard sources.count == 1, let keyword = sources.first, let operand = object[keyword] else {
            return .malformed(.notExactlyOneSource)
        }
        if let unknown = object.keys.first(where: { !Self.modifierKeywords.contains($0) && $0 != keyword }) {
            return .malformed(.unknownKeyword(self.keyword(unknown, at: location)))
        }
        let operandLocation = location.appending(keyword)
        let source = MappingSourceSyntax(
            location: operandLocation, position: position(operandLocation), value: source(keyword, operand, at: operandLocation))
        return .object(source: source, modifiers: modifiers(of: object, at: location))
    }

    /// A member name, or a path when it starts with `/`.
    func path(_ text: String) -> MapperPathSyntax {
        guard text.hasPrefix("/") else { return MapperPathSyntax(written: text, names: [text]) }
        return MapperPathSyntax(written: text, names: JSONPointer(text)?.tokens)
    }

    private func source(_ keyword: String, _ operand: JSONValue, at location: SchemaLocation) -> MappingSource {
        switch keyword {
        case "from": return .from(operand.stringValue.map(path))
        case "parameter": return .parameter(operand.stringValue, written: operand.description)
        case "field": return .field(operand.stringValue, written: operand.description)
        case "constant": return .constant(Self.literal(operand))
        case "sum": return .sum(operands(operand, at: location))
        case "coalesce": return .coalesce(operands(operand, at: location))
        default: return .count(expression(operand, at: location))
        }
    }

    private func operands(_ value: JSONValue, at location: SchemaLocation) -> [MappingExpressionSyntax]? {
        guard case .array(let elements) = value else { return nil }
        return elements.enumerated().map { index, element in expression(element, at: location.appending(index: index)) }
    }

    /// The literal kinds translation accepts; anything else is ``MapperLiteralSyntax/unsupported``.
    static func literal(_ value: JSONValue) -> MapperLiteralSyntax {
        switch value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .number(let number): number.isIntegral && number.int64Value != nil ? .integer(number.literal) : .double(number.literal)
        case .array(let elements) where elements.isEmpty: .emptyArray
        default: .unsupported
        }
    }
}
