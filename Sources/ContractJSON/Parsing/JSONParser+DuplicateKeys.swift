/// The duplicate-key check of ``JSONParser`` (the search itself is ``DuplicateKeySearch``): later duplicates win,
/// earlier ones are shadowed or rejected (``JSONParsingOptions/DuplicateKeys``); or, for a reader that detects
/// them itself, the object is left unchecked (``JSONParsingOptions/checksDuplicateKeys``).
extension JSONParser {
    /// Hides the earlier of the repeated keys of the object at `index` (`count` members, at least 2), or rejects
    /// them, as the options say.
    ///
    /// `mutating`, as its caller is: a non-mutating call from `closeContainer` copied the whole parser first.
    @inline(__always) mutating func checkKeys(ofObjectAt index: Int, count: Int, _ scanner: JSONScanner) throws(JSONParseError) {
        if DuplicateKeySearch.mayHaveDuplicates(ofObjectAt: index, count: count, tape: tape.elements, input: scanner.input) {
            try hideRepeatedKeys(ofObjectAt: index, count: count, scanner)
        }
    }

    /// The exact search and its hiding, for the few objects the Bloom filter lets through: a call of its own, so
    /// that its closure and locals do not weigh on `closeContainer` (and the parse loop) for every other object.
    @inline(never) mutating func hideRepeatedKeys(ofObjectAt index: Int, count: Int, _ scanner: JSONScanner) throws(JSONParseError) {
        try DuplicateKeySearch.forEachHidden(ofObjectAt: index, count: count, tape: tape.elements, input: scanner.input) {
            (key: Int) throws(JSONParseError) -> Bool in
            try shadow(key, scanner)
            return true
        }
    }

    /// Hides the member whose key is at `key`, or throws under ``JSONParsingOptions/DuplicateKeys/reject``.
    func shadow(_ key: Int, _ scanner: JSONScanner) throws(JSONParseError) {
        let entry = tape[key]
        if options.duplicateKeys == .reject {
            let raw = DuplicateKeySearch.rawString(key, tape.elements, in: scanner.input)
            let name: String = JSONStringDecoder.decode(raw)
            throw scanner.error("duplicate key \"" + name + "\" in object", at: Int(entry.offset))
        }
        tape[key].flags |= JSONTapeEntry.Flags.shadowed
    }
}
