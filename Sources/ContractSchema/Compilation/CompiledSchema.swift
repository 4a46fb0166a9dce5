import ContractJSON
import ContractSchemaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Index of a node in ``CompiledSchema/nodes``.
typealias NodeID = Int

/// A schema compiled to a graph of nodes: each node is one schema object (or boolean schema) with its
/// keywords decoded, sorted cheapest first, and its references resolved to node indices.
/// Immutable once built, so one compiled schema serves any number of threads.
struct CompiledSchema: Sendable {
    var nodes: [CompiledNode] = []
    /// Every node's keywords, back to back; a node owns `keywordStart ..< keywordStart + keywordCount`.
    var keywords: [Keyword] = []
    /// The resource URI of each node, its place in ``paths`` and how many tokens of its pointer from the document
    /// root lead to the resource root; ``absoluteLocation(of:)`` writes them as `resource-uri#/pointer-in-resource`,
    /// the prefix of absolute keyword locations. Kept in parts: most nodes never report an error, and writing
    /// every location out took a sixth of compile time.
    var absoluteLocationParts: [(resource: String, path: SchemaPaths.ID, resourceDepth: Int)] = []
    /// The places of the nodes' schemas in their documents.
    var paths = SchemaPaths()
    /// Whether any `$dynamicRef` needs the dynamic scope tracked during evaluation.
    var usesDynamicScope = false
    /// The URI of each schema resource, by resource index.
    var resourceURIs: [String] = []
    /// For each resource index, the nodes of its `$dynamicAnchor`s by name.
    var dynamicAnchors: [[String: NodeID]] = []
    /// The annotation keywords of every node, back to back; a node owns `annotationStart ..< annotationStart +
    /// annotationCount` (see ``annotations(of:)``). Read only when annotations are collected.
    var annotationKeywords: [(keyword: String, value: JSONValue)] = []
    /// The node validation starts at.
    var root: NodeID = 0
    /// Owns the boxed payloads of ``keywords``, which refer to them without retaining them.
    var boxes: [any AnyObject & Sendable] = []
    /// The references that cannot be followed, each found where the compiler reached it; a document is
    /// refused only when its evaluation reaches one (``Keyword/fault(_:)``), as check-jsonschema resolves
    /// references only when a document needs them. A schema with an unused bad `$defs` entry still validates.
    var faults: [SchemaError] = []
    /// Keywords of a later draft applied in an earlier one (``Vocabulary/borrowedKeywords``), one warning per place.
    var warnings: [SchemaError] = []
}

/// A reference that copying does not retain: the evaluator reads a keyword per keyword per value, and
/// reference counting (atomic) showed up as a tenth of validation time. The boxes live as long as the
/// ``CompiledSchema`` that holds both them (``CompiledSchema/boxes``) and the keywords referring to them.
struct Unretained<Box: AnyObject & Sendable>: @unchecked Sendable {
    unowned(unsafe) let box: Box

    /// Runs `body` with the box, which reading `box` into a local retained and released (a strong reference) once
    /// per evaluated object or array (see docs/BENCHMARKS.md).
    @inline(__always)
    func withBox<Result>(_ body: (Box) -> Result) -> Result {
        Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef(body)
    }
}

/// The subschemas of `allOf`, `anyOf` or `oneOf`, in memory that reading does not retain.
final class NodeList: @unchecked Sendable {
    let ids: UnsafeBufferPointer<NodeID>

    init(_ ids: [NodeID]) {
        let storage = UnsafeMutableBufferPointer<NodeID>.allocate(capacity: ids.count)
        _ = storage.initialize(from: ids)
        self.ids = UnsafeBufferPointer(storage)
    }

    deinit { ids.deallocate() }
}

/// The compiled schema in a class, so validators share it and evaluations reference it without copying.
final class CompiledSchemaStorage: Sendable {
    let value: CompiledSchema
    init(_ value: CompiledSchema) { self.value = value }
}

/// One compiled schema object or boolean schema: plain data, so reading one costs no reference counting.
struct CompiledNode: Sendable {
    /// For boolean schemas, their constant verdict; nil for schema objects.
    var constant: Bool?
    /// The node's keywords in ``CompiledSchema/keywords`` (cheapest first; `unevaluated*` are kept apart).
    var keywordStart = 0
    var keywordCount = 0
    /// The node's annotation keywords in ``CompiledSchema/annotationKeywords``.
    var annotationStart = 0
    var annotationCount = 0
    /// `unevaluatedProperties`, applied after every other keyword.
    var unevaluatedProperties: NodeID?
    /// `unevaluatedItems`, applied after every other keyword.
    var unevaluatedItems: NodeID?
    /// The schema resource this node belongs to (its index in ``CompiledSchema/resourceURIs``).
    var resource: Int
    /// Shortcuts for the fast pass: a node whose only keyword is `type` (the mask's raw value, 0 if not),
    /// and a node whose only keyword is `$ref` (the target, -1 if not).
    var onlyType: UInt8 = 0
    var onlyReference: NodeID = -1
    /// Whether every keyword of the node checks the value itself (no subschema, no annotations), so the
    /// fast pass can run them without the bookkeeping of nested evaluation.
    var isLeaf = false

    /// Whether evaluating this node needs to know which members and items its keywords evaluated.
    var collectsAnnotations: Bool { unevaluatedProperties != nil || unevaluatedItems != nil }
}

/// JSON types a `type` keyword allows.
struct TypeMask: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let null = TypeMask(rawValue: 1)
    static let boolean = TypeMask(rawValue: 2)
    static let object = TypeMask(rawValue: 4)
    static let array = TypeMask(rawValue: 8)
    static let number = TypeMask(rawValue: 16)
    static let integer = TypeMask(rawValue: 32)
    static let string = TypeMask(rawValue: 64)
    /// Draft-04's `integer`: "a JSON number without a fraction or exponent part" (draft-04 core, section
    /// 3.5), so `1.0` is not one; draft-06 made it any number with a zero fractional part.
    static let integerLiteral = TypeMask(rawValue: 128)

    /// Type names and their bits; a name is read as its first entry (`integer` is `.integer`, which
    /// draft-04 schemas then turn into `.integerLiteral`).
    static let names: [(String, TypeMask)] = [
        ("null", .null), ("boolean", .boolean), ("object", .object), ("array", .array),
        ("number", .number), ("integer", .integer), ("integer", .integerLiteral), ("string", .string),
    ]

    /// "integer or null" style list, in schema order.
    var description: String {
        let parts = TypeMask.names.filter { contains($0.1) }.map(\.0)
        if parts.count <= 2 { return parts.joined(separator: " or ") }
        return parts.dropLast().joined(separator: ", ") + " or " + parts.last!
    }
}

/// A numeric limit whose bound is not an `Int64` (those are ``Keyword/integerLimit(_:_:)``), with its
/// `Double` form precomputed (a class, so keywords stay small to copy).
final class NumericLimit: Sendable {
    enum Kind: String, Sendable {
        case minimum, exclusiveMinimum, maximum, exclusiveMaximum

        /// Whether a value comparing as `order` (-1, 0, 1) with the bound satisfies the limit.
        @inline(__always) func admits(_ order: Int) -> Bool {
            switch self {
            case .minimum: order >= 0
            case .exclusiveMinimum: order > 0
            case .maximum: order <= 0
            case .exclusiveMaximum: order < 0
            }
        }

        /// The relation a value must have to the bound, for messages: `≥`, `>`, `≤`, `<`.
        var relation: String {
            switch self {
            case .minimum: "≥"
            case .exclusiveMinimum: ">"
            case .maximum: "≤"
            case .exclusiveMaximum: "<"
            }
        }
    }
    let kind: Kind
    let value: JSONNumber
    let double: Double

    init(kind: Kind, value: JSONNumber) {
        self.kind = kind
        self.value = value
        self.double = value.doubleValue
    }
}

/// One keyword of a compiled node. Large payloads are boxed so a keyword is a word or two to copy:
/// the evaluator reads one per keyword per value.
enum Keyword: Sendable {
    case type(TypeMask)
    case enumeration(Unretained<Constants>)
    case constant(Unretained<Constants>)
    case limit(Unretained<NumericLimit>)
    /// A limit whose bound is an integer that fits `Int64`: inline, so checking it copies no reference.
    case integerLimit(NumericLimit.Kind, Int64)
    case multipleOf(Unretained<MultipleOfRule>)
    case minLength(Int)
    case maxLength(Int)
    case pattern(Unretained<PatternRule>)
    /// A format, as the schema's dialect defines it.
    case format(StringFormat, Draft)
    /// Draft-07 `contentEncoding`/`contentMediaType` (base64 and application/json are checked).
    case content(Unretained<ContentRule>)
    case object(Unretained<ObjectRules>)
    case array(Unretained<ArrayRules>)
    case allOf(Unretained<NodeList>)
    case anyOf(Unretained<NodeList>)
    case oneOf(Unretained<NodeList>)
    case not(NodeID)
    case conditional(Unretained<ConditionalRule>)
    case reference(NodeID)
    case dynamicReference(Unretained<DynamicReferenceRule>)
    /// A reference that cannot be followed (its target is missing, or it closes a loop that never reaches a
    /// value): the index of the problem in ``CompiledSchema/faults``. Evaluating it leaves the document undecided.
    case fault(Int)
}

// Boxes for the larger keyword payloads. Concrete classes rather than one generic box: reading a field
// of a generic class instance needs its type metadata at run time, on the hot path.

/// `multipleOf`.
final class MultipleOfRule: Sendable {
    let value: JSONNumber
    init(_ value: JSONNumber) { self.value = value }
}

/// `pattern`.
final class PatternRule: Sendable {
    let value: ECMAScriptRegex
    /// The regex's matcher, kept apart so matching calls it in place: going through `value` copied the whole
    /// `ECMAScriptRegex` (pattern string and matcher existential, retained and released through value witnesses)
    /// per checked string, about 100 instructions.
    let matcher: any RegexMatching
    init(_ value: ECMAScriptRegex) {
        self.value = value
        self.matcher = value.matcher
    }
}

/// Draft-07 `contentEncoding` and `contentMediaType`.
final class ContentRule: Sendable {
    let value: (encoding: String?, mediaType: String?)
    init(_ value: (encoding: String?, mediaType: String?)) { self.value = value }
}

/// `if` with its `then` and `else`.
final class ConditionalRule: Sendable {
    let value: (if: NodeID, then: NodeID?, else: NodeID?)
    init(_ value: (if: NodeID, then: NodeID?, else: NodeID?)) { self.value = value }
}

/// `$dynamicRef`.
final class DynamicReferenceRule: Sendable {
    let value: DynamicReference
    init(_ value: DynamicReference) { self.value = value }
}

/// The values of `const` (one) or `enum` (several), with string values indexed by their UTF-8 bytes.
final class Constants: Sendable {
    let values: [JSONValue]
    /// The string values, for a hash lookup instead of one comparison per value.
    let strings: PropertyTable
    /// Whether some values are not strings.
    let hasNonStrings: Bool

    init(_ values: [JSONValue]) {
        self.values = values
        strings = PropertyTable(values.lazy.compactMap(\.stringValue))
        hasNonStrings = values.contains { $0.stringValue == nil }
    }
}

/// A `$dynamicRef`: its static target, and the anchor name to look up in the dynamic scope when the
/// static target declares a matching `$dynamicAnchor`.
struct DynamicReference: Sendable {
    var target: NodeID
    var anchor: String?
    /// `$dynamicRef` or `$recursiveRef`, for error locations.
    var keyword: String
}

/// The object keywords of one node, evaluated in a single pass over the members.
final class ObjectRules: Sendable {
    /// A property name the schema mentions in `properties`, `required` or a dependency keyword.
    struct Slot: Sendable {
        var name: String
        var property: NodeID?
        var required = false
        var dependentRequired: [Int] = []
        var dependentSchema: NodeID?
    }

    let slots: [Slot]
    let table: PropertyTable
    let requiredSlots: [Int]
    let dependentSlots: [Int]
    /// `patternProperties`: each pattern's rule and, at the same position, its subschema. Kept apart rather than
    /// as (regex, node) tuples: iterating the tuples copied each regex (string and matcher existential, through
    /// value witnesses) per member per pattern, about 150 instructions each (ui5-manifest).
    let patternRules: [PatternRule]
    let patternNodes: [NodeID]
    let additional: NodeID?
    let propertyNames: NodeID?
    let minProperties: Int?
    let maxProperties: Int?
    /// Keyword names as the dialect spells them, for error locations.
    let requiredKeyword: String
    let dependentRequiredKeyword: String
    let dependentSchemasKeyword: String

    init(slots: [Slot], patterns: [(regex: ECMAScriptRegex, node: NodeID)], additional: NodeID?, propertyNames: NodeID?,
         minProperties: Int?, maxProperties: Int?, draft: Draft) {
        self.slots = slots
        self.table = PropertyTable(slots.lazy.map(\.name))
        self.requiredSlots = slots.indices.filter { slots[$0].required }
        self.dependentSlots = slots.indices.filter { !slots[$0].dependentRequired.isEmpty || slots[$0].dependentSchema != nil }
        self.patternRules = patterns.map { PatternRule($0.regex) }
        self.patternNodes = patterns.map(\.node)
        self.additional = additional
        self.propertyNames = propertyNames
        self.minProperties = minProperties
        self.maxProperties = maxProperties
        self.visitsMembers = slots.contains { $0.property != nil } || !patterns.isEmpty || additional != nil || propertyNames != nil
        self.requiredKeyword = "required"
        self.dependentRequiredKeyword = draft < .draft2019_09 ? "dependencies" : "dependentRequired"
        self.dependentSchemasKeyword = draft < .draft2019_09 ? "dependencies" : "dependentSchemas"
    }

    /// Whether members need visiting at all (otherwise only counts and required names matter). Stored: computed,
    /// it scanned (and retained) the slots on every evaluated object: cmake-presets 390.4M -> 383.9M (callgrind).
    let visitsMembers: Bool
}

/// The array keywords of one node, evaluated in a single pass over the elements.
final class ArrayRules: Sendable {
    let prefix: [NodeID]
    /// Applies to elements after the prefix (`items` in 2020-12, `additionalItems` or a single `items` before).
    let rest: NodeID?
    let prefixKeyword: String
    let restKeyword: String
    let contains: NodeID?
    let minContains: Int
    let maxContains: Int?
    let minItems: Int?
    let maxItems: Int?
    let uniqueItems: Bool

    init(prefix: [NodeID], rest: NodeID?, prefixKeyword: String, restKeyword: String, contains: NodeID?, minContains: Int,
         maxContains: Int?, minItems: Int?, maxItems: Int?, uniqueItems: Bool) {
        self.prefix = prefix
        self.rest = rest
        self.prefixKeyword = prefixKeyword
        self.restKeyword = restKeyword
        self.contains = contains
        self.minContains = minContains
        self.maxContains = maxContains
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
    }
}

/// An open-addressing hash table from property names (UTF-8) to slot indices.
///
/// Two arrays, however many names: the names' bytes back to back, and one of integers holding the buckets
/// then where each name's bytes end (name `i` starts where name `i - 1` ends). An array per name made building
/// a table allocate once per property.
struct PropertyTable: Sendable {
    /// Every name's UTF-8 bytes, in slot order.
    private let bytes: [UInt8]
    /// The buckets (`mask + 1` of them: a slot, or -1 for none), then the end of each name in ``bytes``.
    private let table: [Int]
    private let mask: Int

    /// A table of `names`, whose slots are their positions.
    init<Names: Collection<String>>(_ names: Names) {
        guard !names.isEmpty else {
            // No names (a `const` or `enum` without strings): nothing to allocate.
            (bytes, table, mask) = ([], [], 0)
            return
        }
        var size = 4
        while size < names.count * 2 { size <<= 1 }
        mask = size - 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        var table = [Int](repeating: -1, count: size)
        table.reserveCapacity(size + names.count)
        for name in names {
            bytes.append(contentsOf: name.utf8)
            table.append(bytes.count)
        }
        for index in 0..<names.count {
            let start = index == 0 ? 0 : table[size + index - 1]
            let hash = bytes.withUnsafeBufferPointer { PropertyTable.hash(UnsafeBufferPointer(rebasing: $0[start..<table[size + index]])) }
            var bucket = Int(truncatingIfNeeded: hash) & mask
            while table[bucket] >= 0 { bucket = (bucket + 1) & mask }
            table[bucket] = index
        }
        self.bytes = bytes
        self.table = table
    }

    /// Hashes eight bytes per step (unaligned word loads, the last word overlapping the one before), not one:
    /// the byte-at-a-time FNV-1a loop cost about 7 instructions per byte of every member name looked up, a tenth
    /// of cmake-presets' evaluation (hashing there went from about 44M to 10M instructions, callgrind). Any hash is
    /// correct here: slots compare the bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress, count > 0 else { return hash }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
        }
        var offset = 0
        while offset + 8 <= count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < count {
            if count >= 8 {
                mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            } else if count >= 4 {
                let low = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                mix(low | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32)
            } else {
                mix(UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16)
            }
        }
        return hash
    }

    /// Whether `count` bytes at `a` and `b` are equal: names up to 16 bytes (most member names) by two overlapping
    /// word loads in place, longer ones by `memcmp`. The `memcmp` call for every lookup cost about 25 instructions
    /// (pickleball-game 200.6M -> 197.2M, round-ratings 138.4M -> 136.3M, callgrind).
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(a)
        let y = UnsafeRawPointer(b)
        if count >= 8 {
            if count > 16 { return memcmp(a, b, count) == 0 }
            let last = count - 8
            return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: last, as: UInt64.self) == y.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        }
        if count >= 4 {
            let last = count - 4
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: last, as: UInt32.self) == y.loadUnaligned(fromByteOffset: last, as: UInt32.self)
        }
        var offset = 0
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The slot of `name`, or nil.
    @inline(__always)
    func slot(for name: UnsafeBufferPointer<UInt8>) -> Int? {
        if table.count <= mask + 1 { return nil }
        var bucket = Int(truncatingIfNeeded: PropertyTable.hash(name)) & mask
        while true {
            let index = table[bucket]
            if index < 0 { return nil }
            let start = index == 0 ? 0 : table[mask + index]
            if table[mask + 1 + index] - start == name.count
                && (name.count == 0
                    || bytes.withUnsafeBufferPointer { PropertyTable.equal($0.baseAddress! + start, name.baseAddress!, name.count) }) {
                return index
            }
            bucket = (bucket + 1) & mask
        }
    }
}

extension CompiledSchema {
    /// The annotation keywords of `node`, in the order the schema writes them.
    func annotations(of node: NodeID) -> ArraySlice<(keyword: String, value: JSONValue)> {
        let start = nodes[node].annotationStart
        return annotationKeywords[start..<start + nodes[node].annotationCount]
    }

    /// `resource-uri#/pointer` of `node`: the prefix of its absolute keyword locations.
    func absoluteLocation(of node: NodeID) -> String {
        let parts = absoluteLocationParts[node]
        return parts.resource + "#" + paths.pointer(to: parts.path, from: parts.resourceDepth).uriFragment
    }
}
