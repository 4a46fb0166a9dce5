/// Finds an element's position in an array that only grows: by a scan while the array is short, by a
/// dictionary once it is longer than ``scanLimit``.
///
/// What the compilers use for their small tables (a schema's resources, a pattern's character classes):
/// most hold a handful of elements, for which a scan is cheaper than allocating and hashing into a table.
struct AppendOnlyIndex<Element: Hashable> {
    /// Up to this many elements, positions are found by a scan.
    static var scanLimit: Int { 8 }

    /// Positions by element, kept only past ``scanLimit``.
    private var positions: [Element: Int] = [:]

    /// The position of `element` in `elements` (the array this index follows), or nil.
    func position(of element: Element, in elements: [Element]) -> Int? {
        elements.count <= Self.scanLimit ? elements.firstIndex(of: element) : positions[element]
    }

    /// Records the element just appended to `elements`.
    mutating func didAppend(to elements: [Element]) {
        if elements.count == Self.scanLimit + 1 {
            for (position, element) in elements.enumerated() { positions[element] = position }
        } else if elements.count > Self.scanLimit + 1, let last = elements.last {
            positions[last] = elements.count - 1
        }
    }
}
