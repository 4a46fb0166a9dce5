import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// Schemas whose verdict never decides whether a document is valid: every way to them passes through an `anyOf` beside a
/// branch that takes anything (dofigen e7d4268ce's `ImageName`, reached only through `anyOf: [{oneOf: [{required:
/// [fromImage], properties: {fromImage: {$ref: ParsableStruct_ImageName}}}, …]}, {}]`). A constraint added there
/// rejects no document.
extension SchemaDiff {
    /// Whether the schema at `site` (a keyword's place or a schema's) in the new version (`isOld`: the old one) never
    /// decides a document's validity (see above).
    mutating func neverDecides(old isOld: Bool, _ site: SchemaSite) -> Bool {
        let set = isOld ? old : new
        guard let file = set.files.firstIndex(where: { $0.path == site.file }) else { return false }
        return neverDecides(old: isOld, SchemaLocation(file: file, pointer: site.pointer), depth: 0)
    }

    /// Whether the schema at `location` never decides (``neverDecides(old:_:)``): walking up its pointer, an `anyOf` member
    /// beside a branch that takes anything is reached before the file's root, a `not`, an `if` or a `contains` (whose
    /// subschemas decide through their failures too); at a definition, every `$ref` to it never decides (eight levels, 16
    /// uses at most). Only before draft 2019-09: later, `unevaluatedProperties`/`Items` read what a passing branch evaluated.
    private mutating func neverDecides(old isOld: Bool, _ location: SchemaLocation, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        let set = isOld ? old : new
        guard let dialect = set.files[location.file].root["$schema"]?.stringValue,
            ["draft-04", "draft-06", "draft-07"].contains(where: dialect.contains)
        else { return false }
        var tokens = location.pointer.tokens
        let held = SchemaDiff.heldLevels(set, location)
        while !tokens.isEmpty {
            // A schema its parent does not hold (circleci db1bc73aa's `definitions/builtinSteps/configuration/…`, under a
            // member named `configuration`, no keyword) is reached by its `$ref`s alone, as a definition is; one held is
            // reached through its parent, and through any `$ref` to it as well.
            // (The site itself may be a keyword's place, whose value is no schema.)
            if tokens.count < location.pointer.tokens.count || !set.draft(at: location).vocabulary.keywords.contains(tokens.last ?? ""),
                let isHeld = held[tokens.count]
            {
                let schema = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: tokens))
                let uses = referrerMap(old: isOld)[schema] ?? []
                if !isHeld { return everyUseNeverDecides(old: isOld, schema, uses: uses, depth: depth) }
                if !uses.isEmpty, !everyUseNeverDecides(old: isOld, schema, uses: uses, depth: depth) { return false }
            }
            let union = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast())))
            if tokens.count >= 2, tokens[tokens.count - 2] == "anyOf", let own = Int(tokens[tokens.count - 1]),
                case .array(let branches)? = set.value(at: union)
            {
                // A `$ref` to such a schema too (circleci db1bc73aa's steps: `{$ref: …/documentation/setup_remote_docker, enum:
                // [setup_remote_docker]}`, whose `enum` draft 7 ignores, names a description alone).
                let takesAnything = branches.indices.prefix(64).contains { index in
                    let branch = SchemaLocation(file: union.file, pointer: union.pointer.appending(String(index)))
                    return index != own && SchemaDiff.takesEveryValue(set, branch)
                }
                if takesAnything { return true }
            }
            if tokens.count == 2, Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0]) {
                let definition = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: tokens))
                return everyUseNeverDecides(old: isOld, definition, uses: referrerMap(old: isOld)[definition] ?? [], depth: depth)
            }
            if let last = tokens.last, ["not", "if", "contains"].contains(last) { return false }
            tokens.removeLast()
        }
        return false
    }

    /// Whether `definition` is used (16 times at most) and every use never decides; remembered per definition.
    private mutating func everyUseNeverDecides(old isOld: Bool, _ definition: SchemaLocation, uses: [SchemaLocation], depth: Int) -> Bool {
        if let known = undecidingDefinitions[isOld ? 0 : 1]?[definition] { return known }
        var result = !uses.isEmpty && uses.count <= 16
        for use in uses where result { result = neverDecides(old: isOld, use, depth: depth + 1) }
        undecidingDefinitions[isOld ? 0 : 1, default: [:]][definition] = result
        return result
    }

    /// For the levels of `location`'s pointer (by token count) holding an object below a definition, whether the object
    /// above holds it as a subschema (through a keyword holding one, or a member or index of a keyword holding several):
    /// true, or not (a member of another keyword's value, or of a container of definitions): false. A `$ref` may name
    /// either; only the first are reached from above.
    static func heldLevels(_ set: SchemaSet, _ location: SchemaLocation) -> [Int: Bool] {
        let vocabulary = set.draft(at: location).vocabulary
        let tokens = location.pointer.tokens
        guard tokens.count > 2, Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0]) else { return [:] }
        func child(_ value: JSONValue, _ token: String) -> JSONValue? {
            value.objectValue?[token] ?? Int(token).flatMap { position in
                value.arrayValue.flatMap { position >= 0 && position < $0.count ? $0[position] : nil }
            }
        }
        // The definition itself is handled as one (its `$ref`s alone); from there down, each level.
        guard var value = child(set.files[location.file].root, tokens[0]).flatMap({ child($0, tokens[1]) }) else { return [:] }
        var levels: [Int: Bool] = [:]
        var index = 2
        while index < tokens.count {
            guard let next = child(value, tokens[index]) else { break }
            if value.objectValue != nil, let layout = vocabulary.layout(of: tokens[index], value: next) {
                guard layout != .single else {
                    levels[index + 1] = true
                    value = next
                    index += 1
                    continue
                }
                guard index + 1 < tokens.count, let member = child(next, tokens[index + 1]) else { break }
                levels[index + 2] = true
                value = member
                index += 2
            } else {
                if next.objectValue != nil { levels[index + 1] = false }
                value = next
                index += 1
            }
        }
        return levels
    }

    /// Whether the schema at `location`, its `$ref` followed as the validator does, holds nothing but annotations and
    /// definitions (or is `true`), so that it takes every value.
    static func takesEveryValue(_ set: SchemaSet, _ location: SchemaLocation) -> Bool {
        let view = SchemaView(set, at: location, following: true)
        guard !view.isNever, view.keywords["$ref"] == nil else { return false }
        return view.keywords.keys.allSatisfy { SchemaView.isAnnotation($0) || Vocabulary.definitionsKeywordsOfAnyDraft.contains($0) }
    }
}
