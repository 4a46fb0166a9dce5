import ContractJSON

/// The YAML 1.2 core schema, mapped onto JSON: which scalars are null, booleans, integers, floats or
/// strings, and their JSON text.
///
/// - Untagged plain scalars: `null`/`Null`/`NULL`/`~`/empty are null, `true`/`True`/`TRUE` and the
///   `false` forms are booleans, `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+` are integers (written in
///   decimal), `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` are floats. Everything else is a string.
/// - Quoted and block scalars, and the non-specific tag `!`, are strings.
/// - `!!str`, `!!null`, `!!bool`, `!!int`, `!!float` force their type (a value that does not fit is an error).
/// - Other tags (`!local`, `!!binary`, `!!timestamp`, …) do not change how the value is read.
/// - `.inf`, `-.inf` and `.nan` are floats that JSON cannot hold: an error at their location.
/// - Octal and hexadecimal integers beyond 64 bits are an error (decimal ones of any size are exact).
enum YAMLScalarResolver {
    static let core = Array("tag:yaml.org,2002:".utf8)

    static func resolve(_ event: YAMLEvent) throws(JSONParseError) -> [UInt8] {
        let text = event.value
        var string: [UInt8] = []
        YAMLComposer.appendJSONString(text, to: &string)
        guard let tag = event.tag else {
            return event.style == .plain ? try resolvePlain(text, event) ?? string : string
        }
        guard tag.starts(with: core) else {
            // The non-specific tag `!` makes a string; local and other global tags do not change the value.
            return tag == [UInt8(ascii: "!")] || event.style != .plain ? string : try resolvePlain(text, event) ?? string
        }
        let name = String(decoding: tag[core.count...], as: UTF8.self)
        func fail(_ what: String) -> JSONParseError {
            JSONParseError(message: "\"\(YAMLComposer.printable(text))\" is not \(what) (tag !!\(name))", location: event.mark.location)
        }
        switch name {
        case "str": return string
        case "null":
            guard isNull(text) else { throw fail("a null (null, ~ or nothing)") }
            return Array("null".utf8)
        case "bool":
            guard let value = bool(text) else { throw fail("a boolean (true or false)") }
            return Array((value ? "true" : "false").utf8)
        case "int":
            guard let json = try integer(text, event) else { throw fail("an integer") }
            return json
        case "float":
            if let json = try integer(text, event) { return json }
            guard let json = try float(text, event) else { throw fail("a number") }
            return json
        case "map", "omap", "pairs", "set", "seq":
            throw JSONParseError(message: "the tag !!\(name) is for collections, not scalars", location: event.mark.location)
        default:
            return event.style == .plain ? try resolvePlain(text, event) ?? string : string
        }
    }

    /// A collection's tag must not claim the other kind (`!!map` on a sequence).
    static func checkCollectionTag(_ event: YAMLEvent, isMapping: Bool) throws(JSONParseError) {
        guard let tag = event.tag, tag.starts(with: core) else { return }
        let name = String(decoding: tag[core.count...], as: UTF8.self)
        let mappingTags = ["map", "set"]
        let sequenceTags = ["seq", "omap", "pairs"]
        let scalarTags = ["str", "null", "bool", "int", "float"]
        if scalarTags.contains(name) || (isMapping && sequenceTags.contains(name)) || (!isMapping && mappingTags.contains(name)) {
            throw JSONParseError(message: "the tag !!\(name) does not fit a \(isMapping ? "mapping" : "sequence")", location: event.mark.location)
        }
    }

    private static func resolvePlain(_ text: [UInt8], _ event: YAMLEvent) throws(JSONParseError) -> [UInt8]? {
        if isNull(text) { return Array("null".utf8) }
        guard let first = text.first else { return nil }
        if first == UInt8(ascii: "t") || first == UInt8(ascii: "T") || first == UInt8(ascii: "f") || first == UInt8(ascii: "F") {
            return bool(text).map { Array(($0 ? "true" : "false").utf8) }
        }
        guard (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: ".") else { return nil }
        if let json = try integer(text, event) { return json }
        return try float(text, event)
    }

    static func isNull(_ text: [UInt8]) -> Bool {
        text.isEmpty || text == [UInt8(ascii: "~")] || text == Array("null".utf8) || text == Array("Null".utf8) || text == Array("NULL".utf8)
    }

    static func bool(_ text: [UInt8]) -> Bool? {
        switch String(decoding: text, as: UTF8.self) {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The JSON text of a core-schema integer, or nil if `text` is not one.
    static func integer(_ text: [UInt8], _ event: YAMLEvent) throws(JSONParseError) -> [UInt8]? {
        if text.count > 2 && text[0] == UInt8(ascii: "0") && (text[1] == UInt8(ascii: "o") || text[1] == UInt8(ascii: "x")) {
            let radix: UInt64 = text[1] == UInt8(ascii: "o") ? 8 : 16
            var value: UInt64 = 0
            for byte in text[2...] {
                guard let digit = YAMLScanner.hexValue(byte), UInt64(digit) < radix else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                guard !overflow else {
                    throw JSONParseError(message: "the integer \(YAMLComposer.printable(text)) does not fit in 64 bits", location: event.mark.location)
                }
                value = shifted + UInt64(digit)
            }
            return Array(String(value).utf8)
        }
        var digits = text[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        while digits.count > 1 && digits.first == UInt8(ascii: "0") { digits = digits.dropFirst() }
        return (negative ? [UInt8(ascii: "-")] : []) + digits
    }

    /// The JSON text of a core-schema float, nil if `text` is not one; infinities and NaN are errors.
    static func float(_ text: [UInt8], _ event: YAMLEvent) throws(JSONParseError) -> [UInt8]? {
        var rest = text[...]
        var negative = false
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        let special = String(decoding: rest, as: UTF8.self)
        if [".inf", ".Inf", ".INF"].contains(special) || ([".nan", ".NaN", ".NAN"].contains(special) && rest.count == text.count) {
            throw JSONParseError(
                message: "\(YAMLComposer.printable(text)) is a float that JSON cannot represent", location: event.mark.location,
                isUnrepresentableValue: true)
        }
        var integerPart = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integerPart.count)
        var fraction: ArraySlice<UInt8> = []
        var hasPoint = false
        if rest.first == UInt8(ascii: ".") {
            hasPoint = true
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !integerPart.isEmpty || !fraction.isEmpty else { return nil }
        guard hasPoint || !integerPart.isEmpty else { return nil }
        var exponent: ArraySlice<UInt8> = []
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var exponentDigits = rest.dropFirst()
            var sign: [UInt8] = []
            if let s = exponentDigits.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") {
                sign = [s]
                exponentDigits = exponentDigits.dropFirst()
            }
            guard !exponentDigits.isEmpty, exponentDigits.allSatisfy(isDigit) else { return nil }
            exponent = ArraySlice([UInt8(ascii: "e")] + sign + exponentDigits)
            rest = []
        }
        guard rest.isEmpty else { return nil }
        while integerPart.count > 1 && integerPart.first == UInt8(ascii: "0") { integerPart = integerPart.dropFirst() }
        var json: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        json += integerPart.isEmpty ? [UInt8(ascii: "0")] : Array(integerPart)
        if hasPoint { json += [UInt8(ascii: ".")] + (fraction.isEmpty ? [UInt8(ascii: "0")] : Array(fraction)) }
        json += exponent
        return json
    }
}
