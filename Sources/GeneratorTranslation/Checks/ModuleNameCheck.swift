import GeneratorLoading

/// The generated types must not take the name of the module they are generated into: a type named
/// like its module hides the module, so `BookmarksAPI.Bookmark` in the app looks for `Bookmark`
/// inside the type and fails (`'Bookmark' is not a member type of enum 'BookmarksAPI.BookmarksAPI'`),
/// far from the cause and with no hint.
package enum ModuleNameCheck {
    /// An error, at the schema or endpoints file the name comes from, for each top-level generated
    /// type (model, mapper, API or endpoint) named `moduleName`, saying how to resolve it.
    package static func diagnostics(
        _ module: TranslatedModule, moduleName: String, schemas: SchemaSet, endpoints: [EndpointFile]
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let advice = "rename the target (for example '\(moduleName)Models'), or"
        // An inline schema's type is declared at file scope under its flat name (`Pet_Owner`), so it counts too.
        for declaration in module.allDeclarations where declaration.name.declaredName == moduleName {
            let position = schemas.location(ofURI: declaration.schemaURI).map(schemas.position(of:))
            found.append(.error(
                "the generated type '\(moduleName)' has the name of the module it is generated into and would hide it "
                    + "('\(moduleName).X' would look inside the type); \(advice) name the type differently with "
                    + "\"x-swift-name\" in the schema or \"names\" in contracts.json",
                at: position))
        }
        for mapper in module.mappers where mapper.name.shortName == moduleName {
            found.append(.error(
                "the mapper '\(moduleName)' has the name of the module it is generated into and would hide it; \(advice) rename the mapper in \"x-mappers\""))
        }
        for api in module.apis {
            let file = endpoints.first { $0.relativePath == api.sourcePath }
            if api.typeName == moduleName {
                found.append(.error(
                    "the API type '\(moduleName)' (from the API name \"\(api.name)\") has the name of the module it is generated into "
                        + "and would hide it ('\(moduleName).X' would look inside the enum); \(advice) change \"api\".\"name\"",
                    at: file?.api.namePosition))
            }
            for endpoint in api.endpoints where endpoint.typeName == moduleName {
                found.append(.error(
                    "the endpoint type '\(moduleName)' has the name of the module it is generated into and would hide it; \(advice) rename the endpoint",
                    at: file?.endpoints.first { $0.name == endpoint.name }?.position))
            }
        }
        return found
    }
}
