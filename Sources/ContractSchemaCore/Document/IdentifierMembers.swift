import ContractJSON

/// The members of a schema object that the document index reads (`$schema`, the identifiers, anchors and
/// references of every dialect), found in one pass over the object's members instead of a lookup (a scan of
/// the members) for each keyword.
///
/// Names are matched on their bytes, as ``JSONObject``'s subscript matches them.
struct IdentifierMembers {
    private(set) var schema: JSONValue?
    private(set) var id: JSONValue?
    private(set) var legacyID: JSONValue?
    private(set) var ref: JSONValue?
    private(set) var anchor: JSONValue?
    private(set) var dynamicAnchor: JSONValue?
    private(set) var recursiveAnchor: JSONValue?
    private(set) var dynamicRef: JSONValue?
    private(set) var recursiveRef: JSONValue?
    /// Whether the object has none of them (then it declares nothing the index records).
    private(set) var isEmpty = true

    init(_ object: JSONObject) {
        for member in object {
            let key = member.key.utf8
            // Every such keyword starts with `$`, but draft-04's `id`.
            guard let first = key.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "i") else { continue }
            switch key.count {
            case 2 where key.elementsEqual("id".utf8): legacyID = member.value
            case 3 where key.elementsEqual("$id".utf8): id = member.value
            case 4 where key.elementsEqual("$ref".utf8): ref = member.value
            case 7 where key.elementsEqual("$schema".utf8): schema = member.value
            case 7 where key.elementsEqual("$anchor".utf8): anchor = member.value
            case 11 where key.elementsEqual("$dynamicRef".utf8): dynamicRef = member.value
            case 13 where key.elementsEqual("$recursiveRef".utf8): recursiveRef = member.value
            case 14 where key.elementsEqual("$dynamicAnchor".utf8): dynamicAnchor = member.value
            case 16 where key.elementsEqual("$recursiveAnchor".utf8): recursiveAnchor = member.value
            default: continue
            }
            isEmpty = false
        }
    }

    /// The member named `keyword` (one of the keywords above, as a ``Vocabulary`` names them), or nil.
    subscript(keyword: String) -> JSONValue? {
        switch keyword {
        case "$schema": schema
        case "$id": id
        case "id": legacyID
        case "$ref": ref
        case "$anchor": anchor
        case "$dynamicAnchor": dynamicAnchor
        case "$recursiveAnchor": recursiveAnchor
        case "$dynamicRef": dynamicRef
        case "$recursiveRef": recursiveRef
        default: nil
        }
    }
}
