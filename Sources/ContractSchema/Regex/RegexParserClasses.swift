// Character classes and named references of RegexParser, kept apart to keep the parser file short.

extension RegexParser {
    // MARK: Character classes

    enum ClassAtom {
        case scalar(UInt32)
        case set(pairs: [(UInt32, UInt32)], properties: [RegexPropertyItem])
    }

    mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
        let start = pos
        pos += 1
        var inverted = false
        if peek() == 0x5E {
            inverted = true
            pos += 1
        }
        var pairs: [(UInt32, UInt32)] = []
        var properties: [RegexPropertyItem] = []
        while true {
            guard let c = peek() else { throw fail("unterminated character class", at: start) }
            if c == 0x5D {
                pos += 1
                break
            }
            let atomStart = pos
            let first = try parseClassAtom()
            if peek() == 0x2D, let after = peek(1), after != 0x5D {  // a range
                let dash = pos
                pos += 1
                let second = try parseClassAtom()
                guard case .scalar(let lo) = first, case .scalar(let hi) = second else {
                    throw fail("invalid character class range", at: dash)
                }
                guard lo <= hi else { throw fail("range out of order in character class", at: atomStart) }
                pairs.append((lo, hi))
                continue
            }
            switch first {
            case .scalar(let value): pairs.append((value, value))
            case .set(let morePairs, let moreProperties):
                pairs += morePairs
                properties += moreProperties
            }
        }
        let set = RegexCharClass(pairs: pairs, properties: properties, inverted: inverted)
        if let single = set.singleMember { return .scalar(single) }
        return .charClass(set)
    }

    mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
        let c = scalars[pos]
        guard c == 0x5C else {
            pos += 1
            return .scalar(c)
        }
        if let set = try parseClassEscape() { return .set(pairs: set.pairs, properties: set.properties) }
        return .scalar(try parseCharacterEscape(inClass: true))
    }

    // MARK: Named references

    func resolveNamedReferences(_ node: RegexNode) -> RegexNode {
        switch node {
        case .backreference(let number) where number < 0:
            return .backreference(groupNames[namedReferences[-number - 1].name]!)
        case .empty, .scalar, .charClass, .assertion, .backreference:
            return node
        case .sequence(let nodes):
            return .sequence(nodes.map(resolveNamedReferences))
        case .alternation(let nodes):
            return .alternation(nodes.map(resolveNamedReferences))
        case .capture(let index, let body):
            return .capture(index: index, resolveNamedReferences(body))
        case .quantified(let body, let min, let max, let greedy, let captures):
            return .quantified(
                body: resolveNamedReferences(body), min: min, max: max, greedy: greedy, captures: captures)
        case .lookaround(let body, let behind, let negated):
            return .lookaround(resolveNamedReferences(body), behind: behind, negated: negated)
        }
    }
}
