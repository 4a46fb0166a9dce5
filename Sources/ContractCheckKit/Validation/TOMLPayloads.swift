import ContractJSON
import ContractTOML

extension PayloadBatcher {
    /// Reads a TOML source as one payload, parsed here (as a YAML stream is) so that the worker checks
    /// a ``JSONDocument`` whose locations point into the TOML text. A file over the size limit is not
    /// read past the limit. Returns the entry and the bytes read.
    func readTOML(of source: Int, from reader: ByteReader) throws -> (PayloadBatch.Entry, Int) {
        let bytes = try reader.readAll(path: sources[source].path, limit: maximumDocumentBytes + 1)
        if bytes.count > maximumDocumentBytes {
            let size = max(bytes.count, sources[source].size ?? 0)
            return (.init(source: source, line: 1, start: 0, end: 0, oversize: size), size)
        }
        let parsed: Result<JSONDocument, JSONParseError>
        do { parsed = .success(try TOML.document(parsing: bytes)) } catch { parsed = .failure(error) }
        return (.init(source: source, line: 1, start: 0, end: 0, parsed: parsed), bytes.count)
    }
}
