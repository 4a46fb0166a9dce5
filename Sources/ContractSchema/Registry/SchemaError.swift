import ContractJSON

/// Why a schema could not be loaded or compiled, and where.
public struct SchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `unresolvable reference "defs.json#/a"`.
    public var message: String
    /// The schema document (file path or URI) the problem is in, when known.
    public var source: String?
    /// The location of the offending schema value inside its document.
    public var pointer: JSONPointer?
    /// The line and column of the offending value, when the schema was read from text.
    public var location: SourceLocation?

    /// Creates an error.
    public init(message: String, source: String? = nil, pointer: JSONPointer? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.source = source
        self.pointer = pointer
        self.location = location
    }

    /// `source:line:column: message (at pointer)` with whatever parts are known.
    public var description: String {
        var prefix = source ?? ""
        if let location { prefix += (prefix.isEmpty ? "" : ":") + "\(location.line):\(location.column)" }
        var text = prefix.isEmpty ? message : prefix + ": " + message
        if let pointer { text += " (at #\(pointer))" }
        return text
    }
}
