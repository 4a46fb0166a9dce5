/// The documentation a declaration carries, taken from a schema's `title`, `description` and
/// `deprecated`. Text is kept as written; the renderer escapes it.
public struct Documentation: Sendable, Hashable {
    /// The schema's `title`.
    public var title: String?
    /// The schema's `description`.
    public var description: String?
    /// Whether the schema says `"deprecated": true`.
    public var isDeprecated: Bool
    /// Paragraphs the generator adds: why the type fell back to a less precise one.
    public var notes: [String]

    /// Creates documentation.
    public init(title: String? = nil, description: String? = nil, isDeprecated: Bool = false, notes: [String] = []) {
        self.title = title
        self.description = description
        self.isDeprecated = isDeprecated
        self.notes = notes
    }

    /// No documentation.
    public static let none = Documentation()

    /// Whether there is nothing to write.
    public var isEmpty: Bool { title == nil && description == nil && !isDeprecated && notes.isEmpty }

    /// The paragraphs to write: title, then description (a description equal to the title is dropped).
    public var paragraphs: [String] {
        var result: [String] = []
        if let title, !title.isEmpty { result.append(title) }
        if let description, !description.isEmpty, description != title { result.append(description) }
        return result + notes
    }
}
