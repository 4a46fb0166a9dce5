import ContractJSON

/// The lookup of a JSON Pointer in documents that are not schema resources (OpenAPI objects: parameters,
/// responses, path items, split over files read only when a reference first names them): a `$ref` met halfway
/// down the pointer is followed (a component map kept in a file of its own), which JSON Schema's lookup
/// (``ResourceRegistry/locate(_:)``) never does. Its fragments are read by ``ReferenceTarget`` all the same.
///
/// The walk is here, with the other lookups; what a reference leads to is the caller's (`follow`), since it
/// reads files lazily and reports what it cannot follow where the reference is written.
package enum PointerWalk {
    /// The node `pointer` leads to from `start`: each token is a member (`member`), else an array index
    /// (`element`); at a node with neither, `follow` gives the node the node's `$ref` leads to (nil: it has
    /// none, or it leads nowhere), and the token is read there. Nil when a token leads nowhere.
    package static func node<Node>(
        at pointer: JSONPointer, from start: Node, member: (Node, String) -> Node?, element: (Node, Int) -> Node?,
        follow: (Node) -> Node?
    ) -> Node? {
        func child(_ node: Node, _ token: String) -> Node? {
            member(node, token) ?? Int(token).flatMap { element(node, $0) }
        }
        var current = start
        for token in pointer.tokens {
            var next = child(current, token)
            if next == nil, let target = follow(current) { next = child(target, token) }
            guard let next else { return nil }
            current = next
        }
        return current
    }
}
