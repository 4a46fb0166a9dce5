import ContractJSON
import ContractSchema
import GeneratorLoading

/// Values a union's other branches take, for changes inside one branch that the union as a whole does not make.
extension SchemaDiff {
    /// Whether another branch of the new union compared at `path` plainly takes `value` (jsconfig a87cfdad0's `lib` items:
    /// "ESNext.Sharedmemory" left the enum branch, and the `ESNext` pattern branch takes it).
    mutating func takenBySibling(_ value: JSONValue, path: String) -> Bool {
        guard let siblings = siblingBranches[path] else { return false }
        for location in siblings.prefix(64) {
            if let form = normalForm(old: false, location), SchemaDiff.plainlyTakes(form.value, value, depth: 0) { return true }
        }
        return false
    }

    /// Whether the old union compared at `path` is a `oneOf` that rejected `value`: the branch being compared and another
    /// of its branches both plainly take it (clang-tidy f61b54ea8's `FormatStyle`: `oneOf: [{type: string, enum: [none, file,
    /// "[lL][lL][vV][mM]", …]}, {type: string}]` took no value of its enum, so an enum value removed breaks no request).
    mutating func rejectedByOldOneOf(_ value: JSONValue, path: String) -> Bool {
        guard let (branch, others) = oldOneOfBranches[path], let form = normalForm(old: true, branch),
            SchemaDiff.plainlyTakes(form.value, value, depth: 0)
        else { return false }
        for location in others.prefix(64) {
            if let other = normalForm(old: true, location), SchemaDiff.plainlyTakes(other.value, value, depth: 0) { return true }
        }
        return false
    }

    /// Whether a schema in normal form takes `value` by keywords read here alone (`type`, `const`, `anyOf`, `allOf`,
    /// `pattern`, string lengths); false when it holds any other keyword, so that nothing is assumed.
    static func plainlyTakes(_ form: JSONValue, _ value: JSONValue, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        switch form {
        case .bool(let takes): return takes
        case .object(let object):
            for member in object {
                let keyword = member.key, argument = member.value
                switch keyword {
                case "type":
                    let names = argument.stringValue.map { [$0] } ?? argument.arrayValue?.compactMap { $0.stringValue } ?? []
                    guard names.contains(where: { plainlyOfType($0, value) }) else { return false }
                case "const":
                    guard argument == value else { return false }
                case "anyOf":
                    guard argument.arrayValue?.contains(where: { plainlyTakes($0, value, depth: depth + 1) }) == true else { return false }
                case "allOf":
                    guard argument.arrayValue?.allSatisfy({ plainlyTakes($0, value, depth: depth + 1) }) == true else { return false }
                case "pattern":
                    guard case .string(let text) = value else { continue }
                    guard let pattern = argument.stringValue, let regex = try? ECMAScriptRegex(pattern), regex.matches(text) == true
                    else { return false }
                case "minLength", "maxLength":
                    guard case .string(let text) = value else { continue }
                    guard let limit = argument.numberValue?.int64Value else { return false }
                    let length = Int64(text.unicodeScalars.count)
                    guard keyword == "minLength" ? length >= limit : length <= limit else { return false }
                default:
                    return false
                }
            }
            return true
        default: return false
        }
    }

    /// Whether `value` is of the JSON type `name` (an integral number is an integer).
    static func plainlyOfType(_ name: String, _ value: JSONValue) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let number)): number.isIntegral
        default: false
        }
    }
}
