import ContractJSON
import GeneratorLoading
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from the sixteenth run of SchemaStore's history (2019-2021): documents a union's branches make valid only
/// with the members their holder requires, and schemas that validators refused although most documents never reach
/// their fault.
@Suite("diff evidence: sixteenth set of SchemaStore history")
struct DiffEvidenceSixteenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

    @Test("drone deba0f501: a pipeline's steps shown inside a whole pipeline, its kind and type taken from its branches")
    func stepsInsideTaggedBranches() throws {
        // The root requires `kind` and declares no member; its `oneOf` branch for pipelines pins `kind: pipeline` and
        // requires `type`, `name` and `steps`, and its own `oneOf` pins `type: docker` beside docker steps. Before, the
        // branches' sampled objects lacked what their holders required (`{"steps": [...]}` without `kind` or `name`): no
        // sampled pipeline with a step was valid in either version, and 19 of 29 response items and 3 of 4 request items
        // had no evidence.
        let (old, new, status, changes) = try History.run("deba0f501", "drone", role: "request")
        #expect(status == 1)
        let requests = Self.breaking(changes)
        #expect(requests.count == 4)
        for change in requests {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let image = try #require(requests.first { $0["instancePath"] == "/steps/*/image" })
        let document = try #require(History.wholeEvidence(image))
        #expect(document.contains(#""kind":"pipeline""#) && document.contains(#""type":"docker""#), "\(document)")
        let (_, _, _, responses) = try History.run("deba0f501", "drone", role: "response")
        // The step, closed before, is open now: a docker step holding `image` (which the old closed step did not declare).
        let opened = try #require(
            Self.breaking(responses).first { $0["instancePath"] == "/steps/*" && $0["kind"] == "additional-properties-opened" })
        #expect(try History.evidenceBreaks(opened, old: old, new: new, requests: false), "\(opened)")
        let shown = Self.breaking(responses).filter { $0["unconfirmed"] == false }
        #expect(shown.count >= 20, "\(shown.count) of \(Self.breaking(responses).count)")
    }

    @Test("drone deba0f501 responses: the pipeline's steps lost their items, each pipeline type still declares its steps")
    func sharedMemberBoundedByEachNewBranch() throws {
        // The pipeline's own `steps` went from `{items: {$ref: step}}` to `{type: array, minLength: 1}`, while each pipeline
        // type's branch still declares `steps: {items: {$ref: step_docker}}` (exec, ssh, digitalocean alike), every one of
        // them a `step` with more. Before, nine response items at `/steps/*` (steps nullable, typed anything, `name`,
        // `commands`, `failure`… no longer declared) were claimed with no evidence: no branch takes such a step. The one
        // kind of break a branch does show there, the step opened, stands, with its evidence.
        let (old, new, _, responses) = try History.run("deba0f501", "drone", role: "response")
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 20, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        let spared = responses.filter {
            $0["instancePath"]?.stringValue?.hasPrefix("/steps/*") == true && $0["new"]?["pointer"] == "/oneOf/0/properties/steps"
                && $0["breaks"] == false
        }
        #expect(Set(spared.compactMap { $0["kind"]?.stringValue }) == ["became-nullable", "type-widened", "property-removed"])
        for change in spared {
            #expect(change["reason"]?.stringValue?.contains(#"no branch of the new union declares "steps" so that this breaks"#) == true)
        }
        let opened = try #require(breaking.first { $0["new"]?["pointer"] == "/oneOf/0/properties/steps" })
        #expect(opened["kind"] == "additional-properties-opened")
    }

    @Test("drone 1c1138a00: inline signature and secret branches moved into definitions are the same alternatives")
    func namedBranchesPairedByTheirTags() throws {
        // The root's `oneOf` held inline `signature` and `secret` branches (`kind` pinned by `const`, required by the root);
        // the commit named `#/definitions/kind_signature` and `kind_secret` instead, and split pipelines by `type`. Before,
        // the named branches carried no tag, so nothing paired them with the old ones: "branch kind_signature added" and
        // "kind_secret added" broke responses with no evidence (old models took both kinds).
        let (old, new, status, responses) = try History.run("1c1138a00", "drone", role: "response")
        #expect(status == 1)
        let breaking = Self.breaking(responses)
        #expect(!breaking.contains { ($0["summary"]?.stringValue ?? "").contains("kind_s") }, "\(breaking)")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        // The pipeline types the old schema lacked are the alternatives old models have no case for: shown.
        let kubernetes = try #require(breaking.first { ($0["summary"]?.stringValue ?? "").contains("pipeline_kubernetes") })
        #expect(History.wholeEvidence(kubernetes)?.contains(#""type":"kubernetes""#) == true, "\(kubernetes)")
    }

    @Test("semgrep 678aee02a: rules sampled per mode, each with what its `then` asks and nothing it forbids")
    func rulesSampledPerConditionalMode() throws {
        // A rule became `{additionalProperties: false, allOf: [{if: {mode: extract}, then: …}, {if: {mode: taint}, then: …},
        // {if: {mode: join}, then: …}, {if: {mode: search}, then: {…, if/then/else: oneOf [pattern, patterns, …]}}]}`, each
        // `then` requiring its members and forbidding (`false`) the others'. Before, a sampled rule held what every `then`
        // requires, which another forbids: no new rule was valid, and 13 response items at a search rule's `patterns`, a join
        // rule's `join`… had no evidence.
        let (old, new, _, responses) = try History.run("678aee02a", "semgrep", role: "response")
        let breaking = Self.breaking(responses)
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        let regex = try #require(breaking.first { ($0["summary"]?.stringValue ?? "").contains("metavariable-regex\" added") })
        #expect(History.wholeEvidence(regex)?.contains(#""mode":"search","patterns":[{"metavariable-regex""#) == true, "\(regex)")
        let join = try #require(breaking.first { $0["instancePath"] == "/rules/*/join" })
        #expect(History.wholeEvidence(join)?.contains(#""mode":"join""#) == true, "\(join)")
        // Requests: old rules were of `mode` search or taint only, so the added `extract` condition, which requires `mode:
        // extract`, applies to none of them.
        let (_, _, _, requests) = try History.run("678aee02a", "semgrep", role: "request")
        let extract = requests.filter { $0["new"]?["pointer"]?.stringValue?.hasPrefix("/properties/rules/items/allOf/0/") == true }
        #expect(extract.count == 2 && extract.allSatisfy { $0["breaks"] == false }, "\(extract)")
        // The `allOf` itself stays a request break: one member taking every old rule says nothing of the others, each of which
        // applies too (an `allOf` was once judged by its one member holding the old schema, as a union is).
        let allOf = try #require(requests.first { $0["summary"] == "allOf added" && $0["instancePath"] == "/rules/*" })
        #expect(allOf["breaks"] == true, "\(allOf)")
    }

    @Test("kustomization 53a046eca: a patch, a string before, now one of two untyped objects: null matches both, so no break")
    func nullTakenByTwoOneOfBranches() throws {
        // `patches` items went from `type: string` to `oneOf: [{$ref: PatchesPatchPath}, {$ref: PatchesInlinePatch}]`, two
        // objects by `required` and `properties` alone, without `type`: each takes null, so null matches both and the `oneOf`
        // rejects it. Before, "became nullable" broke responses with no evidence; the real breaks (an object now) are shown.
        let (old, new, status, responses) = try History.run("53a046eca", "kustomization", role: "response")
        #expect(status == 1)
        let nullable = try #require(responses.first { $0["kind"] == "became-nullable" })
        #expect(nullable["breaks"] == false)
        #expect(nullable["reason"]?.stringValue?.contains("another branch of the new oneOf takes null as well") == true)
        let breaking = Self.breaking(responses)
        #expect(!breaking.isEmpty)
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("github-action ed45aac29: outputs declared as anything beside an if/then/else giving composite actions their own")
    func memberDeclaredInConditionBranches() throws {
        // `outputs` became `{}` (with a `$comment`) on the root, and an added `if` (runs.using composite) gives it
        // `outputs-composite` in its `then` (each output requires a `value`) and the old `outputs` in its `else`. Before, four
        // response items compared the old outputs with `{}` (typed anything, opened…), none true and none shown; the real
        // response break, a composite output's `value`, which the old closed output rejected, was not listed, nor shown for
        // requests: the sampled actions were not composite ones.
        let (old, new, status, responses) = try History.run("ed45aac29", "github-action", role: "response")
        #expect(status == 1)
        let breaking = Self.breaking(responses)
        #expect(breaking.map { $0["instancePath"] ?? .null } == [.string("/outputs/{^[_a-zA-Z][a-zA-Z0-9_-]*$}/value")])
        let value = try #require(breaking.first)
        #expect(try History.evidenceBreaks(value, old: old, new: new, requests: false), "\(value)")
        #expect(History.wholeEvidence(value)?.contains(#""using":"composite""#) == true)
        let (_, _, _, requests) = try History.run("ed45aac29", "github-action", role: "request")
        // Old apps sent composite actions whose outputs lack `value`: the `if` and `then` break them, shown; the `else` asks
        // what the old object did.
        let conditional = Self.breaking(requests)
        #expect(conditional.map { $0["summary"] ?? .null } == [.string("if added"), .string("then added")])
        for change in conditional {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let otherwise = try #require(requests.first { $0["summary"] == "else added" })
        #expect(otherwise["breaks"] == false)
    }

    @Test("drone d875fb458: steps declared as `step`s by the pipeline, which each pipeline type's branch already required")
    func sharedMemberBoundedByOldUnion() throws {
        // The pipeline branch declared `steps: {type: array}` beside a `oneOf` of pipeline types, each declaring `steps` items
        // of its own `step_docker`, `step_exec`… (in draft-07 each only a `$ref` to the closed `step`, its siblings ignored).
        // The commit declared `steps: {items: {$ref: step}}` on the pipeline itself. Before, ten request items (steps no
        // longer nullable, closed, `name` and `commands` required…) broke with no evidence: every old pipeline type already
        // asked that of its steps.
        let (_, _, status, changes) = try History.run("d875fb458", "drone", role: "request")
        #expect(status == 0, "\(Self.breaking(changes))")
        let closed = try #require(changes.first { $0["instancePath"] == "/steps/*" && $0["kind"] == "additional-properties-closed" })
        #expect(closed["breaks"] == false)
        #expect(closed["reason"]?.stringValue?.contains(#"every branch of the old union declared "steps" within the new schema"#) == true)
        // Responses: the pipeline's `steps` may now be null (no `type` left), which the old array refused: shown.
        let (old, new, _, responses) = try History.run("d875fb458", "drone", role: "response")
        let nullable = try #require(Self.breaking(responses).first { $0["kind"] == "became-nullable" && $0["instancePath"] == "/steps" })
        #expect(try History.evidenceBreaks(nullable, old: old, new: new, requests: false), "\(nullable)")
    }

    @Test("appveyor ce30ff9c5: a closed `{pwsh}` command beside closed `{ps}` and `{cmd}`, each typed object: no request break")
    func typedClosedFormAdded() throws {
        // A command is a string or one of the closed objects `{ps}`, `{cmd}` (each `type: object` itself, the definition
        // untyped); `{pwsh}` joined them. It meets the others only on `{}`, which `{ps}` and `{cmd}` both took, so the old
        // `oneOf` refused it. Before, the new branch "may match payloads another branch matches": a request break no
        // document could show.
        let (old, new, status, changes) = try History.run("ce30ff9c5", "appveyor", role: "request")
        #expect(status == 0, "\(Self.breaking(changes))")
        let added = try #require(changes.first { $0["kind"] == "branch-added" })
        #expect(added["reason"]?.stringValue?.contains("which the old oneOf refused") == true, "\(added)")
        // For responses it breaks: old models have no case for a `pwsh` command.
        let (_, _, _, responses) = try History.run("ce30ff9c5", "appveyor", role: "response")
        let shown = try #require(Self.breaking(responses).first { $0["kind"] == "branch-added" })
        #expect(try History.evidenceBreaks(shown, old: old, new: new, requests: false), "\(shown)")
    }

    @Test("sampler: a union branch's objects take the members their holder requires, pinned by the branch or else its first")
    func branchObjectsTakeHolderMembers() throws {
        // drone's shape, reduced: the root requires `kind`, declared only by its branches; the pipeline branch requires
        // `type` and `name`, and pins `type` only in its own `oneOf` branches, which give the steps.
        let scratch = try Scratch()
        let path = try scratch.write(
            "pipeline.json",
            #"""
            {"type": "object", "required": ["kind"],
             "oneOf": [
               {"required": ["type", "name"],
                "properties": {"kind": {"const": "pipeline"}, "type": {"type": "string"}, "name": {"type": "string", "minLength": 1}},
                "oneOf": [
                  {"properties": {"type": {"const": "docker"},
                    "steps": {"type": "array",
                      "items": {"type": "object", "required": ["image"], "properties": {"image": {"type": "string"}}}}}},
                  {"properties": {"type": {"const": "exec"}, "steps": {"type": "array", "items": {"type": "string"}}}}]},
               {"required": ["hmac"], "properties": {"kind": {"const": "signature"}, "hmac": {"type": "string"}}}]}
            """#)
        let set = try SchemaSet.load([path])
        let (validator, _) = try #require(DiffOracle.validator(set, 0))
        var sampler = DocumentSampler(set: set, limit: 200)
        let valid = sampler.documents(ofFile: 0).filter { validator.validate($0).isValid }
        let withSteps = valid.filter { $0["steps"]?.arrayValue?.isEmpty == false }
        #expect(withSteps.contains { $0["type"] == "docker" && $0["kind"] == "pipeline" }, "\(valid.map(DiffOracle.text(of:)))")
        #expect(valid.contains { $0["type"] == "exec" && $0["kind"] == "pipeline" }, "\(valid.map(DiffOracle.text(of:)))")
        #expect(valid.contains { $0["kind"] == "signature" }, "\(valid.map(DiffOracle.text(of:)))")
    }

    @Test("a member whose `$ref` names a definition its own file lacks says so, under a web `id` too (cirrus b16d8a61b)")
    func referenceToNothingUnderWebIdentifier() throws {
        // cirrus.json's `id` is https://cirrus-ci.org/, so `#/definitions/skip` resolves to a web address; the file has no
        // `definitions`. Before, the reason said the schema was "not among the loaded files (contract-check downloads nothing)".
        let scratch = try Scratch()
        let head = #"{"$schema": "http://json-schema.org/draft-04/schema#", "id": "https://cirrus-ci.org/", "type": "object","#
        let old = try scratch.write("old/cirrus.json", head + #" "properties": {"a": {}}, "additionalProperties": false}"#)
        let members = ##" "properties": {"a": {}, "skip": {"$ref": "#/definitions/skip"}}, "additionalProperties": false}"##
        let new = try scratch.write("new/cirrus.json", head + members)
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let skip = try #require(Self.breaking(changes).first { $0["instancePath"] == "/skip" }, "\(result.output)")
        let reason = try #require(skip["noEvidence"]?.stringValue, "\(skip)")
        let said = ##"names "#/definitions/skip", which its own file does not define (a reference to nothing)"##
        #expect(reason.contains(said), "\(reason)")
        #expect(!reason.contains("downloads nothing"), "\(reason)")
    }

    @Test("github-workflow 201711cbb: `^\\${{.*}}$`, whose braces Annex B reads as themselves, compiles; both items shown")
    func expressionPatternCompiles() throws {
        // `expressionSyntax` is `{type: string, pattern: "^\\${{.*}}$"}`: in Unicode mode `{` after `\$` starts a quantifier
        // that never ends, but browsers' ECMAScript (and VS Code, which SchemaStore's authors test with) read a literal `{`.
        // Before, the new version did not compile, and both items were unconfirmed.
        for (role, requests) in [("request", true), ("response", false)] {
            let (old, new, status, changes) = try History.run("201711cbb", "github-workflow", role: role)
            #expect(status == 1)
            let items = Self.breaking(changes)
            #expect(items.count == 1, "\(role): \(items)")
            for change in items { #expect(try History.evidenceBreaks(change, old: old, new: new, requests: requests), "\(change)") }
        }
    }

    @Test("tslint d24c818bb: `$ref`s to a tuple's array refuse only the documents reaching them; the rest shown")
    func referencesToArraysDeferred() throws {
        // Old tslint.json points `additionalItems` and option branches at `…/definitions/options/items`, an array (a draft-04
        // tuple): no validator can apply it, and python-jsonschema stops with an AttributeError there. Before, neither version
        // compiled for validation and the five response items had no evidence; now only documents reaching such a `$ref`
        // are undecided.
        let (old, new, status, changes) = try History.run("d24c818bb", "tslint", role: "response")
        #expect(status == 1)
        let items = Self.breaking(changes)
        #expect(items.count == 5)
        for member in ["check-strings", "check-regex"] {
            let change = try #require(items.first { $0["instancePath"]?.stringValue == "/rules/max-line-length/options/*/" + member })
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        #expect(items.filter { $0["unconfirmed"] == false }.count >= 4)
        // `no-duplicate-imports`, `[true]` with `additionalItems: false` before, gained an options object as its second item:
        // shown after a first item its tuple takes (the sampled rules hold `"a"` there, from the rule's other `allOf` part).
        let second = try #require(items.first { $0["instancePath"] == "/rules/no-duplicate-imports/1" })
        #expect(History.wholeEvidence(second)?.hasPrefix(#"{"rules":{"no-duplicate-imports":[true,"#) == true, "\(second)")
        #expect(try History.evidenceBreaks(second, old: old, new: new, requests: false), "\(second)")
        // Validating a document that reaches the fault is "cannot decide" (exit 2), never a verdict.
        let scratch = try Scratch()
        let reaching = try scratch.write("tslint.json", #"{"rules": {"no-implicit-dependencies": [true, "dev"]}}"#)
        let result = check(["validate", "--schema", old, reaching])
        #expect(result.status == 2, "\(result.output) \(result.errorOutput)")
        #expect(result.output.contains("expected a schema (an object or a boolean), found array"), "\(result.output)")
        let away = try scratch.write("other.json", #"{"rules": {"max-line-length": [true, 120]}}"#)
        #expect(check(["validate", "--schema", old, away]).status == 0)
    }

    @Test("json-patch f7a0789cc: an operation's own constraints moved into each branch of its oneOf: only the closing breaks")
    func holderConstraintsDistributedIntoBranches() throws {
        // Old: `{type: object, required: [op, path], allOf: [{$ref: path}], oneOf: [three partial operations]}`; new: a
        // `oneOf` of three closed objects, each declaring `path` and requiring what the old holder and its branch did.
        // Before, the old object was paired with the first new branch as a whole: its `op`, `value` and two branches read
        // as added (four request items, three response items, none shown by any document).
        let (old, new, status, requests) = try History.run("f7a0789cc", "json-patch", role: "request")
        #expect(status == 1)
        let breaking = Self.breaking(requests)
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking)")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        // The real break: an operation holding a member it does not declare, in each branch.
        let closed = breaking.filter { $0["kind"] == "additional-properties-closed" }
        #expect(Set(closed.compactMap { $0["new"]?["pointer"]?.stringValue })
            == ["/items/oneOf/0/additionalProperties", "/items/oneOf/1/additionalProperties", "/items/oneOf/2/additionalProperties"])
        #expect(!breaking.contains { ["property-added", "branch-added", "became-required"].contains($0["kind"]?.stringValue ?? "") })
        // What the new version accepts, the old one did: no response break.
        let (_, _, responseStatus, responses) = try History.run("f7a0789cc", "json-patch", role: "response")
        #expect(responseStatus == 0)
        #expect(Self.breaking(responses).isEmpty, "\(Self.breaking(responses))")
    }

    @Test("jekyll 36398a01a: a member required by one branch of a two-branch oneOf whose other branch takes objects without it")
    func requiredInOneBranchTakenByTheOther() throws {
        // `liquid`, a closed object of three optional members, became `oneOf: [{closed, required: [error_mode]}, {closed, the
        // two other members}]`. An object without `error_mode` fails the first branch and matches the second: no break (it was
        // claimed with no evidence before). Objects holding `error_mode` beside another member match neither: real breaks.
        let (old, new, status, changes) = try History.run("36398a01a", "jekyll", role: "request")
        #expect(status == 1)
        let required = try #require(changes.first { $0["kind"] == "became-required" && $0["instancePath"] == "/liquid/error_mode" })
        #expect(required["breaks"] == false)
        #expect(required["reason"]?.stringValue?.contains("another branch of the new union takes") == true, "\(required)")
        let breaking = Self.breaking(changes)
        #expect(Set(breaking.compactMap { $0["instancePath"]?.stringValue }) == ["/liquid/strict_filters", "/liquid/strict_variables"])
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("tslint d24c818bb: maxItems 2 added where the old closed tuple held one item is no request break")
    func maxItemsAboveClosedTuple() throws {
        let (_, _, status, requests) = try History.run("d24c818bb", "tslint", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let bound = try #require(requests.first { $0["summary"] == "maxItems 2 added" })
        #expect(bound["reason"]?.stringValue?.contains("closed tuple held at most 1 item") == true, "\(bound)")
    }

    @Test("tslint 6f39e3379: a change inside a definition named from three places is shown where it is named apart")
    func definitionNamedFromSeveralPlaces() throws {
        // `import-blacklist/definitions/options/items` gained `minLength: 1` on its string branch; it is reached as the options'
        // items, as the options themselves (a second `oneOf` branch names the items) and as the rule's items after its
        // severity. Before, only the first place was tried, where no sampled document held a value: no evidence.
        let (old, new, status, requests) = try History.run("6f39e3379", "tslint", role: "request")
        #expect(status == 1)
        let bound = try #require(requests.first { $0["summary"] == "minLength 1 added" })
        #expect(bound["unconfirmed"] == false, "\(bound)")
        for change in Self.breaking(requests) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("github-workflow cc1255818: a matrix object became oneOf [type object, an expression]: old matrices meet the first")
    func typesOnlyBranchHoldsOld() throws {
        let (old, new, status, requests) = try History.run("cc1255818", "github-workflow", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"] == "oneOf added" })
        #expect(added["reason"]?.stringValue?.contains("meets its branch #0, and no other") == true, "\(added)")
        let (_, _, responseStatus, responses) = try History.run("cc1255818", "github-workflow", role: "response")
        #expect(responseStatus == 1)
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("gitlab-ci a883ec0a6: a job may hold `trigger` in place of `script` or `extends`: shown by a job with neither")
    func addedRequiredBranchShownAlone() throws {
        // Jobs' `anyOf: [{required: [script]}, {required: [extends]}]` gained `{required: [trigger]}`. Sampled jobs all hold a
        // script, which the old version takes; the evidence drops the members the other branches require and gives `trigger`
        // a value its declaration takes.
        let (old, new, status, responses) = try History.run("a883ec0a6", "gitlab-ci", role: "response")
        #expect(status == 1)
        let added = try #require(responses.first { $0["summary"] == "anyOf branch #2 added" })
        let evidence = try #require(History.wholeEvidence(added), "\(added)")
        #expect(evidence.contains(#""trigger":"#) && !evidence.contains(#""script":"#), "\(evidence)")
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        let (_, _, requestStatus, requests) = try History.run("a883ec0a6", "gitlab-ci", role: "request")
        #expect(requestStatus == 0, "\(Self.breaking(requests))")
    }

    @Test("jsconfig f677f237b: a pattern dropped beside an anyOf whose branches each hold it widens nothing")
    func patternHeldByEveryBranch() throws {
        // `moduleResolution` was `{type: string, pattern: P, anyOf: [{enum: [classic, node]}, {pattern: P}]}`; the outer `P`
        // went. Every branch asks `P` or takes only strings matching it: before, its removal was a response break no document
        // could show.
        let (old, new, status, responses) = try History.run("f677f237b", "jsconfig", role: "response")
        let removed = try #require(
            responses.first { $0["instancePath"] == "/compilerOptions/moduleResolution" && $0["kind"] == "constraint-loosened" })
        #expect(removed["breaks"] == false && removed["reason"]?.stringValue?.contains("every branch of the union") == true, "\(removed)")
        #expect(status == (Self.breaking(responses).isEmpty ? 0 : 1))
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }
}
