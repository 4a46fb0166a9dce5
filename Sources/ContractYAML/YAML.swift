import ContractJSON

/// Reads YAML 1.2 into ``JSONDocument``s, so everything that works on parsed JSON (schemas, validation,
/// the generator) works on YAML, and every location points at the YAML source.
///
/// ```swift
/// let document = try YAML.document(parsing: Array("id: 7\ntags: [a, b]\n".utf8))
/// document.root["id"]?.int64Value        // 7
/// document.root["tags"]?.location        // 2:7, in the YAML text
/// ```
///
/// Scalars follow the YAML 1.2 core schema (see ``YAMLScalarResolver``), duplicate keys are errors (YAML
/// requires unique keys), and keys that are not strings become their text as written; a sequence or
/// mapping used as a key has no JSON form and is an error. Input must be UTF-8.
public enum YAML {
    /// Parses a stream and returns one document per YAML document (none for an empty stream).
    public static func documents(parsing bytes: [UInt8], options: YAMLParsingOptions = .init()) throws(JSONParseError) -> [JSONDocument] {
        var documents: [JSONDocument] = []
        try forEachDocument(parsing: bytes, options: options) { documents.append($0) }
        return documents
    }

    /// Parses a stream holding exactly one document (an empty stream is one `null` document).
    public static func document(parsing bytes: [UInt8], options: YAMLParsingOptions = .init()) throws(JSONParseError) -> JSONDocument {
        var documents: [JSONDocument] = []
        var second: SourceLocation?
        try forEachDocument(parsing: bytes, options: options) { document in
            if documents.count == 1, second == nil { second = document.location(ofNodeAt: 0) }
            documents.append(document)
        }
        if let second {
            throw JSONParseError(message: "expected one YAML document, found \(documents.count) (a '---' starts another)", location: second)
        }
        if let document = documents.first { return document }
        return try JSONDocument(parsing: Array("null".utf8), translatedFrom: SourceOrigin(text: bytes, offsets: [0]))
    }

    /// Parses a stream and calls `body` with each document as soon as it is complete: documents before a
    /// syntax error are delivered, then the error is thrown.
    public static func forEachDocument(
        parsing bytes: [UInt8], options: YAMLParsingOptions = .init(), _ body: (JSONDocument) throws(JSONParseError) -> Void
    ) throws(JSONParseError) {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONParseError(message: "documents of 4 GiB or more are not supported", location: SourceLocation(offset: 0, line: 1, column: 1))
        }
        try YAMLInput.validate(bytes)
        var composer = YAMLComposer(bytes, options: options)
        let jsonOptions = JSONParsingOptions(maximumDepth: max(options.maximumDepth, 1), duplicateKeys: .useLast)
        while let (json, offsets) = try composer.nextDocument() {
            try body(try JSONDocument(parsing: json, translatedFrom: SourceOrigin(text: bytes, offsets: offsets), options: jsonOptions))
        }
    }
}
