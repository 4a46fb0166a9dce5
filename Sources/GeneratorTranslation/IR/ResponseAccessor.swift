/// The Swift property path a JSON Pointer into a response translates to (`/next_cursor` →
/// `page.nextCursor?.value`).
package struct ResponseAccessor: Sendable {
    /// The pointer as declared, for doc comments.
    package var pointer: String
    /// The properties from the response inward.
    package var steps: [WireStep]
    /// The type of a present, non-null value at the end (aliases resolved).
    package var valueType: TypeUsage

    /// Creates an accessor.
    package init(pointer: String, steps: [WireStep], valueType: TypeUsage) {
        self.pointer = pointer
        self.steps = steps
        self.valueType = valueType
    }

    /// Whether the value may be missing: some step is optional or nullable.
    package var mayBeAbsent: Bool { steps.contains { $0.wrapping != .none } }
}
