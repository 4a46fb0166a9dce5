import ContractJSON

/// One constraint a generated decoder checks on a value while decoding with validation.
///
/// Together with what decoding itself enforces (types, `required`, `enum`, `const`, formats mapped to
/// `Date` / `CalendarDate` / `UUID`), the checks of a schema cover every keyword it has: a keyword the
/// generator does not compile becomes ``schema(_:)``, a call to the runtime validator for that value.
package enum Check: Sendable, Hashable {
    /// `minLength`.
    case minLength(Int)
    /// `maxLength`.
    case maxLength(Int)
    /// `minimum` (`exclusive`: `exclusiveMinimum`).
    case minimum(JSONNumber, exclusive: Bool)
    /// `maximum` (`exclusive`: `exclusiveMaximum`).
    case maximum(JSONNumber, exclusive: Bool)
    /// `multipleOf`.
    case multipleOf(JSONNumber)
    /// `minItems`.
    case minItems(Int)
    /// `maxItems`.
    case maxItems(Int)
    /// `minProperties`.
    case minProperties(Int)
    /// `maxProperties`.
    case maxProperties(Int)
    /// `format`, asserted with the runtime's format checker (formats not mapped to a Swift type).
    case format(String)
    /// `pattern`, matched with the runtime's ECMA-262 engine; when the engine cannot decide, the
    /// schema at `uri` (where the pattern is) is validated instead.
    case pattern(String, uri: String)
    /// The value must be valid against the schema at this URI (the runtime validator decides).
    case schema(String)
}

/// The checks for a value and, for arrays and dictionaries, for each element or value.
package struct ValueRule: Sendable, Hashable {
    /// Checks on the value itself.
    package var checks: [Check]
    /// The rule for each element of an array value.
    package var elements: RuleBox<ValueRule>?
    /// The rule for each member value of an object value (dictionaries).
    package var values: RuleBox<ValueRule>?

    /// Creates a rule.
    package init(checks: [Check] = [], elements: ValueRule? = nil, values: ValueRule? = nil) {
        self.checks = checks
        self.elements = elements.map(RuleBox.init)
        self.values = values.map(RuleBox.init)
    }

    /// No checks at all.
    package var isEmpty: Bool {
        checks.isEmpty && (elements?.value.isEmpty ?? true) && (values?.value.isEmpty ?? true)
    }

    /// Adds another rule's checks.
    package mutating func merge(_ other: ValueRule) {
        for check in other.checks where !checks.contains(check) { checks.append(check) }
        if let elements = other.elements {
            var merged = self.elements?.value ?? ValueRule()
            merged.merge(elements.value)
            self.elements = RuleBox(merged)
        }
        if let values = other.values {
            var merged = self.values?.value ?? ValueRule()
            merged.merge(values.value)
            self.values = RuleBox(merged)
        }
    }

    /// Whether the whole value is handed to the runtime validator (other checks are then redundant).
    package var delegatesToSchema: Bool { checks.contains { if case .schema = $0 { true } else { false } } }
}

/// A reference box giving the recursive ``ValueRule`` a finite size (named apart from the runtime's
/// `ContractModels.Box`, which generated code uses).
package final class RuleBox<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The boxed value.
    package let value: Value

    /// Boxes a value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Equal when the boxed rules are equal.
    package static func == (lhs: RuleBox, rhs: RuleBox) -> Bool { lhs.value == rhs.value }
    /// Hashes what `==` compares, so equal values hash alike.
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
