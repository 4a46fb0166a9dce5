import ContractJSON

/// How ``SchemaDiff`` compares annotation keywords (`title`, `description`, `deprecated`, ...), which never break.
extension SchemaDiff {
    mutating func compareAnnotations(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        for keyword in Set(ov.keywords.keys).union(nv.keywords.keys).filter(SchemaView.isAnnotation).sorted() {
            let before = ov.keywords[keyword], after = nv.keywords[keyword]
            guard before != after else { continue }
            let what = before == nil ? "added" : (after == nil ? "removed" : "changed")
            let note: String
            switch keyword {
            case "default": note = "validation and decoding are unchanged; apps generated from the old schema keep the old default for a missing value"
            case let extension_ where extension_.hasPrefix("x-"): note = "a generator setting: it changes the generated code, not which payloads are valid"
            default: note = "documentation only: validation and decoding are unchanged"
            }
            record(.annotationChanged, "\(keyword) \(what)", path: path, old: site(old, ov, before != nil ? keyword : nil, o.anchor),
                   new: site(new, nv, after != nil ? keyword : nil, n.anchor), .harmless(note))
        }
    }
}
