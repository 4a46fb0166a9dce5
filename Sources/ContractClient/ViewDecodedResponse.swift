import ContractJSON
import ContractModels

extension Endpoint where Response: Decodable & JSONViewDecodable {
    /// Decodes the response of a generated model from the document the client already parsed (the
    /// models' fast path) when `decoder` is the plain ``FoundationResponseDecoder``; with any other
    /// decoder (a configured `JSONDecoder`, a decoder of your own), with that decoder.
    ///
    /// Decoding once from the parsed document keeps memory proportional to the body: `JSONDecoder`
    /// would parse the body a second time into a tree of its own, which for a body of many small
    /// members costs tens of times the body.
    public static func decodeResponse(
        from document: JSONDocument,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Response {
        guard let standard = decoder as? FoundationResponseDecoder, standard.isPlain else {
            return try decoder.decode(Response.self, from: document)
        }
        do throws(DecodingFailure) {
            return try document.withView { view throws(DecodingFailure) in try Response(from: view, at: 0) }
        } catch {
            throw .violations([PayloadViolation(error, in: document)])
        }
    }
}

extension PayloadViolation {
    /// Describes a fast-path decoding failure as the `JSONDecoder` path describes a `DecodingError`:
    /// the same pointer, JSON type names and messages, whichever decoder read the body.
    init(_ failure: DecodingFailure, in document: JSONDocument) {
        let pointer = failure.location(in: document).pointer
        switch failure.reason {
        case .typeMismatch(let expected, _):
            self.init(pointer: pointer, expected: Self.withoutArticle(expected), found: Self.describe(pointer, in: document))
        case .missingMember(let name):
            self.init(
                pointer: pointer,
                expected: "property \"\(name)\"",
                found: "no such property",
                message: "missing required property \"\(name)\""
            )
        case .invalidValue(let message):
            self.init(pointer: pointer, expected: "a valid value", found: Self.describe(pointer, in: document), message: message)
        case .constraint(let keyword):
            self.init(pointer: pointer, expected: keyword, found: Self.describe(pointer, in: document))
        }
    }

    /// A response whose objects hold more members than ``APIClient/maximumResponseMembers``; the
    /// object at `index` is the one that passes the limit.
    init(tooManyMembersAt index: Int, in document: JSONDocument, limit: Int) {
        self.init(
            pointer: DecodingFailure(.invalidValue(""), at: index).location(in: document).pointer,
            expected: "at most \(limit) object members in the response",
            found: "more, passing the limit in this object of \(document.tape[index].length) members",
            message: "the response holds more than \(limit) object members, the client's limit "
                + "(APIClient.maximumResponseMembers); this object of \(document.tape[index].length) members passes it"
        )
    }

    /// `integer` for `an integer`: the fast path names what it wanted with an article.
    private static func withoutArticle(_ expected: String) -> String {
        for article in ["a ", "an "] where expected.hasPrefix(article) {
            return String(expected.dropFirst(article.count))
        }
        return expected
    }
}
