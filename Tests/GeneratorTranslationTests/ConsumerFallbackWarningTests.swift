import Foundation
import GeneratorPipeline
import Testing
@testable import GeneratorTranslation

/// The warnings the ContractGenerator plugin prints for `Tests/ConsumerPackage`'s fallbacks schema
/// (the plugin runs contract-gen, which runs this translator on the file): one per fallback, at the
/// construct's line and column. The consumer package's own tests check that the types round-trip.
@Suite("Consumer package fallbacks: the generator's warnings")
struct ConsumerFallbackWarningTests {
    static let path: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Tests/ConsumerPackage/Sources/ConsumerModels/Schemas/fallbacks.schema.json"
    }()

    @Test func everyFallbackIsAPositionedWarning() throws {
        let (module, diagnostics) = try GeneratorPipeline().translate(.paths([Self.path]))
        let found = diagnostics.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity.rawValue): \($0.message)" }
        let tail = "change the default to a value of the property's type, or set x-swift-type"
        #expect(found == [
            "10:62 warning: an enum of several value types (boolean, string) is generated as JSONValue, checked by validate(); for typed cases split it into oneOf alternatives of one type each, or set x-swift-type",
            "11:86 warning: default \"all\" cannot be written as a value of [Fallbacks_Platform]; it is not applied: the property is optional and nil when the member is absent; " + tail,
            "12:47 warning: default \"three\" cannot be written as a value of Swift.Int; it is not applied: the property is optional and nil when the member is absent; " + tail,
            "13:44 warning: default null does not fit a non-nullable property; it is not applied: the property is optional and nil when the member is absent; " + tail,
            "17:58 warning: maximum 1e30 is outside the range of Swift.Int; generated as JSONValue, which keeps every digit, checked by validate(); choose a wider integer with format (int64, uint64), or set x-swift-type",
            "18:23 warning: an enum of numbers that are not all integers has no Swift enum; generated as Swift.Double, the values are checked by validate(); set x-swift-type for another type",
            "19:24 warning: allOf of several non-object schemas cannot be flattened into one Swift type; generated as the type of its most specific member (https://consumer.test/fallbacks.schema.json#/properties/level/allOf/1), the other members are checked by validate(); merge the members into one schema, or set x-swift-type",
            "20:77 warning: a schema with both oneOf and anyOf is generated as JSONValue, checked by the validator; for a typed model nest one of them in allOf, or set x-swift-type",
            "22:105 warning: this schema has no \"type\", so any JSON value is valid and what `properties` says applies only to objects; generated as an enum with cases .object(…) and .other(JSONValue); add \"type\": \"object\" if nothing else is valid",
            "23:59 warning: $ref 'https://json-schema.org/draft/2020-12/schema' names the official metaschema https://json-schema.org/draft/2020-12/schema, "
                + "which the generator does not turn into Swift types; generated as JSONValue, checked by validate() against the metaschema built into the runtime",
            "24:23 warning: $ref 'http://json-schema.org/draft-07/schema#/definitions/nonNegativeInteger' names a schema in the official metaschema "
                + "http://json-schema.org/draft-07/schema, which the generator does not turn into Swift types; generated as JSONValue, checked by validate() against "
                + "the metaschema built into the runtime",
        ])
        #expect(diagnostics.allSatisfy { $0.position?.path == Self.path })
        // The doc comment of each fallback says so.
        let structure = try #require(module.structure("Fallbacks"))
        for name in ["compact", "platforms", "retries", "label", "huge", "ratio", "level", "either", "loose", "filter", "count"] {
            #expect(structure.property(name)?.documentation.notes.first?.hasPrefix("Fallback: ") == true, "\(name)")
        }
    }
}
