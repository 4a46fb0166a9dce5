/// How a declaration uses a type: a builtin, a generated type, or a container of those.
///
/// The renderer derives everything it needs from a usage: the Swift spelling, how to decode it with
/// `Codable`, from a `JSONView`, and how to encode it to a `JSONValue`.
package indirect enum TypeUsage: Sendable, Hashable, CustomStringConvertible {
    /// A standard library, Foundation or runtime type.
    case builtin(BuiltinType)
    /// A type this generator declares.
    case named(TypeName)
    /// A `typealias` this generator declares for a named schema, and the type it stands for.
    case alias(TypeName, TypeUsage)
    /// A type the user supplies (`x-swift-type` or the configuration); it must conform to
    /// `ContractModels.ContractValue`.
    case custom(String)
    /// `[Element]` (`type: array` with `items`).
    case array(TypeUsage)
    /// `[Swift.String: Value]` (`additionalProperties` with a schema).
    case dictionary(TypeUsage)
    /// `Wrapped?`: the value may be JSON `null`.
    case optional(TypeUsage)
    /// `ContractModels.Nullable<Wrapped>`: present, but possibly JSON `null`, for members that may
    /// also be absent (the absent case is the surrounding `Optional`).
    case nullable(TypeUsage)

    /// The Swift spelling.
    package var description: String {
        switch self {
        case .builtin(let builtin): builtin.swiftType
        case .named(let name), .alias(let name, _): name.description
        case .custom(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[Swift.String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .nullable(let wrapped): "ContractModels.Nullable<\(wrapped)>"
        }
    }

    /// Whether the usage is `Optional`.
    /// Whether this is `Swift.Double`, directly or through an alias.
    package var isDouble: Bool {
        switch self {
        case .builtin(let builtin): builtin == .double
        case .alias(_, let underlying): underlying.isDouble
        default: false
        }
    }

    package var isOptional: Bool { if case .optional = self { true } else { false } }

    /// The usage without one level of `Optional`.
    package var unwrapped: TypeUsage { if case .optional(let wrapped) = self { wrapped } else { self } }

    /// The usage wrapped in `Optional` unless it already is.
    package var asOptional: TypeUsage { isOptional ? self : .optional(self) }

    /// The usage with aliases replaced by what they stand for (what coding code works with).
    package var resolved: TypeUsage {
        switch self {
        case .builtin, .named, .custom: self
        case .alias(_, let underlying): underlying.resolved
        case .array(let element): .array(element.resolved)
        case .dictionary(let value): .dictionary(value.resolved)
        case .optional(let wrapped): .optional(wrapped.resolved)
        case .nullable(let wrapped): .nullable(wrapped.resolved)
        }
    }

    /// The generated types this usage mentions.
    package var namedTypes: [TypeName] {
        switch self {
        case .builtin, .custom: []
        case .named(let name): [name]
        case .alias(let name, let underlying): [name] + underlying.namedTypes
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.namedTypes
        }
    }
}
