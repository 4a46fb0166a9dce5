import ContractJSON
import ContractYAML

extension PayloadBatcher {
    /// Parses a YAML source as a stream: each document is one payload (as an NDJSON line is), located by
    /// the line it starts on. A syntax error ends the stream: the documents before it are checked, and
    /// the error is one more failed payload at its line and column. A stream of no document (only
    /// comments, or nothing) is one `null` document, as check-jsonschema reads it: an emptied config file
    /// is checked, not passed unseen.
    func readYAML(of source: Int, from reader: ByteReader, _ emit: (PayloadBatch) throws -> Void) throws {
        let bytes = try reader.readAll(path: sources[source].path)
        var parsed: [Result<JSONDocument, JSONParseError>] = []
        do {
            try YAML.forEachDocument(parsing: bytes) { parsed.append(.success($0)) }
            if parsed.isEmpty { parsed.append(.success(try YAML.document(parsing: bytes))) }
        } catch {
            parsed.append(.failure(error))
        }
        var batch = PayloadBatch()
        batch.inputBytes = bytes.count
        for result in parsed {
            let line: Int
            switch result {
            case .success(let document): line = document.location(ofNodeAt: 0).line
            case .failure(let error): line = error.location.line
            }
            batch.entries.append(.init(source: source, line: line, start: 0, end: 0, parsed: result))
            if batch.entries.count >= 512 {
                try emit(batch)
                batch = PayloadBatch()
            }
        }
        if !batch.entries.isEmpty || batch.inputBytes > 0 { try emit(batch) }
    }
}
