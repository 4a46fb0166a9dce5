/// Thrown by the lookaround and backtracking matchers when the step budget is used up.
struct RegexBudgetExceeded: Error {}

/// Step budgets for the matchers that are not linear-time.
enum RegexBudget {
    /// Steps allowed for one match attempt on an input of `byteCount` UTF-8 bytes: a fixed allowance plus a
    /// per-byte one, so that ordinary linear work on long strings never runs out.
    static func steps(forInputLength byteCount: Int) -> Int {
        1_000_000 + 64 * byteCount
    }
}

/// A sparse set of instruction indices (Briggs & Torczon), used as a Pike VM thread list.
final class RegexSparseSet {
    private(set) var dense: [Int32]
    private var sparse: [Int32]
    private(set) var count = 0

    init(capacity: Int) {
        dense = Array(repeating: 0, count: capacity)
        sparse = Array(repeating: 0, count: capacity)
    }

    @inline(__always)
    func contains(_ pc: Int32) -> Bool {
        let slot = Int(sparse[Int(pc)])
        return slot < count && dense[slot] == pc
    }

    @inline(__always)
    func insert(_ pc: Int32) {
        sparse[Int(pc)] = Int32(count)
        dense[count] = pc
        count += 1
    }

    @inline(__always)
    func removeAll() { count = 0 }
}

/// Thompson-NFA simulation (a Pike VM without capture tracking, since only existence is asked) for programs with
/// lookarounds but no backreferences.
///
/// All threads advance in lock step, so a run costs O(input × program) — except that lookarounds are decided by
/// nested runs from the position where they are reached (forward for lookaheads, backward over the reversed body
/// for lookbehinds). Each (lookaround, position) verdict is memoized, which keeps the total polynomial; the step
/// budget turns the remaining worst cases (roughly quadratic) into an "undecided" answer.
final class RegexPikeVM {
    private let program: RegexProgram
    private let bytes: UnsafeBufferPointer<UInt8>
    private var memo: [[UInt8]]
    private var steps = 0
    private let budget: Int
    private var pool: [(current: RegexSparseSet, next: RegexSparseSet)] = []
    private var stacks: [[Int32]] = []

    private init(program: RegexProgram, bytes: UnsafeBufferPointer<UInt8>) {
        self.program = program
        self.bytes = bytes
        memo = Array(repeating: [], count: program.looks.count)
        budget = RegexBudget.steps(forInputLength: bytes.count)
    }

    /// Whether `program` matches somewhere in `bytes` (only at 0 when `anchored`); nil when the budget runs out.
    static func matches(_ program: RegexProgram, _ bytes: UnsafeBufferPointer<UInt8>, anchored: Bool) -> Bool? {
        let vm = RegexPikeVM(program: program, bytes: bytes)
        do {
            return try vm.run(start: 0, at: 0, backward: false, inject: !anchored, depth: 0)
        } catch {
            return nil
        }
    }

    private func run(start: Int32, at origin: Int, backward: Bool, inject: Bool, depth: Int)
        throws(RegexBudgetExceeded) -> Bool
    {
        while pool.count <= depth {
            let size = program.instructions.count
            pool.append((RegexSparseSet(capacity: size), RegexSparseSet(capacity: size)))
            stacks.append([])
        }
        var current = pool[depth].current
        var next = pool[depth].next
        current.removeAll()
        var position = origin
        if try addClosure(current, start, at: position, depth: depth) { return true }
        let end = bytes.count
        while true {
            if current.count == 0 && !inject { return false }
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
            next.removeAll()
            for i in 0..<current.count {
                let pc = current.dense[i]
                steps += 1
                if program.isConsuming(Int(pc)) && program.accepts(Int(pc), c) {
                    if try addClosure(next, pc + 1, at: nextPosition, depth: depth) { return true }
                }
            }
            if inject, try addClosure(next, start, at: nextPosition, depth: depth) { return true }
            if steps > budget { throw RegexBudgetExceeded() }
            swap(&current, &next)
            position = nextPosition
        }
    }

    /// Adds the epsilon closure of `pc` at `position` to `set`; returns true when `.match` is reachable.
    private func addClosure(_ set: RegexSparseSet, _ pc: Int32, at position: Int, depth: Int)
        throws(RegexBudgetExceeded) -> Bool
    {
        var stack = stacks[depth]
        stacks[depth] = []
        defer { stacks[depth] = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append(pc)
        while let pc = stack.popLast() {
            if set.contains(pc) { continue }
            set.insert(pc)
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
    private func lookaround(_ index: Int, at position: Int, depth: Int) throws(RegexBudgetExceeded) -> Bool {
        let look = program.looks[index]
        if memo[index].isEmpty { memo[index] = Array(repeating: 0, count: bytes.count + 1) }
        var verdict = memo[index][position]
        if verdict == 0 {
            let found = try run(start: look.start, at: position, backward: look.behind, inject: false, depth: depth + 1)
            verdict = found ? 1 : 2
            memo[index][position] = verdict
        }
        return (verdict == 1) != look.negated
    }
}
