import GeneratorTranslation

/// The Swift expression that reads a value through generated properties: `root.a?.b?.value`.
enum PropertyChain {
    /// `root` followed by `steps` (optional chaining after the first optional step, `?.value` to look
    /// through a nullable one), and whether the result is optional.
    static func expression(from root: String, _ steps: [WireStep]) -> (text: String, isOptional: Bool) {
        var text = root
        var isOptional = false
        for step in steps {
            text += (isOptional ? "?." : ".") + SwiftIdentifier.escapedIfNeeded(step.swiftName)
            switch step.wrapping {
            case .none: break
            case .optional: isOptional = true
            case .optionalNullable:
                text += "?.value"
                isOptional = true
            }
        }
        return (text, isOptional)
    }
}
