import ContractJSON

/// The scanner's token producers: one per kind of token, each keeping the indentation and simple-key
/// state in step (libyaml's `fetch_*` functions).
extension YAMLScanner {
    mutating func fetchStreamEnd() throws(JSONParseError) {
        unwindIndent(-1)
        try removePossibleSimpleKey()
        simpleKeyAllowed = false
        possibleKeys = possibleKeys.map { _ in nil }
        append(YAMLToken(.streamEnd, mark, mark))
        done = true
    }

    mutating func fetchDirective() throws(JSONParseError) {
        unwindIndent(-1)
        try removePossibleSimpleKey()
        simpleKeyAllowed = false
        adjacentValueAllowed = false
        append(try scanDirective())
    }

    mutating func fetchDocumentIndicator(_ kind: YAMLToken.Kind) throws(JSONParseError) {
        unwindIndent(-1)
        try removePossibleSimpleKey()
        simpleKeyAllowed = kind == .documentStart
        adjacentValueAllowed = false
        let start = mark
        if kind == .documentStart { noBlockCollectionLine = line }
        forward(3)
        append(YAMLToken(kind, start, mark))
        if kind == .documentEnd {
            // Only a comment may follow `...` on its line.
            while YAMLScanner.isBlank(peek()) { forward() }
            if !atEnd && !YAMLScanner.isBreak(peek()) && peek() != UInt8(ascii: "#") {
                throw error("nothing but a comment may follow the document end marker '...' on its line")
            }
        }
    }

    mutating func fetchFlowCollectionStart(_ kind: YAMLToken.Kind) throws(JSONParseError) {
        try savePossibleSimpleKey()
        guard indents.count + flowLevel < maximumDepth else {
            throw error("nesting deeper than \(maximumDepth) levels (the maximum depth)")
        }
        flowLevel += 1
        possibleKeys.append(nil)
        flowMappings.append(kind == .flowMappingStart)
        simpleKeyAllowed = true
        adjacentValueAllowed = false
        let start = mark
        forward()
        append(YAMLToken(kind, start, mark))
    }

    mutating func fetchFlowCollectionEnd(_ kind: YAMLToken.Kind) throws(JSONParseError) {
        try removePossibleSimpleKey()
        if flowLevel > 0 {
            flowLevel -= 1
            possibleKeys.removeLast()
            flowMappings.removeLast()
        }
        simpleKeyAllowed = false
        adjacentValueAllowed = true
        let start = mark
        forward()
        append(YAMLToken(kind, start, mark))
    }

    mutating func fetchFlowEntry() throws(JSONParseError) {
        simpleKeyAllowed = true
        adjacentValueAllowed = false
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(YAMLToken(.flowEntry, start, mark))
    }

    mutating func fetchBlockEntry() throws(JSONParseError) {
        if flowLevel == 0 {
            guard simpleKeyAllowed else { throw error("a block sequence entry ('- ') is not allowed here") }
            if try addIndent(column) {
                try checkBlockCollectionStart(mark)
                append(YAMLToken(.blockSequenceStart, mark, mark))
            }
        }
        simpleKeyAllowed = true
        adjacentValueAllowed = false
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(YAMLToken(.blockEntry, start, mark))
    }

    mutating func fetchKey() throws(JSONParseError) {
        if flowLevel == 0 {
            guard simpleKeyAllowed else { throw error("a mapping key ('? ') is not allowed here") }
            if try addIndent(column) {
                try checkBlockCollectionStart(mark)
                append(YAMLToken(.blockMappingStart, mark, mark))
            }
        }
        simpleKeyAllowed = flowLevel == 0
        adjacentValueAllowed = false
        try removePossibleSimpleKey()
        let start = mark
        forward()
        append(YAMLToken(.key, start, mark))
    }

    mutating func fetchValue() throws(JSONParseError) {
        if let key = possibleKeys[flowLevel] {
            possibleKeys[flowLevel] = nil
            let index = head + key.tokenNumber - tokensTaken
            tokens.insert(YAMLToken(.key, key.mark, key.mark), at: index)
            if flowLevel == 0 {
                if try addIndent(key.mark.column) {
                    try checkBlockCollectionStart(key.mark)
                    tokens.insert(YAMLToken(.blockMappingStart, key.mark, key.mark), at: index)
                }
                noBlockCollectionLine = line
            }
            simpleKeyAllowed = false
        } else {
            if flowLevel == 0 {
                guard simpleKeyAllowed else { throw error("a mapping value (': ') is not allowed here") }
                if try addIndent(column) {
                    try checkBlockCollectionStart(mark)
                    append(YAMLToken(.blockMappingStart, mark, mark))
                }
            }
            simpleKeyAllowed = flowLevel == 0
            try removePossibleSimpleKey()
        }
        adjacentValueAllowed = false
        let start = mark
        forward()
        append(YAMLToken(.value, start, mark))
    }

    mutating func fetchAnchor(alias: Bool) throws(JSONParseError) {
        try savePossibleSimpleKey()
        simpleKeyAllowed = false
        adjacentValueAllowed = false
        append(try scanAnchor(alias: alias))
    }

    mutating func fetchTag() throws(JSONParseError) {
        try savePossibleSimpleKey()
        simpleKeyAllowed = false
        adjacentValueAllowed = false
        append(try scanTag())
    }

    mutating func fetchBlockScalar(folded: Bool) throws(JSONParseError) {
        simpleKeyAllowed = true
        adjacentValueAllowed = false
        try removePossibleSimpleKey()
        append(try scanBlockScalar(folded: folded))
    }

    mutating func fetchFlowScalar(double: Bool) throws(JSONParseError) {
        try savePossibleSimpleKey()
        simpleKeyAllowed = false
        let token = try scanFlowScalar(double: double)
        adjacentValueAllowed = true
        append(token)
        try checkAfterFlowScalar(token)
    }

    mutating func fetchPlain() throws(JSONParseError) {
        try savePossibleSimpleKey()
        simpleKeyAllowed = false
        adjacentValueAllowed = false
        append(try scanPlain())
    }

    /// After a quoted scalar only separation, a comment, a line break or an indicator may follow.
    mutating func checkAfterFlowScalar(_ token: YAMLToken) throws(JSONParseError) {
        let byte = peek()
        if YAMLScanner.isBlankOrEnd(byte) || byte == UInt8(ascii: ":") { return }
        if flowLevel > 0 && YAMLScanner.isFlowIndicator(byte) { return }
        throw error("found \(describe(byte)) right after a quoted scalar; expected a space, a line break or an indicator")
    }
}
