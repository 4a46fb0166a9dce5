// TEMPORARY: replaced by Regex/ when it lands.
public struct RegexSyntaxError: Error, Sendable, Equatable { public var offset: Int; public var message: String }
public struct ECMAScriptRegex: Sendable, Hashable {
    public let pattern: String
    public init(_ pattern: String) throws(RegexSyntaxError) { self.pattern = pattern }
    public func matches(_ string: String) -> Bool? { string.contains(pattern) }
}
