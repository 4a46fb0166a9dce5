/// Names the generated code itself uses, which no generated declaration may take.
///
/// Generated code spells types with their module (`Swift.String`, `ContractModels.ViewDecoding`), so a
/// member, case or nested type named like a module — a property with `x-swift-name: "Swift"` — would
/// shadow the module inside its type and break every qualified name there. The helper members are the
/// ones the renderer declares on generated types and calls through `Self.`.
enum ReservedNames {
    /// The modules generated files import or qualify names with.
    static let modules: Set<String> = [
        "Swift", "Foundation", "FoundationNetworking", "ContractRuntime", "ContractModels", "ContractClient",
        "ContractJSON", "ContractSchema", "ContractSchemaCore", "ContractSchemas", "ContractTypes",
    ]

    /// The members the renderer declares on generated types (validators, fast-decoding field tables,
    /// union helpers) besides the protocol requirements each type set lists itself.
    static let helperMembers: Set<String> = [
        "contractValidator", "contractField", "contractPatterns", "contractSiteValidators", "alternativeKinds",
        "alternativeValidators", "decodeAlternative", "payloadValidator", "SiteValidators", "Alternative", "ContractField",
    ]

    /// Everything a member, case or nested type of a generated type must not be named.
    static let members: Set<String> = modules.union(helperMembers)
}
