import ContractJSON

/// JSON Schema equality, hashing and numeric comparison on the tape, for enum, const, uniqueItems and bounds.
extension Evaluator {
    // MARK: Comparison

    /// Compares the number at `index` with a limit: -1, 0 or 1.
    func compare(_ index: Int, _ limit: NumericLimit) -> Int {
        // Integer bounds are `.integerLimit`s, so the bound here has a fraction or is beyond Int64.
        if let value = view.double(index), value != limit.double, value.isFinite, limit.double.isFinite {
            // Rounding to Double is monotonic: distinct doubles order the exact values the same way.
            return value < limit.double ? -1 : 1
        }
        let number = view.number(index)
        return number < limit.value ? -1 : (number == limit.value ? 0 : 1)
    }

    /// Whether the value at `index` equals one of `constants`; strings are found by hash.
    func matches(_ index: Int, _ constants: Constants) -> Bool {
        if view.kind(index) == .string && !view.tape[index].hasEscapes {
            if constants.strings.slot(for: view.rawBytes(index)) != nil { return true }
            if !constants.hasNonStrings { return false }
        }
        for value in constants.values where equals(index, value) { return true }
        return false
    }

    /// Whether the value at `index` equals `value` (JSON Schema equality: numbers by value, objects unordered).
    func equals(_ index: Int, _ value: JSONValue) -> Bool {
        switch (view.kind(index), value) {
        case (.null, .null), (.true, .bool(true)), (.false, .bool(false)):
            return true
        case (.number, .number(let number)):
            if let integer = view.integerLiteral(index), let other = number.int64Value { return integer == other }
            return view.number(index) == number
        case (.string, .string(let text)):
            var text = text
            return text.withUTF8 { view.stringEquals(index, $0) }
        case (.array, .array(let elements)):
            guard view.count(index) == elements.count else { return false }
            var element = index + 1
            for other in elements {
                if !equals(element, other) { return false }
                element = view.next(element)
            }
            return true
        case (.object, .object(let object)):
            guard view.memberCount(index) == object.count else { return false }
            for member in object {
                guard let child = view.member(of: index, named: member.key), equals(child, member.value) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Whether the values at two indices are equal.
    func equals(_ a: Int, _ b: Int) -> Bool {
        let kind = view.kind(a)
        guard kind == view.kind(b) else { return false }
        switch kind {
        case .null, .true, .false: return true
        case .number:
            if let x = view.integerLiteral(a), let y = view.integerLiteral(b) { return x == y }
            return view.number(a) == view.number(b)
        case .string:
            if !view.tape[a].hasEscapes && !view.tape[b].hasEscapes { return view.rawBytes(a).elementsEqual(view.rawBytes(b)) }
            return view.string(a).utf8.elementsEqual(view.string(b).utf8)
        case .array:
            guard view.count(a) == view.count(b) else { return false }
            var x = a + 1
            var y = b + 1
            for _ in 0..<view.count(a) {
                if !equals(x, y) { return false }
                x = view.next(x)
                y = view.next(y)
            }
            return true
        case .object:
            guard view.memberCount(a) == view.memberCount(b) else { return false }
            var same = true
            view.forEachMember(of: a) { key, value in
                guard same else { return }
                var name = view.string(key)
                guard let other = name.withUTF8({ view.member(of: b, utf8Name: $0) }), equals(value, other) else {
                    same = false
                    return
                }
            }
            return same
        }
    }

    /// A hash consistent with `equals(_:_:)`.
    func hash(_ index: Int, into hasher: inout Hasher) {
        let kind = view.kind(index)
        switch kind {
        case .null, .true, .false: hasher.combine(kind.rawValue)
        case .number: hasher.combine(view.number(index))
        case .string: hasher.combine(5); for byte in view.string(index).utf8 { hasher.combine(byte) }
        case .array:
            hasher.combine(6)
            view.forEachElement(of: index) { element, _ in hash(element, into: &hasher) }
        case .object:
            var sum = 0
            view.forEachMember(of: index) { key, value in
                var member = Hasher()
                for byte in view.string(key).utf8 { member.combine(byte) }
                hash(value, into: &member)
                sum = sum &+ member.finalize()
            }
            hasher.combine(7)
            hasher.combine(sum)
        }
    }

    /// The positions of the first two equal elements of the array at `index`, if any.
    ///
    /// Small arrays are compared pairwise; larger ones by sorted hashes, so the check stays
    /// O(n log n) without building a dictionary per array.
    func firstDuplicate(in index: Int) -> (Int, Int)? {
        let count = view.count(index)
        var elements: [Int] = []
        elements.reserveCapacity(count)
        view.forEachElement(of: index) { element, _ in elements.append(element) }
        if count <= 16 {
            for later in 1..<count {
                for earlier in 0..<later where equals(elements[earlier], elements[later]) { return (earlier, later) }
            }
            return nil
        }
        var hashed: [(hash: Int, position: Int)] = []
        hashed.reserveCapacity(count)
        for (position, element) in elements.enumerated() {
            var hasher = Hasher()
            hash(element, into: &hasher)
            hashed.append((hasher.finalize(), position))
        }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.position < $1.position }
        var best: (Int, Int)?
        var start = 0
        while start < hashed.count {
            var end = start + 1
            while end < hashed.count && hashed[end].hash == hashed[start].hash { end += 1 }
            for later in start + 1 ..< max(end, start + 1) {
                for earlier in start..<later where equals(elements[hashed[earlier].position], elements[hashed[later].position]) {
                    let pair = (hashed[earlier].position, hashed[later].position)
                    if best == nil || pair.1 < best!.1 || (pair.1 == best!.1 && pair.0 < best!.0) { best = pair }
                }
            }
            start = end
        }
        return best
    }
}
