/// One instruction of a compiled pattern (a Thompson NFA in program form, as in Pike's VM).
///
/// Consuming instructions (`scalar`, `set`) read one code point in the direction of the running region (forward for
/// the main program and lookaheads, backward for lookbehinds). Bookkeeping instructions (`save`, `resetCaptures`,
/// `setRegister`, `emptyCheck`) are only emitted for the backtracking matcher and are epsilon moves elsewhere.
enum RegexInstruction: Sendable, Equatable {
    /// Consume this code point.
    case scalar(UInt32)
    /// Consume a code point of `RegexProgram.classes[index]`.
    case set(Int32)
    /// Continue at both targets; the first is preferred (only the backtracker cares about the order).
    case split(Int32, Int32)
    case jump(Int32)
    case assert(RegexAssertionKind)
    /// Store the current position in capture slot `slot` (group `g` uses slots `2g` and `2g + 1`).
    case save(Int32)
    /// Make groups `lo..<hi` undefined (ECMA-262 RepeatMatcher step 4).
    case resetCaptures(Int32, Int32)
    /// Remember the current position in loop register `r`.
    case setRegister(Int32)
    /// Fail when the position equals loop register `r` (an iteration matched the empty string).
    case emptyCheck(Int32)
    /// Match the text of group `g` again.
    case backreference(Int32)
    /// Evaluate lookaround `RegexProgram.looks[index]` at the current position.
    case look(Int32)
    case match
}

/// A lookaround: its body is a separate region of the program starting at `start` and ending with `.match`.
struct RegexLook: Sendable {
    var start: Int32
    var behind: Bool
    var negated: Bool
    /// The body, kept so that matchers can compile it on its own (e.g. into a DFA).
    var body: RegexNode
}

/// A compiled pattern.
struct RegexProgram: Sendable {
    var instructions: [RegexInstruction] = []
    var classes: [RegexCharClass] = []
    var looks: [RegexLook] = []
    var captureCount = 0
    var registerCount = 0

    /// Whether a consuming instruction at `pc` accepts code point `c`.
    @inline(__always)
    func accepts(_ pc: Int, _ c: UInt32) -> Bool {
        switch instructions[pc] {
        case .scalar(let value): return value == c
        case .set(let index): return classes[Int(index)].contains(c)
        default: return false
        }
    }

    /// Whether the instruction at `pc` consumes a code point.
    @inline(__always)
    func isConsuming(_ pc: Int) -> Bool {
        switch instructions[pc] {
        case .scalar, .set: return true
        default: return false
        }
    }
}

/// Compiles a `RegexNode` tree into a `RegexProgram`.
///
/// Counted repetition is expanded (`a{2,4}` becomes `a a a? a?`, nested), so program size is capped at
/// `maxInstructions`; beyond it compilation fails with "pattern too large" instead of exhausting memory.
struct RegexCompiler {
    static let maxInstructions = 100_000

    private var program = RegexProgram()
    /// Finds a class's index in the program's classes.
    private var classIndex = AppendOnlyIndex<RegexCharClass>()
    private var pendingLooks: [(body: RegexNode, index: Int)] = []
    /// Emit capture and loop bookkeeping (for the backtracker).
    private let tracking: Bool
    /// Replace each backreference by `[^]*` (an over-approximation used as a linear-time prefilter).
    private let relaxBackreferences: Bool

    private init(tracking: Bool, relaxBackreferences: Bool) {
        self.tracking = tracking
        self.relaxBackreferences = relaxBackreferences
    }

    /// Compiles `root`. `tracking` emits what the backtracker needs; `relaxBackreferences` turns `\N` into `[^]*`;
    /// `backward` compiles the main region to run right to left (as a lookbehind body does).
    static func compile(
        _ root: RegexNode, captureCount: Int, tracking: Bool, relaxBackreferences: Bool = false, backward: Bool = false
    ) throws(RegexSyntaxError) -> RegexProgram {
        var compiler = RegexCompiler(tracking: tracking, relaxBackreferences: relaxBackreferences)
        compiler.program.captureCount = captureCount
        compiler.program.instructions.reserveCapacity(32)  // Room for most patterns at once, not one growth after another.
        try compiler.emitNode(root, backward: backward)
        try compiler.emit(.match)
        var next = 0
        while next < compiler.pendingLooks.count {
            let (body, index) = compiler.pendingLooks[next]
            next += 1
            compiler.program.looks[index].start = Int32(compiler.program.instructions.count)
            try compiler.emitNode(body, backward: compiler.program.looks[index].behind)
            try compiler.emit(.match)
        }
        return compiler.program
    }

    private var count: Int32 { Int32(program.instructions.count) }

    @discardableResult
    private mutating func emit(_ instruction: RegexInstruction) throws(RegexSyntaxError) -> Int32 {
        guard program.instructions.count < RegexCompiler.maxInstructions else {
            throw RegexSyntaxError(offset: 0, message: "pattern too large")
        }
        program.instructions.append(instruction)
        return count - 1
    }

    private mutating func patch(_ at: Int32, _ instruction: RegexInstruction) {
        program.instructions[Int(at)] = instruction
    }

    /// The index of `set` among the program's classes, added if new.
    private mutating func index(of set: RegexCharClass) -> Int32 {
        if let found = classIndex.position(of: set, in: program.classes) { return Int32(found) }
        program.classes.append(set)
        classIndex.didAppend(to: program.classes)
        return Int32(program.classes.count - 1)
    }

    private mutating func emitNode(_ node: RegexNode, backward: Bool) throws(RegexSyntaxError) {
        switch node {
        case .empty:
            break
        case .scalar(let c):
            try emit(.scalar(c))
        case .charClass(let set):
            if let single = set.singleMember {
                try emit(.scalar(single))
            } else {
                try emit(.set(index(of: set)))
            }
        case .sequence(let nodes):
            if backward {
                for item in nodes.reversed() { try emitNode(item, backward: true) }
            } else {
                for item in nodes { try emitNode(item, backward: false) }
            }
        case .alternation(let alternatives):
            var jumps: [Int32] = []
            for (i, alternative) in alternatives.enumerated() {
                if i == alternatives.count - 1 {
                    try emitNode(alternative, backward: backward)
                } else {
                    let split = try emit(.split(0, 0))
                    try emitNode(alternative, backward: backward)
                    jumps.append(try emit(.jump(0)))
                    patch(split, .split(split + 1, count))
                }
            }
            for jump in jumps { patch(jump, .jump(count)) }
        case .capture(let index, let body):
            let open = Int32(2 * index)
            if tracking { try emit(.save(backward ? open + 1 : open)) }
            try emitNode(body, backward: backward)
            if tracking { try emit(.save(backward ? open : open + 1)) }
        case .quantified(let body, let min, let max, let greedy, let captures):
            try emitQuantified(body, min: min, max: max, greedy: greedy, captures: captures, backward: backward)
        case .assertion(let kind):
            try emit(.assert(kind))
        case .backreference(let group):
            if relaxBackreferences {
                let loop = try emit(.split(0, 0))
                try emit(.set(index(of: .anything)))
                try emit(.jump(loop))
                patch(loop, .split(loop + 1, count))
            } else {
                try emit(.backreference(Int32(group)))
            }
        case .lookaround(let body, let behind, let negated):
            let index = program.looks.count
            program.looks.append(RegexLook(start: -1, behind: behind, negated: negated, body: body))
            pendingLooks.append((body, index))
            try emit(.look(Int32(index)))
        }
    }

    /// One iteration: ECMA-262 makes the body's groups undefined before each iteration.
    private mutating func emitIteration(
        _ body: RegexNode, captures: Range<Int>, backward: Bool
    ) throws(RegexSyntaxError) {
        if tracking && !captures.isEmpty {
            try emit(.resetCaptures(Int32(captures.lowerBound), Int32(captures.upperBound)))
        }
        try emitNode(body, backward: backward)
    }

    private mutating func emitQuantified(
        _ body: RegexNode, min: Int, max: Int?, greedy: Bool, captures: Range<Int>, backward: Bool
    ) throws(RegexSyntaxError) {
        if max == 0 { return }
        // Mandatory iterations (no empty check: ECMA-262 only checks once the minimum is reached).
        if min > 0 {
            let before = count
            try emitIteration(body, captures: captures, backward: backward)
            if count > before {  // a body that emits nothing needs no further copies
                for _ in 1..<min { try emitIteration(body, captures: captures, backward: backward) }
            }
        }
        var register: Int32 = -1
        if tracking {
            register = Int32(program.registerCount)
            program.registerCount += 1
        }
        if let max {
            // Optional iterations: split(body, exit) chained, every exit going to the same place.
            var splits: [Int32] = []
            for _ in 0..<(max - min) {
                let split = try emit(.split(0, 0))
                try emitOptionalBody(body, captures: captures, backward: backward, register: register)
                if count == split + 1 {  // the body emits nothing: the optional part is a no-op
                    program.instructions.removeLast()
                    break
                }
                splits.append(split)
            }
            let exit = count
            for split in splits {
                patch(split, greedy ? .split(split + 1, exit) : .split(exit, split + 1))
            }
        } else {
            let loop = try emit(.split(0, 0))
            try emitOptionalBody(body, captures: captures, backward: backward, register: register)
            try emit(.jump(loop))
            patch(loop, greedy ? .split(loop + 1, count) : .split(count, loop + 1))
        }
    }

    private mutating func emitOptionalBody(
        _ body: RegexNode, captures: Range<Int>, backward: Bool, register: Int32
    ) throws(RegexSyntaxError) {
        if tracking { try emit(.setRegister(register)) }
        try emitIteration(body, captures: captures, backward: backward)
        if tracking { try emit(.emptyCheck(register)) }
    }
}
