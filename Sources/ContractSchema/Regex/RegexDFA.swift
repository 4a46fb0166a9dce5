/// A DFA built eagerly (subset construction) from a program without lookarounds or backreferences, for an
/// unanchored (or `^`-anchored) existence test.
///
/// A state is the set of NFA instructions reached after consuming a character (its *core*, closed over epsilon
/// moves lazily, because `\b` depends on the next character) plus two flags: at the input start, and whether the
/// previous character was a word character (tracked only when the pattern uses `\b`/`\B`). Unanchored search adds
/// the program start to every core. A transition leads to a state or to `accept` (a match was found: the answer
/// is true whatever follows), `dead` (no thread left) or `unknown`.
///
/// ASCII bytes go through a table indexed by equivalence class. Characters ≥ 128 take one precomputed transition
/// when every live instruction treats them all alike (`[a-z]` never matches them, `[^"]` always does), or a
/// transition chosen by which of up to four predicates (`\p{L}`, `é`…) accept the character. Anything else — and
/// transitions left `unknown` because a size limit was hit — is handled by stepping the NFA from the state's core
/// and jumping back into the DFA as soon as a known state is reached, so results never depend on the limits. The
/// DFA is immutable after construction and shared freely between threads.
final class RegexDFA: RegexMatching {
    static let accept: Int32 = -1
    static let dead: Int32 = -2
    static let unknown: Int32 = -3
    /// Non-ASCII column value: use `signatureTables[signatureIndex[state]]`.
    static let bySignature: Int32 = -4

    /// Construction limits, which bound compile time and memory for large or DFA-hostile patterns.
    static let maxStates = 1_000
    static let maxTableEntries = 65_536
    static let maxCoreElements = 50_000
    static let maxBuildWork = 500_000
    static let maxSignaturePredicates = 4

    fileprivate static let atStartFlag: UInt8 = 1
    fileprivate static let previousIsWordFlag: UInt8 = 2

    let program: RegexProgram
    /// Add the start instruction to every core (unanchored search).
    let inject: Bool
    /// Track whether the previous character is a word character (the pattern uses `\b` or `\B`).
    let trackWord: Bool
    /// Row width of `table`: one column per ASCII equivalence class, then one for characters ≥ 128, then one for
    /// the end of the input (`accept` or `dead`).
    let stride: Int
    /// Byte → column: the ASCII class, or the non-ASCII column for UTF-8 lead bytes.
    let byteColumn: [UInt8]
    /// Transitions: `state * stride + column` → next state premultiplied by `stride`, or a sentinel.
    let table: [Int32]
    let signatureIndex: [Int32]
    let signatureTables: [RegexSignatureTable]
    let cores: [[Int32]]
    let flags: [UInt8]
    let stateIndex: [RegexStateKey: Int32]

    /// UTF-8 sequence length by lead byte (continuation bytes are never looked up).
    private static let sequenceLength: [UInt8] = (0..<256).map { $0 < 0x80 ? 1 : $0 < 0xE0 ? 2 : $0 < 0xF0 ? 3 : 4 }

    init(program: RegexProgram, inject: Bool, trackWord: Bool) {
        self.program = program
        self.inject = inject
        self.trackWord = trackWord
        var builder = Builder(program: program, inject: inject, trackWord: trackWord)
        builder.build()
        let classCount = builder.classCount
        let stride = classCount + 2
        self.stride = stride
        byteColumn = (0..<256).map { $0 < 128 ? builder.byteClass[$0] : UInt8(classCount) }
        func premultiplied(_ target: Int32) -> Int32 { target >= 0 ? target * Int32(stride) : target }
        var table: [Int32] = []
        table.reserveCapacity(builder.cores.count * stride)
        for state in 0..<builder.cores.count {
            for column in 0..<classCount { table.append(premultiplied(builder.table[state * classCount + column])) }
            table.append(premultiplied(builder.nonASCII[state]))
            table.append(builder.acceptsAtEnd[state] ? RegexDFA.accept : RegexDFA.dead)
        }
        self.table = table
        signatureIndex = builder.signatureIndex
        signatureTables = builder.signatureTables.map {
            RegexSignatureTable(predicates: $0.predicates, targets: $0.targets.map(premultiplied))
        }
        cores = builder.cores
        flags = builder.flags
        stateIndex = builder.stateIndex
    }

    /// Number of states built (for tests).
    var stateCount: Int { cores.count }

    // MARK: Matching

    /// Whether the program matches anywhere in `bytes` (or at the start only, when built without `inject`).
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var scanned = 0
        return matches(bytes, from: 0, scanned: &scanned)
    }

    /// Whether the program matches in `bytes` from byte `start` on (the search begins at `start`; assertions still
    /// see the whole input). `scanned` receives the number of bytes examined (a cost measure).
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, scanned: inout Int) -> Bool {
        let initial = start == 0 ? 0 : trackWord && RegexUTF8.isWord(bytes, before: start) ? 2 : 1
        var offset = initial * stride
        var i = start
        defer { scanned = Swift.max(1, i - start) }
        var slow: SlowPath?
        while true {
            let (stopOffset, position, target) = table.withUnsafeBufferPointer { table in
                byteColumn.withUnsafeBufferPointer { byteColumn in
                    RegexDFA.sequenceLength.withUnsafeBufferPointer { sequenceLength in
                        RegexDFA.scan(
                            bytes, from: i, offset: offset, table: table, byteColumn: byteColumn,
                            sequenceLength: sequenceLength, endColumn: stride - 1)
                    }
                }
            }
            offset = stopOffset
            i = position
            var next = target
            if next == RegexDFA.bySignature {
                let (c, length) = RegexUTF8.decode(bytes, at: i)
                let signatures = signatureTables[Int(signatureIndex[offset / stride])]
                var index = 0
                for (bit, pc) in signatures.predicates.enumerated() where program.accepts(Int(pc), c) {
                    index |= 1 << bit
                }
                next = signatures.targets[index]
                if next >= 0 {
                    offset = Int(next)
                    i += length
                    continue
                }
            }
            if next == RegexDFA.accept { return true }
            if next == RegexDFA.dead { return false }
            // Unknown: step the NFA until a known state (or the end) is reached.
            if slow == nil { slow = SlowPath(programSize: program.instructions.count) }
            switch slow!.run(self, bytes, from: Int32(offset / stride), at: i) {
            case .decided(let result):
                i = bytes.count  // conservatively: the NFA may have read up to the end
                return result
            case .resume(let state, let resumeAt):
                offset = Int(state) * stride
                i = resumeAt
            }
        }
    }

    /// Follows transitions from the state at `offset`, starting at byte `start`, while they lead to states;
    /// returns where it stopped and the sentinel that stopped it (at the end of the input, the end column's
    /// `accept` or `dead`).
    @inline(__always)
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, offset initial: Int,
        table: UnsafeBufferPointer<Int32>, byteColumn: UnsafeBufferPointer<UInt8>,
        sequenceLength: UnsafeBufferPointer<UInt8>, endColumn: Int
    ) -> (offset: Int, position: Int, target: Int32) {
        var offset = initial
        var i = start
        let n = bytes.count
        while i < n {
            let byte = Int(bytes[i])
            let target = table[offset &+ Int(byteColumn[byte])]
            if target < 0 { return (offset, i, target) }
            offset = Int(target)
            i &+= Int(sequenceLength[byte])
        }
        return (offset, i, table[offset &+ endColumn])
    }

    /// NFA stepping from a DFA state's core, used where the DFA has no transition.
    private struct SlowPath {
        enum Outcome {
            case decided(Bool)
            case resume(Int32, Int)
        }

        var closure: RegexClosure
        var live: [Int32] = []
        var core: [Int32] = []
        var key = RegexStateKey(pcs: [], flags: 0)

        init(programSize: Int) {
            closure = RegexClosure(programSize: programSize)
        }

        mutating func run(_ dfa: RegexDFA, _ bytes: UnsafeBufferPointer<UInt8>, from state: Int32, at start: Int)
            -> Outcome
        {
            core.removeAll(keepingCapacity: true)
            core.append(contentsOf: dfa.cores[Int(state)])
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
                core.removeAll(keepingCapacity: true)
                if dfa.inject { core.append(0) }
                for pc in live where dfa.program.accepts(Int(pc), c) { core.append(pc + 1) }
                if core.isEmpty { return .decided(false) }
                stateFlags = dfa.trackWord && isWord ? RegexDFA.previousIsWordFlag : 0
                i += length
                swap(&key.pcs, &core)
                key.flags = stateFlags
                let known = dfa.stateIndex[key]
                swap(&key.pcs, &core)
                if let known { return .resume(known, i) }
            }
            let context = RegexContext(
                atStart: stateFlags & RegexDFA.atStartFlag != 0, atEnd: true,
                previousIsWord: stateFlags & RegexDFA.previousIsWordFlag != 0, nextIsWord: false)
            live.removeAll(keepingCapacity: true)
            return .decided(closure.compute(dfa.program, roots: core, context: context, into: &live))
        }
    }

    // MARK: Construction

    private struct Builder {
        let program: RegexProgram
        let inject: Bool
        let trackWord: Bool
        var classCount = 0
        var byteClass = [UInt8](repeating: 0, count: 128)
        var representatives: [UInt32] = []
        var table: [Int32] = []
        var nonASCII: [Int32] = []
        var signatureIndex: [Int32] = []
        var signatureTables: [RegexSignatureTable] = []
        var acceptsAtEnd: [Bool] = []
        var cores: [[Int32]] = []
        var flags: [UInt8] = []
        var stateIndex: [RegexStateKey: Int32] = [:]
        var closure: RegexClosure
        var scratch: [Int32] = []
        var coreElements = 0

        init(program: RegexProgram, inject: Bool, trackWord: Bool) {
            self.program = program
            self.inject = inject
            self.trackWord = trackWord
            closure = RegexClosure(programSize: program.instructions.count)
        }

        /// Bytes that every consuming instruction (and `\b`) treats alike share a class: start with one class and
        /// split classes by each distinct predicate in turn.
        mutating func computeByteClasses() {
            var classOf = [Int](repeating: 0, count: 128)
            var count = 1
            func refine(_ member: (UInt32) -> Bool) {
                var remap = [Int](repeating: -1, count: 2 * count)
                var next = 0
                for byte in 0..<128 {
                    let key = 2 * classOf[byte] + (member(UInt32(byte)) ? 1 : 0)
                    if remap[key] < 0 {
                        remap[key] = next
                        next += 1
                    }
                    classOf[byte] = remap[key]
                }
                count = next
            }
            var seenScalars = Set<UInt32>()
            var seenClasses = Set<Int32>()
            for instruction in program.instructions {
                switch instruction {
                case .scalar(let c) where c < 128:
                    if seenScalars.insert(c).inserted { refine { $0 == c } }
                case .set(let index):
                    if seenClasses.insert(index).inserted { refine { program.classes[Int(index)].contains($0) } }
                default:
                    break
                }
            }
            if trackWord { refine(regexIsWordCharacter) }
            representatives = Array(repeating: 0, count: count)
            for byte in (0..<128).reversed() {
                byteClass[byte] = UInt8(classOf[byte])
                representatives[classOf[byte]] = UInt32(byte)
            }
            classCount = count
        }

        func context(_ stateFlags: UInt8, atEnd: Bool = false, nextIsWord: Bool = false) -> RegexContext {
            RegexContext(
                atStart: stateFlags & RegexDFA.atStartFlag != 0, atEnd: atEnd,
                previousIsWord: stateFlags & RegexDFA.previousIsWordFlag != 0, nextIsWord: nextIsWord)
        }

        /// The state for a (sorted) core, created if the limits allow.
        mutating func state(_ pcs: [Int32], _ stateFlags: UInt8) -> Int32 {
            if pcs.isEmpty { return RegexDFA.dead }
            let key = RegexStateKey(pcs: pcs, flags: stateFlags)
            if let id = stateIndex[key] { return id }
            guard cores.count < RegexDFA.maxStates, (cores.count + 1) * classCount <= RegexDFA.maxTableEntries,
                coreElements + pcs.count <= RegexDFA.maxCoreElements
            else { return RegexDFA.unknown }
            let id = Int32(cores.count)
            stateIndex[key] = id
            cores.append(pcs)
            coreElements += pcs.count
            flags.append(stateFlags)
            table.append(contentsOf: repeatElement(RegexDFA.unknown, count: classCount))
            nonASCII.append(RegexDFA.unknown)
            signatureIndex.append(-1)
            scratch.removeAll(keepingCapacity: true)
            acceptsAtEnd.append(
                closure.compute(program, roots: pcs, context: context(stateFlags, atEnd: true), into: &scratch))
            return id
        }

        /// The sorted core reached from `live` through the instructions selected by `accepts`.
        func successors(_ live: [Int32], _ accepts: (Int32) -> Bool) -> [Int32] {
            var next: [Int32] = inject ? [0] : []
            for pc in live where accepts(pc) { next.append(pc + 1) }
            return next
        }

        mutating func build() {
            computeByteClasses()
            // Initial states for a search starting at 0, or (for lookaheads) later after a non-word or a word
            // character: ids 0, 1 and 2.
            _ = state([0], RegexDFA.atStartFlag)
            _ = state([0], 0)
            _ = state([0], trackWord ? RegexDFA.previousIsWordFlag : 0)
            var expanded = 0
            while expanded < cores.count && closure.work < RegexDFA.maxBuildWork {
                expand(expanded)
                expanded += 1
            }
        }

        mutating func expand(_ id: Int) {
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
                    let next = successors(live[slot]) { program.accepts(Int($0), c) }
                    target = state(next, isWord ? RegexDFA.previousIsWordFlag : 0)
                }
                table[id * classCount + cls] = target
            }
            expandNonASCII(id, live: live[0], matched: matched[0])
        }

        /// Characters ≥ 128 are never word characters, so they all see the `nextIsWord == false` closure.
        mutating func expandNonASCII(_ id: Int, live: [Int32], matched: Bool) {
            if matched {
                nonASCII[id] = RegexDFA.accept
                return
            }
            var always: [Int32] = []
            var varying: [(predicate: Int32, pcs: [Int32])] = []
            for pc in live {
                let behavior: RegexCharClass.NonASCIIBehavior
                switch program.instructions[Int(pc)] {
                case .scalar(let c): behavior = c < 128 ? .never : .varies
                case .set(let index): behavior = program.classes[Int(index)].nonASCIIBehavior
                default: behavior = .never
                }
                switch behavior {
                case .never: break
                case .always: always.append(pc)
                case .varies:
                    let instruction = program.instructions[Int(pc)]
                    if let group = varying.firstIndex(where: { program.instructions[Int($0.predicate)] == instruction }) {
                        varying[group].pcs.append(pc)
                    } else {
                        varying.append((pc, [pc]))
                    }
                }
            }
            if varying.isEmpty {
                nonASCII[id] = state(successors(always) { _ in true }, 0)
                return
            }
            guard varying.count <= RegexDFA.maxSignaturePredicates else { return }  // stays unknown
            var targets: [Int32] = []
            for mask in 0..<(1 << varying.count) {
                var selected = always
                for (bit, group) in varying.enumerated() where mask & (1 << bit) != 0 { selected += group.pcs }
                selected.sort()
                targets.append(state(successors(selected) { _ in true }, 0))
            }
            nonASCII[id] = RegexDFA.bySignature
            signatureIndex[id] = Int32(signatureTables.count)
            signatureTables.append(RegexSignatureTable(predicates: varying.map(\.predicate), targets: targets))
        }
    }
}
