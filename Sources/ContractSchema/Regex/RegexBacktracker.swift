/// Backtracking matcher with ECMA-262 semantics, used only for patterns with backreferences (the one feature a
/// finite automaton cannot express).
///
/// It follows the specification's matcher closely: alternatives and quantifiers are tried in priority order,
/// captures are reset at the start of each iteration, an optional iteration that matches the empty string fails,
/// lookarounds are atomic (positive ones keep their captures), lookbehinds run backward with captures and
/// backreferences matched right to left. The backtrack stack is explicit (no recursion per character), and every
/// instruction executed counts against a step budget (and the stack against a frame limit), so exponential cases
/// end with "undecided" instead of hanging or exhausting memory.
struct RegexBacktracker {
    private enum Frame {
        case choice(pc: Int32, position: Int)
        case capture(slot: Int32, old: Int)
        case register(Int32, old: Int)
        case captures([Int])
    }

    private let program: RegexProgram
    private let bytes: UnsafeBufferPointer<UInt8>
    private var captures: [Int]
    private var registers: [Int]
    private var stack: [Frame] = []
    private(set) var steps = 0
    private let budget: Int

    private init(program: RegexProgram, bytes: UnsafeBufferPointer<UInt8>, budget: Int) {
        self.program = program
        self.bytes = bytes
        captures = Array(repeating: -1, count: 2 * (program.captureCount + 1))
        registers = Array(repeating: -1, count: program.registerCount)
        self.budget = budget
    }

    /// Whether `program` matches somewhere in `bytes` (only at 0 when `anchored`); nil when `budget` runs out
    /// (or was already spent).
    static func matches(
        _ program: RegexProgram, _ bytes: UnsafeBufferPointer<UInt8>, anchored: Bool, budget: inout RegexStepBudget
    ) -> Bool? {
        guard let allowance = budget.allowance(forInputLength: bytes.count) else { return nil }
        var matcher = RegexBacktracker(program: program, bytes: bytes, budget: allowance)
        do {
            var start = 0
            while true {
                if try matcher.run(pc: 0, at: start, backward: false) { break }
                if anchored || start == bytes.count {
                    budget.charge(matcher.steps)
                    return false
                }
                start += RegexUTF8.decode(bytes, at: start).length
            }
            budget.charge(matcher.steps)
            return true
        } catch {
            budget.spend()
            return nil
        }
    }

    // Over 100 lines on purpose: the interpreter loop, one switch over the instructions with the
    // program counter, position and backtracking stack in locals; moving cases into functions would
    // spill them on every step of the budgeted hot loop.
    /// Runs the region starting at `pc` from `position`; on success the frames pushed since the call are left on
    /// the stack (the caller decides what to keep), on failure the stack and captures are as before the call.
    private mutating func run(pc startPC: Int32, at startPosition: Int, backward: Bool)
        throws(RegexBudgetExceeded) -> Bool
    {
        let base = stack.count
        var pc = Int(startPC)
        var position = startPosition
        while true {
            steps += 1
            if steps > budget || stack.count > RegexStepBudget.maximumFrames { throw RegexBudgetExceeded() }
            var ok = true
            switch program.instructions[pc] {
            case .scalar, .set:
                if backward {
                    if position > 0 {
                        let (c, length) = RegexUTF8.decode(bytes, before: position)
                        ok = program.accepts(pc, c)
                        position -= length
                    } else {
                        ok = false
                    }
                } else {
                    if position < bytes.count {
                        let (c, length) = RegexUTF8.decode(bytes, at: position)
                        ok = program.accepts(pc, c)
                        position += length
                    } else {
                        ok = false
                    }
                }
                pc += 1
            case .split(let first, let second):
                stack.append(.choice(pc: second, position: position))
                pc = Int(first)
            case .jump(let target):
                pc = Int(target)
            case .assert(let kind):
                ok = holds(kind, at: position)
                pc += 1
            case .save(let slot):
                stack.append(.capture(slot: slot, old: captures[Int(slot)]))
                captures[Int(slot)] = position
                pc += 1
            case .resetCaptures(let low, let high):
                for slot in Int(2 * low)..<Int(2 * high) where captures[slot] != -1 {
                    stack.append(.capture(slot: Int32(slot), old: captures[slot]))
                    captures[slot] = -1
                }
                pc += 1
            case .setRegister(let register):
                stack.append(.register(register, old: registers[Int(register)]))
                registers[Int(register)] = position
                pc += 1
            case .emptyCheck(let register):
                ok = registers[Int(register)] != position
                pc += 1
            case .backreference(let group):
                let start = captures[Int(2 * group)]
                let end = captures[Int(2 * group + 1)]
                if start >= 0 && end >= 0 {
                    let length = end - start
                    if backward {
                        ok = position >= length && equal(start, position - length, length)
                        position -= length
                    } else {
                        ok = bytes.count - position >= length && equal(start, position, length)
                        position += length
                    }
                }
                pc += 1
            case .look(let index):
                let look = program.looks[Int(index)]
                let saved = captures
                let lookBase = stack.count
                let found = try run(pc: look.start, at: position, backward: look.behind)
                stack.removeSubrange(lookBase...)
                if found && !look.negated {
                    // Keep the lookaround's captures, restoring the old ones if we backtrack past this point.
                    stack.append(.captures(saved))
                } else if found {
                    captures = saved
                }
                ok = found != look.negated
                pc += 1
            case .match:
                return true
            }
            if ok { continue }
            // Backtrack to the most recent choice point of this run.
            var resumed = false
            while stack.count > base {
                switch stack.removeLast() {
                case .choice(let target, let at):
                    pc = Int(target)
                    position = at
                    resumed = true
                case .capture(let slot, let old):
                    captures[Int(slot)] = old
                case .register(let register, let old):
                    registers[Int(register)] = old
                case .captures(let old):
                    captures = old
                }
                if resumed { break }
            }
            if !resumed { return false }
        }
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

    private func equal(_ a: Int, _ b: Int, _ length: Int) -> Bool {
        var i = 0
        while i < length {
            if bytes[a + i] != bytes[b + i] { return false }
            i += 1
        }
        return true
    }
}
