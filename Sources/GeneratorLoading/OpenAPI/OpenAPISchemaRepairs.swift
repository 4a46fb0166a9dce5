import ContractJSON
import ContractSchema
import ContractSchemaCore

/// Recoverable mistakes in an OpenAPI document's schemas, read the way their authors meant, each with a
/// warning at the keyword: what the runtime validator would refuse (and generated code embeds) never
/// reaches it, and what it would accept but the author did not mean is named.
///
/// - In a 3.1 document, OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (a modifier of
///   `minimum`/`maximum`; 3.1 takes the bound itself): `true` moves the bound into the keyword, `false`
///   is dropped.
/// - In a 3.1 document, 3.0's `nullable: true` (no keyword of 3.1): read as 3.0 meant it, the schema
///   also admits `null` (as ``OpenAPISchema30`` rewrites it).
/// - In either version, a map of subschemas (`properties`...) given as a `$ref`, which only bundlers
///   resolve: left out, so that the validator does not read a property named `$ref` with a string schema.
/// - In a 3.1 document, a schema naming OpenAPI 3.1's own dialect in `$schema` (draft 2020-12 plus
///   annotations): read as draft 2020-12, without a warning, since nothing it checks differs.
/// - In either version, a `required` list naming a property twice (read once), and a required name that
///   `properties` does not declare (kept: the validator still requires it, the generated type has no
///   member for it).
/// - In either version, a `pattern` the validator cannot compile (JSON Schema says it SHOULD be ECMA-262): with a
///   lone `]`, `{` or `}`, or a dash beside a class escape, read as web browsers read them when that compiles, else left out (not checked).
/// - In either version, subtypes that include their base in `allOf` while the base lists them in `oneOf`/`anyOf`
///   (see ``inheritanceLoops(_:)``).
enum OpenAPISchemaRepairs {
    /// A warning of the repair, at the keyword it is about.
    struct Finding {
        var message: String
        var pointer: JSONPointer
    }

    /// Keywords that may declare properties elsewhere, so a required name missing from `properties` is
    /// not a mistake.
    static let composing: Set<String> = ["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "if", "dependentSchemas", "patternProperties"]

    /// How an OpenAPI document reads the schemas of its files and of every file they name (a split
    /// document's schema files are read as the document's own schemas, not as plain JSON Schema).
    struct Rules: Sendable, Hashable {
        /// Whether the document is OpenAPI 3.1 (else 3.0: draft 4 with `nullable`).
        var is31: Bool
        /// The `$schema` the files are given.
        var dialect: String
    }

    /// A file's value with every schema at or under `schemas` read by `rules`: repaired, 3.0's `nullable`
    /// rewritten, the dialect named at its root (unless `keepsDeclaredDialect` and a 3.1 file names its
    /// own, which 3.1 allows); and the repairs' findings in document order.
    static func read(_ file: JSONValue, schemas: [JSONPointer], rules: Rules, keepsDeclaredDialect: Bool = false) -> (JSONValue, [Finding]) {
        let (unlooped, loopFindings) = inheritanceLoops(file)
        var (value, findings) = repaired(unlooped, schemas: schemas, is31: rules.is31)
        findings = loopFindings + findings
        if !rules.is31 { value = OpenAPISchema30.rewritten(value, schemas: schemas) }
        if case .object(var members) = value, !(keepsDeclaredDialect && rules.is31 && members["$schema"] != nil) {
            members["$schema"] = .string(rules.dialect)
            value = .object(members)
        }
        return (value, findings)
    }

    /// The document with every schema at or under `schemas` repaired, and the findings in document order.
    static func repaired(_ document: JSONValue, schemas: [JSONPointer], is31: Bool) -> (JSONValue, [Finding]) {
        let vocabulary = (is31 ? Draft.draft2020_12 : Draft.draft4).vocabulary
        var findings: [Finding] = []
        var path: [String] = []
        func note(_ message: String, _ keyword: String) {
            findings.append(Finding(message: message, pointer: JSONPointer(tokens: path + [keyword])))
        }
        // Subschemas first, then the schema's own keywords; `path` is the current schema's tokens.
        func repair(_ value: JSONValue) -> JSONValue {
            guard case .object(let object) = value else { return value }
            var members: [JSONObject.Member] = []
            members.reserveCapacity(object.count)
            for member in object.members {
                path.append(member.key)
                defer { path.removeLast() }
                switch vocabulary.layout(of: member.key, value: member.value) {
                case .single?:
                    members.append(JSONObject.Member(key: member.key, value: repair(member.value)))
                case .array?:
                    guard case .array(let elements) = member.value else { members.append(member); continue }
                    var repaired: [JSONValue] = []
                    for (index, element) in elements.enumerated() {
                        path.append(String(index))
                        repaired.append(repair(element))
                        path.removeLast()
                    }
                    members.append(JSONObject.Member(key: member.key, value: .array(repaired)))
                case .map?:
                    guard case .object(let map) = member.value else { members.append(member); continue }
                    if map.count == 1, case .string(let reference)? = map["$ref"] {
                        // A bundler's extension (DigitalOcean's `properties: {$ref: attributes.yml#/ids}`): not JSON
                        // Schema, where it names a property "$ref" whose schema is a string, which no validator compiles.
                        let message =
                            "'\(member.key)' is given as a $ref ('\(reference)'), which JSON Schema does not read; "
                            + "left out: the \(member.key) it names are not checked or generated"
                        findings.append(Finding(message: message, pointer: JSONPointer(tokens: path)))
                        continue
                    }
                    var repaired: [JSONObject.Member] = []
                    for entry in map.members {
                        path.append(entry.key)
                        repaired.append(JSONObject.Member(key: entry.key, value: repair(entry.value)))
                        path.removeLast()
                    }
                    members.append(JSONObject.Member(key: member.key, value: .object(JSONObject(repaired))))
                case nil:
                    members.append(member)
                }
            }
            if is31, let index = members.firstIndex(where: { $0.key == "$schema" }), case .string(let uri) = members[index].value,
                uri.hasPrefix(Draft.openAPI31DialectPrefix)
            {
                // OpenAPI 3.1's own dialect is draft 2020-12 plus a vocabulary of annotations (discriminator, xml,
                // externalDocs, example): the validator reads it as 2020-12, which checks exactly the same.
                members[index].value = .string(Draft.draft2020_12.metaschemaURI)
            }
            if is31 {
                exclusiveBound("exclusiveMinimum", of: "minimum", in: &members)
                exclusiveBound("exclusiveMaximum", of: "maximum", in: &members)
            }
            checkRequired(&members)
            checkPattern(&members)
            if is31, let index = members.firstIndex(where: { $0.key == "nullable" }), members[index].value == .bool(true) {
                note("'nullable' is OpenAPI 3.0; a 3.1 schema adds \"null\" to its 'type': read as admitting null", "nullable")
                members.remove(at: index)
                return OpenAPISchema30.madeNullable(members, hasReference: members.contains { $0.key == "$ref" })
            }
            return .object(JSONObject(members))
        }

        // 3.0's boolean form of an exclusive bound, as the 3.1 number it means.
        func exclusiveBound(_ keyword: String, of bound: String, in members: inout [JSONObject.Member]) {
            guard let index = members.firstIndex(where: { $0.key == keyword }), case .bool(let exclusive) = members[index].value
            else { return }
            let boundIndex = members.firstIndex { $0.key == bound && $0.value.numberValue != nil }
            if exclusive, let boundIndex {
                let number = members[boundIndex].value
                let bound = JSONWriter.compact.string(from: number)
                note("'\(keyword): true' is OpenAPI 3.0; 3.1 writes the bound itself: read as '\(keyword): \(bound)'", keyword)
                members[index].value = number
                members.remove(at: boundIndex)
            } else {
                let reading = exclusive ? "without '\(bound)' it bounds nothing: ignored" : "false adds nothing: ignored"
                note("'\(keyword)' must be a number in OpenAPI 3.1 (a boolean is 3.0's form); \(reading)", keyword)
                members.remove(at: index)
            }
        }

        // A pattern the validator cannot compile. JSON Schema says a pattern SHOULD be ECMA-262, so the schema
        // stays valid: read as web browsers read it when that compiles, else not checked.
        func checkPattern(_ members: inout [JSONObject.Member]) {
            guard let index = members.firstIndex(where: { $0.key == "pattern" }), case .string(let pattern) = members[index].value,
                let problem = regexProblem(pattern)
            else { return }
            let reason = "\(problem.message) at offset \(problem.offset)"
            if let relaxed = ECMAScriptRegex.webReading(of: pattern) {
                note(ECMAScriptRegex.webReadingNote(reason), "pattern")
                members[index].value = .string(relaxed)
            } else {
                note("'pattern' is not an ECMA-262 regular expression (\(reason)): not checked", "pattern")
                members.remove(at: index)
            }
        }

        // Repeated names, and names no property declares.
        func checkRequired(_ members: inout [JSONObject.Member]) {
            guard let index = members.firstIndex(where: { $0.key == "required" }), case .array(let names) = members[index].value
            else { return }
            var seen: Set<JSONValue> = []
            var repeated: Set<JSONValue> = []
            var unique: [JSONValue] = []
            for name in names {
                if seen.insert(name).inserted {
                    unique.append(name)
                } else if repeated.insert(name).inserted {
                    note("'required' lists \(JSONWriter.compact.string(from: name)) more than once; read once", "required")
                }
            }
            if unique.count != names.count { members[index].value = .array(unique) }
            let properties = members.first { $0.key == "properties" }?.value.objectValue
            guard let properties, !members.contains(where: { composing.contains($0.key) }) else { return }
            for case .string(let name) in unique where properties[name] == nil {
                note("'\(name)' is required but 'properties' does not declare it: the generated type has no member for it", "required")
            }
        }

        let paths = PointerPaths(schemas.map(\.tokens))
        let value =
            paths.map(
                document,
                targetAt: { tokens, value in
                    path = tokens
                    return repair(value)
                }, other: { $0 }) ?? document
        return (value, findings)
    }

    /// Keywords of a base schema that a subtype including it in `allOf` does not take: the list of subtypes
    /// and how to tell them apart, and examples (of a subtype, kept at the base).
    static let subtypeListing: Set<String> = ["oneOf", "anyOf", "discriminator", "example", "examples"]

    /// Documents that Java servers generate (springdoc, Jackson's subtypes) list a base schema's subtypes in its
    /// `oneOf`/`anyOf` while each subtype includes the base in `allOf`. Evaluated as written, the base applies
    /// the subtype, which applies the base, to the same value, forever: a loop that never reaches a value, which
    /// the validator refuses. The authors mean inheritance, so it is read that way, with a warning: the
    /// subtype's `allOf` entry becomes a copy of the base without ``subtypeListing``. Only references between
    /// `components/schemas` entries of one file; a copy keeps its `#` references, which stay in that file.
    static func inheritanceLoops(_ document: JSONValue) -> (JSONValue, [Finding]) {
        guard case .object(var root) = document, case .object(var components)? = root["components"],
            case .object(let schemas)? = components["schemas"]
        else { return (document, []) }
        func componentName(_ schema: JSONValue) -> String? {
            guard case .string(let reference)? = schema.objectValue?["$ref"], reference.hasPrefix("#"),
                let tokens = ReferenceTarget.pointer(inFragment: String(reference.dropFirst()))?.tokens,
                tokens.count == 3, tokens[0] == "components", tokens[1] == "schemas"
            else { return nil }
            return tokens[2]
        }
        // Each base's subtypes, with the keyword that lists them.
        var listed: [String: [String: String]] = [:]
        for entry in schemas.members {
            for keyword in ["oneOf", "anyOf"] {
                guard case .array(let alternatives)? = entry.value.objectValue?[keyword] else { continue }
                for case let subtype? in alternatives.map(componentName) where listed[entry.key]?[subtype] == nil {
                    listed[entry.key, default: [:]][subtype] = keyword
                }
            }
        }
        guard !listed.isEmpty else { return (document, []) }
        var findings: [Finding] = []
        var members: [JSONObject.Member] = []
        for entry in schemas.members {
            guard case .object(var schema) = entry.value, case .array(var parts)? = schema["allOf"] else {
                members.append(entry)
                continue
            }
            var changed = false
            for (index, part) in parts.enumerated() {
                guard let base = componentName(part), let keyword = listed[base]?[entry.key],
                    case .object(let baseSchema)? = schemas[base], baseSchema["$id"] == nil
                else { continue }
                parts[index] = .object(JSONObject(baseSchema.members.filter { !subtypeListing.contains($0.key) }))
                changed = true
                let message =
                    "'\(base)' lists this schema in its '\(keyword)' and this schema includes '\(base)' in 'allOf': as "
                    + "written, each applies the other to the same value forever; read as inheritance: this schema takes "
                    + "'\(base)' without its '\(keyword)'"
                let pointer = JSONPointer(tokens: ["components", "schemas", entry.key, "allOf", String(index)])
                findings.append(Finding(message: message, pointer: pointer))
            }
            guard changed else {
                members.append(entry)
                continue
            }
            schema["allOf"] = .array(parts)
            members.append(JSONObject.Member(key: entry.key, value: .object(schema)))
        }
        guard !findings.isEmpty else { return (document, []) }
        components["schemas"] = .object(JSONObject(members))
        root["components"] = .object(components)
        return (.object(root), findings)
    }

    /// Why the validator cannot compile `pattern`, or nil when it can.
    static func regexProblem(_ pattern: String) -> RegexSyntaxError? {
        do {
            _ = try ECMAScriptRegex(pattern)
            return nil
        } catch {
            return error
        }
    }
}
