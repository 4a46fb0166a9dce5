import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on SchemaStore's sixth set of pairs (session 53, the set no rule was tuned on before it was measured).
extension DiffEvidenceHistoryTests {
    @Test("traefik-v2 e1bed5f93 (excerpt): maps whose unanchored name pattern became additionalProperties, shown under \"\"")
    func unanchoredNamePatternBecameAdditionalProperties() throws {
        // Before: every item at a map's member (`plugins/*`, `globalTags/*`: 11 in the excerpt, 24 in the whole file) was
        // unconfirmed: the sampler names members "a", which `[a-zA-Z0-9-_]+` matches, so the old version checked them too.
        let (old, new, status, changes) = try Self.run("e1bed5f93", "traefik-v2", role: "request")
        #expect(status == 1)
        let mapped = changes.filter { $0["breaks"] == true && ($0["instancePath"]?.stringValue ?? "").contains("/*") }
        #expect(mapped.count == 11, "\(mapped)")
        for change in mapped {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(!changes.contains { $0["unconfirmed"] == true }, "\(changes)")
    }

    @Test("oracle: a member renamed to a name no old pattern matches, at the map a path's * names")
    func renamingFirstMember() {
        let map = JSONValue.object(JSONObject([.init(key: "a", value: .null), .init(key: "b", value: true)]))
        let document = JSONValue.object(JSONObject([.init(key: "m", value: .array([map]))]))
        let renamed = DiffOracle.renamingFirstMember(at: ["m", "*"], to: ".", in: document)
        #expect(renamed.map { JSONWriter.compact.string(from: $0) } == #"{"m":[{".":null,"b":true}]}"#)
        #expect(DiffOracle.renamingFirstMember(at: ["x"], to: ".", in: document) == nil)
        // Names built against each pattern, matched by none and declared by no property.
        let names = DiffOracle.namesNoPatternTakes(["[a-z]+", "^[0-9]"], declared: [""])
        #expect(!names.isEmpty)
        for name in names {
            #expect(name != "")
            #expect(name.range(of: "[a-z]", options: .regularExpression) == nil)
            #expect(name.range(of: "^[0-9]", options: .regularExpression) == nil)
        }
    }

    @Test("mta a1bac39c4: members typed in one branch of a new anyOf of open objects, shown beside members the others reject")
    func membersOfOneBranchOfManyShown() throws {
        // The module parameters, one open object, became an `anyOf` by platform (`cf`, `xsa`, `cf-xsa`), each typing members
        // the old object left free. `{"stack": 5}` alone is still taken by `xsa`; with a mistyped member of each other
        // branch it is not. Before: 26 of the 68 request items unconfirmed.
        let (old, new, status, changes) = try Self.run("a1bac39c4", "mta", role: "request")
        #expect(status == 1)
        let parameters = changes.filter { change in
            change["breaks"] == true && (change["instancePath"]?.stringValue ?? "").hasPrefix("/modules/*/parameters/")
        }
        #expect(parameters.count >= 20, "\(parameters)")
        // Two are left: `docker` and `keep-existing`, whose documents every version took or none.
        let shown = parameters.filter { $0["unconfirmed"] == false }
        #expect(parameters.count - shown.count <= 2, "\(parameters.filter { $0["unconfirmed"] == true })")
        for change in shown.prefix(6) {
            #expect(try Self.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("pattern separation reads lookahead bodies past escapes and classes, nested ones in the order they start")
    func lookaheadBodies() {
        #expect(PatternSeparation.lookaheadBodies("^((?!message|severity).)*$") == ["message|severity"])
        #expect(PatternSeparation.lookaheadBodies(#"a(?=b(c))(?!\)x)[(?=]"#) == ["b(c)", #"\)x"#])
        #expect(PatternSeparation.lookaheadBodies("(?=a(?!b))") == ["a(?!b)", "b"])
        #expect(PatternSeparation.lookaheadBodies("(?=a").isEmpty)
    }
}
