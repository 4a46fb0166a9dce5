import ContractJSON

/// Helpers generated fast-path decoders call: member lookup and key comparison by bytes.
public enum ViewDecoding {
    /// Whether `raw` holds exactly the UTF-8 bytes of `literal`.
    ///
    /// Compares whole words (the last one overlapping the one before when the length is not a multiple of
    /// its size): a literal's words are constants, so a member name of 9 to 16 bytes costs two comparisons
    /// instead of one per byte.
    @inlinable
    public static func equals(_ raw: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard raw.count == count else { return false }
        guard count > 0, let base = raw.baseAddress else { return count == 0 }
        let bytes = UnsafeRawPointer(base)
        let expected = UnsafeRawPointer(literal.utf8Start)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            return bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == expected.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return bytes.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
                && bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        var index = 0
        while index < count {
            if base[index] != literal.utf8Start[index] { return false }
            index += 1
        }
        return true
    }

    /// Calls `match` with the bytes of the object key at `key` (decoding escapes first if it has any):
    /// generated decoders pass a function from a member name to their private key enum.
    @inlinable
    public static func field<Field>(_ view: JSONView, _ key: Int, _ match: (UnsafeBufferPointer<UInt8>) -> Field?) -> Field? {
        if !view.tape[key].hasEscapes { return match(view.rawBytes(key)) }
        var name = view.string(key)
        return name.withUTF8 { match($0) }
    }

    /// The bytes of the string at `index` when it has no escapes (they are then its UTF-8 text), else
    /// `nil`: the cheap first try of a generated string enum's decoder.
    @inlinable
    public static func unescapedBytes(_ view: JSONView, _ index: Int) -> UnsafeBufferPointer<UInt8>? {
        view.tape[index].hasEscapes ? nil : view.rawBytes(index)
    }

    /// The value index of member `name` of the object at `index`, if present.
    @inlinable
    public static func member(_ view: JSONView, _ index: Int, _ name: StaticString) -> Int? {
        view.member(of: index, utf8Name: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// Whether the string at `index` is exactly `literal` (escapes decoded). Without escapes its bytes are
    /// compared as member names are, by ``equals(_:_:)``.
    @inlinable
    public static func stringEquals(_ view: JSONView, _ index: Int, _ literal: StaticString) -> Bool {
        guard view.kind(index) == .string else { return false }
        if let raw = unescapedBytes(view, index) { return equals(raw, literal) }
        return view.stringEquals(index, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Fails unless the value at `index` is an object.
    @inlinable
    public static func expectObject(_ view: JSONView, _ index: Int) throws(DecodingFailure) {
        guard view.kind(index) == .object else { throw .typeMismatch("an object", view, index) }
    }

    /// Fails when an object in the value at `index` has a key twice, which only a tape whose keys the parser left
    /// unchecked can show (the fast path's, see `ContractDecoding`; ``JSONView/hasDuplicateKeys(within:)``): what
    /// reads the value as a whole (a validator, a `JSONValue`, a member count, a union trying its alternatives)
    /// calls it first, and the fast path then decodes the document again from a tape with the earlier members
    /// hidden. Cheap for scalars and for tapes parsed with the default options.
    @inlinable
    public static func expectDistinctKeys(_ view: JSONView, _ index: Int) throws(DecodingFailure) {
        let kind = view.kind(index)
        guard kind == .object || kind == .array, view.hasDuplicateKeys(within: index) else { return }
        throw DecodingFailure(.invalidValue("a key repeats in an object of this value"), at: index)
    }

    /// Fails unless the value at `index` is an array.
    @inlinable
    public static func expectArray(_ view: JSONView, _ index: Int) throws(DecodingFailure) {
        guard view.kind(index) == .array else { throw .typeMismatch("an array", view, index) }
    }

    /// Fails unless the value at `index` equals `constant`.
    public static func expectConstant(_ view: JSONView, _ index: Int, _ constant: JSONValue) throws(DecodingFailure) {
        try expectDistinctKeys(view, index)
        guard view.value(index) == constant else {
            throw DecodingFailure(.invalidValue("expected the constant \(constant)"), at: index)
        }
    }
}

/// A set of JSON kinds, for choosing a union's alternative by the kind of value at hand.
public struct JSONKindSet: OptionSet, Sendable, Hashable {
    /// The set's bits, one per kind.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `null`.
    public static let null = JSONKindSet(rawValue: 1)
    /// `true` / `false`.
    public static let boolean = JSONKindSet(rawValue: 2)
    /// Numbers.
    public static let number = JSONKindSet(rawValue: 4)
    /// Strings.
    public static let string = JSONKindSet(rawValue: 8)
    /// Arrays.
    public static let array = JSONKindSet(rawValue: 16)
    /// Objects.
    public static let object = JSONKindSet(rawValue: 32)

    /// The set holding one kind.
    @inlinable
    public init(_ kind: JSONKind) {
        switch kind {
        case .null: self = .null
        case .true, .false: self = .boolean
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }

    /// The set holding the kind of `value`.
    public init(of value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool: self = .boolean
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }
}

/// Chooses the alternative of a union a value belongs to: by JSON kind first, then, among
/// alternatives of the same kind, by validating against each alternative's schema.
public enum UnionSelection {
    /// The index of the alternative for a value of kind `kind`.
    ///
    /// - Parameters:
    ///   - alternatives: the kinds each alternative accepts.
    ///   - exclusive: `oneOf` (exactly one alternative must match) rather than `anyOf` (the first wins).
    ///   - matches: whether the value is valid against alternative `i`; only asked when several
    ///     alternatives accept the kind.
    /// - Returns: the alternative, or a message saying why there is none.
    @inlinable
    public static func select(_ kind: JSONKindSet, _ alternatives: [JSONKindSet], exclusive: Bool, matches: (Int) -> Bool) -> Result<Int, SelectionFailure> {
        var candidates: [Int] = []
        for (index, accepted) in alternatives.enumerated() where accepted.contains(kind) { candidates.append(index) }
        if candidates.count == 1 { return .success(candidates[0]) }
        if candidates.isEmpty { return .failure(SelectionFailure(message: "no alternative accepts this kind of value")) }
        var found: Int?
        for candidate in candidates where matches(candidate) {
            if !exclusive { return .success(candidate) }
            if let found { return .failure(SelectionFailure(message: "the value matches alternatives \(found) and \(candidate) of a oneOf")) }
            found = candidate
        }
        if let found { return .success(found) }
        return .failure(SelectionFailure(message: "the value matches no alternative"))
    }

    /// The JSON kind of the value `decoder` holds, found with cheap probes (no tree is built).
    public static func kind(of decoder: any Decoder) throws -> JSONKindSet {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { return .null }
            if (try? container.decode(Bool.self)) != nil { return .boolean }
            if (try? container.decode(String.self)) != nil { return .string }
            if (try? container.decode(Double.self)) != nil { return .number }
        }
        if (try? decoder.unkeyedContainer()) != nil { return .array }
        _ = try decoder.container(keyedBy: AnyCodingKey.self)
        return .object
    }

    /// Why no alternative was chosen.
    public struct SelectionFailure: Error, Sendable, Hashable {
        /// One sentence.
        public var message: String

        /// Creates a failure.
        public init(message: String) {
            self.message = message
        }
    }
}
