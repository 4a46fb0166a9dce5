import ContractJSON

/// Turns tokens into events (the syntactic half of the YAML 1.2 grammar). A state machine with an
/// explicit stack, as libyaml's parser: no recursion, so nesting depth costs heap, never machine stack.
struct YAMLParser {
    var scanner: YAMLScanner
    var state = State.streamStart
    var states: [State] = []
    private var tagHandles: [[UInt8]: [UInt8]] = [:]
    private var sawVersion = false
    /// Whether the previous document ended with `...` (directives may only follow such an end).
    private var previousEndedExplicitly = true

    enum State {
        case streamStart, implicitDocumentStart, documentStart, documentContent, documentEnd
        case blockNode, blockNodeOrIndentlessSequence, flowNode
        case blockSequenceFirstEntry, blockSequenceEntry, indentlessSequenceEntry
        case blockMappingFirstKey, blockMappingKey, blockMappingValue
        case flowSequenceFirstEntry, flowSequenceEntry
        case flowSequenceEntryMappingKey, flowSequenceEntryMappingValue, flowSequenceEntryMappingEnd
        case flowMappingFirstKey, flowMappingKey, flowMappingValue, flowMappingEmptyValue
        case end
    }

    init(_ input: [UInt8], maximumDepth: Int) {
        scanner = YAMLScanner(input, maximumDepth: maximumDepth)
    }

    /// The next event; after `streamEnd`, `streamEnd` again.
    mutating func next() throws(JSONParseError) -> YAMLEvent {
        switch state {
        case .streamStart:
            let token = try scanner.nextToken()
            state = .implicitDocumentStart
            return YAMLEvent(.streamStart, token.start)
        case .implicitDocumentStart:
            let token = try scanner.peekToken()
            switch token.kind {
            case .versionDirective, .tagDirective, .reservedDirective, .documentStart, .documentEnd, .streamEnd:
                return try documentStart()
            default:
                return beginImplicitDocument(token)
            }
        case .documentStart: return try documentStart()
        case .documentEnd: return try documentEnd()
        case .documentContent:
            let token = try scanner.peekToken()
            switch token.kind {
            case .versionDirective, .tagDirective, .reservedDirective, .documentStart, .documentEnd, .streamEnd:
                state = states.removeLast()
                return emptyScalar(token.start)
            default:
                return try node(block: true, indentlessSequence: false)
            }
        case .blockNode: return try node(block: true, indentlessSequence: false)
        case .blockNodeOrIndentlessSequence: return try node(block: true, indentlessSequence: true)
        case .flowNode: return try node(block: false, indentlessSequence: false)
        case .blockSequenceFirstEntry, .blockSequenceEntry, .indentlessSequenceEntry:
            return try blockSequenceEntry()
        case .blockMappingFirstKey, .blockMappingKey: return try blockMappingKey()
        case .blockMappingValue: return try blockMappingValue()
        case .flowSequenceFirstEntry, .flowSequenceEntry, .flowSequenceEntryMappingKey,
             .flowSequenceEntryMappingValue, .flowSequenceEntryMappingEnd:
            return try flowSequence()
        case .flowMappingFirstKey, .flowMappingKey, .flowMappingValue, .flowMappingEmptyValue:
            return try flowMapping()
        case .end:
            return YAMLEvent(.streamEnd, scanner.mark)
        }
    }

    func emptyScalar(_ mark: YAMLMark) -> YAMLEvent {
        YAMLEvent(.scalar, mark)
    }

    func unexpected(_ token: YAMLToken, _ expected: String) -> JSONParseError {
        scanner.error("expected \(expected), found \(YAMLParser.describe(token.kind))", at: token.start)
    }

    static func describe(_ kind: YAMLToken.Kind) -> String {
        switch kind {
        case .streamStart: "the start of the stream"
        case .streamEnd: "the end of the input"
        case .versionDirective, .tagDirective, .reservedDirective: "a directive"
        case .documentStart: "a document start marker '---'"
        case .documentEnd: "a document end marker '...'"
        case .blockSequenceStart: "a block sequence"
        case .blockMappingStart: "a block mapping"
        case .blockEnd: "the end of a block collection (a less indented line)"
        case .flowSequenceStart: "'['"
        case .flowMappingStart: "'{'"
        case .flowSequenceEnd: "']'"
        case .flowMappingEnd: "'}'"
        case .blockEntry: "a sequence entry '-'"
        case .flowEntry: "','"
        case .key: "a mapping key"
        case .value: "a mapping value ':'"
        case .alias: "an alias"
        case .anchor: "an anchor"
        case .tag: "a tag"
        case .scalar: "a scalar"
        }
    }

    // MARK: Documents

    private mutating func beginImplicitDocument(_ token: YAMLToken) -> YAMLEvent {
        tagHandles = YAMLParser.defaultTagHandles
        states.append(.documentEnd)
        state = .blockNode
        return YAMLEvent(.documentStart, token.start)
    }

    static let defaultTagHandles: [[UInt8]: [UInt8]] = [
        Array("!".utf8): Array("!".utf8),
        Array("!!".utf8): Array("tag:yaml.org,2002:".utf8),
    ]

    private mutating func documentStart() throws(JSONParseError) -> YAMLEvent {
        var token = try scanner.peekToken()
        while token.kind == .documentEnd {
            _ = try scanner.nextToken()
            previousEndedExplicitly = true
            token = try scanner.peekToken()
        }
        if token.kind == .streamEnd {
            _ = try scanner.nextToken()
            state = .end
            return YAMLEvent(.streamEnd, token.start)
        }
        if previousEndedExplicitly && token.kind != .documentStart && !YAMLParser.isDirective(token.kind) {
            // A bare document after `...`.
            return beginImplicitDocument(token)
        }
        let start = token.start
        try processDirectives()
        token = try scanner.peekToken()
        guard token.kind == .documentStart else { throw unexpected(token, "a document start marker '---'") }
        _ = try scanner.nextToken()
        states.append(.documentEnd)
        state = .documentContent
        var event = YAMLEvent(.documentStart, start)
        event.explicit = true
        return event
    }

    static func isDirective(_ kind: YAMLToken.Kind) -> Bool {
        kind == .versionDirective || kind == .tagDirective || kind == .reservedDirective
    }

    private mutating func processDirectives() throws(JSONParseError) {
        tagHandles = YAMLParser.defaultTagHandles
        sawVersion = false
        var token = try scanner.peekToken()
        if YAMLParser.isDirective(token.kind) && !previousEndedExplicitly {
            throw scanner.error("a directive must follow a document end marker '...' when a document precedes it", at: token.start)
        }
        while YAMLParser.isDirective(token.kind) {
            _ = try scanner.nextToken()
            if token.kind == .versionDirective {
                guard !sawVersion else { throw scanner.error("a second %YAML directive for the same document", at: token.start) }
                sawVersion = true
                guard token.value.first == UInt8(ascii: "1"), token.value.count >= 2, token.value[1] == UInt8(ascii: ".") else {
                    throw scanner.error("unsupported YAML version \(String(decoding: token.value, as: UTF8.self)) (1.x expected)", at: token.start)
                }
            } else if token.kind == .tagDirective {
                if declaredHandles.contains(token.handle) {
                    throw scanner.error("the tag handle \(String(decoding: token.handle, as: UTF8.self)) is declared twice", at: token.start)
                }
                tagHandles[token.handle] = token.value
                declaredHandles.append(token.handle)
            }
            token = try scanner.peekToken()
        }
        declaredHandles.removeAll()
    }

    private var declaredHandles: [[UInt8]] = []

    private mutating func documentEnd() throws(JSONParseError) -> YAMLEvent {
        let token = try scanner.peekToken()
        var event = YAMLEvent(.documentEnd, token.start)
        if token.kind == .documentEnd {
            _ = try scanner.nextToken()
            event.explicit = true
            previousEndedExplicitly = true
        } else {
            previousEndedExplicitly = false
            switch token.kind {
            case .documentStart, .streamEnd, .versionDirective, .tagDirective, .reservedDirective: break
            default: throw unexpected(token, "the end of the document")
            }
        }
        state = .documentStart
        return event
    }

    // MARK: Nodes

    mutating func node(block: Bool, indentlessSequence: Bool) throws(JSONParseError) -> YAMLEvent {
        var token = try scanner.peekToken()
        if token.kind == .alias {
            _ = try scanner.nextToken()
            state = states.removeLast()
            var event = YAMLEvent(.alias, token.start)
            event.anchor = token.value
            return event
        }
        var anchor: [UInt8]?
        var tagToken: YAMLToken?
        let start = token.start
        for _ in 0..<2 {
            if token.kind == .anchor && anchor == nil {
                anchor = token.value
            } else if token.kind == .tag && tagToken == nil {
                tagToken = token
            } else {
                break
            }
            _ = try scanner.nextToken()
            token = try scanner.peekToken()
        }
        let tag = try tagToken.map { (tagToken) throws(JSONParseError) in try resolve(tagToken) }
        var event = YAMLEvent(.scalar, start)
        event.anchor = anchor
        event.tag = tag
        if indentlessSequence && token.kind == .blockEntry {
            event.kind = .sequenceStart
            state = .indentlessSequenceEntry
            return event
        }
        switch token.kind {
        case .scalar:
            _ = try scanner.nextToken()
            event.mark = anchor == nil && tag == nil ? token.start : start
            event.value = token.value
            event.style = token.style
            state = states.removeLast()
        case .flowSequenceStart:
            event.kind = .sequenceStart
            event.flow = true
            state = .flowSequenceFirstEntry
        case .flowMappingStart:
            event.kind = .mappingStart
            event.flow = true
            state = .flowMappingFirstKey
        case .blockSequenceStart where block:
            event.kind = .sequenceStart
            state = .blockSequenceFirstEntry
        case .blockMappingStart where block:
            event.kind = .mappingStart
            state = .blockMappingFirstKey
        default:
            guard anchor != nil || tag != nil else { throw unexpected(token, "a node (a scalar, a sequence or a mapping)") }
            state = states.removeLast()
        }
        if event.kind != .scalar && anchor == nil && tag == nil { event.mark = token.start }
        return event
    }

    private func resolve(_ token: YAMLToken) throws(JSONParseError) -> [UInt8] {
        if token.handle.isEmpty { return token.value }
        if token.handle == [UInt8(ascii: "!")] && token.value.isEmpty { return [UInt8(ascii: "!")] }
        guard let prefix = tagHandles[token.handle] else {
            throw scanner.error("the tag handle \(String(decoding: token.handle, as: UTF8.self)) is not declared by a %TAG directive", at: token.start)
        }
        return prefix + token.value
    }

    // MARK: Block collections

    private mutating func blockSequenceEntry() throws(JSONParseError) -> YAMLEvent {
        let indentless = state == .indentlessSequenceEntry
        if state == .blockSequenceFirstEntry { _ = try scanner.nextToken() }
        let token = try scanner.peekToken()
        if token.kind == .blockEntry {
            _ = try scanner.nextToken()
            let next = try scanner.peekToken()
            let entryState: State = indentless ? .indentlessSequenceEntry : .blockSequenceEntry
            let stops: [YAMLToken.Kind] = indentless ? [.blockEntry, .key, .value, .blockEnd] : [.blockEntry, .blockEnd]
            if !stops.contains(next.kind) {
                states.append(entryState)
                return try node(block: true, indentlessSequence: false)
            }
            state = entryState
            return emptyScalar(token.end)
        }
        if indentless {
            state = states.removeLast()
            return YAMLEvent(.sequenceEnd, token.start)
        }
        guard token.kind == .blockEnd else { throw unexpected(token, "a sequence entry '- ' or a less indented line") }
        _ = try scanner.nextToken()
        state = states.removeLast()
        return YAMLEvent(.sequenceEnd, token.start)
    }

    private mutating func blockMappingKey() throws(JSONParseError) -> YAMLEvent {
        if state == .blockMappingFirstKey { _ = try scanner.nextToken() }
        let token = try scanner.peekToken()
        if token.kind == .key {
            _ = try scanner.nextToken()
            let next = try scanner.peekToken()
            if next.kind != .key && next.kind != .value && next.kind != .blockEnd {
                states.append(.blockMappingValue)
                return try node(block: true, indentlessSequence: true)
            }
            state = .blockMappingValue
            return emptyScalar(token.end)
        }
        if token.kind == .value {
            state = .blockMappingValue
            return emptyScalar(token.start)
        }
        guard token.kind == .blockEnd else { throw unexpected(token, "a mapping key or a less indented line") }
        _ = try scanner.nextToken()
        state = states.removeLast()
        return YAMLEvent(.mappingEnd, token.start)
    }

    private mutating func blockMappingValue() throws(JSONParseError) -> YAMLEvent {
        let token = try scanner.peekToken()
        if token.kind == .value {
            _ = try scanner.nextToken()
            let next = try scanner.peekToken()
            if next.kind != .key && next.kind != .value && next.kind != .blockEnd {
                states.append(.blockMappingKey)
                return try node(block: true, indentlessSequence: true)
            }
            state = .blockMappingKey
            return emptyScalar(token.end)
        }
        state = .blockMappingKey
        return emptyScalar(token.start)
    }
}
