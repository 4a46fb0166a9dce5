import ConsumerModels
import Testing

/// Issue 41, item 5: inline objects equal but for their descriptions and examples share one generated type, which
/// decodes each place's documents with the verdict of that place's schema.
@Suite("Consumer package: equal inline schemas share one type")
struct SharedShapeTests {
    static let book = "https://consumer.test/address-book.schema.json"

    @Test func oneTypeServesBothPlaces() {
        #expect(AddressBook.Work.self == AddressBook.Home.self)
        #expect(AddressBook.Billing.self != AddressBook.Home.self, "billing's city has no minLength")
        #expect(AddressBook.Next.self == AddressBook.Previous.self)
        // The shared type is the model registered under the kept (first) place's schema URI.
        let kept = ContractTypes.bySchemaURI[Self.book + "#/properties/home"]
        #expect(kept.map { ObjectIdentifier($0.type) } == ObjectIdentifier(AddressBook.Work.self))
        #expect(kept?.checksWhileDecoding == true)
        let work: AddressBook.Work = AddressBook.Home(city: "Nantes")
        #expect(AddressBook(home: AddressBook.Home(city: "Lyon"), work: work).work?.city == "Nantes")
    }

    @Test(arguments: [
        ("home", #"{"city": "Lyon", "zip": "69001"}"#, true), ("home", #"{"city": ""}"#, false),
        ("work", #"{"city": "Nantes", "zip": "44000"}"#, true), ("work", #"{"city": ""}"#, false),
        ("work", #"{"zip": "44000"}"#, false), ("work", #"{"city": "Nantes", "zip": "x"}"#, false),
        ("billing", #"{"city": ""}"#, true), ("billing", #"{"city": "", "zip": "x"}"#, false),
        ("next", "null", true), ("next", #"{"city": "Paris"}"#, true), ("next", #"{"city": ""}"#, false), ("next", "[]", false),
    ])
    func eachPlaceDecodesWithItsValidatorsVerdict(place: String, json: String, valid: Bool) throws {
        let uri = Self.book + "#/properties/" + place
        let entry = try #require(ContractTypes.bySchemaURI[uri])
        let check = entry.crossCheck(try JSONDocument(parsing: json), against: try ConsumerSchemas.validator(for: uri))
        #expect(check.expected.isValid == valid, "the validator: \(check.expected.errors)")
        #expect(check.agrees, "\(check.disagreements)")
        guard place == "work" else { return }
        // The kept type decodes the second place with its own decoder and validator (home's schema): the constraints
        // are equal, so the verdict is that place's validator's.
        #expect(AddressBook.Work.contractValidator.validate(try JSONDocument(parsing: json)).isValid == valid)
        let decoded = try? AddressBook.Work.decode(validating: Array(json.utf8))
        #expect((decoded != nil) == valid)
    }
}
