import ContractJSON

/// Flow collections: `[a, b]`, `{a: b}`, and single-pair mappings inside flow sequences (`[a: b]`).
extension YAMLParser {
    mutating func flowSequence() throws(JSONParseError) -> YAMLEvent {
        switch state {
        case .flowSequenceFirstEntry, .flowSequenceEntry:
            let first = state == .flowSequenceFirstEntry
            if first { _ = try scanner.nextToken() }
            var token = try scanner.peekToken()
            if token.kind != .flowSequenceEnd {
                if !first {
                    guard token.kind == .flowEntry else { throw unexpected(token, "',' or ']' in a flow sequence") }
                    _ = try scanner.nextToken()
                    token = try scanner.peekToken()
                }
                if token.kind == .key || token.kind == .value {
                    // A single-pair mapping: `[a: b]`, `[? a : b]`, `[: b]`.
                    state = .flowSequenceEntryMappingKey
                    var event = YAMLEvent(.mappingStart, token.start)
                    event.flow = true
                    return event
                }
                if token.kind != .flowSequenceEnd {
                    states.append(.flowSequenceEntry)
                    return try node(block: false, indentlessSequence: false)
                }
            }
            _ = try scanner.nextToken()
            state = states.removeLast()
            return YAMLEvent(.sequenceEnd, token.start)
        case .flowSequenceEntryMappingKey:
            var token = try scanner.peekToken()
            if token.kind == .key {
                _ = try scanner.nextToken()
                token = try scanner.peekToken()
            }
            if token.kind != .value && token.kind != .flowEntry && token.kind != .flowSequenceEnd {
                states.append(.flowSequenceEntryMappingValue)
                return try node(block: false, indentlessSequence: false)
            }
            state = .flowSequenceEntryMappingValue
            return emptyScalar(token.start)
        case .flowSequenceEntryMappingValue:
            let token = try scanner.peekToken()
            if token.kind == .value {
                _ = try scanner.nextToken()
                let next = try scanner.peekToken()
                if next.kind != .flowEntry && next.kind != .flowSequenceEnd {
                    states.append(.flowSequenceEntryMappingEnd)
                    return try node(block: false, indentlessSequence: false)
                }
                state = .flowSequenceEntryMappingEnd
                return emptyScalar(token.end)
            }
            state = .flowSequenceEntryMappingEnd
            return emptyScalar(token.start)
        default:
            state = .flowSequenceEntry
            return YAMLEvent(.mappingEnd, scanner.mark)
        }
    }

    mutating func flowMapping() throws(JSONParseError) -> YAMLEvent {
        switch state {
        case .flowMappingFirstKey, .flowMappingKey:
            let first = state == .flowMappingFirstKey
            if first { _ = try scanner.nextToken() }
            var token = try scanner.peekToken()
            if token.kind != .flowMappingEnd {
                if !first {
                    guard token.kind == .flowEntry else { throw unexpected(token, "',' or '}' in a flow mapping") }
                    _ = try scanner.nextToken()
                    token = try scanner.peekToken()
                }
                if token.kind == .key {
                    _ = try scanner.nextToken()
                    let next = try scanner.peekToken()
                    if next.kind != .value && next.kind != .flowEntry && next.kind != .flowMappingEnd {
                        states.append(.flowMappingValue)
                        return try node(block: false, indentlessSequence: false)
                    }
                    state = .flowMappingValue
                    return emptyScalar(next.start)
                }
                if token.kind == .value {
                    state = .flowMappingValue
                    return emptyScalar(token.start)
                }
                if token.kind != .flowMappingEnd {
                    states.append(.flowMappingEmptyValue)
                    return try node(block: false, indentlessSequence: false)
                }
            }
            _ = try scanner.nextToken()
            state = states.removeLast()
            return YAMLEvent(.mappingEnd, token.start)
        case .flowMappingValue:
            let token = try scanner.peekToken()
            if token.kind == .value {
                _ = try scanner.nextToken()
                let next = try scanner.peekToken()
                if next.kind != .flowEntry && next.kind != .flowMappingEnd {
                    states.append(.flowMappingKey)
                    return try node(block: false, indentlessSequence: false)
                }
                state = .flowMappingKey
                return emptyScalar(token.end)
            }
            state = .flowMappingKey
            return emptyScalar(token.start)
        default:
            state = .flowMappingKey
            return emptyScalar(try scanner.peekToken().start)
        }
    }
}
