import ContractJSON

/// OpenAPI 3.0 Schema Objects in the draft 4 dialect the generator reads.
///
/// A 3.0 Schema Object is draft 4 (boolean `exclusiveMinimum`, siblings of `$ref` ignored) with one
/// keyword that changes what is valid: `nullable: true` also admits `null`. It is rewritten into the
/// draft 4 it means, so that the generator, the embedded validator and the fast decoders all agree:
/// - with `type`, the type gains `"null"` (and an `enum` gains `null`);
/// - without `type` (`allOf`, `$ref`, ...), the schema becomes `{"anyOf": [{"type": "null"}, <schema>]}`
///   with its annotations kept outside.
///
/// Trade-off: a third dialect in `ContractSchemaCore` would let a 3.0 schema be validated as written,
/// but would add a vocabulary to every validator; the rewrite keeps every pointer into the document
/// but the rewritten schema's own subschemas (now under `anyOf/1`) valid, so positions still point at
/// the source. `x-nullable` (Swagger 2 style, common in converted documents) is read the same way.
enum OpenAPISchema30 {
    /// The keywords of a 3.0 Schema Object that hold one subschema, a list or a map of them.
    static let single: Set<String> = ["items", "not", "additionalProperties"]
    static let lists: Set<String> = ["allOf", "anyOf", "oneOf"]
    static let maps: Set<String> = ["properties"]
    /// Annotations kept on the outside when a schema is wrapped.
    static let annotations: Set<String> = ["title", "description", "example", "deprecated", "readOnly", "writeOnly", "externalDocs", "xml"]

    /// The document with every schema at or under `schemas` rewritten.
    static func rewritten(_ document: JSONValue, schemas: [JSONPointer]) -> JSONValue {
        PointerPaths(schemas.map(\.tokens)).map(document, target: schema, other: { $0 }) ?? document
    }

    /// One schema and its subschemas, rewritten.
    static func schema(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var members: [JSONObject.Member] = []
        var nullable = false
        for member in object.members {
            switch member.key {
            case "nullable", "x-nullable":
                if member.value == .bool(true) { nullable = true }
                members.append(member)
            case let key where single.contains(key):
                members.append(JSONObject.Member(key: key, value: schema(member.value)))
            case let key where lists.contains(key):
                guard case .array(let elements) = member.value else { members.append(member); continue }
                members.append(JSONObject.Member(key: key, value: .array(elements.map(schema))))
            case let key where maps.contains(key):
                guard case .object(let map) = member.value else { members.append(member); continue }
                members.append(
                    JSONObject.Member(
                        key: key,
                        value: .object(
                            JSONObject(
                                map.members.map {
                                    JSONObject.Member(key: $0.key, value: schema($0.value))
                                }))))
            default:
                members.append(member)
            }
        }
        guard nullable else { return .object(JSONObject(members)) }
        return madeNullable(members, hasReference: object["$ref"] != nil)
    }

    /// A schema of `members` that also admits `null` (see the type's comment), `nullable` left out when
    /// the schema is wrapped.
    static func madeNullable(_ members: [JSONObject.Member], hasReference: Bool) -> JSONValue {
        var members = members
        if let index = members.firstIndex(where: { $0.key == "type" }), !hasReference {
            switch members[index].value {
            case .string(let type) where type != "null": members[index].value = .array([.string(type), .string("null")])
            case .array(var types) where !types.contains(.string("null")):
                types.append(.string("null"))
                members[index].value = .array(types)
            default: break
            }
            if let enumIndex = members.firstIndex(where: { $0.key == "enum" }), case .array(var values) = members[enumIndex].value,
                !values.contains(.null)
            {
                values.append(.null)
                members[enumIndex].value = .array(values)
            }
            return .object(JSONObject(members))
        }
        let outside = members.filter { annotations.contains($0.key) }
        let inside = members.filter { !annotations.contains($0.key) && $0.key != "nullable" && $0.key != "x-nullable" }
        let wrapped = JSONValue.array([.object(["type": .string("null")]), .object(JSONObject(inside))])
        return .object(JSONObject(outside + [JSONObject.Member(key: "anyOf", value: wrapped)]))
    }
}
