import ContractJSON

/// A schema value inside a document of a ``ResourceRegistry``: the document's position in the registry and
/// a JSON Pointer from its root.
package struct ResourceLocation: Hashable, Sendable {
    /// The document's position in its registry.
    package let document: Int
    /// Where the value sits in its document.
    package let pointer: JSONPointer

    /// The location of `pointer` in document `document`.
    package init(document: Int, pointer: JSONPointer) {
        self.document = document
        self.pointer = pointer
    }

    /// The location of `token` below this one.
    package func appending(_ token: String) -> Self {
        Self(document: document, pointer: pointer.appending(token))
    }
}
