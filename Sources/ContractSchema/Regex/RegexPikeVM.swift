/// Faster ways to decide a lookaround whose body has no lookaround or backreference of its own.
struct RegexLookAccelerator: Sendable {
    /// For lookaheads: the body as a DFA anchored where it is run.
    var dfa: RegexDFA?
    /// The body compiled in the opposite direction, which decides every position in one linear pass
    /// (`RegexClosure.matchPositions`); used once the lookaround has been asked about at many positions.
    var opposite: RegexProgram
}

/// Thompson-NFA simulation (a Pike VM without capture tracking, since only existence is asked) for programs with
/// lookarounds but no backreferences.
///
/// All threads advance in lock step, so a run costs O(input × program) — except that lookarounds are decided by
/// nested runs from the position where they are reached (forward for lookaheads, backward over the reversed body
/// for lookbehinds), or by a DFA for lookaheads whose body has no lookaround of its own. Each (lookaround, position)
/// verdict is memoized, and a lookaround without nested lookarounds that is asked about at many positions gets all
/// its verdicts from one linear pass of its body compiled in the opposite direction; so only nested lookarounds can
/// make the cost superlinear (roughly quadratic), and the step budget turns those cases into an "undecided" answer.
///
/// Thread lists are sparse sets (Briggs & Torczon) laid out in one flat array, two per nesting depth of runs:
/// O(1) insert, membership test and clear.
struct RegexPikeVM {
    private let program: RegexProgram
    private let accelerators: [RegexLookAccelerator?]
    /// How many positions each lookaround has been evaluated at.
    private var evaluations: [Int]
    private let bytes: UnsafeBufferPointer<UInt8>
    private let size: Int
    /// Verdict per (lookaround, position): 0 unknown, 1 holds, 2 fails (before negation).
    private var memo: [UInt8] = []
    private(set) var steps = 0
    private let budget: Int
    /// For thread list `k`: `dense` at `k * 2 * size`, `sparse` right after it.
    private var lists: [Int32] = []
    private var counts: [Int] = []
    private var stack: [Int32] = []

    /// Evaluations of one lookaround after which all its verdicts are computed in one pass.
    static let allPositionsThreshold = 8

    private init(
        program: RegexProgram, accelerators: [RegexLookAccelerator?], bytes: UnsafeBufferPointer<UInt8>, budget: Int
    ) {
        self.program = program
        self.accelerators = accelerators.isEmpty ? Array(repeating: nil, count: program.looks.count) : accelerators
        evaluations = Array(repeating: 0, count: program.looks.count)
        self.bytes = bytes
        size = program.instructions.count
        self.budget = budget
    }

    /// Whether `program` matches somewhere in `bytes` (only at 0 when `anchored`); nil when `budget` runs out
    /// (or was already spent). `accelerators[i]`, when present, speeds up lookaround `i` (an empty array means none).
    static func matches(
        _ program: RegexProgram, accelerators: [RegexLookAccelerator?], _ bytes: UnsafeBufferPointer<UInt8>,
        anchored: Bool, budget: inout RegexStepBudget
    ) -> Bool? {
        guard let allowance = budget.allowance(forInputLength: bytes.count) else { return nil }
        var vm = RegexPikeVM(program: program, accelerators: accelerators, bytes: bytes, budget: allowance)
        do {
            let found = try vm.run(start: 0, at: 0, backward: false, inject: !anchored, depth: 0)
            budget.charge(vm.steps)
            return found
        } catch {
            budget.spend()
            return nil
        }
    }

    /// Inserts `pc` into thread list `list`; false when already present.
    @inline(__always)
    private mutating func insert(_ pc: Int32, into list: Int) -> Bool {
        let dense = list * 2 * size
        let count = counts[list]
        let slot = Int(lists[dense + size + Int(pc)])
        if slot < count && lists[dense + slot] == pc { return false }
        lists[dense + size + Int(pc)] = Int32(count)
        lists[dense + count] = pc
        counts[list] = count + 1
        return true
    }

    private mutating func run(start: Int32, at origin: Int, backward: Bool, inject: Bool, depth: Int)
        throws(RegexBudgetExceeded) -> Bool
    {
        if counts.count < 2 * (depth + 1) {
            lists.append(contentsOf: repeatElement(0, count: 4 * size))
            counts.append(contentsOf: [0, 0])
        }
        var current = 2 * depth
        var next = current + 1
        counts[current] = 0
        var position = origin
        if try addClosure(current, start, at: position, depth: depth) { return true }
        let end = bytes.count
        while true {
            if counts[current] == 0 && !inject { return false }
            let c: UInt32
            let nextPosition: Int
            if backward {
                if position == 0 { return false }
                let decoded = RegexUTF8.decode(bytes, before: position)
                c = decoded.scalar
                nextPosition = position - decoded.length
            } else {
                if position == end { return false }
                let decoded = RegexUTF8.decode(bytes, at: position)
                c = decoded.scalar
                nextPosition = position + decoded.length
            }
            counts[next] = 0
            let dense = current * 2 * size
            var i = 0
            while i < counts[current] {
                let pc = lists[dense + i]
                i += 1
                if program.accepts(Int(pc), c) {
                    if try addClosure(next, pc + 1, at: nextPosition, depth: depth) { return true }
                }
            }
            if inject, try addClosure(next, start, at: nextPosition, depth: depth) { return true }
            steps += counts[current]
            if steps > budget { throw RegexBudgetExceeded() }
            swap(&current, &next)
            position = nextPosition
        }
    }

    /// Adds the epsilon closure of `root` at `position` to thread list `list`; returns true when `.match` is
    /// reachable.
    private mutating func addClosure(_ list: Int, _ root: Int32, at position: Int, depth: Int)
        throws(RegexBudgetExceeded) -> Bool
    {
        let base = stack.count
        stack.append(root)
        while stack.count > base {
            let pc = stack.removeLast()
            guard insert(pc, into: list) else { continue }
            steps += 1
            switch program.instructions[Int(pc)] {
            case .scalar, .set:
                break
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target):
                stack.append(target)
            case .assert(let kind):
                if holds(kind, at: position) { stack.append(pc + 1) }
            case .save, .resetCaptures, .setRegister, .emptyCheck:
                stack.append(pc + 1)
            case .look(let index):
                if try lookaround(Int(index), at: position, depth: depth) { stack.append(pc + 1) }
            case .match:
                while stack.count > base { stack.removeLast() }
                return true
            case .backreference:
                preconditionFailure("the Pike VM does not run programs with backreferences")
            }
        }
        if steps > budget { throw RegexBudgetExceeded() }
        return false
    }

    private func holds(_ kind: RegexAssertionKind, at position: Int) -> Bool {
        switch kind {
        case .start: return position == 0
        case .end: return position == bytes.count
        case .wordBoundary:
            return RegexUTF8.isWord(bytes, before: position) != RegexUTF8.isWord(bytes, at: position)
        case .notWordBoundary:
            return RegexUTF8.isWord(bytes, before: position) == RegexUTF8.isWord(bytes, at: position)
        }
    }

    /// Whether lookaround `index` holds at `position` (memoized per position).
    private mutating func lookaround(_ index: Int, at position: Int, depth: Int) throws(RegexBudgetExceeded) -> Bool {
        let look = program.looks[index]
        if memo.isEmpty { memo = Array(repeating: 0, count: program.looks.count * (bytes.count + 1)) }
        let slot = index * (bytes.count + 1) + position
        var verdict = memo[slot]
        if verdict == 0 {
            evaluations[index] += 1
            if let accelerator = accelerators[index], evaluations[index] > RegexPikeVM.allPositionsThreshold {
                let (verdicts, work) = RegexClosure.matchPositions(accelerator.opposite, bytes, backward: !look.behind)
                steps += work
                if steps > budget { throw RegexBudgetExceeded() }
                let base = index * (bytes.count + 1)
                for (position, holds) in verdicts.enumerated() { memo[base + position] = holds ? 1 : 2 }
                verdict = memo[slot]
            } else {
                let found: Bool
                if let dfa = accelerators[index]?.dfa {
                    var scanned = 0
                    found = dfa.matches(bytes, from: position, scanned: &scanned)
                    steps += scanned
                } else {
                    found = try run(
                        start: look.start, at: position, backward: look.behind, inject: false, depth: depth + 1)
                }
                verdict = found ? 1 : 2
                memo[slot] = verdict
            }
        }
        return (verdict == 1) != look.negated
    }
}
