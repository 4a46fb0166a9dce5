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
    /// `context`, in ascending order; returns whether `.match` is reachable (stopping there unless `complete`).
    mutating func compute(
        _ program: RegexProgram, roots: [Int32], context: RegexContext, into consumers: inout [Int32],
        complete: Bool = false
    ) -> Bool {
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
        stack.removeAll(keepingCapacity: true)
        for root in roots.reversed() { stack.append(root) }
        let start = consumers.count
        var matched = false
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
                if !complete { return true }
                matched = true
            case .backreference, .look:
                preconditionFailure("automaton programs contain no backreferences or lookarounds")
            }
        }
        consumers[start...].sort()
        return matched
    }

    /// For every position of `bytes`, whether `program` (without lookarounds or backreferences) has a match ending
    /// there when run forward from any earlier position, or — with `backward` — a match that, running backward
    /// from any later position, ends there. One pass, O(input × program).
    ///
    /// Compiled in the opposite direction, a lookahead body answers "does the body match starting here" for all
    /// positions at once, and a lookbehind body "does the body match ending here".
    static func matchPositions(_ program: RegexProgram, _ bytes: UnsafeBufferPointer<UInt8>, backward: Bool)
        -> (verdicts: [Bool], work: Int)
    {
        let n = bytes.count
        var verdicts = [Bool](repeating: false, count: n + 1)
        var closure = RegexClosure(programSize: program.instructions.count)
        var core: [Int32] = [0]
        var live: [Int32] = []
        var position = backward ? n : 0
        while true {
            let isWordBefore = RegexUTF8.isWord(bytes, before: position)
            let isWordAfter = RegexUTF8.isWord(bytes, at: position)
            let context = RegexContext(
                atStart: position == 0, atEnd: position == n, previousIsWord: isWordBefore, nextIsWord: isWordAfter)
            live.removeAll(keepingCapacity: true)
            verdicts[position] = closure.compute(program, roots: core, context: context, into: &live, complete: true)
            if backward ? position == 0 : position == n { break }
            let (c, length) = backward ? RegexUTF8.decode(bytes, before: position) : RegexUTF8.decode(bytes, at: position)
            core.removeAll(keepingCapacity: true)
            core.append(0)
            for pc in live where program.accepts(Int(pc), c) { core.append(pc + 1) }
            position += backward ? -length : length
        }
        return (verdicts, closure.work + n)
    }
}
