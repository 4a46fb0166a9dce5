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
        position(of: element, in: elements) { $0 }
    }

    /// Records the element just appended to `elements`.
    mutating func didAppend(to elements: [Element]) {
        didAppend(to: elements) { $0 }
    }

    /// The position of the entry whose key is `key` in `entries` (the array this index follows), or nil.
    func position<Entry>(of key: Element, in entries: [Entry], key keyOf: (Entry) -> Element) -> Int? {
        entries.count <= Self.scanLimit ? entries.firstIndex { keyOf($0) == key } : positions[key]
    }

    /// Records the entry just appended to `entries`.
    mutating func didAppend<Entry>(to entries: [Entry], key keyOf: (Entry) -> Element) {
        if entries.count == Self.scanLimit + 1 {
            for (position, entry) in entries.enumerated() { positions[keyOf(entry)] = position }
        } else if entries.count > Self.scanLimit + 1, let last = entries.last {
            positions[keyOf(last)] = entries.count - 1
        }
    }
}
