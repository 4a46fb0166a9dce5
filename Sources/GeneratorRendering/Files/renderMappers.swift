import GeneratorTranslation

extension RenderContext {
    /// `Mappers.swift`: domain types declared with `x-mappers` and their initializers from wire types.
    func renderMappers(into writer: inout SourceWriter) {
    }
}
