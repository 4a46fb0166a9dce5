import CContractSystem

/// Runs a command's work on a thread with a large stack.
///
/// The generator, and the checker's lint and diff, follow `$ref`s, `allOf` members and nested
/// declarations recursively. Real schemas nest a few dozen levels; a hostile one can chain tens of
/// thousands of `$ref`s in a 1 MB file, which overflowed the main thread's 8 MB stack (a crash: in a
/// debug build of the generator's tool, which every consumer runs, and in `contract-check diff`). The walks are bounded by the schema's size, so a stack sized for the largest schema file the
/// tool reads is the general fix; the memory is reserved, and only the pages used are ever touched.
///
/// Trade-off: a thread of its own (POSIX `pthread` through CContractSystem, as the tool does not link
/// Foundation) instead of rewriting every recursive walk as a loop with an explicit stack.
package enum LargeStack {
    /// The stack of the thread: 1 GiB of address space.
    package static let size = 1 << 30

    /// Runs `body` on a new thread with a ``size`` stack and returns its result; runs it on the calling
    /// thread when the system refuses such a thread.
    package static func run(_ body: @escaping @Sendable () -> Int32) -> Int32 {
        let box = Box(body)
        let context = Unmanaged.passRetained(box).toOpaque()
        defer { Unmanaged<Box>.fromOpaque(context).release() }
        guard contract_run_on_thread(UInt(size), { LargeStack.start($0) }, context) == 0 else { return body() }
        return box.result
    }

    /// The thread's work: runs the box's body and stores its result.
    private static func start(_ context: UnsafeMutableRawPointer?) {
        guard let context else { return }
        let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
        box.result = box.body()
    }

    /// The work and its result, handed to the thread; read only after the thread has ended.
    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Int32
        var result: Int32 = 0
        init(_ body: @escaping @Sendable () -> Int32) { self.body = body }
    }
}
