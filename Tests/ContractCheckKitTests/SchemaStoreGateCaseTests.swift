import ContractCheckKit
import Foundation
import Testing

/// SchemaStore gate files that `contract-check validate --schema FILE` refused or misjudged (issue 42, item 7),
/// run on the real files of `Tests/SchemaStoreGate/data` (see its SOURCE.md), as a newcomer runs them.
@Suite struct SchemaStoreGateCaseTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SchemaStoreGate/data/src").path
    static func schema(_ name: String) -> String { data + "/schemas/json/" + name + ".json" }
    static func tests(_ name: String) -> String { data + "/test/" + name }

    @Test("cloudify: a definition that applies itself is no refusal; its blueprints, which never reach it, are valid")
    func unreachedLoopIsNoRefusal() throws {
        let run = check(["validate", "--schema", Self.schema("cloudify"), Self.tests("cloudify")])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("3 valid, 0 invalid"))
        // A blueprint with a Windows VM node reaches the loop: undecided, exit 2, never "invalid" (check-jsonschema
        // stops there with a RecursionError).
        let scratch = try Scratch()
        let blueprint = try scratch.write("windows.json", #"""
            {"tosca_definitions_version": "cloudify_dsl_1_3",
             "node_templates": {"host": {"type": "cloudify.azure.nodes.compute.WindowsVirtualMachine",
                                         "properties": {"os_family": "windows"}}}}
            """#)
        let reaching = check(["validate", "--schema", Self.schema("cloudify"), blueprint])
        #expect(reaching.status == 2, "\(reaching.output)")
        #expect(reaching.output.contains("at /node_templates/host/properties, it reaches a reference that cannot be followed"))
        #expect(reaching.output.contains("cloudify.json:4532:9: reference loop that never reaches a value"))
        #expect(reaching.output.contains("0 valid, 0 invalid, 1 without a usable schema"))
    }

    @Test("circleciconfig: a $ref to a remote document outside the set is a located error, exit 2, not \"invalid\"")
    func remoteReferenceIsExitTwo() {
        let run = check(["validate", "--schema", Self.schema("circleciconfig"), Self.tests("circleciconfig")])
        #expect(run.status == 2, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("0 valid, 0 invalid, 2 without a usable schema"))
        #expect(run.output.contains("circleciconfig.json:4:11: unresolvable reference \"https://raw.githubusercontent.com/"))
        #expect(run.output.contains("contract-check downloads nothing"))
    }

    @Test("azure-iot-edge template: draft-07 contentMediaType is an annotation, as in check-jsonschema and ajv")
    func draft7ContentIsNoAssertion() {
        let run = check(["validate", "--schema", Self.schema("azure-iot-edge-deployment-template-1.0"),
                         Self.tests("azure-iot-edge-deployment-template-1.0")])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
    }

    @Test("es6importsorterrc: draft-04 const is applied as draft-06 defines it (as ajv and editors do), with a located warning")
    func draft4ConstIsApplied() throws {
        let run = check(["validate", "--schema", Self.schema("es6importsorterrc"), Self.tests("es6importsorterrc")])
        // Ignoring `const`, each `system` matches both `oneOf` branches and SchemaStore's valid file is refused.
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("1 valid, 0 invalid"))
        let note = "draft-04 has no \"const\"; applied as draft-06 defines it, as ajv and editors do"
        #expect(run.errorOutput.contains("es6importsorterrc.json:62:30: \(note)"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("es6importsorterrc.json:66:30: \(note)"), "\(run.errorOutput)")
        let scratch = try Scratch()
        let other = try scratch.write("sorter.json", #"{"preCommands": [{"command": "npx prettier --write", "system": "shell"}]}"#)
        let refused = check(["validate", "--schema", Self.schema("es6importsorterrc"), other])
        #expect(refused.status == 1, "\(refused.output)\(refused.errorOutput)")
        #expect(refused.output.contains("/preCommands/0/system"))
        let lint = check(["lint", Self.schema("es6importsorterrc")])
        #expect(lint.output.contains("es6importsorterrc.json:62:30: warning: "), "\(lint.output)")
        #expect(lint.output.contains(note))
    }
}
