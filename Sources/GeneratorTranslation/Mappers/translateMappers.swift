extension TranslationContext {
    /// Translates every `x-mappers` declaration.
    func translateMappers() {}
}
