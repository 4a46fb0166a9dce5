import ContractJSON

/// Where a schema is: a file of a ``SchemaSet`` and a JSON Pointer inside it.
///
/// Locations are the generator's identity for schemas: two `$ref`s that resolve to the same location
/// share one generated type, and every diagnostic is placed through a location.
package struct SchemaLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The index of the file in ``SchemaSet/files``.
    package var file: Int
    /// The pointer to the schema inside the file.
    package var pointer: JSONPointer

    /// Creates a location.
    package init(file: Int, pointer: JSONPointer) {
        self.file = file
        self.pointer = pointer
    }

    /// The location of the subschema under `tokens`.
    package func appending(_ tokens: String...) -> SchemaLocation {
        var copy = self
        for token in tokens { copy.pointer = copy.pointer.appending(token) }
        return copy
    }

    /// The location of element `index` of the array under this location.
    package func appending(index: Int) -> SchemaLocation {
        SchemaLocation(file: file, pointer: pointer.appending(index))
    }

    /// Orders by file, then by pointer tokens.
    package static func < (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.pointer.tokens.lexicographicallyPrecedes(rhs.pointer.tokens) {
            $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
        }
    }

    /// `file#pointer`, for debugging.
    package var description: String { "\(file)#\(pointer)" }
}
