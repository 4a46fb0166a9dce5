import ContractJSON

/// Directives (`%YAML`, `%TAG`), anchors (`&a`), aliases (`*a`) and tags (`!!str`, `!local`, `!<uri>`).
extension YAMLScanner {
    mutating func scanDirective() throws(JSONParseError) -> YAMLToken {
        let start = mark
        let nameStart = forwardReturningPosition()
        while !YAMLScanner.isBlankOrEnd(peek()) { forward() }
        let name = Array(input[nameStart..<position])
        guard !name.isEmpty else { throw error("expected a directive name after '%'") }
        var token: YAMLToken
        if name == Array("YAML".utf8) {
            let valueStart = try skipSeparation()
            while !YAMLScanner.isBlankOrEnd(peek()) { forward() }
            let version = Array(input[valueStart..<position])
            let parts = version.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
                throw error("expected a version such as 1.2 in the %YAML directive")
            }
            token = YAMLToken(.versionDirective, start, mark)
            token.value = version
        } else if name == Array("TAG".utf8) {
            let handleStart = try skipSeparation()
            while !YAMLScanner.isBlankOrEnd(peek()) { forward() }
            let handle = Array(input[handleStart..<position])
            guard handle.first == UInt8(ascii: "!"), handle.last == UInt8(ascii: "!") else {
                throw error("expected a tag handle ('!', '!!' or '!name!') in the %TAG directive")
            }
            _ = try skipSeparation()
            let prefix = try scanURI(allowFlowIndicators: true, what: "tag prefix")
            guard !prefix.isEmpty else { throw error("expected a tag prefix in the %TAG directive") }
            token = YAMLToken(.tagDirective, start, mark)
            token.handle = handle
            token.value = prefix
        } else {
            // Reserved directives are ignored, as the specification asks.
            while !atEnd && !YAMLScanner.isBreak(peek()) && !(peek() == UInt8(ascii: "#") && YAMLScanner.isBlank(input[position - 1])) { forward() }
            token = YAMLToken(.reservedDirective, start, mark)
        }
        while YAMLScanner.isBlank(peek()) { forward() }
        if peek() == UInt8(ascii: "#") && YAMLScanner.isBlank(input[position - 1]) {
            while !atEnd && !YAMLScanner.isBreak(peek()) { forward() }
        }
        guard atEnd || YAMLScanner.isBreak(peek()) else {
            throw error("expected the end of the line after the directive, found \(describe(peek()))")
        }
        return token
    }

    /// Skips the blanks between a directive's parts and returns the position after them.
    @inline(never) private mutating func skipSeparation() throws(JSONParseError) -> Int {
        guard YAMLScanner.isBlank(peek()) else { throw error("expected a space in the directive, found \(describe(peek()))") }
        while YAMLScanner.isBlank(peek()) { forward() }
        return position
    }

    /// Moves past one character and returns the new position.
    ///
    /// Trade-off: positions that start a token's text come from the call that moved. Read as
    /// `forward(); let start = position`, Swift 6.3's optimized build used the position from before
    /// the move here (anchors, aliases and tag directives lost their first character only in release
    /// builds; the yaml-test-suite run in `.ci/run` uses a release build and catches it).
    @inline(never) mutating func forwardReturningPosition() -> Int {
        forward()
        return position
    }

    mutating func scanAnchor(alias: Bool) throws(JSONParseError) -> YAMLToken {
        let start = mark
        let nameStart = forwardReturningPosition()
        while !YAMLScanner.isBlankOrEnd(peek()) && !YAMLScanner.isFlowIndicator(peek()) { forward() }
        guard position > nameStart else {
            throw error(alias ? "expected an alias name after '*'" : "expected an anchor name after '&'")
        }
        var token = YAMLToken(alias ? .alias : .anchor, start, mark)
        token.value = Array(input[nameStart..<position])
        return token
    }

    mutating func scanTag() throws(JSONParseError) -> YAMLToken {
        let start = mark
        var handle: [UInt8] = []
        var suffix: [UInt8]
        if peek(1) == UInt8(ascii: "<") {
            forward(2)
            suffix = try scanURI(allowFlowIndicators: true, what: "verbatim tag")
            guard peek() == UInt8(ascii: ">"), !suffix.isEmpty else { throw error("expected '>' to close the verbatim tag") }
            forward()
        } else {
            // `!name!suffix`, `!!suffix`, `!suffix` or the non-specific `!`.
            var length = 1
            while YAMLScanner.isWordCharacter(peek(length)) { length += 1 }
            if peek(length) == UInt8(ascii: "!") {
                handle = Array(input[position...(position + length)])
                forward(length + 1)
            } else {
                handle = [UInt8(ascii: "!")]
                forward()
            }
            suffix = try scanURI(allowFlowIndicators: false, what: "tag")
            if handle.count > 1 && suffix.isEmpty {
                throw error("expected a tag suffix after the handle \(String(decoding: handle, as: UTF8.self))")
            }
        }
        let next = peek()
        guard YAMLScanner.isBlankOrEnd(next) || (flowLevel > 0 && YAMLScanner.isFlowIndicator(next)) else {
            throw error("expected a space after the tag, found \(describe(next))")
        }
        var token = YAMLToken(.tag, start, mark)
        token.handle = handle
        token.value = suffix
        return token
    }

    static func isWordCharacter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-")
    }

    /// URI characters with `%XX` escapes decoded.
    private mutating func scanURI(allowFlowIndicators: Bool, what: String) throws(JSONParseError) -> [UInt8] {
        var result: [UInt8] = []
        while true {
            let byte = peek()
            if byte == UInt8(ascii: "%") {
                guard let high = YAMLScanner.hexValue(peek(1)), let low = YAMLScanner.hexValue(peek(2)) else {
                    throw error("expected two hexadecimal digits after '%' in the \(what)")
                }
                result.append(high << 4 | low)
                forward(3)
                continue
            }
            let allowed = YAMLScanner.isWordCharacter(byte) || Array("#;/?:@&=+$_.~*'()".utf8).contains(byte)
                || (byte == UInt8(ascii: "!") && allowFlowIndicators) || byte >= 0x80
                || (allowFlowIndicators && (YAMLScanner.isFlowIndicator(byte)))
            guard allowed, byte != 0 else { break }
            if byte == UInt8(ascii: ">") { break }
            result.append(byte)
            forward()
        }
        return result
    }
}
