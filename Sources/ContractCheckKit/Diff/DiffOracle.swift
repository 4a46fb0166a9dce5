import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// The sampling oracle of `diff`: documents made from both versions of a schema (``DocumentSampler``),
/// each validated by both. A document the old version accepts and the new one rejects proves a break
/// for requests; one the new version accepts and the old one rejects, for responses. The diff prints
/// such a document as the evidence of each breaking change, and reports a break it finds that no
/// change explains.
struct DiffOracle {
    /// A sampled document with the errors of the version that rejects it.
    struct Witness {
        var document: JSONValue
        var errors: [ValidationError]
    }

    /// Documents the old version accepts and the new one rejects (they break requests).
    private(set) var rejectedByNew: [Witness] = []
    /// Documents the new version accepts and the old one rejects (they break responses).
    private(set) var acceptedOnlyByNew: [Witness] = []
    /// How many documents were validated.
    private(set) var sampled = 0
    /// Each sampled document with whether the old and the new version accept it (undecided ones left out).
    private(set) var verdicts: [(document: JSONValue, old: Bool, new: Bool)] = []
    /// The first reference that could not be followed (a remote document, a missing file), when a sampled
    /// document reached one in either version: such documents prove nothing and are left out.
    private(set) var unfollowedReference: SchemaError?
    let oldValidator: SchemaValidator
    let newValidator: SchemaValidator
    /// The samplers of the old and the new version, kept for documents aimed at one change (``searchTargeted(for:role:)``).
    var samplers: [DocumentSampler]
    let oldFileIndex: Int?
    let newFileIndex: Int?
    /// The smallest sampled documents both versions accept: where documents aimed at one change are built.
    private(set) var acceptedByBoth: [JSONValue] = []
    /// Where no sampled document is valid in both versions (publiccode a8490339e made the required `platforms` an array): the
    /// smallest documents each version accepts, old then new, which a change that breaks requests (responses) is shown in.
    private(set) var acceptedByOne: [[JSONValue]] = [[], []]
    /// How many documents aimed at single changes were validated, against ``targetedBudget``.
    var targetedSpent = 0
    /// The most documents aimed at single changes validated for this pair (`diff --evidence-budget`).
    var targetedBudget = DiffOracle.targetedPerPair
    /// For the old (0) and new (1) version, the `$ref`s reaching each schema from the compared file and the files it
    /// references, made when first needed.
    var referrers: [Int: [SchemaLocation: [SchemaLocation]]] = [:]
    /// For the old (0) and new (1) version, the file of the set each URI the validator names a file by stands for (a
    /// file's `$id`, else its path's URI): where an error's absolute keyword location lies.
    let filesByURI: [[String: Int]]
    /// The bases built for a payload path and its frames (``basesHolding(_:frames:)``), by both.
    var scaffoldedBases: [String: [JSONValue]] = [:]
    /// The scaffolds built part of the way along a payload path (``scaffoldKeys(_:along:frames:replacing:)``).
    var scaffoldedPrefixes: [Int: JSONValue] = [:]
    /// Validators of added union branches (``branch(_:takesValueOf:in:)``).
    let branchValidators = BranchValidators()
    /// For a change (``nearMissKey(_:)``), a document with a value its new schema rejects at its payload path (``recordNearMiss``).
    var nearMisses: [String: JSONValue] = [:]
    /// What the search aimed at the change being annotated found, for the reason it got no evidence.
    var aimed = AimedSearch()

    /// Samples and validates; nil when either version does not compile for validation.
    init?(old: SchemaSet, oldFile: Int, new: SchemaSet, newFile: Int, limit: Int = 3_000) {
        guard let (oldValidator, oldURIs) = DiffOracle.validator(old, oldFile),
            let (newValidator, newURIs) = DiffOracle.validator(new, newFile)
        else {
            return nil
        }
        self.oldValidator = oldValidator
        self.newValidator = newValidator
        filesByURI = [oldURIs, newURIs]
        (oldFileIndex, newFileIndex) = (oldFile, newFile)
        var documents = DocumentSampler.Unique(limit: limit)
        var oldSampler = DocumentSampler(set: old, limit: limit / 2)
        var newSampler = DocumentSampler(set: new, limit: limit / 2)
        for document in oldSampler.documents(ofFile: oldFile) + newSampler.documents(ofFile: newFile) { documents.add(document) }
        var both: [(length: Int, document: JSONValue)] = []
        for document in documents.values {
            let before = oldValidator.verdict(document), after = newValidator.verdict(document)
            if let fault = before.schemaFault ?? after.schemaFault {
                if unfollowedReference == nil { unfollowedReference = fault }
                continue
            }
            verdicts.append((document, before.isValid, after.isValid))
            // The errors, from a second pass, only for the few documents kept as witnesses.
            if before.isValid && !after.isValid {
                rejectedByNew.append(Witness(document: document, errors: newValidator.validate(document).errors))
            }
            if after.isValid && !before.isValid {
                acceptedOnlyByNew.append(Witness(document: document, errors: oldValidator.validate(document).errors))
            }
            if before.isValid && after.isValid { both.append((JSONWriter.compact.string(from: document).utf8.count, document)) }
        }
        // No document of either version's sample is the other's (component-detection db326a10e's `Linux`, whose members moved
        // into a `linux` object the new version requires beside a `type`): each version's shortest objects merged with the
        // other's, which both accept where both are open, are the bases changes are shown in.
        if both.isEmpty {
            let judged = verdicts
            let objects = { (inNew: Bool) in
                judged.filter { (inNew ? $0.new : $0.old) && $0.document.objectValue != nil }
                    .map { (length: JSONWriter.compact.string(from: $0.document).utf8.count, document: $0.document) }
                    .sorted { $0.length < $1.length }.prefix(8).map(\.document)
            }
            for first in objects(false) {
                for second in objects(true) {
                    let merged = DocumentSampler.merged(first, second)
                    if self.oldValidator.verdict(merged).isValid, self.newValidator.verdict(merged).isValid {
                        both.append((JSONWriter.compact.string(from: merged).utf8.count, merged))
                    }
                }
            }
        }
        let shortest = both.sorted { $0.length < $1.length }
        acceptedByBoth = shortest.prefix(200).map(\.document)
        // And the shortest of each set of top-level members: the 200 shortest may all vary one short member
        // (`{"name": "a"}`, `{"name": "0"}`…) and hold no `widgets` to place a deeper change's values in.
        var shapes: Set<[String]> = []
        for entry in shortest.dropFirst(200) where shapes.count < 200 {
            guard case .object(let object) = entry.document, shapes.insert(object.keys.sorted()).inserted else { continue }
            acceptedByBoth.append(entry.document)
        }
        if acceptedByBoth.isEmpty {
            acceptedByBoth = [.object(JSONObject())]
            let judged = verdicts.map { (length: JSONWriter.compact.string(from: $0.document).utf8.count, entry: $0) }
                .sorted { $0.length < $1.length }.map(\.entry)
            acceptedByOne = [judged.filter(\.old).prefix(50).map(\.document), judged.filter(\.new).prefix(50).map(\.document)]
        }
        samplers = [oldSampler, newSampler]
        sampled = documents.values.count
    }

    /// A validator of the file at `file`, with every file of its set registered for references, and the file each
    /// registered URI stands for. It checks as `validate` does by default (``ValidationOptions/validating``: formats
    /// asserted; a reference it cannot follow, a remote document, refuses only the documents that reach it), so that
    /// each evidence document is one `validate` accepts with one version and rejects with the other.
    static func validator(_ set: SchemaSet, _ file: Int) -> (SchemaValidator, [String: Int])? {
        try? compiled(set, file).get()
    }

    /// ``validator(_:_:)``, or the validator's error when the file does not compile (its place in its file, and why).
    static func compiled(_ set: SchemaSet, _ file: Int) -> Result<(SchemaValidator, [String: Int]), SchemaError> {
        var registry = SchemaRegistry()
        for other in set.files { try? registry.register(other.document, uri: FileSystem.fileURI(other.path), source: other.path) }
        var files: [String: Int] = [:]
        for (index, other) in set.files.enumerated() {
            if let uri = registry.registeredURI(ofFile: other.path), files[uri] == nil { files[uri] = index }
        }
        let uri = FileSystem.fileURI(set.files[file].path), options = ValidationOptions.validating
        do {
            return .success((try SchemaValidator(uri: uri, registry: registry, options: options), files))
        } catch {
            return .failure(error)
        }
    }

    /// The documents that break `role`, with the version whose errors locate the break (`true`: new).
    func witnesses(for role: DiffRole) -> [(witness: Witness, inNew: Bool)] {
        switch role {
        case .request: rejectedByNew.map { ($0, true) }
        case .response: acceptedOnlyByNew.map { ($0, false) }
        case .both: rejectedByNew.map { ($0, true) } + acceptedOnlyByNew.map { ($0, false) }
        }
    }

    /// The witness that best shows `change`: one whose failing keyword is the changed keyword, else lies
    /// under it, else beside it, in the version that rejects it; for a change of nullability one whose
    /// failing value is null; then the one with the fewest errors, then the shortest.
    func evidence(for change: SchemaChange, role: DiffRole) -> Witness? {
        evidence(for: change, among: witnesses(for: role))
    }

    /// The best of `witnesses` for `change` (see ``evidence(for:role:)``).
    func evidence(for change: SchemaChange, among witnesses: [(witness: Witness, inNew: Bool)]) -> Witness? {
        var best: (rank: [Int], witness: Witness)?
        let aboutNull = change.kind == .becameNonNullable || change.kind == .becameNullable
        // A property removed from or added to a closed object, or the object closed or opened, is checked by a keyword
        // beside the changed one (`additionalProperties` beside `properties`).
        let besides = DiffOracle.checkedBeside.contains(change.kind)
        // The payload path (`*` for any element), when the change has one: the failing value must lie there.
        let instance = change.instancePath.hasPrefix("#") ? nil : JSONPointer(change.instancePath)?.tokens
        func atInstance(_ error: ValidationError) -> Bool {
            guard let instance else { return true }
            // At the value, or at its parent object (where `required` and `additionalProperties` fail).
            let tokens = error.instanceLocation.tokens
            let anyName: Set<String> = ["*", "(property names)"]
            // A `patternProperties` member (`{.*}`) is a name its pattern matches.
            func matches(_ step: String, _ name: String) -> Bool {
                guard step.count > 2, step.hasPrefix("{"), step.hasSuffix("}") else { return false }
                return ECMAScriptRegex.reading(String(step.dropFirst().dropLast()))?.matches(name) ?? true
            }
            return tokens.count + 1 >= instance.count
                && zip(instance, tokens).allSatisfy { anyName.contains($0) || $0 == $1 || matches($0, $1) }
        }
        // An added or removed property shows only in a document that holds it: a document failing the same closed
        // object for another member shows a different change. A property added as required shows in one without it,
        // through the `required` beside the new `properties` (``isAddedRequired(_:)``).
        let payload = change.instancePath.hasPrefix("#") ? String(change.instancePath.dropFirst()) : change.instancePath
        let name = JSONPointer(payload)?.tokens.last
        let addedRequired = DiffOracle.isAddedRequired(change)
        let removedRequired = DiffOracle.isRemovedRequired(change)
        // An enum value removed shows only through that value failing (babelrc 3e160f8f0: `"auto"` failing the new `const`
        // shows no removal of `true`, which another branch still takes).
        let removedValue = change.kind == .enumValueRemoved ? DiffOracle.removedEnumValue(of: change) : nil
        let member = DiffOracle.memberChanges.contains(change.kind) && !addedRequired ? name : nil
        // An added branch shows only through a value it takes: one the old version rejects (responses), or one that also
        // matches another branch, failing the `oneOf` itself (requests).
        let addedBranch = addedBranch(change)
        // Evaluation paths already followed to the site (``passes(through:_:inNew:)``), by version.
        var passing: [String: Bool] = [:]
        for (witness, inNew) in witnesses {
            guard let site = inNew ? change.new : change.old else { continue }
            // A required member removed shows, in the old version's rejection, in a response without it.
            let withoutMember = removedRequired && !inNew
            if let member, !withoutMember, !DiffOracle.holdsMember(member, witness.document, budget: 10_000) { continue }
            // A changed `if` shows through its `then`/`else`, and those through the schema holding them.
            var wanted = site.pointer.tokens
            if let last = wanted.last, DiffOracle.conditionalKeywords.contains(last) { wanted.removeLast() }
            // A site that is a `$ref` (an inline schema on the other side) fails inside the schema it names
            // (partial-cibuildwheel 4e44b86b7: `pyodide/build-frontend`, once `{$ref: build-frontend}`).
            let referenced = referencedPointer(of: site, inNew: inNew)?.tokens
            // Reached through the site's own `$ref` (its place inside its definition, then `$ref`, on the evaluation path),
            // not through another use of the same target.
            let definitions = wanted.indices.last { ["$defs", "definitions"].contains(wanted[$0]) && $0 + 1 < wanted.count }
            let through = Array(wanted[(definitions.map { $0 + 2 } ?? 0)...]) + ["$ref"]
            // What an evaluation path through the site holds (its tokens inside its definition): a cheap test first.
            let inside = Array(through.dropLast())
            // Followed only for a site in a member of `allOf`/`anyOf`/`oneOf`, whose errors lie in the schemas it names (the walk
            // costs too much to make for every error).
            let composite = inside.contains { ["allOf", "anyOf", "oneOf"].contains($0) }
            var placement = 0
            var null = 0
            for error in witness.errors {
                var here = 0
                // The same pointer in another file is another schema: a site in a referenced file (`grunt-task.json`'s
                // `/definitions/fileFormat`) is shown only by a keyword of that file.
                var tokens: [String]?
                if let keyword = keywordSite(of: error, inNew: inNew), keyword.file == site.file {
                    var inSite = keyword.pointer.tokens
                    if let referenced, inSite.starts(with: referenced), DiffOracle.contains(error.keywordLocation.tokens, through) {
                        inSite = wanted + inSite.dropFirst(referenced.count)
                    }
                    tokens = inSite
                    let shared = zip(inSite, wanted).prefix { $0 == $1 }.count
                    let beside = besides && shared == wanted.count - 1 && inSite.count == wanted.count
                    here = inSite == wanted ? 3 : (shared == wanted.count ? 2 : (beside ? 1 : 0))
                    if addedRequired || withoutMember, let name, wanted.count >= 2, inSite == wanted.dropLast(2) + ["required"],
                        error.message.contains("\"\(name)\"")
                    {
                        here = 2
                    }
                    // A name both branches of a conditional require is read as the object's `required`: it fails in the
                    // branch taken (buf.gen a4e1783a1's `plugins`, required now by the `else` too).
                    if change.kind == .becameRequired || change.kind == .becameOptional, let name, wanted.last == "required",
                        inSite.count == wanted.count + 1, inSite.last == "required",
                        ["then", "else"].contains(inSite[inSite.count - 2]), Array(inSite.dropLast(2)) == wanted.dropLast(),
                        error.message.contains("\"\(name)\"")
                    {
                        here = 2
                    }
                }
                // A site of the compared file outside `$ref`s (`/allOf`) is also shown by an error whose evaluation path
                // passes through it, its keyword in a schema a `$ref` there names (`/allOf/2/$ref/properties/@id/type`).
                if here == 0, site.file == comparedFile(inNew: inNew), !wanted.contains("$ref"),
                    error.keywordLocation.tokens.starts(with: wanted)
                {
                    here = 2
                }
                // Likewise a site inside a definition, entered by a `$ref`, at the change's payload place: amplify's old
                // `phases` took any name by `patternProperties: {".*": {$ref: phase}}`, shown by a member failing the
                // phase (`…/$ref/properties/phases/patternProperties/.*/$ref/type`). For an object opened, through the
                // keyword beside the site that took every name.
                // Without a payload path, a branch added in a definition (CycloneDX 1a6ae8609's `ikev2TransformTypes` members):
                // the value at the site is where the evaluation path leaves it, and the branch must take it (below). Other
                // changes would match any `$ref` whose tokens end alike (partial-poe's `args_item` `type`, `executor`'s).
                var siteDepth: Int?
                if here == 0, instance != nil || definitions != nil && addedBranch != nil, site.file == comparedFile(inNew: inNew) {
                    let evaluated = error.keywordLocation.tokens
                    let entered = definitions.map { ["$ref"] + wanted[($0 + 2)...] } ?? wanted
                    let passes = { (tokens: [String]) in
                        definitions == nil ? evaluated.starts(with: tokens) : DiffOracle.contains(evaluated, tokens)
                    }
                    let object = Array(entered.dropLast())
                    if entered.count > 2, passes(entered) {
                        here = 2
                        if instance == nil, let end = (entered.count...evaluated.count).last(where: {
                            evaluated[($0 - entered.count)..<$0].elementsEqual(entered)
                        }) {
                            siteDepth = DiffOracle.instancePath(of: evaluated[..<end]).count
                        }
                    } else if besides, entered.count > 2, DiffOracle.closingKeywords.contains(entered.last ?? ""),
                        passes(object + ["properties"]) || passes(object + ["patternProperties"])
                    {
                        here = 1
                    }
                }
                // Likewise a site in a file the compared one references (schema-org-thing 6313b56ae's `allOf` of jsonld.json, which
                // its root names), or one inside a definition named by a `#/…` path (stylelintrc a3795b437's rule options item,
                // `anyOf: [{allOf: [{$ref: coreRule}], …}]`, failing in `coreRule`): the evaluation path, its `$ref`s followed,
                // passes through it.
                if here == 0, composite, site.file != comparedFile(inNew: inNew) || instance == nil, !wanted.contains("$ref"),
                    DiffOracle.contains(error.keywordLocation.tokens, inside)
                {
                    let key = (inNew ? "1" : "0") + error.keywordLocation.description
                    let through = passing[key] ?? passes(through: site, error.keywordLocation.tokens, inNew: inNew)
                    passing[key] = through
                    if through { here = 2 }
                }
                // An added or removed member whose schema is a `$ref`: the failing keyword lies in the referenced schema,
                // reached through the member (`properties/visible/$ref/oneOf/1/$ref/type`) with the member's value, in
                // whichever version rejects it (the old one for a removal that breaks responses).
                if here == 0, let member, error.instanceLocation.tokens.last == member,
                    DiffOracle.passes(throughMember: member, error.keywordLocation.tokens)
                {
                    here = 1
                }
                if addedBranch != nil, inNew, let tokens, tokens == Array(wanted.dropLast()) { here = 2 }
                // The old holder's closing keyword beside the union, where a value the branch takes fails in the old version
                // (bitrise 1e50144ca's commit condition: `additionalProperties: false` beside a `oneOf`, and no `properties`).
                if here == 0, addedBranch != nil, !inNew, let tokens, tokens.count == wanted.count, tokens.dropLast() == wanted.dropLast(),
                    ["additionalProperties", "unevaluatedProperties"].contains(tokens.last ?? "")
                {
                    here = 1
                }
                // A name failing `propertyNames` is reported there, not at the keyword inside it that rejects the name.
                if here == 0, let tokens, tokens.last == "propertyNames", wanted.count > tokens.count, wanted.starts(with: tokens) {
                    here = 1
                }
                guard here > 0, atInstance(error) else { continue }
                if let addedBranch {
                    // The value at the union's own place (not one inside it that happens to fit the branch).
                    // A name failing `propertyNames` is reported at its object, one level up.
                    let atNames = instance?.last == "(property names)" && error.keywordLocation.tokens.last == "propertyNames"
                    var place = error.instanceLocation
                    // In a definition (no payload path): the places where the schema holding the union applied. Not for a
                    // member a closed object rejects, which names its object's place below (tombi ea5008764).
                    let closing = ["additionalProperties", "unevaluatedProperties"].contains(error.keywordLocation.tokens.last ?? "")
                    if instance == nil, siteDepth == nil, !closing, !inNew, let site = change.old {
                        let places = placesOfSite(site, error, inNew: false)
                        place = places.first { branch(addedBranch, takesValueOf: error, at: $0, in: witness.document) } ?? place
                    }
                    if let depth = instance.map({ $0.count - (atNames ? 1 : 0) }) ?? siteDepth {
                        guard place.tokens.count >= depth else { continue }
                        // An error inside it (a member the old version types otherwise: ansible-lint's execution-environment
                        // cf5c031ef, `{"version": 3, …}` against v1) shows the branch when the branch takes the whole value.
                        place = JSONPointer(tokens: Array(place.tokens.prefix(depth)))
                    } else if ["additionalProperties", "unevaluatedProperties"].contains(error.keywordLocation.tokens.last ?? ""),
                        !place.tokens.isEmpty
                    {
                        // A member a closed object rejects fails at the member; the union's value is the object holding it
                        // (tombi ea5008764's `root-keys`, which only the new `SubSchemaCatalogItem` branch takes).
                        place = JSONPointer(tokens: Array(place.tokens.dropLast()))
                    }
                    if !branch(addedBranch, takesValueOf: error, at: place, in: witness.document) { continue }
                }
                if let removedValue, error.instanceLocation.resolve(in: witness.document) != removedValue {
                    // A name a `propertyNames` enum no longer takes fails at its object (`/rules`), which holds a member so named.
                    guard tokens?.last == "propertyNames", let name = removedValue.stringValue,
                        error.instanceLocation.resolve(in: witness.document)?.objectValue?[name] != nil
                    else { continue }
                }
                placement = max(placement, here)
                if aboutNull, error.instanceLocation.resolve(in: witness.document) == .null { null = 1 }
            }
            // A change of nullability shows only through a null that fails (a document failing the same schema for an
            // unknown member shows another change).
            guard placement > 0, !aboutNull || null == 1 else { continue }
            let text = JSONWriter.compact.string(from: witness.document), length = text.utf8.count
            // One printed whole (``text(of:)`` cuts at 200 characters) before one with fewer errors: a cut document cannot be
            // checked with `validate` (tombi's `lsp` with each feature's defaults, once the parts of `allOf`s were joined).
            let whole = text.unicodeScalars.count > DiffOracle.printedLength ? 0 : 1
            let rank = [placement, whole, null, -witness.errors.count, -length]
            if let current = best, !current.rank.lexicographicallyPrecedes(rank) { continue }
            best = (rank, witness)
        }
        return best?.witness
    }

    /// Where the `$ref` at `site` leads in the same file (the end of its chain), when the site is one.
    func referencedPointer(of site: SchemaSite, inNew: Bool) -> JSONPointer? {
        let set = samplers[inNew ? 1 : 0].set
        guard let file = inNew ? newFileIndex : oldFileIndex, set.files[file].path == site.file else { return nil }
        let location = SchemaLocation(file: file, pointer: site.pointer)
        guard set.value(at: location)?.objectValue?["$ref"] != nil, let target = SchemaView.finalTarget(set, from: location),
            target.file == file, !site.pointer.tokens.starts(with: target.pointer.tokens)  // not an enclosing schema (recursion)
        else { return nil }
        return target.pointer
    }

    /// Whether an evaluation path from the compared file's root, each `$ref` on it followed, reaches the schema at `site`
    /// (a schema of another file) before its end.
    func passes(through site: SchemaSite, _ tokens: [String], inNew: Bool) -> Bool {
        let set = samplers[inNew ? 1 : 0].set
        guard let root = inNew ? newFileIndex : oldFileIndex else { return false }
        var location = SchemaLocation(file: root, pointer: .root)
        for token in tokens {
            if set.files[location.file].path == site.file, location.pointer == site.pointer { return true }
            if token == "$ref" {
                guard let target = set.target(ofReferenceAt: location) else { return false }
                location = target
            } else {
                location = SchemaLocation(file: location.file, pointer: location.pointer.appending(token))
            }
        }
        return false
    }

    /// The path of the compared file of the old or the new version, the root of every evaluation path.
    func comparedFile(inNew: Bool) -> String? {
        (inNew ? newFileIndex : oldFileIndex).map { samplers[inNew ? 1 : 0].set.files[$0].path }
    }

    /// The file (its path, as a ``SchemaSite`` names it) and the pointer of an error's failing keyword, in the version
    /// that reported it (`inNew`): the file the resource of its absolute location stands for, nil when it is none of
    /// the set's files.
    func keywordSite(of error: ValidationError, inNew: Bool) -> (file: String, pointer: JSONPointer)? {
        let side = inNew ? 1 : 0
        let set = samplers[side].set
        guard let absolute = error.absoluteKeywordLocation else {
            guard let file = inNew ? newFileIndex : oldFileIndex else { return nil }
            return (set.files[file].path, error.keywordLocation)
        }
        let resource = String(absolute[..<(absolute.utf8.firstIndex(of: UInt8(ascii: "#")) ?? absolute.endIndex)])
        let pointer = ValidationError.fragmentPointer(of: absolute) ?? .root
        if let file = filesByURI[side][resource] { return (set.files[file].path, pointer) }
        // A resource inside a file (a nested `$id`): its place in the file, then the pointer inside it.
        guard let place = set.location(ofURI: resource) else { return nil }
        return (set.files[place.file].path, JSONPointer(tokens: place.pointer.tokens + pointer.tokens))
    }

    static let conditionalKeywords: Set<String> = ["if", "then", "else"]

    /// Changes whose evidence must hold the member the change names.
    static let memberChanges: Set<SchemaChange.Kind> = [.propertyAdded, .propertyRemoved]

    /// Whether `change` is a property added as newly required (not one an old branch required already): its evidence lacks
    /// the member.
    static func isAddedRequired(_ change: SchemaChange) -> Bool {
        change.kind == .propertyAdded && change.reason.hasSuffix(SchemaDiff.nowRequired)
            && change.new?.pointer.tokens.dropLast().last == "properties"
    }

    /// Whether `change` is a property removed that the old object required: a response without it, which the old `required`
    /// rejects, shows it (golangci-lint a79eeab21's `severity/default-severity`, renamed `default` in a closed object).
    static func isRemovedRequired(_ change: SchemaChange) -> Bool {
        change.kind == .propertyRemoved && change.summary.hasSuffix(SchemaDiff.wasRequiredNote)
            && change.old?.pointer.tokens.dropLast().last == "properties"
    }

    /// The value an "enum value … removed" change names (its summary writes it as JSON text).
    static func removedEnumValue(of change: SchemaChange) -> JSONValue? {
        let prefix = "enum value ", suffix = " removed"
        guard change.summary.hasPrefix(prefix), change.summary.hasSuffix(suffix) else { return nil }
        return try? JSONValue(parsing: Array(change.summary.dropFirst(prefix.count).dropLast(suffix.count).utf8))
    }

    /// Whether an object in `document` has a member named `name` (looking at `budget` values at most).
    static func holdsMember(_ name: String, _ document: JSONValue, budget: Int) -> Bool {
        var pending = [document]
        var left = budget
        while let value = pending.popLast(), left > 0 {
            left -= 1
            switch value {
            case .object(let object):
                if object[name] != nil { return true }
                pending += object.map(\.value)
            case .array(let items): pending += items
            default: break
            }
        }
        return false
    }

    /// Whether `tokens` hold `part` as a contiguous run.
    static func contains(_ tokens: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, tokens.count >= part.count else { return part.isEmpty }
        return (0...(tokens.count - part.count)).contains { tokens[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// Whether an evaluation path reaches its last schema through `properties/<member>` and `$ref`s only.
    static func passes(throughMember member: String, _ tokens: [String]) -> Bool {
        guard let index = tokens.indices.dropLast().last(where: { tokens[$0] == "properties" && tokens[$0 + 1] == member })
        else { return false }
        return tokens[(index + 2)...].contains("$ref")
    }

    /// Changes whose failing keyword is beside the changed one (`additionalProperties` beside `properties`).
    static let checkedBeside: Set<SchemaChange.Kind> = [
        .propertyRemoved, .propertyAdded, .additionalPropertiesClosed, .additionalPropertiesOpened,
    ]

    /// The compact text of a document for a report line, cut at ``printedLength`` characters.
    static func text(of document: JSONValue) -> String {
        let text = JSONWriter.compact.string(from: document)
        let scalars = text.unicodeScalars
        return scalars.count > printedLength ? String(String.UnicodeScalarView(scalars.prefix(printedLength))) + "…" : text
    }

    /// The most characters of a document a report line prints.
    static let printedLength = 200

    /// Whether a report line prints `document` cut (``text(of:)``).
    static func isCut(_ document: JSONValue) -> Bool {
        JSONWriter.compact.string(from: document).unicodeScalars.count > printedLength
    }

    /// Adds to the breaking changes among `changes` shown by the pair of files `pair` (`oldPath`, `newPath`; their sites
    /// may lie in files the pair references: ``SchemaChange/pair``) their evidence, or why none was found. For requests,
    /// when no change of the diff breaks but a sampled document does, adds a change that says so. (For responses the
    /// diff is deliberately more tolerant than acceptance: generated models keep unknown values of open enums and
    /// ignore unknown properties, so a document only the new version accepts does not by itself break them.)
    mutating func annotate(_ changes: inout [SchemaChange], pair: Int, oldPath: String, newPath: String, role: DiffRole) {
        var pending: [Int] = []
        for index in changes.indices where changes[index].breaks && changes[index].pair == pair {
            if var witness = evidence(for: changes[index], role: role) {
                // A sampled document too long to print whole (a union's branch sampled with every member: traefik 2687b1328's
                // `forwardAuth`) gives way to a short one built for the change, which `validate` can check as printed.
                if DiffOracle.isCut(witness.document) {
                    aimed = AimedSearch()
                    if let short = searchTargeted(for: changes[index], role: role, quick: true), !DiffOracle.isCut(short.document) {
                        witness = short
                    }
                }
                changes[index].setEvidence(witness.document)
            } else {
                pending.append(index)
            }
        }
        // A few documents for every change first, then the full search with what is left of the pair's budget: a
        // rewrite with hundreds of changes (each command of a flow language given its own schema) spent the whole
        // budget on its first changes, though a single value of another type at each place shows most of them.
        var searches: [Int: AimedSearch] = [:]
        for quick in [true, false] {
            pending = pending.filter { index in
                aimed = searches[index] ?? AimedSearch()
                let witness = searchTargeted(for: changes[index], role: role, quick: quick)
                aimed.budgetSpent = aimed.budgetSpent || targetedSpent >= targetedBudget
                searches[index] = aimed
                guard let witness else { return true }
                changes[index].setEvidence(witness.document)
                return false
            }
        }
        pending = showingTogether(pending, in: &changes, role: role)
        for index in pending {
            changes[index].unconfirmedAmong = sampled
            changes[index].noEvidenceReason = noEvidenceReason(for: changes[index], search: searches[index] ?? AimedSearch(), role: role)
        }
        guard role != .response, !changes.contains(where: \.breaks),
            let first = rejectedByNew.min(by: {
                JSONWriter.compact.string(from: $0.document).utf8.count < JSONWriter.compact.string(from: $1.document).utf8.count
            })
        else { return }
        let error = BestMatch.index(in: first.errors).map { first.errors[$0] }
        let keyword = error.flatMap { keywordSite(of: $0, inNew: true) }
        let site = SchemaSite(file: keyword?.file ?? newPath, pointer: keyword?.pointer ?? .root, line: 1, column: 1)
        var change = SchemaChange(
            kind: .sampledBreak,
            summary: "a sampled document the old version accepts is rejected by the new one" + (error.map { " (\($0.message))" } ?? ""),
            instancePath: error?.instanceLocation.description ?? "", old: nil, new: site, breaks: true,
            reason: "no change listed explains it")
        change.setEvidence(first.document)
        changes.append(change)
    }
}
