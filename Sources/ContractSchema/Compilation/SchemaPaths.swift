import ContractJSON

/// The places of the schemas a compilation reaches, each a token below its parent (or a document's root),
/// numbered once: the same place, however it is reached (by the walk or by a reference), has one number.
///
/// Reaching a subschema adds one row to this table instead of copying its parent's JSON Pointer (an array
/// per subschema), and the compiler finds a place's node by its number. Pointers are written out from
/// the table only where one is shown: error messages and absolute keyword locations.
struct SchemaPaths: Sendable {
    /// A place's number.
    typealias ID = Int

    /// One place: its parent (-1 for a document's root), the token below it, its document and depth (the
    /// number of tokens from the document root), and the node compiled for it (-1 while there is none).
    struct Entry: Sendable {
        let parent: ID
        let token: String
        let document: Int
        let depth: Int
        var node: NodeID = -1
    }

    private(set) var entries: [Entry] = []
    /// The place of each (parent, token); a document's root is keyed by `-1 - document` and an empty token.
    private var index: [Key: ID] = [:]

    /// Tokens compare by code points, as JSON Pointer does: `properties/caf\u{E9}` and `properties/cafe\u{301}`
    /// are two places.
    private struct Key: Hashable {
        let parent: ID
        let token: CodePointString
    }

    /// Room for `count` places.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// The root of `document`.
    mutating func root(of document: Int) -> ID {
        intern(Key(parent: -1 - document, token: CodePointString(""))) { Entry(parent: -1, token: "", document: document, depth: 0) }
    }

    /// The place of `token` below `parent`.
    mutating func child(_ parent: ID, _ token: String) -> ID {
        let (document, depth) = (entries[parent].document, entries[parent].depth + 1)
        return intern(Key(parent: parent, token: CodePointString(token))) {
            Entry(parent: parent, token: token, document: document, depth: depth)
        }
    }

    /// The place of a registry location.
    mutating func path(of location: SchemaRegistry.Location) -> ID {
        var path = root(of: location.document)
        for token in location.pointer.tokens { path = child(path, token) }
        return path
    }

    private mutating func intern(_ key: Key, _ entry: () -> Entry) -> ID {
        if let existing = index[key] { return existing }
        let id = entries.count
        entries.append(entry())
        index[key] = id
        return id
    }

    /// The node compiled for `path`, or nil.
    func node(at path: ID) -> NodeID? {
        let node = entries[path].node
        return node < 0 ? nil : node
    }

    /// Records the node compiled for `path`.
    mutating func setNode(_ node: NodeID, at path: ID) {
        entries[path].node = node
    }

    /// The number of tokens from the document root to `path`.
    func depth(_ path: ID) -> Int { entries[path].depth }

    /// The pointer to `path` from its ancestor at `depth` tokens below the document root (the root itself
    /// by default).
    func pointer(to path: ID, from depth: Int = 0) -> JSONPointer {
        var tokens: [String] = []
        var current = path
        while entries[current].depth > depth {
            tokens.append(entries[current].token)
            current = entries[current].parent
        }
        return JSONPointer(tokens: tokens.reversed())
    }

    /// `path` as a registry location.
    func location(of path: ID) -> SchemaRegistry.Location {
        SchemaRegistry.Location(document: entries[path].document, pointer: pointer(to: path))
    }

    /// Drops what only finding places needs, once compilation is over.
    mutating func finish() {
        index = [:]
    }
}
