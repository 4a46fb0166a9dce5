import ContractJSON

/// Turns the parser's events for one document into JSON text plus, for every JSON value (keys included),
/// the byte offset of the YAML node it came from. Anchors are remembered as ranges of that output and
/// aliases copy them, within ``YAMLParsingOptions/maximumAliasExpansion``.
///
/// Keys that are not strings in JSON terms: a scalar key becomes its content as written (`1: a` gives
/// `"1"`, `~: a` gives `"~"`, an empty key gives `""`), so distinct keys stay distinct; a sequence or
/// mapping used as a key has no JSON form and is an error at its line and column.
struct YAMLComposer {
    private(set) var parser: YAMLParser
    let options: YAMLParsingOptions
    let input: [UInt8]

    private var output: [UInt8] = []
    private var offsets: [UInt32] = []
    private var frames: [Frame] = []
    private var anchors: [[UInt8]: Anchored] = [:]
    private var expandedNodes = 0
    private var expandedBytes = 0

    private struct Frame {
        var isMapping: Bool
        var count = 0
        var expectingKey: Bool
        var anchor: [UInt8]?
        var outputStart: Int
        var offsetsStart: Int
        var keys: Set<[UInt8]> = []
        var mark: YAMLMark
    }

    /// What an alias copies: a scalar's JSON, or a collection's range of the output and of the offsets.
    private struct Anchored {
        var output: Range<Int> = 0..<0
        var offsets: Range<Int> = 0..<1
        var scalarJSON: [UInt8]?
        /// For scalars: the text a key made of this node gets.
        var keyText: [UInt8]?
    }

    init(_ input: [UInt8], options: YAMLParsingOptions) {
        self.input = input
        self.options = options
        parser = YAMLParser(input, maximumDepth: options.maximumDepth)
    }

    /// The next document as JSON text and offsets, or nil at the end of the stream.
    mutating func nextDocument() throws(JSONParseError) -> (json: [UInt8], offsets: [UInt32])? {
        var event = try parser.next()
        if event.kind == .streamStart { event = try parser.next() }
        if event.kind == .streamEnd { return nil }
        precondition(event.kind == .documentStart, "the parser starts every document")
        output = []
        offsets = []
        frames = []
        anchors = [:]
        expandedNodes = 0
        expandedBytes = 0
        while true {
            event = try parser.next()
            if event.kind == .documentEnd { break }
            try add(event)
        }
        return (output, offsets)
    }

    private func error(_ message: String, at mark: YAMLMark) -> JSONParseError {
        JSONParseError(message: message, location: mark.location)
    }

    private mutating func add(_ event: YAMLEvent) throws(JSONParseError) {
        switch event.kind {
        case .scalar:
            if try beginKey(event, text: event.value) { return }
            let resolved = try YAMLScalarResolver.resolve(event)
            _ = beginValue()
            appendOffset(event.mark)
            output += resolved
            if let anchor = event.anchor {
                anchors[anchor] = Anchored(scalarJSON: resolved, keyText: event.value)
            }
            endValue()
        case .alias:
            guard let target = anchors[event.anchor ?? []] else {
                throw error("the alias *\(YAMLComposer.printable(event.anchor ?? [])) refers to no anchor defined before it", at: event.mark)
            }
            if let frame = frames.last, frame.isMapping, frame.expectingKey {
                guard let keyText = target.keyText else {
                    throw error("a sequence or mapping used as a mapping key has no JSON form", at: event.mark)
                }
                var key = event
                key.value = keyText
                _ = try beginKey(key, text: keyText)
                return
            }
            expandedNodes += target.offsets.count
            expandedBytes += target.scalarJSON?.count ?? target.output.count
            guard expandedNodes <= options.maximumAliasExpansion, expandedBytes <= options.maximumAliasExpansion * 64 else {
                throw error("aliases expand to more than \(options.maximumAliasExpansion) nodes (the limit against alias bombs)", at: event.mark)
            }
            _ = beginValue()
            appendOffset(event.mark)
            if let scalar = target.scalarJSON {
                output += scalar
            } else {
                output += output[target.output]
                offsets += offsets[target.offsets.dropFirst()]
            }
            endValue()
        case .sequenceStart, .mappingStart:
            if let frame = frames.last, frame.isMapping, frame.expectingKey {
                throw error("a sequence or mapping used as a mapping key has no JSON form", at: event.mark)
            }
            guard frames.count < options.maximumDepth else {
                throw error("nesting deeper than \(options.maximumDepth) levels (the maximum depth)", at: event.mark)
            }
            let isMapping = event.kind == .mappingStart
            try YAMLScalarResolver.checkCollectionTag(event, isMapping: isMapping)
            let start = beginValue()
            appendOffset(event.mark)
            output.append(isMapping ? UInt8(ascii: "{") : UInt8(ascii: "["))
            frames.append(Frame(isMapping: isMapping, expectingKey: isMapping, anchor: event.anchor,
                                outputStart: start, offsetsStart: offsets.count - 1, mark: event.mark))
        case .sequenceEnd, .mappingEnd:
            let frame = frames.removeLast()
            output.append(frame.isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            if let anchor = frame.anchor {
                anchors[anchor] = Anchored(output: frame.outputStart..<output.count, offsets: frame.offsetsStart..<offsets.count, keyText: nil)
            }
            endValue()
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            break
        }
    }

    /// If a key is expected, writes `text` as the key (and returns true).
    private mutating func beginKey(_ event: YAMLEvent, text: [UInt8]) throws(JSONParseError) -> Bool {
        guard let index = frames.indices.last, frames[index].isMapping, frames[index].expectingKey else { return false }
        if frames[index].keys.contains(text) {
            throw error("the key \"\(YAMLComposer.printable(text))\" appears twice in this mapping (YAML requires unique keys)", at: event.mark)
        }
        frames[index].keys.insert(text)
        if frames[index].count > 0 { output.append(UInt8(ascii: ",")) }
        appendOffset(event.mark)
        YAMLComposer.appendJSONString(text, to: &output)
        output.append(UInt8(ascii: ":"))
        frames[index].expectingKey = false
        if let anchor = event.anchor {
            var string: [UInt8] = []
            YAMLComposer.appendJSONString(text, to: &string)
            anchors[anchor] = Anchored(scalarJSON: (try? YAMLScalarResolver.resolve(event)) ?? string, keyText: text)
        }
        return true
    }

    /// Writes the separator before a value; returns where the value starts in the output.
    private mutating func beginValue() -> Int {
        if let frame = frames.last, !frame.isMapping, frame.count > 0 { output.append(UInt8(ascii: ",")) }
        return output.count
    }

    private mutating func endValue() {
        guard let index = frames.indices.last else { return }
        frames[index].count += 1
        if frames[index].isMapping { frames[index].expectingKey = true }
    }

    private mutating func appendOffset(_ mark: YAMLMark) {
        offsets.append(UInt32(truncatingIfNeeded: mark.offset))
    }

    /// A short, printable rendering of a key or anchor name for messages.
    static func printable(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes.prefix(80), as: UTF8.self).unicodeScalars {
            text += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return bytes.count > 80 ? text + "…" : text
    }

    static func appendJSONString(_ bytes: [UInt8], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20: output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
