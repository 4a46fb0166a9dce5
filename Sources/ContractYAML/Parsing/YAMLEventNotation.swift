import ContractJSON

extension YAML {
    /// The parser's events for `bytes`, one line each, in the notation of yaml-test-suite's `test.event`
    /// files (`+STR`, `+DOC ---`, `+MAP {} &a <tag>`, `=VAL :plain`, `=ALI *a`, …): for conformance runs
    /// and for seeing how a text was read, before any conversion to JSON.
    public static func events(parsing bytes: [UInt8], maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth) throws(JSONParseError) -> [String] {
        try YAMLInput.validate(bytes)
        var parser = YAMLParser(bytes, maximumDepth: maximumDepth)
        var lines: [String] = []
        while true {
            let event = try parser.next()
            lines.append(notation(event))
            if event.kind == .streamEnd { return lines }
        }
    }

    private static func notation(_ event: YAMLEvent) -> String {
        var properties = ""
        if let anchor = event.anchor, event.kind != .alias { properties += " &" + String(decoding: anchor, as: UTF8.self) }
        if let tag = event.tag { properties += " <" + String(decoding: tag, as: UTF8.self) + ">" }
        switch event.kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart: return event.explicit ? "+DOC ---" : "+DOC"
        case .documentEnd: return event.explicit ? "-DOC ..." : "-DOC"
        case .sequenceStart: return "+SEQ" + (event.flow ? " []" : "") + properties
        case .sequenceEnd: return "-SEQ"
        case .mappingStart: return "+MAP" + (event.flow ? " {}" : "") + properties
        case .mappingEnd: return "-MAP"
        case .alias: return "=ALI *" + String(decoding: event.anchor ?? [], as: UTF8.self)
        case .scalar:
            let indicator: String
            switch event.style {
            case .plain: indicator = ":"
            case .singleQuoted: indicator = "'"
            case .doubleQuoted: indicator = "\""
            case .literal: indicator = "|"
            case .folded: indicator = ">"
            }
            var text = ""
            for scalar in String(decoding: event.value, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "\\": text += "\\\\"
                case "\0": text += "\\0"
                case "\u{8}": text += "\\b"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                default: text.unicodeScalars.append(scalar)
                }
            }
            return "=VAL" + properties + " " + indicator + text
        }
    }
}
