import ContractJSON

/// Literal (`|`) and folded (`>`) block scalars with their chomping (`-`, `+`) and indentation (`1`-`9`)
/// indicators.
extension YAMLScanner {
    enum Chomping { case strip, clip, keep }

    mutating func scanBlockScalar(folded: Bool) throws(JSONParseError) -> YAMLToken {
        let start = mark
        forward()
        var chomping = Chomping.clip
        var increment: Int?
        for _ in 0..<2 {
            let byte = peek()
            if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && chomping == .clip {
                chomping = byte == UInt8(ascii: "+") ? .keep : .strip
                forward()
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && increment == nil {
                guard byte != UInt8(ascii: "0") else { throw error("a block scalar's indentation indicator must be 1 to 9") }
                increment = Int(byte - UInt8(ascii: "0"))
                forward()
            }
        }
        if !YAMLScanner.isBlankOrEnd(peek()) {
            throw error("expected a comment or a line break after the block scalar header, found \(describe(peek()))")
        }
        while YAMLScanner.isBlank(peek()) { forward() }
        if peek() == UInt8(ascii: "#") {
            while !atEnd && !YAMLScanner.isBreak(peek()) { forward() }
        }
        if !atEnd && !YAMLScanner.isBreak(peek()) {
            throw error("expected a comment or a line break after the block scalar header, found \(describe(peek()))")
        }
        skipBreak()
        let minimumIndent = max(indent + 1, 0)
        let blockIndent: Int
        if let increment {
            blockIndent = max(indent, -1) + increment
        } else {
            blockIndent = try detectBlockIndent(minimumIndent)
        }
        var content: [UInt8] = []
        var pendingBreaks = 0
        var sawContent = false
        var previousMoreIndented = false
        var end = mark
        while !atEnd {
            while column < blockIndent && peek() == 0x20 { forward() }
            if column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))) { break }
            if YAMLScanner.isBreak(peek()) {
                skipBreak()
                pendingBreaks += 1
                end = mark
                continue
            }
            if peek() == 0x09 && column < blockIndent {
                throw error("tabs cannot be used for indentation (in a block scalar)")
            }
            if atEnd {
                // A last line of spaces without a line break still ends a line.
                if column > 0 { pendingBreaks += 1 }
                break
            }
            if column < blockIndent { break }
            let moreIndented = YAMLScanner.isBlank(peek())
            if !sawContent {
                content += [UInt8](repeating: 0x0A, count: pendingBreaks)
            } else if folded && !moreIndented && !previousMoreIndented {
                if pendingBreaks == 1 { content.append(0x20) } else { content += [UInt8](repeating: 0x0A, count: pendingBreaks - 1) }
            } else {
                content += [UInt8](repeating: 0x0A, count: pendingBreaks)
            }
            let lineStart = position
            while !atEnd && !YAMLScanner.isBreak(peek()) { forward() }
            content += input[lineStart..<position]
            sawContent = true
            previousMoreIndented = moreIndented
            pendingBreaks = 0
            end = mark
            if YAMLScanner.isBreak(peek()) {
                skipBreak()
                pendingBreaks = 1
                end = mark
            } else if input[lineStart..<position].allSatisfy(YAMLScanner.isBlank) {
                pendingBreaks = 1
            }
        }
        switch chomping {
        case .strip: break
        case .clip: if sawContent && pendingBreaks > 0 { content.append(0x0A) }
        case .keep: content += [UInt8](repeating: 0x0A, count: pendingBreaks)
        }
        simpleKeyAllowed = true
        var token = YAMLToken(.scalar, start, end)
        token.value = content
        token.style = folded ? .folded : .literal
        return token
    }

    /// Whether `---` or `...` followed by a blank or the end starts at `index` (the caller knows it starts a line).
    private func isDocumentMarker(at index: Int) -> Bool {
        guard index + 2 < input.count, input[index] == UInt8(ascii: "-") || input[index] == UInt8(ascii: ".") else { return false }
        let marker = input[index]
        return input[index + 1] == marker && input[index + 2] == marker
            && (index + 3 == input.count || YAMLScanner.isBlankOrEnd(input[index + 3]))
    }

    /// The indentation of the first non-empty line (at least `minimumIndent`). Leading empty lines may not
    /// have more spaces than it.
    private func detectBlockIndent(_ minimumIndent: Int) throws(JSONParseError) -> Int {
        var index = position
        var maximumEmpty = 0
        var lineNumber = line
        while true {
            var spaces = 0
            while index < input.count && input[index] == 0x20 { index += 1; spaces += 1 }
            // The end of the input, or a document marker at the start of a line, ends a scalar of empty lines only.
            if index >= input.count || (spaces == 0 && isDocumentMarker(at: index)) {
                maximumEmpty = max(maximumEmpty, spaces)
                return max(minimumIndent, maximumEmpty)
            }
            let byte = input[index]
            if YAMLScanner.isBreak(byte) {
                maximumEmpty = max(maximumEmpty, spaces)
                index += (byte == 0x0D && index + 1 < input.count && input[index + 1] == 0x0A) ? 2 : 1
                lineNumber += 1
                continue
            }
            if spaces < minimumIndent { return max(minimumIndent, maximumEmpty) }
            if maximumEmpty > spaces {
                throw JSONParseError(message: "a leading empty line of this block scalar has more spaces than its first line of text",
                                     location: SourceLocation(offset: index, line: lineNumber + 1, column: spaces + 1))
            }
            return spaces
        }
    }
}
