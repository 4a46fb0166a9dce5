/// Key of a DFA state: the NFA instructions it stands for (sorted) and its flags.
struct RegexStateKey: Hashable, Sendable {
    var pcs: [Int32]
    var flags: UInt8
}
