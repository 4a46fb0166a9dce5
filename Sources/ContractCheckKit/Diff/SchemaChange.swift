import ContractJSON

/// Who consumes the payloads a schema describes, which decides what breaks.
enum DiffRole: String, Sendable, CaseIterable {
    /// Apps decode these payloads with models generated from the old schema: a change breaks when the
    /// new schema allows payloads those models cannot decode.
    case response
    /// Apps built from the old schema send these payloads: a change breaks when the new schema
    /// rejects payloads old apps send.
    case request
    /// Breaks when it breaks either way.
    case both

    /// The role whose breaks are the reverse of this one's (`both` for `both`).
    var other: DiffRole {
        switch self {
        case .response: .request
        case .request: .response
        case .both: .both
        }
    }
}

/// Where a change is, in one version of the schema set.
struct SchemaSite: Sendable, Hashable {
    /// The file as found on disk.
    var file: String
    /// The JSON Pointer of the changed keyword or schema in that file.
    var pointer: JSONPointer
    var line: Int
    var column: Int
}

/// One difference between two versions of a schema set, with its verdict for the chosen role.
struct SchemaChange: Sendable, Hashable {
    /// What kind of change it is.
    enum Kind: String, Sendable, Hashable {
        case schemaAdded = "schema-added"
        case schemaRemoved = "schema-removed"
        case propertyAdded = "property-added"
        case propertyRemoved = "property-removed"
        case becameRequired = "became-required"
        case becameOptional = "became-optional"
        case becameNullable = "became-nullable"
        case becameNonNullable = "became-non-nullable"
        case typeWidened = "type-widened"
        case typeNarrowed = "type-narrowed"
        case typeChanged = "type-changed"
        case enumValueAdded = "enum-value-added"
        case enumValueRemoved = "enum-value-removed"
        case enumAdded = "enum-added"
        case enumRemoved = "enum-removed"
        case constChanged = "const-changed"
        case constraintTightened = "constraint-tightened"
        case constraintLoosened = "constraint-loosened"
        case constraintChanged = "constraint-changed"
        case formatChanged = "format-changed"
        case branchAdded = "branch-added"
        case branchRemoved = "branch-removed"
        case additionalPropertiesClosed = "additional-properties-closed"
        case additionalPropertiesOpened = "additional-properties-opened"
        case referenceChanged = "reference-changed"
        case definitionAdded = "definition-added"
        case definitionRemoved = "definition-removed"
        case annotationChanged = "annotation-changed"
        /// A document the sampling oracle found that breaks, which no other change explains.
        case sampledBreak = "sampled-break"
    }

    var kind: Kind
    /// What changed, e.g. `enum value "archived" added`.
    var summary: String
    /// Where payloads are affected, as a JSON Pointer with `*` for any array element or map value
    /// (`/sessions/*/status`); empty for the payload root.
    var instancePath: String
    var old: SchemaSite?
    var new: SchemaSite?
    /// Whether the change breaks clients in the diff's role.
    var breaks: Bool
    /// Why it breaks, or why it does not.
    var reason: String
    /// For a breaking change: a document that shows it (compact JSON, cut at 200 characters), found by ``DiffOracle``.
    var evidence: String? = nil
    /// The whole evidence document, for `--format json` (where a user saves it to check it with `validate`).
    var evidenceDocument: JSONValue? = nil
    /// The definition (a pointer in the compared file) the evidence document is an instance of, when no payload path of
    /// the file reaches the change or no document of the file showed it (``DiffOracle/annotateUnreachedDefinitions(_:engine:)``);
    /// nil: a document of the file.
    var evidenceSchema: JSONPointer? = nil
    /// For a breaking change without evidence: how many sampled documents showed none.
    var unconfirmedAmong: Int? = nil
    /// For a breaking change without evidence, why none could be built, when the oracle knows
    /// (a reference to a document that is not loaded, patterns the sampler cannot tell apart).
    var noEvidenceReason: String? = nil
    /// The pair of files (an index of ``SchemaDiff/pairedFiles``) whose documents show the change: the one whose walk
    /// found it (its payload path starts at that pair's root, wherever its site is: a file the pair references), or
    /// the one holding its site when that file is compared on its own; nil for an added or removed file.
    var pair: Int? = nil

    /// A breaking change for which the oracle's bounded search found no evidence document: printed as
    /// "unconfirmed", and still failing the exit status.
    var isUnconfirmed: Bool { breaks && kind != .sampledBreak && evidence == nil && unconfirmedAmong != nil }

    /// Sets the evidence: `document`, and its text for report lines.
    mutating func setEvidence(_ document: JSONValue) {
        evidenceDocument = document
        evidence = DiffOracle.text(of: document)
    }

    /// The site to report: the new version's, or the old one's for removals.
    var site: SchemaSite? { new ?? old }
}

/// The consequences of a change for each role, from which the verdict for a run's role is drawn.
struct ChangeEffect {
    /// Why responses break (models generated from the old schema cannot decode), or nil when they do not.
    var breaksResponses: String?
    /// Why requests break (the new schema rejects what old apps send), or nil when they do not.
    var breaksRequests: String?
    /// Why responses are fine, when that is not obvious (an open enum, ignored unknown properties).
    var responseNote: String? = nil
    /// Why requests are fine, when that is not obvious.
    var requestNote: String? = nil

    /// The new schema allows more: responses may break, requests do not.
    static func widens(_ reason: String, requests note: String? = nil) -> ChangeEffect {
        ChangeEffect(breaksResponses: reason, breaksRequests: nil, requestNote: note)
    }

    /// The new schema allows less: requests may break, responses do not.
    static func narrows(_ reason: String, responses note: String? = nil) -> ChangeEffect {
        ChangeEffect(breaksResponses: nil, breaksRequests: reason, responseNote: note)
    }

    /// Neither: documentation, identifiers, additions nobody depends on.
    static func harmless(_ note: String) -> ChangeEffect {
        ChangeEffect(breaksResponses: nil, breaksRequests: nil, responseNote: note, requestNote: note)
    }

    /// The same effect breaking no request, for the reason `note` (a narrowing that applies to nothing old apps send).
    func sparingRequests(_ note: String) -> ChangeEffect {
        var effect = self
        effect.breaksRequests = nil
        effect.requestNote = note
        return effect
    }

    /// The same effect breaking no response, for the reason `note` (a widening to nothing the new schema takes).
    func sparingResponses(_ note: String) -> ChangeEffect {
        var effect = self
        effect.breaksResponses = nil
        effect.responseNote = note
        return effect
    }

    /// The same effect, breaking requests too when `reason` is given.
    func breakingRequests(_ reason: String?) -> ChangeEffect {
        guard let reason else { return self }
        var effect = self
        effect.breaksRequests = reason
        return effect
    }

    /// The verdict for `role`: whether it breaks, and the reason.
    func verdict(for role: DiffRole) -> (breaks: Bool, reason: String) {
        switch role {
        case .response:
            if let breaksResponses { return (true, breaksResponses) }
            return (false, responseNote ?? "models generated from the old schema still decode every payload the new one allows")
        case .request:
            if let breaksRequests { return (true, breaksRequests) }
            return (false, requestNote ?? "the new schema still accepts every payload old apps send")
        case .both:
            let reasons = [breaksResponses.map { "responses: " + $0 }, breaksRequests.map { "requests: " + $0 }].compactMap { $0 }
            if !reasons.isEmpty { return (true, reasons.joined(separator: "; ")) }
            return (false, responseNote ?? requestNote ?? "compatible both ways")
        }
    }
}
