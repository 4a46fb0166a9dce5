import ContractJSON

/// The source positions of many schema locations, in time linear overall: one `JSONLocator` per file,
/// made on the first position asked for in it.
///
/// ``SchemaFile/position(of:)`` scans the members of each object on the way to a value, so a run that
/// reports a position per property of one large object (a warning for each of 20,000 properties) was
/// quadratic: minutes for a 1 MB schema. The mapper readers use it too, for every field, label and operand of
/// an `x-mappers` declaration. Not thread-safe: one belongs to one task (a translation).
package final class SchemaPositions {
    private let files: [SchemaFile]
    /// The ``SchemaLocation/file`` of `files[0]`.
    private let firstIndex: Int
    private var locators: [Int: JSONLocator] = [:]

    /// Positions in `files`, the files of a ``SchemaSet`` (``SchemaLocation/file`` indexes them).
    package init(_ files: [SchemaFile]) {
        (self.files, firstIndex) = (files, 0)
    }

    /// Positions in one file, the one ``SchemaLocation/file`` `index` names (the mapper readers' case).
    init(_ file: SchemaFile, at index: Int) {
        (files, firstIndex) = ([file], index)
    }

    /// The file and line/column of `location`: what ``SchemaSet/position(of:)`` gives.
    package func position(of location: SchemaLocation) -> SourcePosition {
        let file = files[location.file - firstIndex]
        let locator = locators[location.file] ?? JSONLocator(file.document)
        locators[location.file] = locator
        return file.position(of: location.pointer) { locator.index(at: $0) }
    }
}
