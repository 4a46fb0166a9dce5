import ContractJSON
import Testing

@testable import ContractSchema

/// The compiler reads a schema object's keywords through one pass that records which it has
/// (`PresentKeywords`); a keyword missing from that pass would be silently ignored.
@Suite("Compiler keywords")
struct CompilerKeywordTests {
    @Test("the keyword bits fit one 64-bit word, one bit per name")
    func bitsFit() {
        #expect(CompilerKeyword.allCases.count <= 64)
        #expect(Set(CompilerKeyword.allCases.map(\.name)).count == CompilerKeyword.allCases.count)
    }

    @Test("each keyword is spelled as its case, but for the $ keywords and draft-04's id")
    func spellings() {
        let spelledOtherwise: [CompilerKeyword: String] = [
            .ref: "$ref", .dynamicRef: "$dynamicRef", .recursiveRef: "$recursiveRef", .schema: "$schema", .id: "$id", .legacyID: "id",
        ]
        #expect(CompilerKeyword.allCases.map(\.rawValue) == Array(0..<CompilerKeyword.allCases.count))
        for keyword in CompilerKeyword.allCases {
            #expect(keyword.name == spelledOtherwise[keyword] ?? String(describing: keyword))
            #expect(CompilerKeyword.byName[keyword.name] == keyword)
        }
    }

    @Test("every dialect's annotation keyword is collected as an annotation", arguments: Draft.allCases)
    func annotationsOfEveryDialect(draft: Draft) throws {
        let names = Set(CompilerKeyword.annotations.map(\.name))
        #expect(draft.vocabulary.annotationKeywords.isSubset(of: names))
        for keyword in draft.vocabulary.annotationKeywords.sorted() {
            // A string instance: the content keywords annotate strings only, and contentSchema only beside contentMediaType.
            let companion = keyword == "contentSchema" ? #", "contentMediaType": "application/json""# : ""
            let schema = try JSONValue(parsing: #"{"$schema": "\#(draft.metaschemaURI)", "\#(keyword)": "x"\#(companion)}"#)
            let result = try SchemaValidator(schema: schema).validateCollectingAnnotations(try JSONDocument(parsing: #""1""#))
            #expect(result.annotations.contains { $0.keywordLocation.tokens.last == keyword }, "\(keyword) in \(draft.title)")
        }
    }
}
