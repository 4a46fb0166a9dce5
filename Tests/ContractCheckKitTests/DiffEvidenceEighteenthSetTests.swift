import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from an eighteenth run of SchemaStore's history (`.ci/diff-history` SKIP 4470, 2018-2019), the first run of
/// it being this suite's start: nothing had been tuned on it.
@Suite("diff evidence: eighteenth set of SchemaStore history")
struct DiffEvidenceEighteenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

    @Test("ansible-stable-2.2 006978621 (excerpt): module changes shown in a task of the branch requiring `name`")
    func untaggedBranchOfTasks() throws {
        // A task is an `anyOf` of open objects told apart by the member each requires (`shell`, `raw`, …, `name`). Values
        // placed in a sampled `{"shell": ""}` task went through the open `shell` branch, which takes any module: 17 of
        // the 18 request items had no evidence. A `not` added under a module (`selinux`) needs the members the old module
        // requires beside those the `not` names.
        let (old, new, status, requests) = try History.run("006978621", "ansible-stable-2.2", role: "request")
        #expect(status == 1)
        let breaking = Self.breaking(requests)
        #expect(breaking.count == 33, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let profile = try #require(breaking.first { $0["instancePath"] == "/*/ecs_taskdefinition/profile" })
        #expect(History.wholeEvidence(profile)?.contains(#""name":"#) == true, "\(profile)")
        let negated = try #require(breaking.first { $0["instancePath"] == "/*/selinux" && $0["summary"] == #""not" added"# })
        #expect(History.wholeEvidence(negated)?.contains(#""state":"#) == true, "\(negated)")
        // `ecs_cluster` gained `allOf: [{allOf: [{not: {required: [aws_secret_key, ec2_secret_key, secret_key]}}]}, …]`: the
        // `not`s, two levels down, had no values placed in an old cluster, so "allOf added" had no evidence.
        // The evidence's cluster holds every alias of one group.
        let allOf = try #require(breaking.first { $0["instancePath"] == "/*/ecs_cluster" && $0["summary"] == "allOf added" })
        let cluster = allOf["evidenceDocument"]?.arrayValue?.first?["ecs_cluster"]?.objectValue
        let groups = [["aws_secret_key", "ec2_secret_key", "secret_key"], ["aws_access_key", "ec2_access_key", "access_key"],
                      ["security_token", "access_token"], ["region", "aws_region", "ec2_region"]]
        #expect(groups.contains { $0.allSatisfy { cluster?[$0] != nil } }, "\(allOf)")
    }

    @Test("ansible-stable-2.0 4998206cb (excerpt): a module no new task can hold, shown in a task no other branch takes")
    func moduleOnlyItsBranchTakes() throws {
        // `route53_health_check` requires four members that each gained an `enum`; two of them, `enum: [10, 30]` beside
        // `type: string`, take no value, so no new task of the `name` branch holds the module. The values of that branch
        // were framed with a sampled `{"shell": ""}` task, which the open `shell` branch takes whatever its module holds:
        // all four items had no evidence (583 of the whole pair's 957). A task without `shell` shows them.
        let (old, new, status, requests) = try History.run("4998206cb", "ansible-stable-2.0", role: "request")
        #expect(status == 1)
        let module = Self.breaking(requests).filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/*/route53_health_check/") }
        #expect(module.count == 4, "\(module)")
        for change in module {
            #expect(change["unconfirmed"] == false, "\(change)")
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""name":"#) && !evidence.contains(#""shell":"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        #expect(Self.breaking(requests).allSatisfy { $0["unconfirmed"] == false }, "\(requests)")
    }

    @Test("ansible-stable-2.0 006978621 (excerpt): alias groups of nested allOfs shown; members asked before and dead modules spared")
    func aliasGroupsOfNestedAllOfs() throws {
        // Modules gained `allOf: [{allOf: [{not: {required: [aliases]}}]}, …]` groups, some beside a `oneOf` asking one alias.
        // 20 of the excerpt's 51 request items had no evidence: the old `ec2_ami_find` site was its `allOf` list, whose values
        // are none; `mysql_user`'s new `oneOf` needs a module with two aliases; `apt_rpm`'s `not` of `update_cache` with
        // `update-cache` needs the old module's own `update_cache` ("yes" or "no") kept. Two kinds were false: the region
        // `not` the old member asked alike, and every item of `route53_health_check`, whose old schema took no value.
        let (old, new, status, requests) = try History.run("006978621", "ansible-stable-2.0", role: "request")
        #expect(status == 1)
        let breaking = Self.breaking(requests)
        #expect(breaking.count == 35, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let asked = try #require(requests.first { $0["instancePath"] == "/*/ec2_ami_find" && $0["summary"] == "allOf member #4 added" })
        #expect(asked["breaks"] == false && asked["reason"]?.stringValue?.contains("asked each of its keywords alike") == true, "\(asked)")
        let member = try #require(breaking.first { $0["instancePath"] == "/*/ec2_ami_find" && $0["summary"] == "allOf member #1 added" })
        #expect(History.wholeEvidence(member)?.contains(#""access_key":"#) == true, "\(member)")
        let oneOf = try #require(breaking.first { $0["instancePath"] == "/*/mysql_user" && $0["summary"] == "oneOf added" })
        let both = History.wholeEvidence(oneOf) ?? ""
        #expect(both.contains(#""user":"#) && both.contains(#""name":"a""#), "\(oneOf)")
        let negated = try #require(breaking.first { $0["instancePath"] == "/*/apt_rpm" && $0["summary"] == #""not" added"# })
        #expect(History.wholeEvidence(negated)?.contains(#""update_cache":"yes""#) == true, "\(negated)")
        #expect(!breaking.contains { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/*/route53_health_check") })
        #expect(requests.contains { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/*/route53_health_check/") })
    }

    @Test("ansible-stable-2.2 006978621 (excerpt): a definition's branch added, shown in a module framed by both versions")
    func definitionBranchFramedByBothVersions() throws {
        // `dellos6_command`'s `commands` (an array) became `{$ref: ansible_array}`, a `oneOf` of string, array and object,
        // and the module now requires `host`. No frame both versions take held an array with `host`: the old module's
        // values lack it, the new one's hold strings. All six response items had no evidence; a frame merging the two (the
        // old `commands`, the new `host`) shows them.
        let (old, new, status, responses) = try History.run("ansible-006978621", "ansible-stable-2.2", role: "response")
        #expect(status == 1)
        let module = Self.breaking(responses).filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/*/dellos6_command/") }
        #expect(module.count == 6, "\(module)")
        for change in module {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""host":"#) && evidence.contains(#""name":"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        #expect(Self.breaking(responses).allSatisfy { $0["unconfirmed"] == false }, "\(responses)")
    }

    @Test("ansible-stable-2.2 006978621 (excerpt): a module another task branch takes whole; one whose branch types members")
    func moduleTakenByAnotherBranch() throws {
        // The task `anyOf` gained `{required: [include], properties: {}}` and `{required: [include_vars], properties: {file,
        // dir, depth, …}}`. The first takes every task holding `include`: the `name` branch's changes under it broke no
        // request. The second types the task's own members: a task with a mistyped `depth` beside the change is rejected
        // by every new branch, so its items stay breaking.
        let (old, new, _, requests) = try History.run("ansible-006978621-include", "ansible-stable-2.2", role: "request")
        let under = { (module: String) in requests.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/*/\(module)/") } }
        let spared = under("include").filter { $0["reason"]?.stringValue?.contains("takes every payload holding it") == true }
        #expect(spared.count == 9 && under("include").allSatisfy { $0["breaks"] == false }, "\(under("include"))")
        #expect(Self.breaking(under("include_vars")).count == 9, "\(under("include_vars"))")
        let mistyped = #"[{"name": "", "include_vars": {"free-form": "", "host": 1}, "depth": 5}]"#
        #expect(try History.validateBreaks(mistyped, old: old, new: new, requests: true))
        let held = #"[{"name": "", "include": {"free-form": "", "host": 1}, "depth": 5}]"#
        #expect(try !History.validateBreaks(held, old: old, new: new, requests: true))
    }

    @Test("Scaffolds along paths that differ only in the last member name share what was built above it")
    func scaffoldKeysSharedByMembersOfOneObject() throws {
        // sarif 67f74a5a1's `physicalLocation/address` and `physicalLocation/artifactLocation`: one object built for both.
        let base = try JSONValue(parsing: #"{"runs": []}"#)
        let frames: [Int: [JSONValue]] = [1: [try JSONValue(parsing: "[{}]")], 2: [try JSONValue(parsing: #"{"id": 1}"#)]]
        let keys = { (path: [String], frames: [Int: [JSONValue]]) in
            DiffOracle.scaffoldKeys(base, along: path, frames: frames, replacing: [])
        }
        let address = keys(["runs", "*", "address"], frames), artifact = keys(["runs", "*", "artifactLocation"], frames)
        #expect(address.count == 2 && address == artifact)
        // A position or `*` as the last step is another kind of step: the step above tries other frames for it.
        let position = keys(["runs", "*", "0"], frames), anyItem = keys(["runs", "*", "*"], frames)
        #expect(position[0] == address[0] && position[1] != address[1] && anyItem[1] != address[1] && anyItem[1] != position[1])
        // Other frames where the object is built, or the object replaced, are another scaffold.
        #expect(keys(["runs", "*", "address"], [1: frames[1] ?? [], 2: []])[1] != address[1])
        #expect(DiffOracle.scaffoldKeys(base, along: ["runs", "*", "address"], frames: frames, replacing: [1])[1] != address[1])
    }

    @Test("The default evidence budget grows with a pair's breaking changes; a budget set is kept")
    func budgetGrowsWithChanges() {
        var options = SchemaDiff.Options()
        #expect(DiffOracle.budget(options, breaking: 10) == DiffOracle.targetedPerPair)
        #expect(DiffOracle.budget(options, breaking: 3_583) == 3_583 * DiffOracle.targetedPerBreakingChange)
        options.evidenceBudget = 500
        options.evidenceBudgetScales = false
        #expect(DiffOracle.budget(options, breaking: 3_583) == 500)
    }

    @Test("jsconfig 76de21e2a: a pattern became `anyOf: [{enum}, {pattern}]`, the new pattern taking every old value")
    func anyOfBranchHoldsOldPattern() throws {
        // `target`'s `^([eE][sS]([356]|(201[5678])|[nN][eE][xX][tT]))$` became an `anyOf` of an enum and a wider pattern:
        // the request item "anyOf added" was breaking, though the pattern branch takes every string the old one did.
        let (_, _, status, requests) = try History.run("76de21e2a", "jsconfig", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"] == "anyOf added" })
        #expect(added["reason"]?.stringValue?.contains("meets its branch #1") == true, "\(added)")
    }

    @Test("composer efb87fdaf: a closed object's `_comment` moved under `^_comment.*` with more types")
    func memberMovedUnderPattern() throws {
        // Old apps still send `_comment`, which the pattern takes with a wider schema; names matching it were rejected by
        // the closed old object. Both request items were breaking; for responses, the new values are (with evidence).
        let (old, new, status, requests) = try History.run("efb87fdaf", "composer", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let removed = try #require(requests.first { $0["kind"] == "property-removed" })
        #expect(removed["reason"]?.stringValue?.contains("by another keyword") == true, "\(removed)")
        let (_, _, responseStatus, responses) = try History.run("efb87fdaf", "composer", role: "response")
        #expect(responseStatus == 1)
        let breaking = Self.breaking(responses)
        #expect(Set(breaking.compactMap { $0["kind"]?.stringValue }) == ["constraint-loosened", "type-widened"], "\(breaking)")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("travis b3a9a1344: an s3 deploy branch added, which the old catch-all (a provider not in its list) took whole")
    func branchTakenByOldCatchAll() throws {
        // The catch-all `{properties: {provider: {type: string, not: {enum: [...]}}}, required: [provider]}` gained "s3"
        // as the `s3` branch came. For responses old models decoded s3 deploys through it; for requests old apps' s3 deploys
        // may lack what the new branch requires (shown).
        let (old, new, status, responses) = try History.run("b3a9a1344", "travis", role: "response")
        #expect(status == 0, "\(Self.breaking(responses))")
        let added = try #require(responses.first { $0["kind"] == "branch-added" })
        #expect(added["reason"]?.stringValue?.contains("catch-all") == true, "\(added)")
        let (_, _, requestStatus, requests) = try History.run("b3a9a1344", "travis", role: "request")
        #expect(requestStatus == 1)
        for change in Self.breaking(requests) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("gitlab-ci 51f8f0943: hidden jobs `^[.]` given templates that require nothing, where jobs required `script`")
    func patternWidensOldAdditional() throws {
        // The root's `additionalProperties` (a job, requiring `script`) gave `.name` members their schema; the added pattern
        // gives them the same closed object without `required`: nothing old apps sent is rejected.
        let (_, _, status, requests) = try History.run("51f8f0943", "gitlab-ci", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"]?.stringValue?.hasPrefix("patternProperties /^[.]/ added") == true })
        #expect(added["breaks"] == false, "\(added)")
    }

    @Test("circleci e6026df52: closed one-member step branches merged into one object of `maxProperties: 1`")
    func oneMemberBranchesMerged() throws {
        // The old `anyOf` of `{run}`, `{checkout}`, `{setup_remote_docker}`… (and a catch-all taking any command name with any
        // value) was compared with the new object through its `{run}` branch, so each other member was "added to a closed
        // object", breaking responses: 10 items no document showed, since old models decoded `{checkout: …}` through the
        // catch-all. With closed enums too: `setup_remote_docker`'s `version` gained values the catch-all took.
        let (old, new, status, responses) = try History.run("e6026df52", "circleciconfig", role: "response")
        #expect(status == 1)
        let members = ["checkout", "setup_remote_docker", "save_cache", "restore_cache", "deploy", "add_ssh_keys"]
        for name in members {
            let added = try #require(
                responses.first { $0["kind"] == "property-added" && $0["instancePath"] == .string("/jobs/*/steps/*/" + name) })
            #expect(added["breaks"] == false, "\(added)")
            #expect(added["reason"]?.stringValue?.contains("took \"\(name)\" alone with any value") == true, "\(added)")
        }
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 12, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking where change["unconfirmed"] == false {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        let (_, _, _, closed) = try History.run("e6026df52", "circleciconfig", role: "response", extra: ["--closed-enums"])
        let remoteDocker = closed.filter { $0["instancePath"]?.stringValue?.hasPrefix("/jobs/*/steps/*/setup_remote_docker") == true }
        #expect(!remoteDocker.isEmpty && !remoteDocker.contains { $0["breaks"] == true }, "\(remoteDocker)")
    }

    @Test("Closed one-member union branches merged into one object: declarations compared, a narrower one still breaks")
    func mergedBranchDeclarationsCompared() throws {
        // The shape of circleci e6026df52 without its catch-all: `{cache}` taken only by its own closed branch.
        let draft7 = DiffFifthSetCTests.draft7
        let old = #"{\#(draft7), "type": "object", "properties": {"steps": {"type": "array", "items": {"anyOf": ["#
            + #"{"type": "object", "additionalProperties": false, "properties": {"run": {"type": "string"}}}, "#
            + #"{"type": "object", "additionalProperties": false, "properties": {"cache": {"type": "object", "#
            + #""additionalProperties": false, "properties": {"v": {"enum": ["a", "b"]}}}}}]}}}}"#
        func merged(_ value: String) -> String {
            #"{\#(draft7), "type": "object", "properties": {"steps": {"type": "array", "items": {"type": "object", "maxProperties": 1, "#
                + #""additionalProperties": false, "properties": {"run": {"type": "string"}, "cache": {"type": "object", "#
                + #""additionalProperties": false, "properties": {"v": \#(value)}}}}}}}"#
        }
        let wider = merged(#"{"type": "string"}"#), narrower = merged(#"{"enum": ["a"]}"#)
        // Wider: nothing breaks requests; the branch removed is taken by the new object.
        let request = try DiffFifthSetCTests.run(old, wider, role: "request")
        #expect(request.status == 0, "\(request.changes)")
        let removed = try #require(request.changes.first { $0["kind"] == "branch-removed" })
        #expect(removed["reason"]?.stringValue?.contains("takes every object it took") == true, "\(removed)")
        // For responses `cache` is compared with the old branch's declaration: its enum removed, shown with closed enums.
        let response = try DiffFifthSetCTests.run(old, wider, role: "response")
        let added = try #require(response.changes.first { $0["kind"] == "property-added" && $0["instancePath"] == "/steps/*/cache" })
        #expect(added["breaks"] == false && added["reason"]?.stringValue?.contains("declarations are compared") == true, "\(added)")
        let scratch = try Scratch()
        let oldFile = try scratch.write("old/s.json", old), newFile = try scratch.write("new/s.json", wider)
        let arguments = ["diff", "--role", "response", "--closed-enums", "--format", "json", oldFile, newFile]
        let closed = try JSONValue(parsing: check(arguments).output)
        let enumRemoved = try #require(closed["changes"]?.arrayValue?.first { $0["kind"] == "enum-removed" })
        #expect(enumRemoved["breaks"] == true && enumRemoved["instancePath"] == "/steps/*/cache/v", "\(enumRemoved)")
        let evidence = try #require(History.wholeEvidence(enumRemoved))
        #expect(try History.validateBreaks(evidence, old: oldFile, new: newFile, requests: false), "\(evidence)")
        // Narrower: old apps' `{"cache": {"v": "b"}}` is rejected, shown on the branch removed.
        let narrowed = try DiffFifthSetCTests.run(old, narrower, role: "request")
        let broken = narrowed.changes.filter { $0["breaks"] == true }
        #expect(narrowed.status == 1 && broken.count == 1 && broken.first?["kind"] == "branch-removed", "\(broken)")
        #expect(broken.first?["unconfirmed"] == false, "\(broken)")
    }

    @Test("lsdlschema af144ac90: the root became `anyOf` of 1.0 and 0.7; phrasings of a `oneOf` now require their member")
    func versionBranchesAndOneOfMembers() throws {
        // The old root is 0.7 nearly verbatim, and both new branches declare each of its members: it was compared with
        // 1.0 (the first), so 1.0's differences were 20 response items no document showed (a 1.0 document has another
        // `Version`). Phrasings were a `oneOf` of closed `{Attribute, State, Weight}`, `{Name, State, Weight}`…: one
        // without its own member matched all eight, so requiring it rejects nothing old apps sent.
        let (old, new, status, responses) = try History.run("af144ac90", "lsdlschema", role: "response")
        #expect(status == 1)
        let added = try #require(responses.first { $0["kind"] == "branch-added" })
        #expect(added["summary"]?.stringValue?.contains("lsdlschema-1.0.json") == true && added["unconfirmed"] == false, "\(added)")
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 2, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        let (_, _, requestStatus, requests) = try History.run("af144ac90", "lsdlschema", role: "request")
        #expect(requestStatus == 1)
        let phrasings = requests.filter {
            $0["kind"] == "became-required" && $0["instancePath"]?.stringValue?.hasPrefix("/Relationships/{^.+$}/Phrasings/*/") == true
        }
        let own = phrasings.filter { $0["instancePath"]?.stringValue?.split(separator: "/").count == 5 }
        #expect(own.count == 8 && own.allSatisfy { $0["breaks"] == false }, "\(own)")
        // `fullWord`'s pattern `^.*$` became `^.+$`, both naming `#/definitions/wordProperties`: written alike, the two were
        // not compared, and 0.7's definitions are not the compared root's, so `Type` losing three values was missed.
        let type = "/Entities/{^.+$}/Words/*/{^.+$}/Type"
        let removed = requests.filter { $0["kind"] == "enum-value-removed" && $0["instancePath"] == .string(type) }
        #expect(removed.count == 3 && removed.allSatisfy { $0["breaks"] == true }, "\(removed)")
        // `Antonyms`, required in one branch of an adjective's own `oneOf`, still breaks, shown.
        let requestBreaking = Self.breaking(requests)
        let antonyms = "/Relationships/{^.+$}/Phrasings/*/Adjective/Antonyms"
        #expect(requestBreaking.contains { $0["instancePath"] == .string(antonyms) }, "\(requestBreaking)")
        for change in requestBreaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("package.json 244f12a91: `format: uri` became `oneOf: [{format: uri}, {enum: [\".\"]}]`, a widening")
    func formatBranchBesideConstant() throws {
        // `validate` asserts formats, so "." was rejected and is no URI: the branches are apart, and every old value meets
        // the first alone. The request item was breaking with no evidence; the response break is shown by ".".
        let (old, new, status, requests) = try History.run("244f12a91", "package", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"] == "oneOf added" })
        #expect(added["reason"]?.stringValue?.contains("meets its branch #0") == true, "\(added)")
        let (_, _, responseStatus, responses) = try History.run("244f12a91", "package", role: "response")
        #expect(responseStatus == 1)
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 1 && History.wholeEvidence(breaking[0])?.contains(#""homepage":".""#) == true, "\(breaking)")
        #expect(try History.evidenceBreaks(breaking[0], old: old, new: new, requests: false))
    }

    @Test("composer a7aeaa55c: `type` required in an open branch of a `oneOf` whose other branch took objects without it")
    func requiredInOpenOneOfBranch() throws {
        // `oneOf: [{properties: {type: {enum: [library]}}, required: [name, description]}, {properties: {type: {not: …}}}]`:
        // an object without `type` that the first took, the second took too, so the `oneOf` rejected it.
        let (_, _, status, requests) = try History.run("a7aeaa55c", "composer", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let required = try #require(requests.first { $0["kind"] == "became-required" && $0["instancePath"] == "/type" })
        #expect(required["breaks"] == false && required["reason"] == .string(SchemaDiff.rejectedWithoutNote), "\(required)")
    }

    @Test("tsconfig dc3b2a51a: an `anyOf` of open objects gained a branch: shown by a document every old branch rejects")
    func branchAddedBesideOpenBranches() throws {
        // `anyOf: [{properties: {files}}, {properties: {exclude}}, {properties: {include}}]` gained `{properties: {references}}`:
        // breaking one member at a time left another old branch taking the document.
        let (old, new, status, responses) = try History.run("dc3b2a51a", "tsconfig", role: "response")
        #expect(status == 1)
        let added = try #require(responses.first { $0["kind"] == "branch-added" })
        #expect(added["breaks"] == true && added["unconfirmed"] == false, "\(added)")
        #expect(try History.evidenceBreaks(added, old: old, new: new, requests: false), "\(added)")
    }

    @Test("tslint 2fe7d31a3: `uniqueItems` added where no old array could hold two equal items; a tuple stretched past its bound")
    func uniqueItemsOverDistinctPositions() throws {
        // `no-empty`'s options held at most one item, and the rule's array a boolean then at most one string: neither broke a
        // request. The response break of `maxItems 2 → 3` needs a third item the tail (an `enum`) takes, unlike the first.
        let (old, new, status, requests) = try History.run("2fe7d31a3", "tslint", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let unique = requests.filter { $0["summary"] == "uniqueItems false → true" }
        #expect(unique.count == 2 && unique.allSatisfy { $0["breaks"] == false }, "\(unique)")
        let (_, _, responseStatus, responses) = try History.run("2fe7d31a3", "tslint", role: "response")
        #expect(responseStatus == 1)
        let stretched = try #require(responses.first { $0["summary"] == "maxItems 2 → 3" && $0["instancePath"] == "/rules/no-empty" })
        #expect(stretched["breaks"] == true && stretched["unconfirmed"] == false, "\(stretched)")
        #expect(try History.evidenceBreaks(stretched, old: old, new: new, requests: false), "\(stretched)")
    }

    @Test("tslint c14a4de80: a rule's count bound moved, its arrays sampled after its objects")
    func countBoundOfObjectOrArray() throws {
        // `object-literal-sort-keys` takes an object or an array; `maxItems 3 → 5` is shown by `[true]` and three of the
        // new options, where the sample's first values are all objects.
        let (old, new, status, responses) = try History.run("c14a4de80", "tslint", role: "response")
        #expect(status == 1)
        let bound = try #require(responses.first { $0["summary"] == "maxItems 3 → 5" })
        #expect(bound["breaks"] == true && bound["unconfirmed"] == false, "\(bound)")
        #expect(try History.evidenceBreaks(bound, old: old, new: new, requests: false), "\(bound)")
    }

    @Test("travis 803fb4bc4: a `oneOf` gained arrays of objects beside arrays of strings-or-objects, where old arrays held strings")
    func branchOfNoOldValue() throws {
        // `irc: oneOf [string-or-array-of-strings, boolean, object]` gained `{type: array, minItems: 1, items: irc object}`.
        // `[{}]` matches two new branches, but the old schema rejected it: no old payload meets the new branch.
        let (_, _, _, requests) = try History.run("803fb4bc4", "travis", role: "request")
        for member in ["irc", "pushover", "campfire"] {
            let added = try #require(requests.first {
                $0["summary"] == #"oneOf branch type "array" added"# && $0["instancePath"] == .string("/notifications/\(member)")
            })
            #expect(added["breaks"] == false, "\(added)")
            #expect(added["reason"] == "the old schema took no value it allows, so no old app sends one", "\(added)")
        }
        // A branch that meets what old apps sent is still breaking: the new `email` strings-or-arrays beside the object.
        let email = try #require(requests.first { $0["instancePath"] == "/notifications/email" && $0["kind"] == "branch-added" })
        #expect(email["breaks"] == true, "\(email)")
    }

    @Test("travis f6265f5d6: `minLength: 1` beside an old `format: uri`; a nested union's string branch the old one held")
    func formatTookNoEmptyStringAndNestedBranchHeld() throws {
        // Webhook URLs were `{type: string, format: uri}`, now non-empty strings: `validate` asserts formats, and no URI is empty.
        let (_, _, _, requests) = try History.run("f6265f5d6", "travis", role: "request")
        let length = try #require(requests.first {
            $0["summary"] == "minLength 1 added" && $0["instancePath"] == "/notifications/webhooks/*"
        })
        #expect(length["breaks"] == false && length["reason"] == #"the old schema's format "uri" took no empty string"#, "\(length)")
        // `irc: oneOf [string, array, object]` became `oneOf [nonEmptyString-or-array, boolean, object]`: the nested
        // `nonEmptyString`, paired inside the old array branch, takes strings the old string branch took.
        let (old, new, status, responses) = try History.run("f6265f5d6", "travis", role: "response")
        #expect(status == 1)
        let nested = try #require(responses.first {
            $0["summary"] == ##"oneOf branch $ref "#/definitions/nonEmptyString" added"## && $0["instancePath"] == "/notifications/irc"
        })
        #expect(nested["breaks"] == false, "\(nested)")
        let breaking = Self.breaking(responses)
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking.filter { $0["unconfirmed"] != false })")
        #expect(try breaking.prefix(3).allSatisfy { try History.evidenceBreaks($0, old: old, new: new, requests: false) })
    }

    @Test("tslint 2f6fdce8f: a rule's tuple in an `allOf` member whose object keywords stay apart, now one array schema")
    func tupleOfMemberKeptForItsObjectKeywords() throws {
        // `file-name-casing` was `allOf: [rule, {items: [boolean, casing], additionalItems: false, properties: {options},
        // additionalProperties: false}]`. The second member's `properties` and `additionalProperties: false` do not merge
        // with the rule's `severity`, so its `items` went unread: position 0 read as "any type → boolean" and position 1 as
        // a `oneOf` added, three request items no document showed. Position 0 was a boolean, position 1 one casing of three.
        let (old, new, status, requests) = try History.run("2f6fdce8f", "tslint", role: "request")
        #expect(status == 1)
        let positions = requests.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/rules/file-name-casing/") }
        #expect(!positions.isEmpty && positions.allSatisfy { $0["breaks"] == false }, "\(positions)")
        #expect(positions.contains { $0["summary"] == #"enum value "snake-case" added"# }, "\(positions)")
        // The rule itself no longer takes a boolean or an object, nor `[true]`: shown, and checked with `validate`.
        let breaking = Self.breaking(requests)
        #expect(Set(breaking.compactMap { $0["summary"]?.stringValue }) == ["type array or boolean or object → array", "minItems 1 → 2"])
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }
}
