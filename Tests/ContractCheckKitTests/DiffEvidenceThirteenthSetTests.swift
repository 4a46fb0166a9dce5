import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from a thirteenth run of SchemaStore's history and from compose-spec's: unions tagged by a member they do not
/// require, catch-all branches whose `not` lists the tags, objects opened, and keywords no value of their type reaches.
@Suite("diff evidence: thirteenth and fourteenth sets of SchemaStore history, compose-spec")
struct DiffEvidenceThirteenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

    @Test("template.json ddc7a7b88: members an allOf member declared through a $ref to the holder's own are not added")
    func membersOfRecursiveAllOfMember() throws {
        // `source` is `{allOf: [{$ref: modifier}], properties: {modifiers, source, target}}`; the old `modifier` declared
        // `modifiers` again as a `$ref` to `source`'s own, which has no normal form (it is recursive). The member was read as
        // a conflict, `modifier` was kept apart, and its `condition`, `include`, `exclude`, `copyOnly` and `rename` were
        // reported as added to `source`: five request breaks no document could show.
        let (_, _, _, changes) = try History.run("ddc7a7b88", "template", role: "request")
        let added = Self.breaking(changes).filter {
            $0["kind"] == "property-added" && ($0["instancePath"]?.stringValue ?? "").hasPrefix("#/definitions/source/")
        }
        #expect(added.isEmpty, "\(added)")
    }

    @Test("template.json ddc7a7b88: a change in a branch tagged by a member it does not require is shown with that tag")
    func branchTaggedByOptionalMember() throws {
        // Post actions are `allOf: [{required: [actionId, manualInstructions], …}, {oneOf: [actions]}]`, each action pinning
        // `actionId` by a one-value `enum` without requiring it. Before, documents built for the process-start action's
        // `redirectStandardOutput` (a string that became a boolean) held the sampled `actionId` "aaaa…" (another action)
        // or lacked `manualInstructions`: 18 of 29 request items had no evidence.
        let (old, new, status, changes) = try History.run("ddc7a7b88", "template", role: "request")
        #expect(status == 1)
        for member in ["redirectStandardOutput", "redirectStandardError"] {
            let change = try #require(Self.breaking(changes).first { $0["instancePath"]?.stringValue == "/postActions/*/args/\(member)" })
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains("3A7C4B45-1F5D-4A30-959A-51B88E82B5D2"), "\(evidence)")
            #expect(evidence.contains("manualInstructions"), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        // The fifth action's `args` now typed `object`, as the first `allOf` member already typed it: no change to requests.
        let args = changes.filter { $0["instancePath"] == "/postActions/*/args" }
        #expect(!args.isEmpty && args.allSatisfy { $0["breaks"] == false }, "\(args)")
        let unshown = Self.breaking(changes).filter { History.wholeEvidence($0) == nil }
        #expect(unshown.count <= 2, "\(unshown.map { $0["summary"] ?? .null })")
    }

    @Test("template.json ddc7a7b88: a catch-all branch's not gaining a tag is shown; the tagged branch added overlaps none")
    func catchAllBranchAndNewTag() throws {
        // Constraints are a `oneOf` of a catch-all `{not: {required: [type], properties: {type: {enum: [os, …]}}}}` and one
        // branch per `type`; `project-capability` joined the `not` and got a branch whose `args` is a string. A constraint
        // of that type with the `args` array the catch-all took breaks requests; the new branch itself matches only what
        // the catch-all now refuses (the holder requires `type`), so it overlaps no other branch.
        let (old, new, _, changes) = try History.run("ddc7a7b88", "template", role: "request")
        let not = try #require(changes.first { $0["instancePath"] == "/constraints/*" && $0["summary"] == "\"not\" changed" })
        #expect(not["breaks"] == true)
        let evidence = try #require(History.wholeEvidence(not), "\(not)")
        #expect(evidence.contains("project-capability"), "\(evidence)")
        #expect(try History.evidenceBreaks(not, old: old, new: new, requests: true), "\(not)")
        let added = changes.filter { $0["instancePath"] == "/constraints/*" && $0["kind"] == "branch-added" }
        #expect(added.count == 1, "\(changes)")
        #expect(added.allSatisfy { $0["breaks"] == false }, "\(added)")
    }

    @Test("launchsettings 9bbddb328: a member's default outside its new enum frames no document")
    func defaultOutsideEnum() throws {
        // `commandName` (required, `default: ""`, `minLength: 1`) gained an enum of five names. The sampled profiles took the
        // default first, which both versions reject, so no document built for the new optional `targetProject` was valid.
        let (old, new, status, changes) = try History.run("9bbddb328", "launchsettings", role: "request")
        #expect(status == 1)
        let added = Self.breaking(changes).filter { $0["summary"] == "property \"targetProject\" added (optional)" }
        #expect(added.count == 2, "\(changes)")
        for change in added {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("traefik-v2-file-provider 7703233da: a map's schema moved under a pattern closes only names it does not match")
    func additionalSchemaUnderPattern() throws {
        // TLS options went from `additionalProperties: {options}` to `patternProperties: {"[a-zA-Z0-9-_]+": {options}}` beside
        // `additionalProperties: false`. Before, the pattern was a request break of its own (its schema is the old one), and
        // the closing had no evidence: the unknown member was given `1`, which the old options schema rejects too.
        let (old, new, _, requests) = try History.run("7703233da", "traefik-v2-file-provider", role: "request")
        let pattern = requests.filter { $0["instancePath"] == "/tls/options/{[a-zA-Z0-9-_]+}" }
        #expect(pattern.count == 1 && pattern.allSatisfy { $0["breaks"] == false }, "\(pattern)")
        let closed = try #require(requests.first { $0["instancePath"] == "/tls/options" && $0["kind"] == "additional-properties-closed" })
        #expect(closed["breaks"] == true)
        #expect(try History.evidenceBreaks(closed, old: old, new: new, requests: true), "\(closed)")
    }

    @Test("minecraft-recipe ddb53ba82: a then's anyOf of open blocks gaining one is shown beside mistyped members of the others")
    func anyOfOfOpenObjectsGainingABranch() throws {
        // Each recipe type's `then` is an `anyOf` of open tag blocks; 1.19.3 added a `category` block. Any object meets the
        // first block, so only a document whose `group` and `ingredient` the old blocks reject (and whose `type` still
        // meets the `if`) is taken by the new block alone. Before, 4 of the 5 response items had no evidence.
        let (old, new, status, changes) = try History.run("ddb53ba82", "minecraft-recipe", role: "response")
        #expect(status == 1)
        let thens = Self.breaking(changes).filter { $0["summary"] == "then changed" }
        let cooking = ["/allOf/0/then", "/allOf/1/then", "/allOf/4/then", "/allOf/6/then"]
        #expect(thens.compactMap { $0["new"]?["pointer"]?.stringValue }.sorted() == cooking, "\(changes)")
        for change in thens {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        // The shaped recipe's `then` had no `anyOf` and gained one: an old document whose `group` and `category` no block
        // takes meets none of them now.
        let (_, _, _, requests) = try History.run("ddb53ba82", "minecraft-recipe", role: "request")
        let shaped = try #require(requests.first { $0["summary"] == "then changed" && $0["new"]?["pointer"] == "/allOf/2/then" })
        #expect(try History.evidenceBreaks(shaped, old: old, new: new, requests: true), "\(shaped)")
        // The shapeless recipe's `then` was `{$ref: tagsCommonToAllRecipes, properties: {ingredients, result}}`, whose
        // `properties` draft 7 ignores beside the `$ref`; now they apply. The old side is the definition every recipe's
        // `then` names, whose first use (blasting) framed the root: the values meeting the shapeless `if` come first now.
        let result = try #require(requests.first { $0["summary"] == #"property "result" added (optional)"# })
        #expect(result["breaks"] == true && result["unconfirmed"] == false, "\(result)")
        #expect(History.wholeEvidence(result)?.contains(#""type":"minecraft:crafting_shapeless""#) == true, "\(result)")
        #expect(try History.evidenceBreaks(result, old: old, new: new, requests: true), "\(result)")
        #expect(Self.breaking(requests).allSatisfy { $0["unconfirmed"] == false }, "\(Self.breaking(requests))")
    }

    @Test("minecraft 3e6aed00f: a then changed under the same if is compared member by member")
    func thenComparedMemberByMember() throws {
        // A typo fixed nine levels down a `then` (`seperation` → `separation`) was one undecided item, "then changed", which no
        // document showed; descriptions changed in a `then` whose form is unknown (a recursive `$ref` inside) were one too.
        let (old, new, _, requests) = try History.run("3e6aed00f", "minecraft-dimension", role: "request")
        #expect(requests.allSatisfy { $0["summary"] != "then changed" }, "\(requests)")
        let added = try #require(Self.breaking(requests).first { $0["summary"] == "property \"separation\" added (optional)" })
        #expect(added["instancePath"] == "/generator/settings/structures/structures/*/separation")
        #expect(try History.evidenceBreaks(added, old: old, new: new, requests: true), "\(added)")
        let (_, _, status, responses) = try History.run("3e6aed00f", "minecraft-item-modifier", role: "response")
        #expect(status == 0, "\(Self.breaking(responses))")
        #expect(!responses.isEmpty && responses.allSatisfy { $0["kind"] == "annotation-changed" }, "\(responses)")
    }

    @Test("glazewm 6d7a695e4: members a then lost or gained are shown in a component that meets its if")
    func membersOfThenShownUnderItsCondition() throws {
        // The system tray's `then` (closed) lost `label_expand_text`, the `then` of another component type gained `height`.
        // Compared member by member, each is an item of its own; the frames around them held the first component `type`
        // sampled, which the `if` does not ask, until the `if`'s members were merged into them.
        let (old, new, _, requests) = try History.run("6d7a695e4", "glazewm", role: "request")
        let removed = Self.breaking(requests).filter { $0["summary"] == "property \"label_expand_text\" removed" }
        #expect(removed.count == 1, "\(requests)")
        for change in removed {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains("system tray"), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let (_, _, _, responses) = try History.run("6d7a695e4", "glazewm", role: "response")
        let unshown = Self.breaking(responses).filter { History.wholeEvidence($0) == nil }
        #expect(unshown.isEmpty, "\(unshown)")
    }

    @Test("workflows 56e4053c1: item counts bounded anew are shown by lists one item longer, of the old version's items")
    func itemCountBoundsShown() throws {
        // `params` (strings in the old version) and `switch` gained `maxItems`; the old samples held no list that long, and
        // a subworkflow's `params` were placed in `main`, the root's declared member, not in a subworkflow beside it.
        let (old, new, _, requests) = try History.run("56e4053c1", "workflows", role: "request")
        for path in ["#/definitions/subworkflow/params", "#/definitions/step/switch"] {
            let change = try #require(Self.breaking(requests).first {
                $0["instancePath"]?.stringValue == path && ($0["summary"]?.stringValue ?? "").hasPrefix("maxItems")
            }, "\(path)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("compose-spec ccac4e02d: watch items opened are shown by an unknown member; a relative $id changes no $ref")
    func openedObjectAndRelativeIdentifier() throws {
        // The revert moved `additionalProperties: false` from the watch items up to the array. Before, the documents built
        // for the opening held only declared members, and every `$ref` was reported changed (compatible) because the
        // relative `$id` "compose_spec.json" resolves against each version's own folder.
        let (old, new, status, changes) = try History.run("compose-spec-ccac4e02d", "compose-spec", role: "response")
        #expect(status == 1)
        let opened = try #require(changes.first {
            $0["kind"] == "additional-properties-opened" && $0["instancePath"] == "#/definitions/development/watch/*"
        })
        let evidence = try #require(History.wholeEvidence(opened), "\(opened)")
        #expect(evidence.contains("\"path\""), "\(evidence)")
        #expect(try History.evidenceBreaks(opened, old: old, new: new, requests: false), "\(opened)")
        let sameReference = changes.filter { change in
            guard change["kind"] == "reference-changed", let summary = change["summary"]?.stringValue else { return false }
            let quoted = summary.split(separator: "\"")
            return quoted.count >= 4 && quoted[1] == quoted[3]
        }
        #expect(sameReference.isEmpty, "\(sameReference)")
    }

    @Test("compose-spec cdbcb9a66: uniqueItems beside a union of a string and an object bounds nothing")
    func arrayKeywordWhereNoArrayIsTaken() throws {
        // `uniqueItems: true` moved from the volume items (a `oneOf` of a string and an object, never an array) up to the
        // volume list. Before, the items' side was a response break ("uniqueItems true → false") no document could show.
        let (_, _, responseStatus, responses) = try History.run("compose-spec-cdbcb9a66", "compose-spec", role: "response")
        let items = responses.filter { ($0["summary"]?.stringValue ?? "").hasPrefix("uniqueItems") && $0["breaks"] == true }
        #expect(items.isEmpty, "\(items)")
        #expect(responseStatus == 0, "\(Self.breaking(responses))")
        let (old, new, _, requests) = try History.run("compose-spec-cdbcb9a66", "compose-spec", role: "request")
        let list = try #require(requests.first { $0["summary"] == "uniqueItems false → true" })
        #expect(list["instancePath"] == "#/definitions/service/volumes")
        #expect(try History.evidenceBreaks(list, old: old, new: new, requests: true), "\(list)")
    }

    @Test("codecov 0ea89d5b6: a boolean branch beside a draft-07 $ref whose `type: object` sibling is ignored breaks no response")
    func branchTheOldReferenceTookAlready() throws {
        // `patch: {anyOf: [{type: object, $ref: default}, {enum: [off]}]}` gained `{type: boolean}`. Under draft-07 the first
        // branch is `default` alone, whose keywords (`properties`) pass every boolean: old models' validation took them.
        // Before, the branch was a response break no document could show; the two unions take the same documents, so the
        // diff lists the commit's other change alone.
        let (_, _, status, changes) = try History.run("0ea89d5b6", "codecov", role: "response")
        #expect(status == 0, "\(Self.breaking(changes))")
        #expect(changes.map { $0["instancePath"] } == ["/github_checks"], "\(changes)")
    }

    @Test("github-workflow a5c3ad75f: steps' `contains` moved into `items` beside minItems 1 breaks no response; new arrays still meet it")
    func containsMovedIntoItems() throws {
        // `steps: {minItems: 1, contains: {oneOf: [uses, run]}, items: step}` became `items: {allOf: [{oneOf: [uses, run]}, step]}`:
        // every list the new version takes holds an item, each meeting the old `contains`. Before, "contains removed" was a
        // response break no document could show.
        let (_, _, status, changes) = try History.run("a5c3ad75f", "github-workflow", role: "response")
        #expect(status == 0, "\(Self.breaking(changes))")
        let removed = try #require(changes.first { $0["summary"] == "contains removed" })
        #expect(removed["breaks"] == false, "\(removed)")
        // For requests the `oneOf` now applies to every step: shown by a list holding a step with neither `uses` nor `run`.
        let (old, new, requestStatus, requests) = try History.run("a5c3ad75f", "github-workflow", role: "request")
        #expect(requestStatus == 1)
        let items = Self.breaking(requests).filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("#/definitions/normalJob/steps") }
        #expect(!items.isEmpty, "\(requests)")
        for change in items { #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)") }
    }

    @Test("semgrep 678aee02a: rules whose union branches require members the rule declares are sampled valid, tagged by the branch")
    func branchesRequiringTheHoldersMembers() throws {
        // A rule is `{properties: {id, languages, mode: {enum: [search, taint]}, …}, additionalProperties: false, anyOf: [{properties:
        // {mode: {const: taint}}, required: [id, …, pattern-sinks]}, {properties: {mode: {const: search}}, …}]}`. Before, every
        // sampled rule was invalid (the branch's `{"languages": "a"}`, or a taint rule tagged `search`), and none of the
        // pair's 25 breaking items had evidence.
        for (role, paths) in [
            ("request", ["/rules/*/pattern-sinks/*", "/rules/*/equivalences"]),
            ("response", ["/rules/*/pattern-sinks/*", "/rules/*/version", "/rules/*/pattern-propagators"]),
        ] {
            let (old, new, _, changes) = try History.run("678aee02a", "semgrep", role: role)
            for path in paths {
                let change = try #require(Self.breaking(changes).first { $0["instancePath"]?.stringValue == path }, "\(role) \(path)")
                let evidence = try #require(History.wholeEvidence(change), "\(change)")
                #expect(evidence.contains(#""mode":"taint""#), "\(evidence)")
                #expect(try History.evidenceBreaks(change, old: old, new: new, requests: role == "request"), "\(change)")
            }
        }
    }

    @Test("component-detection db326a10e: eleven reached definitions reshaped, each change shown by a document of its definition")
    func manyReachedDefinitionsReshaped() throws {
        // Each of the eleven component definitions (`Maven`: `{groupId, artifactId, version}`) became a wrapper (`{type: maven,
        // maven: {groupId, …}}`) that the component's new `oneOf` names. Documents of the file stay valid; documents of each
        // definition do not. Before, only four reached definitions were searched this way, and 13 request items had no evidence.
        let (old, new, status, changes) = try History.run("db326a10e", "component-detection-manifest", role: "request")
        #expect(status == 1)
        let items = Self.breaking(changes).filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("#/definitions/") }
        let definitions = Set(items.compactMap { $0["evidenceSchema"]?.stringValue })
        #expect(definitions.count >= 10, "\(definitions)")
        #expect(items.allSatisfy { $0["unconfirmed"] == false }, "\(items.filter { $0["unconfirmed"] == true })")
        let maven = try #require(items.first { $0["instancePath"] == "#/definitions/Maven/maven" })
        #expect(maven["evidenceSchema"] == "#/definitions/Maven")
        #expect(try History.evidenceBreaks(maven, old: old, new: new, requests: true), "\(maven)")
    }

    @Test("component-detection db326a10e responses: a component's type, now each branch's tag, is no break; Linux's URLs shown")
    func requiredMemberMovedIntoEveryBranch() throws {
        // The component required `type` (an enum of eleven kinds) beside an `anyOf` pairing each kind with its member; now a
        // `oneOf` of eleven definitions each requires `type` (one kind of the enum). Before, "property type removed (it was
        // required)" broke responses with no evidence: every new component still has a `type` old models read. `Linux`'s
        // `key-URL` and `pool-URL` moved into its new `linux` object: shown by a document of `Linux` that both versions'
        // required members make valid, once the samples of each version, which hold only their own, are merged.
        let (old, new, status, changes) = try History.run("db326a10e", "component-detection-manifest", role: "response")
        #expect(status == 1)
        let type = try #require(changes.first { $0["instancePath"] == "#/definitions/Component/type" && $0["kind"] == "property-removed" })
        #expect(type["breaks"] == false, "\(type)")
        let unconfirmed = Self.breaking(changes).filter { $0["unconfirmed"] == true }
        #expect(unconfirmed.isEmpty, "\(unconfirmed)")
        for member in ["key-URL", "pool-URL"] {
            let change = try #require(Self.breaking(changes).first { $0["instancePath"]?.stringValue == "#/definitions/Linux/" + member })
            #expect(change["evidenceSchema"] == "#/definitions/Linux")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("monika a300bdfd7: a closed alert split into an anyOf of two closed forms both requiring message: message is no break")
    func requiredMemberKeptByEveryBranch() throws {
        // Alerts were `{assertion, message}`, closed and both required; now `anyOf` `{assertion, message}` or the deprecated
        // `{query, message}`, each closed. `message` is still required and typed alike in both forms; `assertion` is not.
        let (old, new, status, changes) = try History.run("a300bdfd7", "monika-config-schema", role: "response")
        #expect(status == 1)
        let message = try #require(changes.first { $0["instancePath"] == "#/definitions/alerts/*/message" })
        #expect(message["breaks"] == false, "\(message)")
        let assertion = try #require(changes.first { $0["instancePath"] == "#/definitions/alerts/*/assertion" })
        #expect(assertion["breaks"] == true)
        #expect(try History.evidenceBreaks(assertion, old: old, new: new, requests: false), "\(assertion)")
        let (_, _, requestStatus, _) = try History.run("a300bdfd7", "monika-config-schema", role: "request")
        #expect(requestStatus == 0)
    }

    @Test("traefik 8b070d1b6: a closed failover form added to a oneOf of closed service forms: no request break, responses shown")
    func closedFormAddedToClosedForms() throws {
        // An HTTP service is one of `{loadBalancer}`, `{weighted}`, `{mirroring}`, each closed, none required; `{failover}`
        // came. It overlaps the others only on `{}`, which every form took, so the old `oneOf` already refused it. Before, the
        // branch was a request break no document could show.
        let (_, _, requestStatus, requestChanges) = try History.run("8b070d1b6", "traefik-v2-file-provider", role: "request")
        #expect(requestStatus == 0, "\(Self.breaking(requestChanges))")
        let (old, new, status, changes) = try History.run("8b070d1b6", "traefik-v2-file-provider", role: "response")
        #expect(status == 1)
        let branch = try #require(
            Self.breaking(changes).first { $0["instancePath"] == "#/definitions/httpService" && $0["kind"] == "branch-added" })
        #expect(History.wholeEvidence(branch)?.contains(#""failover":"#) == true, "\(branch)")
        #expect(try History.evidenceBreaks(branch, old: old, new: new, requests: false), "\(branch)")
    }

    @Test("github-workflow edebbe66b: the container definition gained a string form, and a oneOf beside a string names it")
    func definitionWidenedIntoItsSibling() throws {
        // A job's `container` members are `oneOf: [{type: string}, {$ref: container}]`; the container definition, an object,
        // became `oneOf: [string, object]`. Judged where it is written, the new string form took nothing old apps sent; at the
        // job's `oneOf`, a string now matches both branches and is refused. Before, only a sampled document showed the
        // break, and the diff's items called everything compatible.
        let (old, new, status, changes) = try History.run("edebbe66b", "github-workflow", role: "request")
        #expect(status == 1)
        let overlap = try #require(Self.breaking(changes).first { $0["kind"] == "constraint-tightened" }, "\(changes)")
        #expect(overlap["summary"]?.stringValue?.contains("now both take string") == true, "\(overlap)")
        #expect(!changes.contains { $0["kind"] == "sampled-break" }, "\(changes)")
        #expect(try History.evidenceBreaks(overlap, old: old, new: new, requests: true), "\(overlap)")
    }

    @Test("prettierrc ae7c16e2d: a root that was a string or an options object, now the object: its options are not 'added'")
    func unionOfStringAndObjectBecameTheObject() throws {
        // The old root was `oneOf: [{type: string}, {type: object, allOf: [options, overrides]}]`, the new one the object alone.
        // The string form holds no member, so old apps sent each option only as the object form constrained it. Before, all
        // 24 options were request breaks ("the old schema is open") with no evidence; the string form's removal is the break.
        let (old, new, status, changes) = try History.run("ae7c16e2d", "prettierrc", role: "request")
        #expect(status == 1)
        let added = Self.breaking(changes).filter { $0["kind"] == "property-added" }.compactMap { $0["instancePath"]?.stringValue }
        #expect(!added.contains("/arrowParens") && !added.contains("/semi"), "\(added)")
        // `overrides`, declared alike in the object form's `allOf` part, is not added either.
        #expect(added.allSatisfy { $0.hasSuffix("/vueIndentScriptAndStyle") }, "\(added)")
        let narrowed = try #require(Self.breaking(changes).first { $0["kind"] == "type-narrowed" }, "\(changes)")
        #expect(try History.evidenceBreaks(narrowed, old: old, new: new, requests: true), "\(narrowed)")
        // For responses, the root is the old object form written out in place: the union's removal breaks none.
        let (_, _, responseStatus, responses) = try History.run("ae7c16e2d", "prettierrc", role: "response")
        #expect(responseStatus == 0, "\(Self.breaking(responses))")
    }

    @Test("github-action 45acb7ab5: runs split into three closed forms, each member in the forms that take it: no member 'removed'")
    func membersMovedIntoClosedForms() throws {
        // `runs` was one closed object declaring `env`, `main`, `image`, `entrypoint`, `args`, `post`, `post-if`, with a
        // `oneOf` on `using`; it became `oneOf` of three closed definitions, each declaring alike the members its kind takes.
        // Before, seven members were "removed" for responses ("the new schema accepts it with any value") with no evidence:
        // each form either declares the member as before or rejects it.
        let (old, new, status, changes) = try History.run("45acb7ab5", "github-action", role: "response")
        #expect(status == 1)
        let removed = Self.breaking(changes).filter { $0["kind"] == "property-removed" }.compactMap { $0["instancePath"]?.stringValue }
        #expect(removed == ["/runs/using"], "\(removed)")
        let unconfirmed = Self.breaking(changes).filter { $0["unconfirmed"] == true }
        #expect(unconfirmed.isEmpty, "\(unconfirmed)")
        let composite = try #require(Self.breaking(changes).first { ($0["summary"]?.stringValue ?? "").contains("runs-composite") })
        #expect(try History.evidenceBreaks(composite, old: old, new: new, requests: false), "\(composite)")
    }

    @Test("resume d7c1d5f07: format date replaced by a pattern of years 1000-2999 is shown by the date 9999-12-31")
    func formatReplacedByNarrowerPattern() throws {
        // Ten dates went from `format: date` to a `$ref` to `iso8601`, `^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|…)$`, which takes
        // years, months and days the format did not and refuses years from 3000 on. Before, the one date sampled for the
        // format, 2024-01-02, matched the pattern, and nine of the ten request breaks had no evidence.
        let (old, new, status, changes) = try History.run("d7c1d5f07", "resume", role: "request")
        #expect(status == 1)
        let dates = Self.breaking(changes).filter { ($0["summary"]?.stringValue ?? "").hasPrefix("pattern /^([1-2]") }
        #expect(dates.count == 10, "\(dates)")
        for change in dates {
            // `releaseDate` had no format before: any string that fails the pattern shows it.
            if change["instancePath"] != "/publications/*/releaseDate" {
                #expect(History.wholeEvidence(change)?.contains("9999-12-31") == true, "\(change)")
            }
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("workflows d65ac1ce2: objects of exactly one member, any value before: shown by objects of two and of none")
    func memberCountBoundsShown() throws {
        // Assigned variables and steps were array keywords on items of any type (`minItems: 1, maxItems: 1`, which objects
        // pass); they became `type: object` with `minProperties: 1, maxProperties: 1`. The sampled objects hold one member, so
        // before, `maxProperties 1 added` had no evidence; objects are now given members to just past a bound.
        let (old, new, status, requests) = try History.run("d65ac1ce2", "workflows", role: "request")
        #expect(status == 1)
        let bounds = requests.filter { $0["summary"]?.stringValue?.hasPrefix("maxProperties 1") == true }
        #expect(bounds.count == 2, "\(bounds)")
        for change in Self.breaking(requests) {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("chrome-manifest fd1c53551: a closed command split by `if: {required: [global]}`; the `then` is for new payloads only")
    func thenOnlyForMembersTheOldObjectRejected() throws {
        // A command was closed with `description` and `suggested_key`; it became `if: {required: [global], …}`, a closed `then`
        // with another `suggested_key` pattern and a closed `else` keeping the old one. Every payload meeting the `if` holds
        // `global`, which the old object rejected: its `then` takes nothing old models decoded, so `suggested_key` is not
        // "removed"; the response break (`global` and what it allows) is shown where the object was opened.
        let (old, new, status, responses) = try History.run("fd1c53551", "chrome-manifest", role: "response")
        #expect(status == 1)
        let removed = try #require(responses.first { $0["summary"] == "property \"suggested_key\" removed" })
        #expect(removed["breaks"] == false, "\(removed)")
        let breaking = Self.breaking(responses)
        #expect(!breaking.isEmpty)
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("drupal-info b2f94a0a3: a then whose one change is a pattern widened is judged by that pattern's item")
    func thenJudgedByItsItems() throws {
        // The theme `then`'s `libraries` items' pattern `^[a-z0-9_]+/[a-z0-9_-]+` became `^[a-z0-9_]+/[a-z0-9_\\-.]+`, a
        // widening no normal form reads, so the `then` was undecided: a request break no document could show. Every
        // difference between the two `then`s lies at the pattern's item, which is the verdict: none for requests, a response
        // break shown.
        let (old, new, status, requests) = try History.run("b2f94a0a3", "drupal-info", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        #expect(!requests.contains { $0["summary"] == "then changed" }, "\(requests)")
        let (_, _, responseStatus, responses) = try History.run("b2f94a0a3", "drupal-info", role: "response")
        #expect(responseStatus == 1)
        let pattern = try #require(Self.breaking(responses).first { $0["kind"] == "constraint-loosened" })
        #expect(try History.evidenceBreaks(pattern, old: old, new: new, requests: false), "\(pattern)")
    }

    @Test("github-workflow aa807331a: two expression-pattern branches became one branch for any string holding an expression")
    func patternBranchesMerged() throws {
        // `env` was `oneOf` of an object and two strings, each of a pattern for one kind of expression (`${{ secrets }}`,
        // `${{ fromJSON(…) }}`); the strings became `$ref: stringContainingExpressionSyntax`, a pattern for any string holding
        // an expression. The branch left over was "removed", a request break no document could show: no sampled string its
        // pattern matches is one the new branch's does not.
        let (old, new, status, requests) = try History.run("aa807331a", "github-workflow", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let removed = try #require(requests.first { $0["kind"] == "branch-removed" })
        #expect(removed["reason"]?.stringValue?.hasPrefix("probably taken by branch #1") == true, "\(removed)")
        let (_, _, responseStatus, responses) = try History.run("aa807331a", "github-workflow", role: "response")
        #expect(responseStatus == 1)
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("circleci db1bc73aa: an enum value removed in a step configuration that every step's catch-all branch takes")
    func enumBesideCatchAllStep() throws {
        // `step: anyOf [{$ref: …/documentation/setup_remote_docker, enum: [setup_remote_docker]}, …, {properties:
        // {setup_remote_docker: {$ref: …/configuration/setup_remote_docker}}}]`: draft 7 ignores the `enum` beside the `$ref`,
        // whose target is a description, so every step is valid; the configuration sits in a container no keyword holds.
        let (_, _, status, requests) = try History.run("db1bc73aa", "circleciconfig", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let removed = try #require(requests.first { $0["summary"] == #"enum value "17.09.0-ce" removed"# })
        #expect(removed["breaks"] == false && removed["reason"]?.stringValue?.contains("never decides") == true, "\(removed)")
    }

    @Test("pyproject a32ba9731: a pattern renamed whose new schema holds the old one is compared as one pattern's")
    func patternRenamedAndWidened() throws {
        // Poetry's `scripts`: `patternProperties: {^.+$: {type: string}}` became `{^[a-zA-Z-_.0-9]+$: {oneOf: [string, table]}}`.
        // Every name the new pattern matches the old one did, with a string the new schema still takes: no request breaks there.
        let renamed = "patternProperties /^.+$/ → /^[a-zA-Z-_.0-9]+$/"
        let (old, new, _, requests) = try History.run("a32ba9731", "pyproject", role: "request")
        let added = requests.filter { $0["summary"]?.stringValue?.hasPrefix("patternProperties /^[a-zA-Z-_.0-9]+$/ added") == true }
        #expect(added.allSatisfy { $0["breaks"] == false }, "\(added)")
        let kept = try #require(requests.first { $0["summary"]?.stringValue?.hasPrefix(renamed) == true }, "\(requests)")
        #expect(kept["breaks"] == false, "\(kept)")
        #expect(Self.breaking(requests).allSatisfy { $0["unconfirmed"] == false }, "\(Self.breaking(requests))")
        // Responses: a name only the old pattern matched (" ") is now any value, which old models typed as a string.
        let (_, _, status, responses) = try History.run("a32ba9731", "pyproject", role: "response")
        #expect(status == 1)
        let dropped = try #require(responses.first { $0["summary"]?.stringValue?.hasPrefix(renamed) == true && $0["breaks"] == true })
        #expect(try History.evidenceBreaks(dropped, old: old, new: new, requests: false), "\(dropped)")
    }
}
