@testable import GeneratorTranslation

// Most of the translation IR is not `Equatable`: nothing in the generator compares whole declarations, and
// synthesized `==` on these trees was about 3% of the plugin tool's cold build, which every consumer of the
// package pays. Tests compare them by structure instead: the whole value as `dump` writes it (every stored
// property and enum payload, in declaration order; none of these types holds a dictionary or set, whose
// order would vary). GeneratorLoadingTests has the same helper for the loader's syntax trees.

/// The whole structure of a value as `dump` writes it.
func dumped<Value>(_ value: Value) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}

/// A type tests compare by structure: equal when `dump` writes both the same.
protocol StructurallyEquatable: Equatable {}

extension StructurallyEquatable {
    /// Equal when `dump` writes both the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { dumped(lhs) == dumped(rhs) }
}

extension WireStep: StructurallyEquatable {}
extension SchemaTypeReference: StructurallyEquatable {}
extension ErrorBodyDeclaration: StructurallyEquatable {}
extension AdditionalProperties: StructurallyEquatable {}
extension TypeDeclaration.Kind: StructurallyEquatable {}
extension MappingExpression: StructurallyEquatable {}
