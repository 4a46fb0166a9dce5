extension JSONView {
    /// Whether an object in the value at `index` (itself included) has a key twice, among the objects the parser
    /// left unchecked (``JSONTapeEntry/hasUncheckedKeys``; see ``JSONParsingOptions/checksDuplicateKeys``). Always
    /// false for a tape parsed with the default options, whose repeated keys are already hidden.
    ///
    /// A reader of an unchecked tape asks it before handing a value to anything that counts on distinct keys (a
    /// validator, a `JSONValue`, a member count): time linear in the value's size, with the parser's own search.
    public func hasDuplicateKeys(within index: Int) -> Bool {
        let end = next(index)
        var position = index
        while position < end {
            let entry = tape[position]
            if entry.kind == .object && entry.hasUncheckedKeys {
                var found = false
                let count = Int(entry.length)
                if DuplicateKeySearch.mayHaveDuplicates(ofObjectAt: position, count: count, tape: tape, input: bytes) {
                    DuplicateKeySearch.forEachHidden(ofObjectAt: position, count: count, tape: tape, input: bytes) { _ in
                        found = true
                        return false
                    }
                }
                if found { return true }
            }
            position += 1
        }
        return false
    }
}
