import ContractJSON
import ContractSchema
import GeneratorLoading

/// Why a breaking change got no evidence document, said in the change itself so that a reader can tell "the
/// oracle cannot look there" from "the oracle looked and found nothing".
extension DiffOracle {
    /// What the search aimed at one change did (``searchTargeted(for:role:quick:)``), over both of its passes.
    struct AimedSearch {
        /// The payload paths the documents were built at (nil: not searched; empty: no path reaches the change's site).
        var paths: [[String]]?
        /// How many documents were built for the change and validated by both versions.
        var built = 0
        /// How many of them the version that should accept them accepted (the old one for requests, the new for responses).
        var kept = 0
        /// How many reached a reference that cannot be followed (undecided).
        var faults = 0
        /// Whether the pair's budget (`--evidence-budget`) was spent when the search for this change ended.
        var budgetSpent = false
    }

    /// Why `change` got no evidence, in `role`: a site no document can be checked against, or what the search found.
    func noEvidenceReason(for change: SchemaChange, search: AimedSearch, role: DiffRole) -> String {
        if change.reason.contains("not loaded") || change.reason.contains("cannot be compared") {
            // CycloneDX's jsf `$ref`s to `file:///Users/…`, a path on the author's machine.
            let reference = unresolvedReference(of: change)
            let named = reference.map { " (\(JSONWriter.compact.string(from: .string($0))))" } ?? ""
            // xs-app 7499d67d5: `#/definitions/scopeTemplate`, used before the commit that defined it.
            if reference?.hasPrefix("#") == true {
                return "the schema a $ref names\(named) is not in its own file in one version (a reference to nothing), so no document"
                    + " can be checked against both"
            }
            return "the schema a $ref names\(named) is not among the loaded files (contract-check downloads nothing), so no document"
                + " can be checked against it offline"
        }
        if let formats = changedFormats(of: change), !formats.contains(where: { $0.flatMap(StringFormat.named) != nil }) {
            let named = formats.compactMap { $0 }.map { "\"\($0)\"" }.joined(separator: " and ")
            return "`validate` does not check format \(named) (generated models read it), so no document is accepted by one version"
                + " and rejected by the other for it"
        }
        let found = searchFindings(for: change, search: search, role: role)
        // devcontainers 17934c824's `settings`: `$ref: vscode://schemas/settings/machine`, which no file here defines.
        if let reference = unresolvedReference(of: change) {
            let named = "the changed schema names \(JSONWriter.compact.string(from: .string(reference)))"
            // cirrus b16d8a61b: `#/definitions/skip` in a file that has no `definitions` (its `id` a web address).
            if reference.hasPrefix("#") {
                return named + ", which its own file does not define (a reference to nothing), so what it accepts cannot be shown; "
                    + found
            }
            return named + ", which is not among the loaded files (contract-check downloads nothing), so what it accepts cannot be"
                + " shown offline; " + found
        }
        if let patterns = changedPatterns(of: change) {
            let built = patterns.flatMap { $0.map { ECMAScriptRegex.sampleMatches(of: $0) } ?? [] }
            if built.isEmpty {
                return "no string could be built from the patterns (lookarounds and backreferences are not sampled); " + found
            }
            return "the \(built.count) strings built from the patterns are accepted or rejected alike by both versions;"
                + " the rewrite may be equivalent; " + found
        }
        if let fault = unfollowedReference {
            // openapi-3.X 03e9f9b01: each `then` names the OpenAPI version's schema on spec.openapis.org.
            if "\(fault)".contains("(resolved to http") {
                return "sampled documents reach a remote document that is not among the loaded files (contract-check downloads"
                    + " nothing), so the change cannot be shown offline (\(fault)); " + found
            }
            if search.faults > 0 {
                return "sampled documents that reach a reference that cannot be followed are undecided (\(fault)); " + found
            }
        }
        if let site = change.new ?? change.old, let last = site.pointer.tokens.last, DiffOracle.conditionalKeywords.contains(last) {
            return "no sampled document met the condition in a way that tells the versions apart; " + found
        }
        return found
    }

    /// The `$ref` written at either site of `change` (the changed schema itself) that resolves to no loaded schema.
    func unresolvedReference(of change: SchemaChange) -> String? {
        for (side, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, side) else { continue }
            // A site at the `$ref` keyword itself is its schema's.
            let pointer = site.pointer.tokens.last == "$ref" ? site.pointer.parent ?? site.pointer : site.pointer
            let location = SchemaLocation(file: file, pointer: pointer)
            if case .string(let reference)? = samplers[side].set.value(at: location)?.objectValue?["$ref"],
                samplers[side].set.target(ofReferenceAt: location) == nil
            {
                return reference
            }
        }
        return nil
    }

    /// What the sample and the aimed search found for `change`: how many documents hold a value where it applies, how many
    /// of those the version that should accept them accepted, and the budget when it ran out.
    func searchFindings(for change: SchemaChange, search: AimedSearch, role: DiffRole) -> String {
        let keeper = role == .response ? "new" : "old", other = role == .response ? "old" : "new"
        var parts: [String] = []
        if let paths = search.paths, paths.isEmpty {
            parts.append("no payload path of the compared file reaches the changed schema through the $refs the oracle follows")
        }
        // The general sample, where the change's payload path is one (a definition's is reached through routes instead).
        var path = change.instancePath.hasPrefix("#") ? search.paths?.first : JSONPointer(change.instancePath)?.tokens
        // A member that became required or optional, or was added as required (or removed, for responses), shows in its
        // object, without the member.
        if [.becameRequired, .becameOptional].contains(change.kind) || DiffOracle.isAddedRequired(change)
            || role == .response && DiffOracle.isRemovedRequired(change)
        {
            path = path.map { Array($0.dropLast()) }
        }
        if let path {
            let placed = DiffOracle.placeable(path)[...]
            let reaching = verdicts.filter { DiffOracle.holdsValue(at: placed, in: $0.document, budget: 2_000) }
            let kept = reaching.filter { role == .response ? $0.new : $0.old }.count
            if path.isEmpty {
                parts.append("\(kept) of the \(verdicts.count) sampled documents accepted by the \(keeper) version")
            } else {
                let place = "/" + path.joined(separator: "/")
                parts.append(
                    "\(reaching.count) of the \(verdicts.count) sampled documents hold a value at \(place), \(kept) of them accepted by the"
                        + " \(keeper) version")
            }
        }
        if search.built > 0 {
            parts.append("\(search.kept) of the \(search.built) documents built for it accepted by the \(keeper) version"
                + (search.faults > 0 ? " (\(search.faults) undecided: they reach a reference that cannot be followed)" : ""))
        } else if search.paths?.isEmpty != true {
            parts.append("no document was built for it")
        }
        if search.budgetSpent {
            parts.append("the pair's search budget of \(targetedBudget) documents was spent (--evidence-budget)")
        }
        parts.append("none accepted by the \(keeper) version and rejected by the \(other) one shows this change")
        return parts.joined(separator: "; ")
    }

    /// Whether `document` holds a value at `path` (`*`: any element or member), looking at `budget` values at most.
    static func holdsValue(at path: ArraySlice<String>, in document: JSONValue, budget: Int) -> Bool {
        var pending: [(ArraySlice<String>, JSONValue)] = [(path, document)]
        var left = budget
        while let (rest, value) = pending.popLast(), left > 0 {
            left -= 1
            guard let token = rest.first else { return true }
            switch (token, value) {
            case ("*", .array(let items)): pending += items.map { (rest.dropFirst(), $0) }
            case ("*", .object(let object)): pending += object.map { (rest.dropFirst(), $0.value) }
            case (_, .object(let object)):
                if let next = object[token] { pending.append((rest.dropFirst(), next)) }
            case (_, .array(let items)):
                if let index = Int(token), items.indices.contains(index) { pending.append((rest.dropFirst(), items[index])) }
            default: break
            }
        }
        return false
    }

    /// Marks the breaking changes of a pair no oracle looked at (its schemas do not compile for validation) as
    /// unconfirmed, with the reason, so that none is printed as breaking with neither evidence nor a word on why. (A
    /// file only one version has is no pair: its removal breaks by itself.) `reasons`: by pair, which version does not
    /// compile and the validator's error (``uncompiledReason(old:oldFile:new:newFile:)``).
    static func markUnchecked(_ changes: inout [SchemaChange], reasons: [Int: String] = [:]) {
        for index in changes.indices
        where changes[index].breaks && changes[index].pair != nil && changes[index].kind != .sampledBreak
            && changes[index].evidence == nil && changes[index].unconfirmedAmong == nil
        {
            changes[index].unconfirmedAmong = 0
            changes[index].noEvidenceReason = changes[index].pair.flatMap { reasons[$0] }
                ?? "the schemas do not compile for validation, so no document can be checked against them"
        }
    }

    /// Why no oracle could look at a pair of files: which version does not compile for validation, with the validator's
    /// error and its place (go-task d6b9b3080's old `anyOf: ["string", …]`, a string where a schema must be), so that the
    /// schema's author knows what to fix; nil when both compile.
    static func uncompiledReason(old: SchemaSet, oldFile: Int, new: SchemaSet, newFile: Int) -> String? {
        let errors = [("old", compiled(old, oldFile)), ("new", compiled(new, newFile))].compactMap { version, result in
            if case .failure(let error) = result { return (version: version, error: error) }
            return nil
        }
        switch errors.count {
        case 1:
            return "the \(errors[0].version) version does not compile for validation (\(errors[0].error)), so no document can be"
                + " checked against it"
        case 2:
            return "neither version compiles for validation (old: \(errors[0].error); new: \(errors[1].error)), so no document can"
                + " be checked against them"
        default: return nil
        }
    }

    /// For a changed, added or removed `format`: the old and the new format (nil where absent).
    func changedFormats(of change: SchemaChange) -> [String?]? {
        guard change.kind == .formatChanged else { return nil }
        var found: [String?] = []
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, sampler), site.pointer.tokens.last == "format" else {
                found.append(nil)
                continue
            }
            found.append(samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: site.pointer))?.stringValue)
        }
        return found
    }

    /// For a changed, added or removed `pattern`: the old and the new pattern (nil where absent).
    func changedPatterns(of change: SchemaChange) -> [String?]? {
        guard change.summary.hasPrefix("pattern ") else { return nil }
        var found: [String?] = []
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            // Member names where the object's one pattern stands for `propertyNames` (``SchemaDiff/namesByPattern(_:)``).
            if let site, let file = siteFile(site, sampler), change.instancePath.hasSuffix("/(property names)"),
                site.pointer.tokens.last != "pattern",
                case .string(let pattern)? = SchemaDiff.namesByPattern(
                    SchemaView(samplers[sampler].set, at: SchemaLocation(file: file, pointer: site.pointer), following: false))?["pattern"]
            {
                found.append(pattern)
                continue
            }
            guard let site, let file = siteFile(site, sampler), site.pointer.tokens.last == "pattern" else {
                found.append(nil)
                continue
            }
            let location = SchemaLocation(file: file, pointer: site.pointer)
            found.append(samplers[sampler].set.value(at: location)?.stringValue)
        }
        return found
    }
}
