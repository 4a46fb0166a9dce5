import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// The builtin for a primitive `type`, taking `format` into account:
    ///
    /// | schema | Swift |
    /// |---|---|
    /// | `string` | `Swift.String` |
    /// | `string`, `format: date-time` | `ContractModels.DateTime` (`Foundation.Date` with `"dateTimes": "Date"`) |
    /// | `string`, `format: date` | `ContractModels.CalendarDate` |
    /// | `string`, `format: uuid` | `Foundation.UUID` |
    /// | `string`, `format: uri` | `ContractModels.URI` (`Foundation.URL` with `"urls": "URL"`) |
    /// | `integer` | `Swift.Int`; `format: int32` etc. pick a width |
    /// | `number` | `Swift.Double` |
    /// | `boolean` | `Swift.Bool` |
    ///
    /// With `"formats": "strings"` in the configuration, every string is `Swift.String` (formats are
    /// checked by the validator alone).
    func builtinShape(_ type: String, _ schema: SchemaNode) -> SchemaShape {
        let format = configuration.formatsAsStrings ? nil : schema.format
        switch type {
        case "string":
            guard let typed = format.flatMap(TypedFormat.init(rawValue:)) else { return .builtin(.string) }
            return .builtin(
                BuiltinType(typed, dateTimesAsDate: configuration.dateTimesAsDate, urlsAsFoundationURL: configuration.urlsAsFoundationURL))
        case "integer":
            let integer = format.flatMap(IntegerType.init(format:)) ?? .int
            if let (message, keyword) = integerBoundsProblem(schema, integer) { return .fallback(message, keyword: keyword) }
            return .builtin(.integer(integer))
        case "number":
            return .builtin(.double)
        default:
            return .builtin(.bool)
        }
    }

    /// Why the schema's bounds do not fit `integer` (and the keyword), or `nil` when they do.
    func integerBoundsProblem(_ schema: SchemaNode, _ integer: IntegerType) -> (String, String)? {
        let limits: [String: (low: String, high: String)] = [
            "minimum": (integer.minimum, integer.maximum), "maximum": (integer.minimum, integer.maximum),
            "exclusiveMinimum": (integer.exclusiveMinimum, integer.maximum), "exclusiveMaximum": (integer.minimum, integer.exclusiveMaximum),
        ]
        for keyword in ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"] {
            guard let bound = schema.bound(keyword), let limit = limits[keyword] else { continue }
            if bound < JSONNumber(limit.low)! || bound > JSONNumber(limit.high)! {
                return ("\(keyword) \(bound) is outside the range of \(integer.swiftType); generated as JSONValue, which keeps every digit, checked by validate(); choose a wider integer with format (int64, uint64), or set x-swift-type", keyword)
            }
        }
        return nil
    }

    /// The type a `x-swift-type` keyword or a configured override gives the schema at `location`.
    func overriddenType(_ location: SchemaLocation) -> TypeUsage? {
        var name = schemaRecords[location]?.typeOverride
        if name == nil, let text = schemas.node(at: location)?.swiftType {
            guard GeneratorConfiguration.isValidTypeName(text) else {
                error("x-swift-type '\(text)' is not a valid Swift type name (a dotted path of identifiers)", at: location.appending("x-swift-type"))
                return .builtin(.jsonValue)
            }
            name = text
        }
        guard let name else { return nil }
        if let builtin = BuiltinType(swiftType: name) { return .builtin(builtin) }
        return .custom(name)
    }
}
