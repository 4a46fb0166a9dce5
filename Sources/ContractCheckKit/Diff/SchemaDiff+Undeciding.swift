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
        while !tokens.isEmpty {
            let union = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast())))
            if tokens.count >= 2, tokens[tokens.count - 2] == "anyOf", let own = Int(tokens[tokens.count - 1]),
                case .array(let branches)? = set.value(at: union)
            {
                let takesAnything = branches.indices.contains { index in
                    index != own
                        && (branches[index] == .bool(true) || branches[index].objectValue?.keys.allSatisfy(SchemaView.isAnnotation) == true)
                }
                if takesAnything { return true }
            }
            if tokens.count == 2, Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0]) {
                let definition = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: tokens))
                if let known = undecidingDefinitions[isOld ? 0 : 1]?[definition] { return known }
                let uses = referrerMap(old: isOld)[definition] ?? []
                var result = !uses.isEmpty && uses.count <= 16
                for use in uses where result { result = neverDecides(old: isOld, use, depth: depth + 1) }
                undecidingDefinitions[isOld ? 0 : 1, default: [:]][definition] = result
                return result
            }
            if let last = tokens.last, ["not", "if", "contains"].contains(last) { return false }
            tokens.removeLast()
        }
        return false
    }
}
