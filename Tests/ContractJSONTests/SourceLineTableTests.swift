import ContractJSON
import Testing

@Suite("Source line table")
struct SourceLineTableTests {
    @Test("every offset has the line and column a scan from the start gives, whatever ends the lines")
    func agreesWithTheScan() {
        let texts = [
            "", "a", "\n", "{\n  \"a\": 1,\r\n  \"b\": \"é😀\"\r\r\n}\n", "x\ry\r\nz\n\n\u{2028}w", "line one\nline two\nthree",
            // Lines longer than a checkpoint interval, with multi-byte characters and line ends across checkpoints.
            String(repeating: "é😀ab", count: 150) + "\r\n" + String(repeating: "x", count: 254) + "\r\n\r"
                + String(repeating: "€", count: 300),
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let table = SourceLineTable(bytes)
            for offset in -1...(bytes.count + 1) {
                #expect(
                    table.location(ofOffset: offset) == SourceLocation(offset: offset, in: bytes), "\(text.debugDescription) @\(offset)")
            }
        }
    }

    @Test("a node's location through the table is the one the document gives")
    func nodeLocations() throws {
        let document = try JSONDocument(parsing: "{\"a\": [1, {\"b\": true}],\n \"c\": null}")
        let table = document.lineTable
        for index in 0..<6 {
            #expect(document.location(ofNodeAt: index, using: table) == document.location(ofNodeAt: index))
        }
    }
}
