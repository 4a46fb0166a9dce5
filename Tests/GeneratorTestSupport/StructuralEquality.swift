import GeneratorLoading
import GeneratorTranslation

// Structural equality for the generator tests. The loader's syntax trees and most of the translation IR are not
// `Equatable`: nothing in the generator compares them whole, and synthesized `==` on these trees was about 3% of
// the plugin tool's cold debug build, which every package applying the plugin pays. Tests compare them by
// structure instead: the whole value as `dump` writes it (every stored property and enum payload, in declaration
// order; none of these types holds a dictionary or set, whose order would vary). The conformances live only here,
// in a target that only test targets depend on.

/// The whole structure of a value as `dump` writes it.
package func dumped<Value>(_ value: Value) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}

/// A type tests compare by structure: equal when `dump` writes both the same.
package protocol StructurallyEquatable: Equatable {}

extension StructurallyEquatable {
    /// Equal when `dump` writes both the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { dumped(lhs) == dumped(rhs) }
}

// The loader's syntax trees (GeneratorLoadingTests).
extension MappingExpressionForm: StructurallyEquatable {}
extension MappingModifier: StructurallyEquatable {}
extension MappingSource: StructurallyEquatable {}
extension MappingStringOperand: StructurallyEquatable {}
extension MappingImageURLSetSyntax.TypeMember: StructurallyEquatable {}
extension MapperParameterSyntax.Kind: StructurallyEquatable {}
extension MessageEntry: StructurallyEquatable {}

// The translation IR (GeneratorTranslationTests).
extension WireStep: StructurallyEquatable {}
extension SchemaTypeReference: StructurallyEquatable {}
extension ErrorBodyDeclaration: StructurallyEquatable {}
extension AdditionalProperties: StructurallyEquatable {}
extension TypeDeclaration.Kind: StructurallyEquatable {}
extension MappingExpression: StructurallyEquatable {}
