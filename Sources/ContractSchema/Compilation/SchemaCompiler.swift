import ContractJSON

/// Turns registered schema documents into a ``CompiledSchema``.
///
/// Works from a queue rather than by recursion, so deeply nested or self-referencing schemas compile
/// in bounded stack space; every `$ref` is resolved here, so a dangling reference is a compile error.
struct SchemaCompiler {
    typealias Location = SchemaRegistry.Location
    /// A place in ``paths``: where the schema being compiled sits.
    typealias Path = SchemaPaths.ID

    /// Where a schema sits: what relative references resolve against and which keywords apply.
    struct Context {
        var base: URIReference
        var dialect: Dialect
        /// The resource's URI, and how many tokens of the schema's location (its pointer from the document
        /// root) lead to the resource root: the rest is the pointer from the resource root to the schema.
        /// A count, so that reaching a subschema does not copy a second pointer.
        var resourceURI: String
        var resourceDepth: Int
        /// The compiled schema's index of `resourceURI` (see ``resource(_:)``) once known, so that reserving the
        /// subschemas of a schema does not look the URI up again for each; nil after `resourceURI` changes.
        var resourceIndex: Int? = nil
    }

    let registry: SchemaRegistry
    let options: ValidationOptions
    var schema = CompiledSchema()
    /// The places reached, each with the node compiled for it (the memo of ``reserve(_:_:_:)``).
    var paths = SchemaPaths()
    /// Reserved nodes still to compile, each with its schema value (found once, where it was reached).
    var queue: [(node: NodeID, path: Path, context: Context, value: JSONValue)] = []
    /// Finds a resource's index in ``CompiledSchema/resourceURIs``.
    var resourceIndex = AppendOnlyIndex<String>()
    /// In-place applicator edges, for loop detection.
    var inPlaceEdges = InPlaceEdges()
    /// The keyword list of the node being compiled, kept between nodes so that each does not allocate one.
    var scratchKeywords: [Keyword] = []
    var dynamicAnchorNames: Set<String> = []

    init(registry: SchemaRegistry, options: ValidationOptions) {
        self.registry = registry
        self.options = options
    }

    /// Compiles the schema at `location` (found through `reference`, used in messages).
    mutating func compile(rootAt location: Location) throws(SchemaError) -> CompiledSchema {
        // Room for every schema of the root's document at once, instead of growing (and copying) each table
        // step by step; a schema reached in another document may still grow them.
        let expected = registry.documents[location.document].schemaCount
        schema.nodes.reserveCapacity(expected)
        schema.absoluteLocationParts.reserveCapacity(expected)
        schema.keywords.reserveCapacity(2 * expected)
        paths.reserveCapacity(expected)
        let (context, value) = try context(of: location)
        schema.root = reserve(paths.path(of: location), context, value)
        while let item = queue.popLast() {
            try compileNode(item.node, at: item.path, item.context, value: item.value)
        }
        try resolveDynamicAnchors()
        // Every place is known: the compiled schema takes the table (loop messages below write locations from it).
        paths.finish()
        schema.paths = paths
        try checkForLoops()
        return schema
    }

    // MARK: Nodes

    /// The index of resource `uri` in the compiled schema, added if new.
    mutating func resource(_ uri: String) -> Int {
        if let index = resourceIndex.position(of: uri, in: schema.resourceURIs) { return index }
        schema.resourceURIs.append(uri)
        schema.dynamicAnchors.append([:])
        resourceIndex.didAppend(to: schema.resourceURIs)
        return schema.resourceURIs.count - 1
    }

    /// Returns the node for the schema at `path`, reserving and queueing it if new.
    mutating func reserve(_ path: Path, _ context: Context, _ value: JSONValue) -> NodeID {
        if let existing = paths.node(at: path) { return existing }
        let id = addNode(at: path, context)
        queue.append((id, path, context, value))
        return id
    }

    /// A new node for the place `path`, in `context`'s resource, without keywords yet.
    private mutating func addNode(at path: Path, _ context: Context) -> NodeID {
        let id = schema.nodes.count
        paths.setNode(id, at: path)
        schema.nodes.append(CompiledNode(constant: nil, resource: context.resourceIndex ?? resource(context.resourceURI)))
        schema.absoluteLocationParts.append((context.resourceURI, path, context.resourceDepth))
        return id
    }

    /// Reserves the subschema `value`, found at `token` below `path`.
    mutating func child(_ path: Path, _ context: Context, _ token: String, value: JSONValue) -> NodeID {
        reserve(paths.child(path, token), context, value)
    }

    /// Reserves the subschema `value`, found at `token` then `entry` below `path` (an element or member of
    /// the keyword `token`). Two parameters rather than a variadic list, which would allocate an array per call.
    mutating func child(_ path: Path, _ context: Context, _ token: String, _ entry: String, value: JSONValue) -> NodeID {
        reserve(paths.child(paths.child(path, token), entry), context, value)
    }

    /// The registry location of `tokens` below `path`, for an error message.
    func location(_ path: Path, _ tokens: String...) -> Location {
        var location = paths.location(of: path)
        for token in tokens { location = location.appending(token) }
        return location
    }

    func error(_ message: String, at location: Location) -> SchemaError {
        let (source, position) = registry.diagnosticPosition(of: location)
        return SchemaError(message: message, source: source, pointer: location.pointer, location: position)
    }

    /// Finds the context of a location reached by reference, walking from its document root so that
    /// every enclosing `$id` (and `$schema` at resource roots) is honoured. The schema's own identifiers
    /// are applied when it is compiled. Returns the schema value found there too.
    func context(of location: Location) throws(SchemaError) -> (context: Context, value: JSONValue) {
        let document = registry.documents[location.document]
        var value = document.root
        var context = Context(base: document.base, dialect: defaultDialect, resourceURI: document.base.text, resourceDepth: 0)
        var tokensUntilSchema = 0  // 0: `value` is a schema; n > 0: n more tokens first; -1: not a schema
        for (depth, token) in location.pointer.tokens.enumerated() {
            // `$schema` and the identifiers (`$id`, draft-04 `id`) are the only keywords read here.
            if tokensUntilSchema == 0, case .object(let object) = value,
               SchemaDocumentIndex.mayDeclareIdentifiers(object) {
                context.dialect = try dialect(of: value, inherited: context.dialect)
                apply(identifiersOf: value, to: &context, depth: depth)
            }
            guard let next = value.child(token) else {
                throw error("reference target does not exist", at: location)
            }
            if tokensUntilSchema == 0 {
                switch context.dialect.vocabulary.layout(of: token, value: next) {
                case .single: tokensUntilSchema = 0
                case .array, .map: tokensUntilSchema = 1
                case nil: tokensUntilSchema = -1
                }
            } else if tokensUntilSchema > 0 {
                tokensUntilSchema -= 1
            }
            value = next
        }
        return (context, value)
    }

    var defaultDialect: Dialect {
        Dialect(registry.defaultDraft)
    }

    /// Updates base and resource for a schema's `$id`; `depth` is the number of tokens of the schema's location.
    func apply(identifiersOf value: JSONValue, to context: inout Context, depth: Int) {
        guard case .object(let object) = value, let id = context.dialect.vocabulary.baseChangingIdentifier(of: object) else { return }
        let resolved = context.base.resolving(id).withoutFragment
        context.base = resolved
        context.resourceURI = resolved.text
        context.resourceDepth = depth
        context.resourceIndex = nil
    }

    /// The dialect a schema's `$schema` selects (``ResourceRegistry/dialect(of:inherited:visiting:)``, the one
    /// decision the generator and lint take too); an unknown metaschema is an error here.
    func dialect(of value: JSONValue, inherited: Dialect) throws(SchemaError) -> Dialect {
        if let dialect = registry.referencing.dialect(of: value, inherited: inherited) { return dialect }
        let name = value.objectValue?["$schema"]?.stringValue ?? ""
        throw SchemaError(message: "unknown $schema \"\(name)\": register its metaschema or use draft 2020-12, 2019-09, 7, 6 or 4")
    }

    // MARK: Keywords

    mutating func compileNode(_ id: NodeID, at path: Path, _ inherited: Context, value: JSONValue) throws(SchemaError) {
        switch value {
        case .bool(let flag):
            schema.nodes[id].constant = flag
            return
        case .object:
            break
        default:
            throw error("expected a schema (an object or a boolean), found \(value.typeName)", at: location(path))
        }
        guard case .object(let written) = value else { return }
        var context = inherited
        let declared = PresentKeywords(written)
        // Most schemas have neither `$schema` nor an identifier: reading them is skipped then.
        if declared.contains(.schema) { context.dialect = try dialect(of: value, inherited: context.dialect) }
        if declared.contains(.id) || declared.contains(.legacyID) {
            let previousResource = context.resourceURI
            apply(identifiersOf: value, to: &context, depth: paths.depth(path))
            if context.resourceURI != previousResource {
                schema.nodes[id].resource = resource(context.resourceURI)
                schema.absoluteLocationParts[id] = (context.resourceURI, path, paths.depth(path))
            }
        }
        context.resourceIndex = schema.nodes[id].resource
        // Beside `$ref`, drafts 4 to 7 ignore every keyword: a borrowed one there is not applied, so not noted.
        if !context.dialect.vocabulary.borrowedKeywords.isEmpty, !declared.contains(.ref) {
            for member in written {
                if let note = context.dialect.vocabulary.borrowedKeywordNote(member.key) {
                    schema.warnings.append(error(note, at: location(path, member.key)))
                }
            }
        }
        let object = SchemaCompiler.ownKeywords(of: written, in: context.dialect.draft)
        let node = NodeSource(
            id: id, object: object, path: path, context: context, present: object.count == written.count ? declared : nil)
        var keywords: [Keyword] = []
        swap(&keywords, &scratchKeywords)
        defer {
            keywords.removeAll(keepingCapacity: true)
            swap(&keywords, &scratchKeywords)
        }
        if try compileReferences(node, into: &keywords) {
            store(keywords, in: id)
            return
        }
        recordAnnotations(node)
        try compileValueAssertions(node, into: &keywords)
        try compileObjectKeywords(node, into: &keywords)
        try compileArrayKeywords(node, into: &keywords)
        try compileInPlaceApplicators(node, into: &keywords)
        store(keywords, in: id)
    }

    /// Keywords of later drafts, which drafts 4 to 7 ignore (`if` in a draft-06 schema is an unknown keyword).
    static let laterKeywords: [Draft: Set<String>] = {
        let all = Draft.allCases.reduce(into: Set<String>()) { $0.formUnion($1.vocabulary.keywords) }
        var table: [Draft: Set<String>] = [:]
        for draft in Draft.allCases where draft < .draft2019_09 { table[draft] = all.subtracting(draft.vocabulary.keywords) }
        return table
    }()

    /// The members of `object` that are keywords in `draft`. 2019-09 and 2020-12 keep every member: they
    /// still honour `dependencies`, which their metaschemas describe.
    static func ownKeywords(of object: JSONObject, in draft: Draft) -> JSONObject {
        // Only drafts 4 to 7 have later keywords to drop: 2019-09 and 2020-12 schemas skip the table lookup.
        guard draft < .draft2019_09, let foreign = laterKeywords[draft], object.contains(where: { foreign.contains($0.key) }) else {
            return object
        }
        return JSONObject(object.filter { !foreign.contains($0.key) })
    }

    /// Keeps `box` alive with the compiled schema and returns the unretained reference keywords hold.
    mutating func keep<Box: AnyObject & Sendable>(_ box: Box) -> Unretained<Box> {
        schema.boxes.append(box)
        return Unretained(box: box)
    }

    mutating func store(_ keywords: [Keyword], in id: NodeID) {
        schema.nodes[id].keywordStart = schema.keywords.count
        schema.nodes[id].keywordCount = keywords.count
        schema.keywords += keywords
        schema.nodes[id].isLeaf = !schema.nodes[id].collectsAnnotations && keywords.allSatisfy { keyword in
            switch keyword {
            case .type, .enumeration, .constant, .limit, .integerLimit, .multipleOf, .minLength, .maxLength, .pattern, .format, .content:
                return true
            case .object, .array, .allOf, .anyOf, .oneOf, .not, .conditional, .reference, .dynamicReference, .fault:
                return false
            }
        }
        if keywords.count == 1, !schema.nodes[id].collectsAnnotations {
            switch keywords[0] {
            case .type(let mask): schema.nodes[id].onlyType = mask.rawValue
            case .reference(let target): schema.nodes[id].onlyReference = target
            default: break
            }
        }
    }

    // The locations below are autoclosures: they are written only for an error.

    func typeMask(_ value: JSONValue, at location: @autoclosure () -> Location) throws(SchemaError) -> TypeMask {
        func type(of name: JSONValue) throws(SchemaError) -> TypeMask {
            guard let text = name.stringValue, let type = TypeMask.names.first(where: { $0.0 == text })?.1 else {
                throw error("unknown type \(name); expected one of null, boolean, object, array, number, integer, string", at: location())
            }
            return type
        }
        switch value {
        case .string:
            return try type(of: value)
        case .array(let names):
            var mask = TypeMask()
            for name in names { mask.insert(try type(of: name)) }
            return mask
        default:
            throw error("expected type to be a type name or an array of them", at: location())
        }
    }

    /// A schema's pattern, or its web reading (``ECMAScriptRegex/webReading(of:)``) with the warning to give: the schema
    /// stays valid.
    func regex(_ pattern: String, at location: @autoclosure () -> Location) throws(SchemaError) -> (ECMAScriptRegex, warning: String?) {
        do {
            return (try ECMAScriptRegex(pattern), nil)
        } catch {
            let reason = "\(error.message) at offset \(error.offset)"
            if let relaxed = ECMAScriptRegex.webReading(of: pattern), let regex = try? ECMAScriptRegex(relaxed, written: pattern) {
                return (regex, ECMAScriptRegex.webReadingNote(reason))
            }
            throw self.error("invalid regular expression /\(pattern)/: \(reason)", at: location())
        }
    }

    /// Resolves a `$ref`/`$dynamicRef` value, the keyword `keyword` of the schema at `source`, to a (reserved) node.
    mutating func resolve(
        _ reference: String, _ context: Context, from source: Path, _ keyword: String
    ) throws(SchemaError) -> NodeID {
        let absolute = context.base.resolving(reference)
        guard let target = registry.locate(absolute)
            ?? registry.locateRelativeToFolder(reference, from: location(source, keyword), base: context.base)
        else {
            let problem = error(
                "unresolvable reference \"\(reference)\" (resolved to \(absolute.text)); register the document that defines it",
                at: location(source, keyword))
            guard options.defersReferenceFaults else { throw problem }
            return faultNode(problem, context, at: paths.child(source, keyword))
        }
        // A target reached before needs no context: finding one walks the document from its root.
        let path = paths.path(of: target)
        if let existing = paths.node(at: path) { return existing }
        let found: (context: Context, value: JSONValue)
        do {
            found = try self.context(of: target)
        } catch {
            guard options.defersReferenceFaults else { throw error }
            return faultNode(error, context, at: paths.child(source, keyword))
        }
        // A target that is no schema (old tslint.json's `$ref`s to `…/options/items`, a tuple's array) is a fault of the
        // documents that reach it, as a missing one is.
        switch found.value {
        case .object, .bool: break
        default:
            let problem = error("expected a schema (an object or a boolean), found \(found.value.typeName)", at: location(path))
            guard options.defersReferenceFaults else { throw problem }
            return faultNode(problem, context, at: paths.child(source, keyword))
        }
        return reserve(path, found.context, found.value)
    }

    /// A node standing for a reference that cannot be followed (``ValidationOptions/defersReferenceFaults``),
    /// at `path`, the reference keyword's own place: evaluating it refuses the document with `problem`.
    mutating func faultNode(_ problem: SchemaError, _ context: Context, at path: Path) -> NodeID {
        if let existing = paths.node(at: path) { return existing }
        let id = addNode(at: path, context)
        makeFault(id, problem)
        return id
    }

    /// Makes `id` refuse the documents that reach it with `problem` (``ValidationOptions/defersReferenceFaults``):
    /// its keywords become one fault, so it has no applicator edges left.
    mutating func makeFault(_ id: NodeID, _ problem: SchemaError) {
        schema.faults.append(problem)
        schema.nodes[id] = CompiledNode(constant: nil, resource: schema.nodes[id].resource)
        store([.fault(schema.faults.count - 1)], in: id)
    }

    // MARK: Dynamic anchors and loops

    /// Compiles the `$dynamicAnchor`s that a `$dynamicRef` may land on: those of every resource the
    /// compiled graph enters (only those can be in the dynamic scope), until nothing new appears.
    mutating func resolveDynamicAnchors() throws(SchemaError) {
        var done: Set<String> = []
        while true {
            var pending: [(uri: String, name: String, location: Location)] = []
            for uri in schema.resourceURIs {
                for (name, location) in registry.dynamicAnchors(ofResource: uri) where dynamicAnchorNames.contains(name) {
                    if !done.contains(uri + "#" + name) { pending.append((uri, name, location)) }
                }
            }
            if pending.isEmpty { break }
            for (uri, name, location) in pending.sorted(by: { ($0.uri, $0.name) < ($1.uri, $1.name) }) {
                done.insert(uri + "#" + name)
                let (context, value) = try context(of: location)
                let node = reserve(paths.path(of: location), context, value)
                schema.dynamicAnchors[resource(uri)][name] = node
                while let item = queue.popLast() {
                    try compileNode(item.node, at: item.path, item.context, value: item.value)
                }
            }
        }
        // Dynamic targets are in-place too: the edges are where a `$dynamicRef` can land. The root's resource is
        // the outermost of every dynamic scope (evaluation starts there), so when it declares the anchor, every
        // evaluation lands on that one; only otherwise may it land on any resource's anchor or its static target.
        // Adding them all made a loop that the root's anchor breaks (inner `{"$dynamicAnchor": "x", "allOf":
        // [{"$dynamicRef": "#x"}]}` under an outer schema declaring `x`) a compile error.
        schema.usesDynamicScope = schema.dynamicAnchors.contains { !$0.isEmpty }
        let rootResource = schema.nodes[schema.root].resource
        let rootAnchors = schema.dynamicAnchors.indices.contains(rootResource) ? schema.dynamicAnchors[rootResource] : [:]
        for (id, node) in schema.nodes.enumerated() {
            for keyword in schema.keywords[node.keywordStart ..< node.keywordStart + node.keywordCount] {
                guard case .dynamicReference(let box) = keyword, let anchor = box.box.value.anchor else { continue }
                if let target = rootAnchors[anchor] {
                    inPlaceEdges.add(id, target)
                    continue
                }
                inPlaceEdges.add(id, box.box.value.target)
                for table in schema.dynamicAnchors { if let target = table[anchor] { inPlaceEdges.add(id, target) } }
            }
        }
    }

    /// Rejects schemas whose in-place applicators (`$ref`, `allOf`, `not`…) form a cycle: evaluating
    /// them would never reach a value, such as `{"$ref": "#"}`.
    mutating func checkForLoops() throws(SchemaError) {
        guard !inPlaceEdges.isEmpty else { return }
        let edges = inPlaceEdges.grouped(nodeCount: schema.nodes.count)
        var state = [UInt8](repeating: 0, count: schema.nodes.count)  // 0 new, 1 on stack, 2 done
        var stack: [(node: NodeID, next: Int)] = []
        for start in 0..<schema.nodes.count where state[start] == 0 {
            // A node without in-place edges is on no loop: done without a walk.
            if edges.start[start + 1] == edges.start[start] {
                state[start] = 2
                continue
            }
            stack.append((start, 0))
            state[start] = 1
            while let top = stack.last {
                let count = edges.start[top.node + 1] - edges.start[top.node]
                if top.next < count {
                    stack[stack.count - 1].next += 1
                    let target = edges.targets[edges.start[top.node] + top.next]
                    if state[target] == 1 {
                        let cycleStart = stack.firstIndex { $0.node == target } ?? 0
                        let path = stack[cycleStart...].map { schema.absoluteLocation(of: $0.node) } + [schema.absoluteLocation(of: target)]
                        // Located at the schema whose applicator closes the loop (file:line:column when read from text).
                        let problem = error(
                            "reference loop that never reaches a value: " + path.joined(separator: " → "),
                            at: location(schema.absoluteLocationParts[top.node].path))
                        guard options.defersReferenceFaults else { throw problem }
                        // That schema refuses the documents reaching it; its other edges are gone, so the walk
                        // leaves it and goes on looking for other loops.
                        makeFault(top.node, problem)
                        stack[stack.count - 1].next = count
                        continue
                    }
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                }
            }
        }
    }
}
