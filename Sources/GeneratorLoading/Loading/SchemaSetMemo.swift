import CContractSystem
import ContractJSON

/// What the readers of a ``SchemaSet`` learn as they go, kept with the set and shared by its copies: a
/// `JSONLocator` per file (positions of many locations in time linear overall: lint and diff report many) and
/// where each `$ref` chain ends (a diff of schemas with 20,000 chained `$ref`s follows each link once).
///
/// A lock guards both, so that the set stays `Sendable`; the readers that use them (lint, diff) run on one thread.
package final class SchemaSetMemo: @unchecked Sendable {
    private let monitor: OpaquePointer = contract_monitor_create()
    private var locators: [Int: JSONLocator] = [:]
    private var chainEnds: [SchemaLocation: SchemaLocation?] = [:]

    deinit { contract_monitor_destroy(monitor) }

    private func locked<Result>(_ body: () -> Result) -> Result {
        contract_monitor_lock(monitor)
        defer { contract_monitor_unlock(monitor) }
        return body()
    }

    /// The line and column of `pointer` in `file` (read as `document`), or nil when it designates nothing.
    func location(of pointer: JSONPointer, inFile file: Int, document: JSONDocument) -> SourceLocation? {
        locked {
            let locator = locators[file] ?? JSONLocator(document)
            locators[file] = locator
            return locator.index(at: pointer).map { locator.location(ofNodeAt: $0) }
        }
    }

    /// Where the `$ref` chain starting at `start` ends: `.some(nil)` when it was found to resolve nowhere, nil when not known yet.
    package subscript(chainEndFrom start: SchemaLocation) -> SchemaLocation?? {
        get { locked { chainEnds[start] } }
        set { locked { chainEnds[start] = newValue } }
    }
}
