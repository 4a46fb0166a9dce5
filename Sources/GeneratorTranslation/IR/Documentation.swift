/// The documentation a declaration carries, taken from a schema's `title`, `description` and
/// `deprecated`. Text is kept as written; the renderer escapes it.
package struct Documentation: Sendable, Equatable {
    /// The schema's `title`.
    package var title: String?
    /// The schema's `description`.
    package var description: String?
    /// Whether the schema says `"deprecated": true`.
    package var isDeprecated: Bool
    /// Paragraphs the generator adds: why the type fell back to a less precise one.
    package var notes: [String]

    /// Creates documentation.
    package init(title: String? = nil, description: String? = nil, isDeprecated: Bool = false, notes: [String] = []) {
        self.title = title
        self.description = description
        self.isDeprecated = isDeprecated
        self.notes = notes
    }

    /// No documentation.
    package static let none = Documentation()

    /// Whether there is nothing to write.
    package var isEmpty: Bool { title == nil && description == nil && !isDeprecated && notes.isEmpty }

    /// The paragraphs to write: title, then description (a description equal to the title is dropped).
    package var paragraphs: [String] {
        var result: [String] = []
        if let title, !title.isEmpty { result.append(title) }
        if let description, !description.isEmpty, description != title { result.append(description) }
        return result + notes
    }
}
