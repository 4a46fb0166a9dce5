#if canImport(Synchronization)
import Synchronization
#endif

/// A ``RegexDFA`` built on the first match rather than when the pattern is compiled.
///
/// Building the automaton is most of the cost of compiling a pattern, and many patterns of a schema are never
/// matched by a given document (a `patternProperties` of an object that does not occur, a fuzzed schema). The
/// program is compiled, and its size checked, eagerly, so a pattern that is too large is still refused when the
/// schema is compiled; only the subset construction waits.
///
/// Thread safety: the automaton is published once through an atomic reference (acquire/release); threads that
/// race on the first match may each build one, and all but the first published are dropped. Matching afterwards
/// costs one atomic load.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class RegexLazyDFA: RegexMatching {
    let program: RegexProgram
    let inject: Bool
    let trackWord: Bool
    private let built = Atomic<Unmanaged<RegexDFA>?>(nil)

    init(program: RegexProgram, inject: Bool, trackWord: Bool) {
        self.program = program
        self.inject = inject
        self.trackWord = trackWord
    }

    deinit {
        built.load(ordering: .acquiring)?.release()
    }

    /// The automaton, built by the first caller.
    var dfa: RegexDFA {
        if let existing = built.load(ordering: .acquiring) { return existing.takeUnretainedValue() }
        let fresh = Unmanaged.passRetained(RegexDFA(program: program, inject: inject, trackWord: trackWord))
        let (exchanged, winner) = built.compareExchange(expected: nil, desired: fresh, ordering: .acquiringAndReleasing)
        if exchanged { return fresh.takeUnretainedValue() }
        fresh.release()
        // The exchange failed, so another thread published one.
        return winner.unsafelyUnwrapped.takeUnretainedValue()
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        dfa.matches(bytes)
    }
}

enum RegexDFAFactory {
    /// The automaton for `program`: built on first use where atomics are available (every Linux, Apple
    /// platforms from 2024 on), otherwise now.
    static func automaton(program: RegexProgram, inject: Bool, trackWord: Bool) -> any RegexMatching {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return RegexLazyDFA(program: program, inject: inject, trackWord: trackWord)
        }
        #endif
        return RegexDFA(program: program, inject: inject, trackWord: trackWord)
    }

    /// Whether `matcher` is an automaton from ``automaton(program:inject:trackWord:)``, built or not.
    static func isAutomaton(_ matcher: any RegexMatching) -> Bool {
        if matcher is RegexDFA { return true }
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return matcher is RegexLazyDFA }
        #endif
        return false
    }
}
