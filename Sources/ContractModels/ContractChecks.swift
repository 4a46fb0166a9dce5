import ContractJSON
import ContractSchema

/// The constraint checks generated decoders make while decoding with validation. Each applies only
/// to values of the JSON kind its keyword is about (as in JSON Schema) and throws a
/// ``DecodingFailure`` with reason ``DecodingFailure/Reason/constraint(_:)`` when broken.
public enum ContractChecks {
    @inlinable
    static func fail(_ keyword: String, _ index: Int) -> DecodingFailure {
        DecodingFailure(.constraint(keyword), at: index)
    }

    /// `minLength` (in code points).
    ///
    /// A code point takes at most 12 raw bytes (a surrogate pair's two escapes), so a string of `n` raw bytes has at
    /// least `(n + 11) / 12` of them: the common bound of 1 (non-empty) is decided by the length alone.
    @inlinable
    public static func minLength(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        guard view.kind(index) == .string else { return }
        let length = Int(view.tape[index].length)
        if (length + 11) / 12 >= bound { return }
        if length < bound || view.codePointCount(index) < bound { throw fail("minLength", index) }
    }

    /// `maxLength` (in code points).
    @inlinable
    public static func maxLength(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        guard view.kind(index) == .string else { return }
        if Int(view.tape[index].length) > bound, view.codePointCount(index) > bound { throw fail("maxLength", index) }
    }

    /// Compares the number at `index` with an integer bound: negative, zero or positive.
    @inlinable
    static func compare(_ view: JSONView, _ index: Int, _ bound: Int64) -> Int {
        view.compare(index, toInteger: bound)
    }

    /// Compares the number at `index` with a bound given as an exact literal.
    @inlinable
    static func compare(_ view: JSONView, _ index: Int, _ bound: Double, _ literal: StaticString) -> Int {
        if let value = view.double(index), value != bound {
            // Doubles order exactly except when both round to the same value.
            return value < bound ? -1 : 1
        }
        let value = view.number(index)
        let limit = JSONNumber(literal.description)!
        return value < limit ? -1 : (value == limit ? 0 : 1)
    }

    /// `minimum` / `exclusiveMinimum` with an integer bound.
    @inlinable
    public static func minimum(_ view: JSONView, _ index: Int, _ bound: Int64, exclusive: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .number else { return }
        let order = compare(view, index, bound)
        if order < 0 || (exclusive && order == 0) { throw fail(exclusive ? "exclusiveMinimum" : "minimum", index) }
    }

    /// `maximum` / `exclusiveMaximum` with an integer bound.
    @inlinable
    public static func maximum(_ view: JSONView, _ index: Int, _ bound: Int64, exclusive: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .number else { return }
        let order = compare(view, index, bound)
        if order > 0 || (exclusive && order == 0) { throw fail(exclusive ? "exclusiveMaximum" : "maximum", index) }
    }

    /// `minimum` / `exclusiveMinimum` with an integer bound, on the integer the decoder has just read from the value
    /// at `index`: it is the number's exact value (a literal such as `3.0` included), so the literal is not read
    /// again. `nil` checks nothing (generated code passes the local it has just set).
    @inlinable
    public static func minimum<Value: BinaryInteger>(
        _ value: Value?, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        guard let value else { return }
        if value < bound || (exclusive && value == bound) {
            throw fail(exclusive ? "exclusiveMinimum" : "minimum", index)
        }
    }

    /// `maximum` / `exclusiveMaximum` with an integer bound, on the integer the decoder has just read (see
    /// ``minimum(_:_:exclusive:at:)``).
    @inlinable
    public static func maximum<Value: BinaryInteger>(
        _ value: Value?, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        guard let value else { return }
        if value > bound || (exclusive && value == bound) {
            throw fail(exclusive ? "exclusiveMaximum" : "maximum", index)
        }
    }

    /// ``minimum(_:_:exclusive:at:)`` on a member that may be `null` (a `null` or absent one checks nothing).
    @inlinable
    public static func minimum<Value: BinaryInteger>(
        _ value: Nullable<Value>?, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        if case .value(let value)? = value { try minimum(value, bound, exclusive: exclusive, at: index) }
    }

    /// ``maximum(_:_:exclusive:at:)`` on a member that may be `null` (a `null` or absent one checks nothing).
    @inlinable
    public static func maximum<Value: BinaryInteger>(
        _ value: Nullable<Value>?, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        if case .value(let value)? = value { try maximum(value, bound, exclusive: exclusive, at: index) }
    }

    /// ``minimum(_:_:exclusive:at:)`` on a required member that may be `null` (`nil`: not decoded, or `null`).
    @inlinable
    public static func minimum<Value: BinaryInteger>(
        _ value: Value??, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        if case let value?? = value { try minimum(value, bound, exclusive: exclusive, at: index) }
    }

    /// ``maximum(_:_:exclusive:at:)`` on a required member that may be `null` (`nil`: not decoded, or `null`).
    @inlinable
    public static func maximum<Value: BinaryInteger>(
        _ value: Value??, _ bound: Int64, exclusive: Bool, at index: Int
    ) throws(DecodingFailure) {
        if case let value?? = value { try maximum(value, bound, exclusive: exclusive, at: index) }
    }

    /// `minimum` / `exclusiveMinimum` with any bound.
    @inlinable
    public static func minimum(_ view: JSONView, _ index: Int, _ bound: Double, _ literal: StaticString, exclusive: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .number else { return }
        let order = compare(view, index, bound, literal)
        if order < 0 || (exclusive && order == 0) { throw fail(exclusive ? "exclusiveMinimum" : "minimum", index) }
    }

    /// `maximum` / `exclusiveMaximum` with any bound.
    @inlinable
    public static func maximum(_ view: JSONView, _ index: Int, _ bound: Double, _ literal: StaticString, exclusive: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .number else { return }
        let order = compare(view, index, bound, literal)
        if order > 0 || (exclusive && order == 0) { throw fail(exclusive ? "exclusiveMaximum" : "maximum", index) }
    }

    /// `multipleOf` (exact).
    public static func multipleOf(_ view: JSONView, _ index: Int, _ literal: StaticString) throws(DecodingFailure) {
        guard view.kind(index) == .number else { return }
        if !view.number(index).isMultiple(of: JSONNumber(literal.description)!) { throw fail("multipleOf", index) }
    }

    /// `minItems`.
    @inlinable
    public static func minItems(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        if view.kind(index) == .array, view.count(index) < bound { throw fail("minItems", index) }
    }

    /// `maxItems`.
    @inlinable
    public static func maxItems(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        if view.kind(index) == .array, view.count(index) > bound { throw fail("maxItems", index) }
    }

    /// `minProperties`.
    @inlinable
    public static func minProperties(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        try ViewDecoding.expectDistinctKeys(view, index)
        if view.kind(index) == .object, view.memberCount(index) < bound { throw fail("minProperties", index) }
    }

    /// `maxProperties`.
    @inlinable
    public static func maxProperties(_ view: JSONView, _ index: Int, _ bound: Int) throws(DecodingFailure) {
        try ViewDecoding.expectDistinctKeys(view, index)
        if view.kind(index) == .object, view.memberCount(index) > bound { throw fail("maxProperties", index) }
    }

    /// `format`, checked by the runtime's format checker (unknown formats pass, as in the validator).
    public static func format(_ view: JSONView, _ index: Int, _ name: String) throws(DecodingFailure) {
        guard view.kind(index) == .string, let format = StringFormat.named(name) else { return }
        if !format.accepts(view.string(index)) { throw fail("format", index) }
    }

    /// `pattern`: an unanchored ECMA-262 match; when the regular expression could not be compiled or
    /// the engine cannot decide, `site` (the schema holding the pattern) decides. `site` is read only then:
    /// a validator is a struct of references, and copying it for every match was a retain and release
    /// of each per checked string.
    public static func pattern(
        _ view: JSONView, _ index: Int, _ regex: ECMAScriptRegex?, _ site: @autoclosure () -> SchemaValidator
    ) throws(DecodingFailure) {
        guard view.kind(index) == .string else { return }
        try patternVerdict(regex?.matches(view, at: index), view, index, site())
    }

    /// `pattern` with the regular expression at `position` of `patterns` (a generated type's `contractPatterns`; nil:
    /// not compiled), read in place: passing the element itself copied it, a retain and release of its pattern and
    /// matcher for every string checked. Otherwise the same check as the one given the regular expression.
    @inlinable
    public static func pattern(
        _ view: JSONView, _ index: Int, _ patterns: [ECMAScriptRegex?], _ position: Int, _ site: @autoclosure () -> SchemaValidator
    ) throws(DecodingFailure) {
        guard view.kind(index) == .string else { return }
        try patternVerdict(patterns[position]?.matches(view, at: index), view, index, site())
    }

    /// The verdict of both `pattern` checks on the string at `index`: `matched` (nil when there is no compiled
    /// pattern or the engine cannot decide, and then `site` decides).
    @inlinable
    static func patternVerdict(
        _ matched: Bool?, _ view: JSONView, _ index: Int, _ site: @autoclosure () -> SchemaValidator
    ) throws(DecodingFailure) {
        guard let matched else { return try schema(view, index, site()) }
        if !matched { throw fail("pattern", index) }
    }

    /// The whole value must be valid against `validator`'s schema.
    @inlinable
    public static func schema(_ view: JSONView, _ index: Int, _ validator: SchemaValidator) throws(DecodingFailure) {
        try ViewDecoding.expectDistinctKeys(view, index)
        if !validator.isValid(view, at: index) { throw fail("schema", index) }
    }

    /// Applies `body` to each element of the array at `index` (nothing for other kinds).
    @inlinable
    public static func eachElement(_ view: JSONView, _ index: Int, _ body: (Int) throws(DecodingFailure) -> Void) throws(DecodingFailure) {
        guard view.kind(index) == .array else { return }
        var element = index + 1
        for _ in 0..<view.count(index) {
            try body(element)
            element = view.next(element)
        }
    }

    /// Applies `body` to each member value of the object at `index` (nothing for other kinds).
    @inlinable
    public static func eachValue(_ view: JSONView, _ index: Int, _ body: (Int) throws(DecodingFailure) -> Void) throws(DecodingFailure) {
        guard view.kind(index) == .object else { return }
        var key = index + 1
        let end = view.next(index)
        while key < end {
            if !view.tape[key].isShadowed { try body(key + 1) }
            key = view.next(key + 1)
        }
    }
}
