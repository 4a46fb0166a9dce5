import ConsumerModels
import Foundation
import Testing

/// The consumer's schemas, read from their files (not from what the plugin embedded).
enum ConsumerSchemas {
    static let directory: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Sources/ConsumerModels/Schemas"
    }()

    static let registry: Result<SchemaRegistry, SchemaError> = {
        var registry = SchemaRegistry()
        do throws(SchemaError) { try registry.registerDirectory(atPath: directory) } catch { return .failure(error) }
        return .success(registry)
    }()

    static func validator(for uri: String) throws -> SchemaValidator {
        try SchemaValidator(uri: uri, registry: registry.get(), options: ValidationOptions(assertsFormats: true))
    }
}

/// One document for one of the consumer's schemas, and whether it is valid.
struct ConsumerCase: Sendable, CustomTestStringConvertible {
    var schema: String
    var json: String
    var valid: Bool
    var why: String

    var uri: String { "https://consumer.test/\(schema).schema.json" }
    var testDescription: String { "\(schema): \(why)" }

    static let catalogBase = #""class": "A", "default": true, "protocol": "https", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff""#
    static func catalog(_ members: String, valid: Bool, _ why: String) -> ConsumerCase {
        ConsumerCase(schema: "catalog", json: "{\(catalogBase), \(members)}", valid: valid, why: why)
    }
    static let keywordsBase = #""init": true, "case": "case", "Self": "S""#
    static func keywords(_ members: String, valid: Bool, _ why: String) -> ConsumerCase {
        ConsumerCase(schema: "keywords", json: "{\(keywordsBase)\(members.isEmpty ? "" : ", " + members)}", valid: valid, why: why)
    }

    static let all: [ConsumerCase] = [
        ConsumerCase(schema: "claim", json: "null", valid: true, why: "null, which the schema admits beside its object"),
        ConsumerCase(schema: "claim", json: #"{"blocked_reason": null}"#, valid: true, why: "a nullable enum member holding null"),
        ConsumerCase(
            schema: "claim", json: #"{"blocked_reason": "grace_period"}"#, valid: true, why: "a nullable enum member holding a case"),
        ConsumerCase(schema: "claim", json: #"{"blocked_reason": "other"}"#, valid: false, why: "a value outside the enum (enum)"),
        ConsumerCase(schema: "claim", json: "1", valid: false, why: "neither object nor null (type)"),
        ConsumerCase(schema: "reserved", json: #"{"Swift": "s", "ContractRuntime": "r", "contractField": "f", "renamed_3": 1, "kind": "Foundation", "nested": {"ContractJSON": false}, "choice": "x"}"#,
                     valid: true, why: "members, cases and nested types named like modules and helpers"),
        ConsumerCase(schema: "reserved", json: #"{"Swift": 1, "kind": "Swift"}"#, valid: false, why: "a module-named member keeps its type (type)"),
        // int64 bounds
        catalog(#""count": 9223372036854775807"#, valid: true, "count at Int64.max"),
        catalog(#""count": -9223372036854775808"#, valid: true, "count at Int64.min"),
        catalog(#""count": 9223372036854775808"#, valid: false, "count one above Int64.max (maximum)"),
        catalog(#""count": -9223372036854775809"#, valid: false, "count one below Int64.min (minimum)"),
        catalog(#""count": 1e30"#, valid: false, "count far beyond Int64 (maximum)"),
        catalog(#""count": 5.0"#, valid: true, "an integral number written with a fraction is an integer"),
        catalog(#""count": 5.5"#, valid: false, "count not an integer (type)"),
        catalog(#""count": 1, "small": 2147483647"#, valid: true, "small at Int32.max"),
        catalog(#""count": 1, "small": 2147483648"#, valid: false, "small above Int32.max (exclusiveMaximum)"),
        // unicode
        catalog(#""count": 1, "名前": "一二三四五六七八九十""#, valid: true, "ten CJK characters are ten code points (maxLength 10)"),
        catalog(#""count": 1, "名前": "一二三四五六七八九十一""#, valid: false, "eleven code points (maxLength 10)"),
        catalog(#""count": 1, "名前": "🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬""#, valid: true, "ten emoji are ten code points, twenty UTF-16 units"),
        catalog(#""count": 1, "\u540d\u524d": "\ud83c\udfac", "gr\u00f6\u00dfe": 2"#, valid: true, "escaped keys and a surrogate pair"),
        catalog(#""count": 1, "emoji 🎬": "e\u0301""#, valid: true, "a combining sequence is kept as written"),
        catalog(#""count": 1, "größe": -1"#, valid: false, "größe below 0 (minimum)"),
        // keywords as member names
        catalog(#""count": 1, "self": 1, "Type": "t", "where": [], "extension": null"#, valid: true, "keyword members"),
        catalog(#""count": 1, "extension": 5"#, valid: false, "extension neither string nor null (type)"),
        catalog(#""count": 1, "priority": 6"#, valid: false, "priority above 5 (maximum)"),
        ConsumerCase(schema: "catalog", json: #"{"class": "A", "default": true, "protocol": "gopher", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 1}"#,
                     valid: false, why: "protocol not in the enum (enum)"),
        catalog(#""count": 1, "unknown": 1"#, valid: false, "a member the closed object does not declare (additionalProperties)"),
        catalog(#""count": 1, "published_on": "2025-02-29""#, valid: false, "a day that does not exist (format)"),
        catalog(#""count": 1, "updated-at": "2026-02-14T25:00:00Z""#, valid: false, "an hour that does not exist (format)"),
        keywords("", valid: true, "only the required members"),
        keywords(#""self": "s", "for": 9223372036854775806, "inout": null, "hashValue": "h", "jsonValue": "j", "validate": "v", "CodingKeys": "c", "encode": "e", "__proto__": "p", "": "empty", "with \"quotes\" and \\": "q""#,
                 valid: true, "every member"),
        keywords(#""for": 9223372036854775807"#, valid: false, "for at Int64.max (exclusiveMaximum)"),
        keywords(#""func": [{"init": false, "case": "", "Self": "x", "func": [{"init": true, "case": "a-b", "Self": "y"}]}]"#, valid: true, "recursion through func"),
        keywords(#""func": [{"init": false, "case": "ünïcödé", "Self": ""}]"#, valid: false, "a nested Self too short (minLength)"),
        ConsumerCase(schema: "keywords", json: #"{"init": true, "case": "Case", "Self": "S"}"#, valid: false, why: "enum values are case-sensitive (enum)"),
        ConsumerCase(schema: "keywords", json: #"{"init": true, "Self": "S"}"#, valid: false, why: "case is required (required)"),
        // discriminated union
        // two alternatives with the tag "message": each decodes as itself, tried in turn
        ConsumerCase(schema: "conversation", json: #"{"type": "message", "id": "msg_1"}"#, valid: true, why: "second of a shared tag"),
        ConsumerCase(schema: "conversation", json: #"{"type": "message", "role": "user"}"#, valid: true, why: "first of a shared tag"),
        ConsumerCase(schema: "conversation", json: #"{"type": "function_call", "name": "f"}"#, valid: true, why: "a tag of its own"),
        ConsumerCase(schema: "conversation", json: #"{"type": "message"}"#, valid: false, why: "a shared tag matching none"),
        ConsumerCase(
            schema: "conversation", json: #"{"type": "message", "id": "m", "role": "user"}"#, valid: false, why: "both at once"),
        ConsumerCase(schema: "event", json: #"{"type": "click", "x": 1, "y": -2, "button": "right"}"#, valid: true, why: "click"),
        ConsumerCase(schema: "event", json: #"{"type": "scroll", "delta": 1e-3}"#, valid: true, why: "scroll"),
        ConsumerCase(schema: "event", json: #"{"type": "purchase", "items": [{"sku": "é", "quantity": 1}]}"#, valid: true, why: "purchase"),
        ConsumerCase(schema: "event", json: #"{"type": "hover"}"#, valid: false, why: "an unknown tag (oneOf)"),
        ConsumerCase(schema: "event", json: #"{"x": 1, "y": 2}"#, valid: false, why: "no tag (oneOf)"),
        ConsumerCase(schema: "event", json: #"{"type": "click", "x": "1", "y": 2}"#, valid: false, why: "a tagged alternative with a wrong member (oneOf)"),
        ConsumerCase(schema: "event", json: #"{"type": "purchase", "items": []}"#, valid: false, why: "no items (minItems)"),
        ConsumerCase(schema: "event", json: #"{"type": "purchase", "items": [{"sku": "a", "quantity": 0}]}"#, valid: false, why: "quantity 0 (minimum)"),
        ConsumerCase(schema: "event", json: #"[]"#, valid: false, why: "not an object"),
        // recursion
        ConsumerCase(schema: "tree", json: #"{"value": 1, "children": [{"value": 2, "children": [{"value": 3, "next": {"value": 4}}]}]}"#, valid: true, why: "nested children"),
        ConsumerCase(schema: "tree", json: #"{"value": 1, "formula": {"op": "-", "left": {"op": "/", "left": 1, "right": 2}, "right": 3}}"#, valid: true, why: "a recursive union"),
        ConsumerCase(schema: "tree", json: #"{"value": 1, "children": [{"value": 2, "children": [{}]}]}"#, valid: false, why: "a deep child without value (required)"),
        ConsumerCase(schema: "tree", json: #"{"value": 1, "formula": {"op": "%", "left": 1, "right": 2}}"#, valid: false, why: "an unknown operator (oneOf)"),
        ConsumerCase(schema: "tree", json: #"{"value": 1, "note": {"text": "a", "reply": {"text": 1}}}"#, valid: false, why: "a reply with a number as text (type)"),
        // shapes: const-tagged oneOf, recursion through a union, prefixItems, awkward member names
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [{"type": "group", "children": [{"type": "circle", "radius": 2}]}], "point": [0, 1.5]}"#, valid: true, why: "a group holding a circle"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "": "x", "🎉": "y", "foo-bar": "a", "foo_bar": "b", "fooBar": "c", "2fa": true, "self": false, "class": "k"}"#, valid: true, why: "members named empty, emoji, colliding spellings and keywords"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [{"type": "rect", "w": 1}]}"#, valid: false, why: "a rect without h (required)"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [{"type": "group", "children": [{"type": "circle", "radius": -1}]}]}"#, valid: false, why: "a nested circle with a negative radius (exclusiveMinimum)"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "point": [1, 2, 3]}"#, valid: false, why: "a third coordinate (items: false)"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "either": 1.5}"#, valid: false, why: "either is a string or an integer"),
        // a tuple of bounded integers, checked on the decoded integers
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "cell": [0, 9.0]}"#, valid: true,
                     why: "a cell at its bounds (9.0 is the integer 9)"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "cell": [-1, 3]}"#, valid: false,
                     why: "a cell's first element below its minimum"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [], "cell": [1, 10]}"#, valid: false,
                     why: "a cell's second element at its exclusiveMaximum"),
        // person and base: allOf flattening whose base refers back to the flattened type
        ConsumerCase(schema: "person", json: #"{"id": "1", "name": "A", "parent": {"id": "2", "name": "B"}}"#, valid: true, why: "a person with a parent"),
        ConsumerCase(schema: "person", json: #"{"id": "1", "name": "A", "nickname": "a"}"#, valid: false, why: "an undeclared member (unevaluatedProperties)"),
        ConsumerCase(schema: "person", json: #"{"id": "1", "name": "A", "parent": {"id": "2"}}"#, valid: false, why: "a parent without a name"),
        ConsumerCase(schema: "base", json: #"{"id": "1", "tags": ["a", "b"], "parent": {"id": "2", "name": "B"}}"#, valid: true, why: "a base whose parent is a person"),
        ConsumerCase(schema: "base", json: #"{"id": "1", "tags": ["a", "a"]}"#, valid: false, why: "repeated tags (uniqueItems)"),
        // value: a recursive anyOf without a discriminator
        ConsumerCase(schema: "value", json: #"{"a": [1, "b", {"c": []}]}"#, valid: true, why: "nested objects and arrays"),
        ConsumerCase(schema: "value", json: #"[1, null]"#, valid: false, why: "null is none of the alternatives"),
        // overlap: unions of objects that only their checks tell apart
        ConsumerCase(schema: "overlap", json: #"{"first": {"n": 7}, "only": {"n": 2}}"#, valid: true, why: "a big first, a small only"),
        ConsumerCase(schema: "overlap", json: #"{"first": {"n": 1}}"#, valid: true,
                     why: "a first too small to be big (the second alternative)"),
        ConsumerCase(schema: "overlap", json: #"{"only": {"n": 4}}"#, valid: false, why: "an only neither big nor small (oneOf)"),
        // sensor-log: typed maps, UUID arrays, a required nullable member in array elements
        ConsumerCase(
            schema: "sensor-log",
            json: #"{"id": "s", "readings": {"a": 1}, "aliases": null, "devices": ["6f9619ff-8b86-4d11-b42d-00c04fc964ff"], "#
                + #""sensors": [{"name": "t", "unit": null}]}"#,
            valid: true, why: "a map, a null map, a UUID array, a null unit"),
        ConsumerCase(
            schema: "sensor-log",
            json: #"{"id": "s", "readings": {"a": "high"}, "devices": ["6f9619ff-8b86-4d11-b42d-00c04fc964ff", 42]}"#,
            valid: false, why: "a reading that is no integer, a device that is no UUID (type)"),
        // station: a required nullable array, a typed map beside named properties
        ConsumerCase(
            schema: "station", json: #"{"id": "st", "samples": null, "levels": [0.50, 2], "calibration": {"unit": "mV", "gain": 1.5}}"#,
            valid: true, why: "a null required array, a calibration with a typed entry"),
        ConsumerCase(schema: "station", json: #"{"id": "st", "samples": [1, 2]}"#, valid: true, why: "samples, no calibration"),
        // gauge: a required number
        ConsumerCase(
            schema: "gauge", json: #"{"id": "g", "reading": 1.5, "previous": null, "offset": -0.25}"#, valid: true, why: "a reading"),
        ConsumerCase(
            schema: "gauge", json: #"{"id": "g", "reading": "high", "previous": 2}"#, valid: false, why: "a reading that is no number"),
        ConsumerCase(
            schema: "station", json: #"{"id": "st", "samples": [1, "two"], "calibration": {"unit": "mV", "offset": "n/a"}}"#,
            valid: false, why: "a sample that is no integer, an entry that is no number (type)"),
        // reserved-ip: null through an allOf member's $ref and an anyOf branch (DigitalOcean's 3.0 nullable objects)
        ConsumerCase(
            schema: "reserved-ip", json: #"{"ip": "203.0.113.7", "backup_window": null, "droplet": null}"#, valid: true,
            why: "null admitted only through an allOf member and an anyOf branch"),
        ConsumerCase(
            schema: "reserved-ip", json: #"{"ip": "203.0.113.7", "backup_window": {"start": "s"}, "droplet": {"id": 3}}"#, valid: true,
            why: "the objects themselves"),
        ConsumerCase(
            schema: "reserved-ip", json: #"{"ip": "203.0.113.7", "backup_window": [], "droplet": 3}"#, valid: false,
            why: "neither object nor null (type)"),
        // address-book: two inline objects equal but for their descriptions share one type
        ConsumerCase(
            schema: "address-book",
            json: #"{"home": {"city": "Lyon", "zip": "69001"}, "work": {"city": "Nantes"}, "billing": {"city": ""}}"#, valid: true, why: "both places of the shared type, and the one that differs"),
        ConsumerCase(
            schema: "address-book", json: #"{"home": {"city": "Lyon"}, "work": {"city": ""}}"#, valid: false,
            why: "an empty city where the shared type is used the second time (minLength)"),
        ConsumerCase(
            schema: "address-book", json: #"{"home": {"city": "Lyon"}, "work": {"city": "Nantes", "zip": "4400"}}"#, valid: false,
            why: "a four-digit zip at the second place (pattern)"),
    ] + fallbacks + dialects

    /// Documents with repeated keys, which the fast path's parse leaves to the decoders: the last member wins, as
    /// the validator reads it. (Foundation's `JSONDecoder` reads them otherwise, so only the fast path is compared.)
    static let repeatedKeys: [ConsumerCase] = [
        ConsumerCase(schema: "overlap", json: #"{"first": {"n": 1, "n": 10}}"#, valid: true,
                     why: "a first whose repeated n is big the last time (the first alternative)"),
        ConsumerCase(schema: "overlap", json: #"{"only": {"n": 10, "n": 1}, "only": {"n": 1, "n": 10}}"#, valid: true,
                     why: "an only repeated, with n repeated inside (the big alternative)"),
        ConsumerCase(schema: "overlap", json: #"{"only": {"n": 2, "n": 4}}"#, valid: false, why: "an only whose last n is neither (oneOf)"),
        ConsumerCase(schema: "event", json: #"{"type": "click", "x": 1, "y": 2, "type": "scroll", "delta": 1}"#, valid: true,
                     why: "a tag repeated: the last one selects the alternative"),
        ConsumerCase(schema: "event", json: #"{"type": "scroll", "delta": 1, "type": "click"}"#, valid: false,
                     why: "a tag repeated: the last one selects an alternative the members do not fit (oneOf)"),
        ConsumerCase(schema: "value", json: #"{"a": {"b": 1, "b": [{"c": "x", "c": 2}]}}"#, valid: true,
                     why: "repeated keys inside a recursive anyOf"),
        ConsumerCase(schema: "shapes", json: #"{"version": 1, "shapes": [{"type": "rect", "type": "circle", "radius": 1}]}"#,
                     valid: true, why: "a const tag repeated inside an array of unions: the last one, a circle"),
        ConsumerCase(
            schema: "shapes", json: #"{"version": 1, "shapes": [{"type": "rect", "w": 1, "h": 2, "type": "circle", "radius": 1}]}"#,
            valid: false, why: "a const tag repeated: the last one, a circle, with a rect's members (oneOf)"),
    ]
}

/// Every consumer case read in every way the generated type offers (fast path, JSONDecoder,
/// `validate()`, both re-encodings), each verdict against the validator built from the schema files.
@Suite("Consumer package: generated types agree with the validator")
struct CrossCheckTests {
    @Test(arguments: ConsumerCase.all)
    func agrees(_ item: ConsumerCase) throws {
        let entry = try #require(ContractTypes.bySchemaURI[item.uri])
        let check = entry.crossCheck(try JSONDocument(parsing: item.json), against: try ConsumerSchemas.validator(for: item.uri))
        #expect(check.expected.isValid == item.valid, "the validator: \(check.expected.errors)")
        #expect(check.agrees, "\(check.disagreements)")
        if item.valid {
            #expect(check.fastPathError == nil && check.codableError == nil)
        } else {
            #expect(check.fastPathError == .invalid(check.expected.errors))
        }
    }

    @Test(arguments: ConsumerCase.repeatedKeys)
    func repeatedKeysReadAsTheValidatorReadsThem(_ item: ConsumerCase) throws {
        let entry = try #require(ContractTypes.bySchemaURI[item.uri])
        let check = entry.crossCheck(try JSONDocument(parsing: item.json), against: try ConsumerSchemas.validator(for: item.uri))
        #expect(check.expected.isValid == item.valid, "the validator: \(check.expected.errors)")
        let fastPath = check.disagreements.filter { $0.hasPrefix("the fast path") }
        #expect(fastPath.isEmpty, "\(fastPath)")
        #expect(check.fastPathError == (item.valid ? nil : .invalid(check.expected.errors)))
    }

    @Test func everySchemaHasAType() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ConsumerSchemas.directory).filter { $0.hasSuffix(".schema.json") }
        #expect(files.count == 20)
        for file in files {
            #expect(ContractTypes.bySchemaURI["https://consumer.test/" + file] != nil, "no type for \(file)")
            #expect(ConsumerCase.all.contains { $0.uri == "https://consumer.test/" + file && $0.valid })
            #expect(ConsumerCase.all.contains { $0.uri == "https://consumer.test/" + file && !$0.valid })
        }
    }

    @Test func duplicateKeysTakeTheLastMemberAsTheValidatorDoes() throws {
        let text = #"{"class": "A", "default": true, "protocol": "https", "id": "6f9619ff-8b86-4d11-b42d-00c04fc964ff", "count": 1, "protocol": "gopher"}"#
        let document = try JSONDocument(parsing: text)
        let errors = try ConsumerSchemas.validator(for: "https://consumer.test/catalog.schema.json").validate(document).errors
        #expect(errors.map(\.instanceLocation.description) == ["/protocol"])
        #expect(throws: ContractDecodingError.invalid(errors)) { try Catalog.decode(validating: document) }
        #expect(try Catalog(jsonBytes: Array(text.utf8)).protocol == .unknown("gopher"))
    }

    @Test func nestingBeyondTheParserLimitFailsCleanly() throws {
        let depth = 300
        let text = String(repeating: #"{"value": 1, "next": "#, count: depth) + #"{"value": 0}"# + String(repeating: "}", count: depth)
        #expect(throws: ContractDecodingError.self) { try Tree.decode(validating: Array(text.utf8)) }
        let shallow = String(repeating: #"{"value": 1, "next": "#, count: 100) + #"{"value": 0}"# + String(repeating: "}", count: 100)
        var node: Tree? = try Tree.decode(validating: Array(shallow.utf8))
        var levels = 0
        while let current = node { levels += 1; node = current.next }
        #expect(levels == 101)
    }
}
