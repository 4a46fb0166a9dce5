/// A parsed JSON text: the source bytes and a tape describing every value in them.
///
/// Parse once, then read it through ``root`` (safe, convenient) or ``withView(_:)`` (no reference
/// counting, for hot loops such as validation and generated decoders). Numbers keep their exact text,
/// object members keep their order, and every value knows its byte offset, so any error can be reported
/// with a line and column.
///
/// ```swift
/// let document = try JSONDocument(parsing: Array(#"{"id": 7}"#.utf8))
/// document.root["id"]?.int64Value   // 7
/// ```
public struct JSONDocument: Sendable {
    /// The source bytes, exactly as given to the parser.
    public let bytes: [UInt8]
    /// The values of the document in document order; index 0 is the root.
    public let tape: [JSONTapeEntry]
    /// For a document translated from another notation (YAML), where each value came from; nil for JSON.
    public let origin: SourceOrigin?

    /// Parses `bytes` as one strict RFC 8259 JSON text.
    ///
    /// - Throws: ``JSONParseError`` with the byte offset, line, column and what was expected.
    public init(parsing bytes: [UInt8], options: JSONParsingOptions = .init()) throws(JSONParseError) {
        try self.init(parsing: bytes, options: options, reusing: nil)
    }

    /// Parses `bytes` as ``init(parsing:options:)`` does, writing the tape into `storage` first when given (see
    /// ``JSONTapeStorage``): for a loop that parses many documents on one thread.
    package init(parsing bytes: [UInt8], options: JSONParsingOptions = .init(), reusing storage: JSONTapeStorage?) throws(JSONParseError) {
        var parser = JSONParser(options: options)
        self.tape = try parser.parse(bytes, reusing: storage)
        self.bytes = bytes
        self.origin = nil
    }

    /// Parses `bytes`, a JSON text translated from `origin`'s source (YAML), whose values map one to one, in
    /// document order, onto `origin`'s offsets: locations then point into the original source.
    ///
    /// - Precondition: `origin.offsets` has one entry per value of `bytes` (keys included).
    public init(parsing bytes: [UInt8], translatedFrom origin: SourceOrigin, options: JSONParsingOptions = .init()) throws(JSONParseError) {
        var parser = JSONParser(options: options)
        self.tape = try parser.parse(bytes)
        precondition(origin.offsets.count == tape.count, "a source offset for every value")
        self.bytes = bytes
        self.origin = origin
    }

    /// Parses the UTF-8 encoding of `text`.
    public init(parsing text: String, options: JSONParsingOptions = .init()) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8), options: options)
    }

    /// Parses `bytes` as ``init(parsing:options:)`` does, for a reader that is done with the document before it
    /// parses another: the tape stays where the parser wrote it, without the exact-size copy a ``JSONDocument``
    /// keeps. Read it with ``JSONParsedTape/withView(_:)``; make a ``JSONDocument`` of the view with
    /// ``init(copying:)`` when one is needed after all (to report an error).
    ///
    /// ```swift
    /// let parsed = try JSONDocument.parseTape(bytes)
    /// let id = parsed.withView { view in view.member(of: 0, named: "id").flatMap(view.int64) }
    /// ```
    public static func parseTape(_ bytes: [UInt8], options: JSONParsingOptions = .init()) throws(JSONParseError) -> JSONParsedTape {
        var parser = JSONParser(options: options)
        let tape = try parser.parseIntoBuffer(bytes)
        return JSONParsedTape(bytes, UnsafeMutableBufferPointer(start: tape.base, count: tape.count), capacity: tape.capacity)
    }

    /// A document holding a copy of `view`'s bytes and tape (see ``parseTape(_:options:)``).
    public init(copying view: JSONView) {
        self.init(bytes: Array(view.bytes), tape: Array(view.tape))
    }

    init(bytes: [UInt8], tape: [JSONTapeEntry]) {
        self.bytes = bytes
        self.tape = tape
        self.origin = nil
    }

    /// The document's top-level value.
    public var root: JSONNode { JSONNode(document: self, index: 0) }

    /// Calls `body` with an unsafe, allocation-free view of the document.
    ///
    /// The view must not escape `body`.
    @inlinable
    public func withView<Result, Failure: Error>(
        _ body: (JSONView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) -> Result in
            try tape.withUnsafeBufferPointer { (tape) throws(Failure) -> Result in
                try body(JSONView(bytes: bytes, tape: tape))
            }
        }
    }

    /// The line and column of the value at tape index `index`.
    public func location(ofNodeAt index: Int) -> SourceLocation {
        SourceLocation(offset: sourceOffset(ofNodeAt: index), in: origin?.text ?? bytes)
    }

    /// The byte offset of the value at tape `index` in the text locations point into (the YAML source for
    /// a translated document).
    func sourceOffset(ofNodeAt index: Int) -> Int {
        origin.map { Int($0.offsets[index]) } ?? Int(tape[index].offset)
    }

    /// The tape indices of the values several pointers designate (nil where there is none), each what
    /// ``index(at:)`` gives, in time linear in the document and the pointers: the elements and members of a
    /// container are listed once, on its first lookup, instead of walked again for every pointer into it (a
    /// hundred thousand errors in one array would otherwise walk it a hundred thousand times).
    public func indices(at pointers: [JSONPointer]) -> [Int?] {
        let locator = JSONLocator(self)
        return pointers.map(locator.index(at:))
    }

    /// Follows `pointer` from the root: `member` finds a named member of an object, `element` the element at a
    /// position (already checked to be below the array's count) of an array.
    static func resolve(
        _ pointer: JSONPointer, in view: JSONView, member: (_ object: Int, _ name: String) -> Int?,
        element: (_ array: Int, _ position: Int) -> Int?
    ) -> Int? {
        var index = 0
        for token in pointer.tokens {
            switch view.kind(index) {
            case .object:
                guard let found = member(index, token) else { return nil }
                index = found
            case .array:
                guard let position = JSONPointer.arrayIndex(token), position < view.count(index), let found = element(index, position) else {
                    return nil
                }
                index = found
            default:
                return nil
            }
        }
        return index
    }

    /// The locations of the values at several tape indices, looked up in one ``lineTable``; each is what
    /// ``location(ofNodeAt:)`` gives.
    public func locations(ofNodesAt indices: [Int]) -> [SourceLocation] {
        let lines = lineTable
        return indices.map { location(ofNodeAt: $0, using: lines) }
    }

    /// The tape index of the value that `pointer` designates, or `nil` if there is none.
    public func index(at pointer: JSONPointer) -> Int? {
        withView { view in
            JSONDocument.resolve(
                pointer, in: view, member: { view.member(of: $0, named: $1) }, element: { view.element(of: $0, at: $1) })
        }
    }
}

/// A parsed document whose tape stays where the parser wrote it (``JSONDocument/parseTape(_:options:)``): the
/// bytes and that buffer, which goes back to the thread (or is freed) when the value goes away, so it cannot be
/// copied.
public struct JSONParsedTape: ~Copyable {
    /// The bytes that were parsed.
    public let bytes: [UInt8]
    @usableFromInline let entries: UnsafeMutableBufferPointer<JSONTapeEntry>
    let capacity: Int

    init(_ bytes: [UInt8], _ entries: UnsafeMutableBufferPointer<JSONTapeEntry>, capacity: Int) {
        self.bytes = bytes
        self.entries = entries
        self.capacity = capacity
    }

    /// Calls `body` with a view of the document.
    ///
    /// The view must not escape `body`.
    @inlinable
    public func withView<Result, Failure: Error>(_ body: (JSONView) throws(Failure) -> Result) throws(Failure) -> Result {
        try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) -> Result in
            try body(JSONView(bytes: bytes, tape: UnsafeBufferPointer(entries)))
        }
    }

    /// Gives the buffer back to the thread for its next parse, or frees it.
    deinit { ThreadTapeCache.keep(entries.baseAddress!, capacity: capacity) }
}
