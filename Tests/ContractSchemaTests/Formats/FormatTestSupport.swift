import Testing

/// One format test case: a string, whether it is a valid instance, and why.
struct StringFormatCase: Sendable, CustomTestStringConvertible {
    /// The instance string.
    let value: String
    /// Whether the format accepts `value`.
    let isValid: Bool
    /// What the case exercises.
    let note: String

    init(_ value: String, _ isValid: Bool, _ note: String) {
        self.value = value
        self.isValid = isValid
        self.note = note
    }

    var testDescription: String {
        "\(isValid ? "valid" : "invalid"): \(value.debugDescription) (\(note))"
    }
}
