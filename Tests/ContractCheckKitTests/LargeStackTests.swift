import ContractCommandLine
import Testing

/// `contract-gen` runs its work on a thread with a large stack, so recursion over a hostile schema's
/// `$ref` chains cannot overflow the 8 MB main-thread stack.
@Suite("Large stack")
struct LargeStackTests {
    /// Recursion with 512 bytes of locals per frame: 100,000 frames need about 50 MB of stack.
    @inline(never)
    static func depth(_ remaining: Int) -> Int {
        var pad = [UInt64](repeating: 0, count: 1)
        let half: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        let frame = (half, half)
        let frames = [frame, frame, frame, frame]
        pad[0] = UInt64(frames.count)
        guard remaining > 0 else { return Int(pad[0]) - 4 }
        return depth(remaining - 1) + 1 + Int(pad[0]) - 4
    }

    @Test("recursion far deeper than a default stack allows completes, and the result comes back")
    func deepRecursion() {
        let result = LargeStack.run { Int32(LargeStackTests.depth(100_000) == 100_000 ? 7 : 1) }
        #expect(result == 7)
    }

    @Test("the body's exit status is returned as it is")
    func status() {
        #expect(LargeStack.run { 3 } == 3)
        #expect(LargeStack.run { 0 } == 0)
    }
}
