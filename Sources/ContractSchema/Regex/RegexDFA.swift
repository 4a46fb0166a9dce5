/// What the zero-width assertions can see at a position.
struct RegexContext {
    var atStart: Bool
    var atEnd: Bool
    var previousIsWord: Bool
    var nextIsWord: Bool

    @inline(__always)
    func holds(_ kind: RegexAssertionKind) -> Bool {
        switch kind {
        case .start: return atStart
        case .end: return atEnd
        case .wordBoundary: return previousIsWord != nextIsWord
        case .notWordBoundary: return previousIsWord == nextIsWord
        }
    }
}

/// Epsilon closure over a program without lookarounds or backreferences.
struct RegexClosure {
    private var stamps: [UInt32]
    private var stamp: UInt32 = 0
    private var stack: [Int32] = []
    /// Instructions visited so far (a cost measure for building the DFA).
    private(set) var work = 0

    init(programSize: Int) {
        stamps = Array(repeating: 0, count: programSize)
    }

    /// Appends to `consumers` the consuming instructions reachable from `roots` through epsilon moves allowed by
    /// `context`, in ascending order; returns true (and stops) as soon as `.match` is reachable.
    mutating func compute(
        _ program: RegexProgram, roots: [Int32], context: RegexContext, into consumers: inout [Int32]
    ) -> Bool {
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
        stack.removeAll(keepingCapacity: true)
        for root in roots.reversed() { stack.append(root) }
        let start = consumers.count
        while let pc = stack.popLast() {
            let index = Int(pc)
            if stamps[index] == stamp { continue }
            stamps[index] = stamp
            work += 1
            switch program.instructions[index] {
            case .scalar, .set:
                consumers.append(pc)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target):
                stack.append(target)
            case .assert(let kind):
                if context.holds(kind) { stack.append(pc + 1) }
            case .save, .resetCaptures, .setRegister, .emptyCheck:
                stack.append(pc + 1)
            case .match:
                return true
            case .backreference, .look:
                preconditionFailure("automaton programs contain no backreferences or lookarounds")
            }
        }
        consumers[start...].sort()
        return false
    }
}

/// Key of a DFA state: the NFA instructions it stands for (sorted) and its flags.
struct RegexStateKey: Hashable, Sendable {
    var pcs: [Int32]
    var flags: UInt8
}

/// A DFA over the ASCII alphabet, built eagerly (subset construction) from a program without lookarounds or
/// backreferences, for an unanchored (or `^`-anchored) existence test.
///
/// A state is the set of NFA instructions reached after consuming a character (its *core*, closed over epsilon
/// moves lazily, because `\b` depends on the next character) plus two flags: at the input start, and whether the
/// previous character was a word character (tracked only when the pattern uses `\b`/`\B`). Unanchored search is
/// done by adding the program start to every core. Transitions go to a state, or to `accept` (a match was found:
/// the answer is true whatever follows), `dead` (no thread left), or `unknown`.
///
/// Characters ≥ 128 use one precomputed transition per state when every live instruction treats all of them alike
/// (e.g. `[a-z]` never matches them, `[^"]` always does); otherwise, and for transitions left `unknown` because the
/// state limit was hit, the matcher steps the NFA itself from the state's core and jumps back into the DFA as soon
/// as it reaches a known state. The DFA is immutable after construction, so it is shared freely between threads.
final class RegexDFA: Sendable {
    static let accept: Int32 = -1
    static let dead: Int32 = -2
    static let unknown: Int32 = -3
    static let maxStates = 1_500
    static let maxBuildWork = 3_000_000

    private static let atStartFlag: UInt8 = 1
    private static let previousIsWordFlag: UInt8 = 2

    let program: RegexProgram
    /// Add the start instruction to every core (unanchored search).
    let inject: Bool
    /// Track whether the previous character is a word character (the pattern uses `\b` or `\B`).
    let trackWord: Bool
    let classCount: Int
    /// ASCII byte → equivalence class.
    let byteClass: [UInt8]
    /// `state * classCount + class` → next state or sentinel.
    let table: [Int32]
    /// Transition for any character ≥ 128, or `unknown` when it depends on the character.
    let nonASCII: [Int32]
    let acceptsAtEnd: [Bool]
    let cores: [[Int32]]
    let flags: [UInt8]
    let stateIndex: [RegexStateKey: Int32]

    init(program: RegexProgram, inject: Bool, trackWord: Bool) {
        self.program = program
        self.inject = inject
        self.trackWord = trackWord

        // ASCII equivalence classes: bytes that every consuming instruction (and \b) treats alike.
        var predicates: [RegexInstruction] = []
        var seen = Set<Int>()
        for instruction in program.instructions {
            switch instruction {
            case .scalar(let c) where c < 128:
                if seen.insert(Int(c)).inserted { predicates.append(instruction) }
            case .set(let index):
                if seen.insert(-1 - Int(index)).inserted { predicates.append(instruction) }
            default:
                break
            }
        }
        var signatures: [[Bool]: UInt8] = [:]
        var byteClass = [UInt8](repeating: 0, count: 128)
        var representatives: [UInt32] = []
        for byte in 0..<UInt32(128) {
            var signature: [Bool] = predicates.map { predicate in
                switch predicate {
                case .scalar(let c): return c == byte
                case .set(let index): return program.classes[Int(index)].contains(byte)
                default: return false
                }
            }
            if trackWord { signature.append(regexIsWordCharacter(byte)) }
            if let existing = signatures[signature] {
                byteClass[Int(byte)] = existing
            } else {
                let id = UInt8(representatives.count)
                signatures[signature] = id
                byteClass[Int(byte)] = id
                representatives.append(byte)
            }
        }
        let classCount = representatives.count
        self.classCount = classCount
        self.byteClass = byteClass

        // Subset construction, breadth first, within the state and work limits.
        var table: [Int32] = []
        var nonASCII: [Int32] = []
        var acceptsAtEnd: [Bool] = []
        var cores: [[Int32]] = []
        var flags: [UInt8] = []
        var stateIndex: [RegexStateKey: Int32] = [:]
        var closure = RegexClosure(programSize: program.instructions.count)
        var consumers: [Int32] = []

        func context(_ stateFlags: UInt8, atEnd: Bool = false, nextIsWord: Bool = false) -> RegexContext {
            RegexContext(
                atStart: stateFlags & RegexDFA.atStartFlag != 0, atEnd: atEnd,
                previousIsWord: stateFlags & RegexDFA.previousIsWordFlag != 0, nextIsWord: nextIsWord)
        }

        func state(_ pcs: [Int32], _ stateFlags: UInt8) -> Int32 {
            if pcs.isEmpty { return RegexDFA.dead }
            let key = RegexStateKey(pcs: pcs, flags: stateFlags)
            if let id = stateIndex[key] { return id }
            guard cores.count < RegexDFA.maxStates else { return RegexDFA.unknown }
            let id = Int32(cores.count)
            stateIndex[key] = id
            cores.append(pcs)
            flags.append(stateFlags)
            table.append(contentsOf: repeatElement(RegexDFA.unknown, count: classCount))
            nonASCII.append(RegexDFA.unknown)
            consumers.removeAll(keepingCapacity: true)
            acceptsAtEnd.append(
                closure.compute(program, roots: pcs, context: context(stateFlags, atEnd: true), into: &consumers))
            return id
        }

        func successors(_ live: [Int32], _ accepts: (Int) -> Bool) -> [Int32] {
            var next: [Int32] = inject ? [0] : []
            for pc in live where accepts(Int(pc)) { next.append(pc + 1) }
            return next
        }

        _ = state([0], RegexDFA.atStartFlag)
        var expanded = 0
        while expanded < cores.count && closure.work < RegexDFA.maxBuildWork {
            let id = expanded
            expanded += 1
            let core = cores[id]
            let stateFlags = flags[id]
            var live: [[Int32]] = [[], []]
            var matched = [false, false]
            for nextIsWord in trackWord ? [false, true] : [false] {
                let slot = nextIsWord ? 1 : 0
                matched[slot] = closure.compute(
                    program, roots: core, context: context(stateFlags, nextIsWord: nextIsWord), into: &live[slot])
            }
            for cls in 0..<classCount {
                let c = representatives[cls]
                let isWord = trackWord && regexIsWordCharacter(c)
                let slot = isWord ? 1 : 0
                let target: Int32
                if matched[slot] {
                    target = RegexDFA.accept
                } else {
                    let next = successors(live[slot]) { program.accepts($0, c) }
                    target = state(next, isWord ? RegexDFA.previousIsWordFlag : 0)
                }
                table[id * classCount + cls] = target
            }
            // Characters ≥ 128 are not word characters.
            if matched[0] {
                nonASCII[id] = RegexDFA.accept
            } else {
                var uniform = true
                let next = successors(live[0]) { pc in
                    let behavior: RegexCharClass.NonASCIIBehavior
                    switch program.instructions[pc] {
                    case .scalar(let c): behavior = c < 128 ? .never : .varies
                    case .set(let index): behavior = program.classes[Int(index)].nonASCIIBehavior
                    default: behavior = .never
                    }
                    if behavior == .varies { uniform = false }
                    return behavior == .always
                }
                nonASCII[id] = uniform ? state(next, 0) : RegexDFA.unknown
            }
        }
        self.table = table
        self.nonASCII = nonASCII
        self.acceptsAtEnd = acceptsAtEnd
        self.cores = cores
        self.flags = flags
        self.stateIndex = stateIndex
    }

    /// Number of states built (for tests).
    var stateCount: Int { cores.count }

    /// Whether the program matches anywhere in `bytes` (or at the start only, when built without `inject`).
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var state: Int32 = 0
        var i = 0
        var slow: SlowPath?
        table.withUnsafeBufferPointer { table in
            byteClass.withUnsafeBufferPointer { byteClass in
                nonASCII.withUnsafeBufferPointer { nonASCII in
                    let classCount = self.classCount
                    while i < n {
                        let byte = bytes[i]
                        let target: Int32
                        if byte < 0x80 {
                            target = table[Int(state) &* classCount &+ Int(byteClass[Int(byte)])]
                            if target >= 0 {
                                state = target
                                i &+= 1
                                continue
                            }
                        } else {
                            target = nonASCII[Int(state)]
                            if target >= 0 {
                                state = target
                                i &+= byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                                continue
                            }
                        }
                        if target == RegexDFA.accept {
                            state = RegexDFA.accept
                            return
                        }
                        if target == RegexDFA.dead {
                            state = RegexDFA.dead
                            return
                        }
                        // Unknown: step the NFA until a known state (or the end) is reached.
                        if slow == nil { slow = SlowPath(programSize: program.instructions.count) }
                        let outcome = slow!.run(self, bytes, from: state, at: i)
                        switch outcome {
                        case .decided(let result):
                            state = result ? RegexDFA.accept : RegexDFA.dead
                            return
                        case .resume(let next, let position):
                            state = next
                            i = position
                        }
                    }
                }
            }
        }
        if state == RegexDFA.accept { return true }
        if state == RegexDFA.dead { return false }
        return acceptsAtEnd[Int(state)]
    }

    /// NFA stepping from a DFA state's core, used where the DFA has no transition.
    private struct SlowPath {
        enum Outcome {
            case decided(Bool)
            case resume(Int32, Int)
        }

        var closure: RegexClosure
        var live: [Int32] = []

        init(programSize: Int) {
            closure = RegexClosure(programSize: programSize)
        }

        mutating func run(_ dfa: RegexDFA, _ bytes: UnsafeBufferPointer<UInt8>, from state: Int32, at start: Int)
            -> Outcome
        {
            var core = dfa.cores[Int(state)]
            var stateFlags = dfa.flags[Int(state)]
            var i = start
            while i < bytes.count {
                let (c, length) = RegexUTF8.decode(bytes, at: i)
                let isWord = regexIsWordCharacter(c)
                let context = RegexContext(
                    atStart: stateFlags & RegexDFA.atStartFlag != 0, atEnd: false,
                    previousIsWord: stateFlags & RegexDFA.previousIsWordFlag != 0, nextIsWord: isWord)
                live.removeAll(keepingCapacity: true)
                if closure.compute(dfa.program, roots: core, context: context, into: &live) { return .decided(true) }
                var next: [Int32] = dfa.inject ? [0] : []
                for pc in live where dfa.program.accepts(Int(pc), c) { next.append(pc + 1) }
                if next.isEmpty { return .decided(false) }
                stateFlags = dfa.trackWord && isWord ? RegexDFA.previousIsWordFlag : 0
                i += length
                if let id = dfa.stateIndex[RegexStateKey(pcs: next, flags: stateFlags)] { return .resume(id, i) }
                core = next
            }
            let context = RegexContext(
                atStart: stateFlags & RegexDFA.atStartFlag != 0, atEnd: true,
                previousIsWord: stateFlags & RegexDFA.previousIsWordFlag != 0, nextIsWord: false)
            live.removeAll(keepingCapacity: true)
            return .decided(closure.compute(dfa.program, roots: core, context: context, into: &live))
        }
    }
}
