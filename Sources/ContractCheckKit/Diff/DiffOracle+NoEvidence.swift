import ContractJSON
import ContractSchema
import GeneratorLoading

/// Why a breaking change got no evidence document, said in the change itself so that a reader can tell "the
/// oracle cannot look there" from "the oracle looked and found nothing".
extension DiffOracle {
    /// The reason, or nil when the sample simply held no document that shows the change.
    func noEvidenceReason(for change: SchemaChange) -> String? {
        if change.reason.contains("not loaded") || change.reason.contains("cannot be compared") {
            return "the schema a $ref names is not among the loaded files (contract-check downloads nothing), so no document"
                + " can be checked against it offline"
        }
        if let patterns = changedPatterns(of: change) {
            let built = patterns.flatMap { $0.map { ECMAScriptRegex.sampleMatches(of: $0) } ?? [] }
            if built.isEmpty {
                return "no string could be built from the patterns (lookarounds and backreferences are not sampled)"
            }
            return "the \(built.count) strings built from the patterns are accepted or rejected alike by both versions;"
                + " the rewrite may be equivalent"
        }
        if let fault = unfollowedReference {
            // openapi-3.X 03e9f9b01: each `then` names the OpenAPI version's schema on spec.openapis.org.
            if "\(fault)".contains("(resolved to http") {
                return "sampled documents reach a remote document that is not among the loaded files (contract-check downloads"
                    + " nothing), so the change cannot be shown offline (\(fault))"
            }
            return "sampled documents that reach a reference that cannot be followed are undecided (\(fault))"
        }
        if let site = change.new ?? change.old, let last = site.pointer.tokens.last, DiffOracle.conditionalKeywords.contains(last) {
            return "no sampled document met the condition in a way that tells the versions apart"
        }
        return nil
    }

    /// Marks the breaking changes of a pair no oracle looked at (its schemas do not compile for validation) as
    /// unconfirmed, with the reason, so that none is printed as breaking with neither evidence nor a word on why. (A
    /// file only one version has is no pair: its removal breaks by itself.)
    static func markUnchecked(_ changes: inout [SchemaChange]) {
        for index in changes.indices
        where changes[index].breaks && changes[index].pair != nil && changes[index].kind != .sampledBreak
            && changes[index].evidence == nil && changes[index].unconfirmedAmong == nil
        {
            changes[index].unconfirmedAmong = 0
            changes[index].noEvidenceReason = "the schemas do not compile for validation, so no document can be checked against them"
        }
    }

    /// For a changed, added or removed `pattern`: the old and the new pattern (nil where absent).
    func changedPatterns(of change: SchemaChange) -> [String?]? {
        guard change.summary.hasPrefix("pattern ") else { return nil }
        var found: [String?] = []
        for (sampler, site) in [(0, change.old), (1, change.new)] {
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
