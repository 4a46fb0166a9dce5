import ContractJSON
import ContractRuntime

/// Test double of ContractSchema's validator behind ``PayloadValidator``: checks a handful of rules
/// taken from the real schemas (integer minimums, enums), enough to tell conforming and
/// non-conforming payloads of the loopback server apart. The real validator replaces it.
struct SchemaValidatorDouble: PayloadValidator {
    /// What must hold at every node a pattern (JSON pointer tokens, `*` for any member or element)
    /// matches.
    enum Check: Sendable {
        case integer(minimum: Int64)
        case oneOf([String])
    }

    struct Rule: Sendable {
        var pattern: [String]
        var check: Check

        init(_ pattern: String, _ check: Check) {
            self.pattern = JSONPointer(pattern)!.tokens
            self.check = check
        }
    }

    /// Rules by schema `$id`.
    var rules: [String: [Rule]]
    /// Receives the schema `$id` of every call.
    var calls: Recorder<String>?

    /// Rules for the response schemas of the seed endpoints.
    static func contracts(recording calls: Recorder<String>? = nil) -> SchemaValidatorDouble {
        let sessionStatus = Check.oneOf(["draft", "voting", "selected", "watched", "rated", "expired", "discarded"])
        return SchemaValidatorDouble(rules: [
            "https://contracts.local/sessions/sessions-page.schema.json": [
                Rule("/sessions/*/status", sessionStatus),
                Rule("/sessions/*/ratings_summary/loved", .integer(minimum: 0)),
                Rule("/sessions/*/ratings_summary/liked", .integer(minimum: 0)),
                Rule("/sessions/*/ratings_summary/did_not_like", .integer(minimum: 0)),
            ],
            "https://contracts.local/sessions/round-detail.schema.json": [
                Rule("/status", sessionStatus),
                Rule("/suggestions/*/votes_up", .integer(minimum: 0)),
                Rule("/suggestions/*/votes_down", .integer(minimum: 0)),
            ],
            "https://contracts.local/sessions/round-ratings.schema.json": [],
            "https://contracts.local/history/history-page.schema.json": [
                Rule("/totalCount", .integer(minimum: 0)),
                Rule("/items/*/status", .oneOf(["completed", "processing", "failed", "cancelled"])),
            ],
            "https://contracts.local/history/delete-response.schema.json": [],
            "https://contracts.local/history/rerun-response.schema.json": [Rule("/status", .oneOf(["queued"]))],
            "https://contracts.local/episodes/season-details.schema.json": [
                Rule("/season_number", .integer(minimum: 0)),
                Rule("/episodes/*/episode_number", .integer(minimum: 0)),
            ],
        ], calls: calls)
    }

    func violations(of document: JSONDocument, against schemaID: String) -> [PayloadViolation] {
        calls?.append(schemaID)
        guard let rules = rules[schemaID] else {
            return [PayloadViolation(pointer: .root, expected: "a registered schema", found: schemaID)]
        }
        var violations: [PayloadViolation] = []
        for rule in rules {
            visit(document.root, at: .root, pattern: rule.pattern[...]) { node, pointer in
                if let violation = Self.check(rule.check, node, pointer) { violations.append(violation) }
            }
        }
        return violations
    }

    private func visit(
        _ node: JSONNode,
        at pointer: JSONPointer,
        pattern: ArraySlice<String>,
        _ body: (JSONNode, JSONPointer) -> Void
    ) {
        guard let token = pattern.first else { return body(node, pointer) }
        let rest = pattern.dropFirst()
        if token == "*" {
            if node.kind == .array {
                for (index, element) in node.elements.enumerated() {
                    visit(element, at: pointer.appending(index), pattern: rest, body)
                }
            } else if node.kind == .object {
                for (key, value) in node.members {
                    visit(value, at: pointer.appending(key), pattern: rest, body)
                }
            }
        } else if node.kind == .object, let child = node[token] {
            visit(child, at: pointer.appending(token), pattern: rest, body)
        }
    }

    private static func check(_ check: Check, _ node: JSONNode, _ pointer: JSONPointer) -> PayloadViolation? {
        switch check {
        case .integer(let minimum):
            guard node.kind == .number, let value = node.int64Value else {
                return PayloadViolation(pointer: pointer, expected: "integer", found: describe(node))
            }
            return value < minimum
                ? PayloadViolation(pointer: pointer, expected: "minimum \(minimum)", found: "\(value)")
                : nil
        case .oneOf(let values):
            guard let text = node.stringValue, values.contains(text) else {
                return PayloadViolation(pointer: pointer, expected: "one of \(values)", found: describe(node))
            }
            return nil
        }
    }

    private static func describe(_ node: JSONNode) -> String {
        node.kind == .string ? "string \(node.value)" : "\(node.kind) \(node.value)"
    }
}
