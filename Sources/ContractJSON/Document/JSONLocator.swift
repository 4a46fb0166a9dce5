/// Finds the values and the lines and columns of many JSON Pointers into one document, in time linear
/// in the document and the pointers.
///
/// A lookup by ``JSONDocument/index(at:)`` scans an object's members and counts lines from the start of
/// the text; a tool that reports positions all over a large document (lint and diff of a schema with
/// 50,000 properties or `$defs` entries, a checker locating a hundred thousand errors) would pay that per
/// position, which made such runs quadratic. The locator lists the members and elements of a container on
/// its first lookup and keeps them, and counts lines in one ``SourceLineTable``.
///
/// ```swift
/// let locator = JSONLocator(document)
/// let line = locator.index(at: pointer).map(locator.location(ofNodeAt:))?.line
/// ```
///
/// Not thread-safe: one locator belongs to one task.
public final class JSONLocator {
    /// The document the pointers point into.
    public let document: JSONDocument
    /// Keys of the objects looked into so far, by code points (``CodePointString``), each with its value's
    /// tape index.
    private var members: [Int: [CodePointString: Int]] = [:]
    /// Element tape indices of the arrays looked into so far.
    private var elements: [Int: [Int]] = [:]
    /// Built on the first location asked for.
    private var lines: SourceLineTable?

    /// A locator for `document`.
    public init(_ document: JSONDocument) {
        self.document = document
    }

    /// The tape index of the value that `pointer` designates, or `nil` if there is none; what
    /// ``JSONDocument/index(at:)`` gives.
    public func index(at pointer: JSONPointer) -> Int? {
        document.withView { view in
            JSONDocument.resolve(
                pointer, in: view, member: { member($1, of: $0, in: view) }, element: { element($1, of: $0, in: view) })
        }
    }

    /// The line and column of the value at tape `index`; what ``JSONDocument/location(ofNodeAt:)`` gives.
    public func location(ofNodeAt index: Int) -> SourceLocation {
        let table = lines ?? document.lineTable
        lines = table
        return document.location(ofNodeAt: index, using: table)
    }

    private func member(_ name: String, of object: Int, in view: JSONView) -> Int? {
        if members[object] == nil {
            var table: [CodePointString: Int] = [:]
            table.reserveCapacity(view.memberCount(object))
            // Shadowed duplicates are skipped, as JSONView.member(of:named:) skips them.
            view.forEachMember(of: object) { key, value in table[CodePointString(view.string(key))] = value }
            members[object] = table
        }
        return members[object]?[CodePointString(name)]
    }

    /// The element at `position`, which the caller checked is below the array's count.
    private func element(_ position: Int, of array: Int, in view: JSONView) -> Int {
        if let list = elements[array] { return list[position] }
        var list: [Int] = []
        list.reserveCapacity(view.count(array))
        view.forEachElement(of: array) { element, _ in list.append(element) }
        elements[array] = list
        return list[position]
    }
}
