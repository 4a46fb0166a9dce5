/// Transitions of one DFA state for characters ≥ 128 that depend on a few predicates: bit `i` of the index is
/// whether `predicates[i]` (an instruction index) accepts the character.
struct RegexSignatureTable: Sendable {
    var predicates: [Int32]
    var targets: [Int32]
}
