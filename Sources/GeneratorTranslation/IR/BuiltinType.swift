import GeneratorLoading

/// A Swift type the generator maps JSON Schema primitives to, from the standard library, Foundation
/// or the contract runtime.
package enum BuiltinType: Sendable, Hashable {
    /// `Swift.String` (`type: string` without a mapped format).
    case string
    /// `Swift.Bool`.
    case bool
    /// `Swift.Double` (`type: number`).
    case double
    /// A fixed-width integer (`type: integer`; the width comes from `format` or the configuration).
    case integer(IntegerType)
    /// `Foundation.Date` (`format: date-time`, RFC 3339 with any offset and optional fractional seconds).
    case dateTime
    /// `ContractModels.DateTime` (`format: date-time` in lossless configurations): keeps the text,
    /// offset and every fractional digit.
    case dateTimeText
    /// `ContractModels.CalendarDate` (`format: date`, `YYYY-MM-DD`).
    case date
    /// `Foundation.UUID` (`format: uuid`).
    case uuid
    /// `Foundation.URL` (`format: uri` with `"urls": "URL"`).
    case uri
    /// `ContractModels.URI` (`format: uri`, the default): keeps the text, checked against RFC 3986 when
    /// decoded; Foundation parses it when the app reads `url`.
    case uriText
    /// `ContractModels.JSONValue`: any JSON value (the `true` schema, `{}`).
    case jsonValue
    /// `ContractModels.JSONObject`: a free-form object with members in order.
    case jsonObject
    /// `ContractModels.JSONNull`: the one value of a schema that only allows `null`.
    case null

    /// The fully qualified Swift type.
    package var swiftType: String {
        switch self {
        case .string: "Swift.String"
        case .bool: "Swift.Bool"
        case .double: "Swift.Double"
        case .integer(let type): type.swiftType
        case .dateTime: TypedFormat.dateTime.swiftType(dateTimesAsDate: true)
        case .dateTimeText: TypedFormat.dateTime.swiftType()
        case .date: TypedFormat.date.swiftType()
        case .uuid: TypedFormat.uuid.swiftType()
        case .uri: TypedFormat.uri.swiftType(urlsAsFoundationURL: true)
        case .uriText: TypedFormat.uri.swiftType()
        case .jsonValue: "ContractModels.JSONValue"
        case .jsonObject: "ContractModels.JSONObject"
        case .null: "ContractModels.JSONNull"
        }
    }

    /// The builtin generated code uses for a typed string format, with the configuration's choices.
    package init(_ format: TypedFormat, dateTimesAsDate: Bool, urlsAsFoundationURL: Bool) {
        switch format {
        case .dateTime: self = dateTimesAsDate ? .dateTime : .dateTimeText
        case .date: self = .date
        case .uuid: self = .uuid
        case .uri: self = urlsAsFoundationURL ? .uri : .uriText
        }
    }

    /// The string format this builtin is generated for, if it is one of the typed formats.
    package var typedFormat: TypedFormat? {
        switch self {
        case .dateTime, .dateTimeText: .dateTime
        case .date: .date
        case .uuid: .uuid
        case .uri, .uriText: .uri
        default: nil
        }
    }

    /// The builtin a fully qualified or bare Swift type name denotes (`"Int64"`, `"Foundation.Date"`).
    package init?(swiftType name: String) {
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        switch bare {
        case "String": self = .string
        case "Bool": self = .bool
        case "Double": self = .double
        case "Date": self = .dateTime
        case "DateTime": self = .dateTimeText
        case "CalendarDate": self = .date
        case "UUID": self = .uuid
        case "URL": self = .uri
        case "URI": self = .uriText
        case "JSONValue": self = .jsonValue
        case "JSONObject": self = .jsonObject
        case "JSONNull": self = .null
        default:
            guard let integer = IntegerType(rawValue: bare) else { return nil }
            self = .integer(integer)
        }
    }
}

/// The Swift integer types a `type: integer` schema can map to.
package enum IntegerType: String, Sendable, Hashable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    /// The fully qualified Swift type.
    package var swiftType: String { "Swift." + rawValue }

    /// The smallest value (as text; exact).
    package var minimum: String {
        switch self {
        case .int, .int64: "-9223372036854775808"
        case .int8: "-128"
        case .int16: "-32768"
        case .int32: "-2147483648"
        case .uint, .uint8, .uint16, .uint32, .uint64: "0"
        }
    }

    /// The largest value (as text; exact).
    package var maximum: String {
        switch self {
        case .int, .int64: "9223372036854775807"
        case .int8: "127"
        case .int16: "32767"
        case .int32: "2147483647"
        case .uint8: "255"
        case .uint16: "65535"
        case .uint32: "4294967295"
        case .uint, .uint64: "18446744073709551615"
        }
    }

    /// One more than the largest value (as text; exact): the loosest `exclusiveMaximum` that fits.
    package var exclusiveMaximum: String {
        switch self {
        case .int, .int64: "9223372036854775808"
        case .int8: "128"
        case .int16: "32768"
        case .int32: "2147483648"
        case .uint8: "256"
        case .uint16: "65536"
        case .uint32: "4294967296"
        case .uint, .uint64: "18446744073709551616"
        }
    }

    /// One less than the smallest value (as text; exact): the loosest `exclusiveMinimum` that fits.
    package var exclusiveMinimum: String {
        switch self {
        case .int, .int64: "-9223372036854775809"
        case .int8: "-129"
        case .int16: "-32769"
        case .int32: "-2147483649"
        case .uint, .uint8, .uint16, .uint32, .uint64: "-1"
        }
    }

    /// The type for a JSON Schema / OpenAPI `format` of an integer (`int32`, `uint8`...), if any.
    package init?(format: String) {
        switch format {
        case "int8": self = .int8
        case "int16": self = .int16
        case "int32": self = .int32
        case "int64": self = .int64
        case "uint8": self = .uint8
        case "uint16": self = .uint16
        case "uint32": self = .uint32
        case "uint64": self = .uint64
        default: return nil
        }
    }
}
