import ContractJSON

/// The line and column of every value inside one `x-mappers` member, looked up together.
///
/// `SchemaFile.position(of:)` walks the members of each object on the way to a value, so asking it for
/// every field, label and operand of a large declaration takes time quadratic in its size (a hostile
/// schema with 40,000 fields took minutes). This table resolves all of them in one pass
/// (`JSONDocument.indices(at:)`, linear in the document and the pointers), and the readers look positions
/// up in it.
struct MapperPositionTable {
    /// The file the values are written in.
    let file: SchemaFile
    /// The position of each value at or below the table's root, by pointer.
    private var positions: [JSONPointer: SourcePosition] = [:]

    /// The positions of `value`, written at `location`, and of everything inside it.
    init(_ value: JSONValue, at location: SchemaLocation, in file: SchemaFile) {
        self.file = file
        var pointers: [JSONPointer] = []
        Self.collect(value, at: location.pointer.tokens, into: &pointers)
        let indices = file.document.indices(at: pointers)
        for (pointer, index) in zip(pointers, indices) {
            guard let index else { continue }
            let found = file.document.location(ofNodeAt: index, using: file.lines)
            positions[pointer] = SourcePosition(path: file.path, line: found.line, column: found.column)
        }
    }

    /// The pointers of `value` and every value inside it, iteratively (a deep document must not exhaust
    /// the stack).
    private static func collect(_ value: JSONValue, at tokens: [String], into pointers: inout [JSONPointer]) {
        var pending: [(JSONValue, [String])] = [(value, tokens)]
        while let (next, path) = pending.popLast() {
            pointers.append(JSONPointer(tokens: path))
            switch next {
            case .object(let object): pending += object.members.map { ($0.value, path + [$0.key]) }
            case .array(let elements): pending += elements.enumerated().map { ($1, path + [String($0)]) }
            default: break
            }
        }
    }

    /// The line and column of the value at `location`: what `SchemaFile.position(of:)` gives.
    func position(_ location: SchemaLocation) -> SourcePosition {
        positions[location.pointer] ?? file.position(of: location.pointer)
    }
}
