#if canImport(Glibc)
import Foundation
import Testing

@testable import ContractClient

/// `NameResolver`: requests waiting for a host name lookup that does not end (a name server that never
/// answers) end `cancelled` as soon as they are cancelled, and the lookups use a bounded number of
/// threads (issue 43, item 7: `getaddrinfo` blocks and cannot be interrupted).
@Suite("Name resolution")
struct NameResolverTests {
    @Test("50 requests waiting on lookups that never end all end cancelled when cancelled, on at most 2 lookup threads")
    func cancelledWhileResolving() async throws {
        let gate = LookupGate()
        let resolver = NameResolver(threadLimit: 2) { _, _ in gate.block() }
        let requests = (0..<50).map { index in
            Task { () -> TransportError.Kind? in
                do throws(TransportError) {
                    _ = try await resolver.resolve(host: "host\(index).example", port: 80)
                    return nil
                } catch {
                    return error.kind
                }
            }
        }
        // Both threads are inside a lookup, which only `open()` ends.
        while gate.blocked < 2 { try await Task.sleep(for: .milliseconds(5)) }
        for request in requests { request.cancel() }
        var kinds: [TransportError.Kind?] = []
        for request in requests { kinds.append(await request.value) }
        let blockedWhileCancelled = gate.blocked
        gate.open()

        #expect(kinds.allSatisfy { $0 == .cancelled }, "\(kinds)")
        #expect(blockedWhileCancelled == 2)
        #expect(gate.mostAtOnce == 2)
    }

    @Test("a name that does not resolve is offline, with the host in the message; an IP address needs no lookup")
    func unresolvable() async throws {
        let resolver = NameResolver(threadLimit: 1) { _, _ in nil }
        await #expect { try await resolver.resolve(host: "nowhere.example", port: 80) } throws: { error in
            (error as? TransportError)?.kind == .offline && "\(error)".contains("nowhere.example")
        }
        let failing = NameResolver(threadLimit: 1) { _, _ in Issue.record("looked up an IP address"); return nil }
        let list = try await AddressList.resolve(host: "127.0.0.1", port: 80, resolver: failing)
        #expect(list.first != nil)
        // The real lookup, through the process's resolver: `localhost` is in every hosts file.
        let local = try await NameResolver.shared.resolve(host: "localhost", port: 80)
        #expect(local.first != nil)
    }
}

/// Lookups that block until the test opens the gate, counted.
private final class LookupGate: @unchecked Sendable {  // @unchecked: guarded by `condition`
    private let condition = NSCondition()
    private var isOpen = false
    private var current = 0
    private var most = 0

    var blocked: Int { condition.withLock { current } }
    var mostAtOnce: Int { condition.withLock { most } }

    func block() -> AddressList? {
        condition.lock()
        current += 1
        most = max(most, current)
        while !isOpen { condition.wait() }
        current -= 1
        condition.unlock()
        return nil
    }

    func open() {
        condition.withLock {
            isOpen = true
            condition.broadcast()
        }
    }
}
#endif
