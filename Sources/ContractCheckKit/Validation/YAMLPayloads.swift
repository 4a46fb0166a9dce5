import ContractJSON
import ContractYAML

extension PayloadBatcher {
    /// Parses a YAML source as a stream: each document is one payload (as an NDJSON line is), located by
    /// the line it starts on. A syntax error ends the stream: the documents before it are checked, and
    /// the error is one more failed payload at its line and column. A stream of no document (only
    /// comments, or nothing) is one `null` document, as check-jsonschema reads it: an emptied config file
    /// is checked, not passed unseen.
    ///
    /// The source is read in chunks and cut into documents by ``YAMLStreamSplitter`` as it comes, each parsed
    /// on its own: memory stays within about one document, a document over `maximumDocumentBytes` is reported
    /// by its size without being held (as a JSON file or NDJSON line is), and each document's lines are counted
    /// from its own start. Parsing the whole stream at once held it all, and located each document by counting
    /// lines from the start of the file, which made a stream quadratic in its documents (128,000 took 122 s).
    func readYAML(of source: Int, from reader: ByteReader, _ emit: (PayloadBatch) throws -> Void) throws {
        let path = sources[source].path
        var splitter = YAMLStreamSplitter(maximumRunBytes: maximumDocumentBytes)
        var batch = PayloadBatch()
        var ended = false
        var documents = 0
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkSize)
        func take(_ run: YAMLStreamSplitter.Run) throws {
            guard !ended else { return }
            batch.inputBytes += run.oversize ?? run.bytes.count
            if let size = run.oversize {
                batch.entries.append(.init(source: source, line: run.line, start: 0, end: 0, oversize: size))
                documents += 1
            } else {
                let before = batch.entries.count
                ended = PayloadBatcher.appendDocuments(of: run, source: source, to: &batch)
                documents += batch.entries.count - before
            }
            if batch.entries.count >= 512 || batch.inputBytes >= chunkSize {
                try emit(batch)
                batch = PayloadBatch()
            }
        }
        while !ended {
            chunk.removeAll(keepingCapacity: true)
            guard try reader.read(appendingTo: &chunk, count: chunkSize, path: path) > 0 else { break }
            try chunk.withUnsafeBufferPointer { try splitter.append($0, take) }
        }
        if !ended { try splitter.finish(take) }
        if documents == 0 && !ended {
            let empty: Result<JSONDocument, JSONParseError>
            do { empty = .success(try YAML.document(parsing: [])) } catch { empty = .failure(error) }
            batch.entries.append(.init(source: source, line: 1, start: 0, end: 0, parsed: empty))
        }
        if !batch.entries.isEmpty || batch.inputBytes > 0 { try emit(batch) }
    }

    /// Parses one run of the stream and adds its documents (or its syntax error) to `batch`, with lines of the
    /// whole source; true when a syntax error ends the stream.
    private static func appendDocuments(of run: YAMLStreamSplitter.Run, source: Int, to batch: inout PayloadBatch) -> Bool {
        let lineOffset = run.line - 1
        do {
            try YAML.forEachDocument(parsing: run.bytes) { document in
                let line = lineOffset + document.location(ofNodeAt: 0).line
                batch.entries.append(
                    .init(source: source, line: line, start: 0, end: 0, parsed: .success(document), lineOffset: lineOffset))
            }
            return false
        } catch {
            batch.entries.append(.init(source: source, line: run.line, start: 0, end: 0, parsed: .failure(error), lineOffset: lineOffset))
            return true
        }
    }
}
