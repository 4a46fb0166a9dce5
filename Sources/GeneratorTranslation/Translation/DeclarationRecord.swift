import GeneratorLoading

/// Everything one translation knows about one generated declaration: the declaration itself, the
/// schema it comes from, and the schemas its members and alternatives are checked against (which the
/// validation rules are computed from once every type exists).
struct DeclarationRecord {
    /// The declaration (without its nested ones, which have records of their own).
    var declaration: TypeDeclaration
    /// The schema location it was declared for.
    var source: SchemaLocation
    /// Where its members and alternatives come from.
    var sites: DeclarationSites

    /// The schemas it is made of: those a struct is flattened from, else its source alone.
    var sources: [SchemaLocation] { sites.flattenedFrom ?? [source] }
}

/// The schemas a declaration's parts come from, gathered while it is translated.
struct DeclarationSites {
    /// The schema locations a struct is flattened from, when more than its own location.
    var flattenedFrom: [SchemaLocation]?
    /// For each struct property (by index), the schemas that constrain it.
    var properties: [[SchemaLocation]] = []
    /// The `additionalProperties` schema of a struct that stores undeclared members by it.
    var additional: SchemaLocation?
    /// Whether a struct keeps the members its schema does not name (`unknownMembers`).
    var keepsUnknownMembers = false
    /// The alternative schemas of a union made from `oneOf` / `anyOf`.
    var unionBranches: [SchemaLocation]?
}

/// What one translation knows about one schema location: what configuration and naming say about it,
/// and its Swift type once translated.
struct SchemaRecord {
    /// The Swift type of the schema, once translated (or while its declaration is being translated).
    var usage: TypeUsage?
    /// The top-level name of a site (a file root or `$defs` entry).
    var siteName: String?
    /// The name an inline schema takes from the named schema that only refers to it.
    var forcedName: TypeName?
    /// The configuration's `names` entry for it.
    var nameOverride: String?
    /// The configuration's `types` entry for it.
    var typeOverride: String?
    /// Why its type fell back to a less precise one, for the doc comment.
    var fallbackNotes: [String] = []
    /// Whether a generated type (not an alias) decodes, and so validates, it.
    var isDeclared = false
    /// Whether its `$ref` is being followed (to catch cycles that define no type).
    var isFollowed = false
    /// Its shape, once analysed (``TranslationContext/analyze(_:)``).
    var analysis: SchemaAnalysis?
    /// Whether ``TranslationContext/analyze(_:)`` is working on it (to end `allOf`/`$ref` cycles).
    var isAnalyzing = false
    /// What ``TranslationContext/isObjectLike(_:)`` found for it, once known.
    var isObjectLike: Bool?
    /// What ``TranslationContext/nullAdmission(_:)`` found for it, once known.
    var nullAdmission: NullAdmission?
}
