/// Finds the declarations that contain themselves by value and breaks those cycles: unions on a cycle
/// become `indirect enum`s, and struct properties on a remaining cycle are stored in a box.
struct RecursionAnalysis {
    /// Strongly connected components (Tarjan), for the by-value containment graph `edges`.
    static func components(nodes: [TypeName], edges: [TypeName: [TypeName]]) -> [[TypeName]] {
        var index = 0
        var indices: [TypeName: Int] = [:]
        var lowlinks: [TypeName: Int] = [:]
        var stack: [TypeName] = []
        var onStack: Set<TypeName> = []
        var result: [[TypeName]] = []
        func connect(_ node: TypeName) {
            indices[node] = index
            lowlinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in edges[node] ?? [] {
                if indices[next] == nil {
                    connect(next)
                    lowlinks[node] = min(lowlinks[node]!, lowlinks[next]!)
                } else if onStack.contains(next) {
                    lowlinks[node] = min(lowlinks[node]!, indices[next]!)
                }
            }
            if lowlinks[node] == indices[node] {
                var component: [TypeName] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                result.append(component)
            }
        }
        for node in nodes where indices[node] == nil { connect(node) }
        return result
    }
}

extension TranslationContext {
    /// The generated types a usage holds by value (not through an array or dictionary).
    func byValueTargets(_ usage: TypeUsage) -> [TypeName] {
        switch usage {
        case .named(let name): return [name]
        case .alias(_, let underlying): return byValueTargets(underlying)
        case .optional(let wrapped), .nullable(let wrapped): return byValueTargets(wrapped)
        case .builtin, .custom, .array, .dictionary: return []
        }
    }

    /// Marks recursive unions indirect, boxes struct properties on cycles, and computes the JSON kinds
    /// of union alternatives.
    func finalize() {
        var edges: [TypeName: [TypeName]] = [:]
        for name in order {
            switch records[name]?.declaration.kind {
            case .structure(let declaration)?:
                edges[name] = declaration.properties.filter(\.isStored).flatMap { byValueTargets($0.type) }
            case .union(let declaration)?:
                edges[name] = declaration.variants.flatMap { byValueTargets($0.type) }
            case .tuple(let declaration)?:
                edges[name] = declaration.elements.flatMap { byValueTargets($0.type) }
            default:
                break
            }
        }
        func cyclic(_ components: [[TypeName]], _ edges: [TypeName: [TypeName]]) -> [TypeName: Int] {
            var membership: [TypeName: Int] = [:]
            for (number, component) in components.enumerated() {
                if component.count > 1 || (edges[component[0]] ?? []).contains(component[0]) {
                    for node in component { membership[node] = number }
                }
            }
            return membership
        }
        let first = cyclic(RecursionAnalysis.components(nodes: order, edges: edges), edges)
        var indirect: Set<TypeName> = []
        for (name, _) in first {
            guard case .union(var declaration)? = records[name]?.declaration.kind else { continue }
            declaration.isIndirect = true
            records[name]?.declaration.kind = .union(declaration)
            indirect.insert(name)
        }
        var remaining = edges
        for (name, targets) in remaining { remaining[name] = targets.filter { !indirect.contains($0) } }
        for name in indirect { remaining[name] = [] }
        let second = cyclic(RecursionAnalysis.components(nodes: order, edges: remaining), remaining)
        for (name, component) in second {
            switch records[name]?.declaration.kind {
            case .structure(var declaration)?:
                for index in declaration.properties.indices where declaration.properties[index].isStored {
                    if byValueTargets(declaration.properties[index].type).contains(where: { second[$0] == component }) {
                        declaration.properties[index].isBoxed = true
                    }
                }
                records[name]?.declaration.kind = .structure(declaration)
            case .tuple?:
                if let record = records[name] { error("a prefixItems tuple that contains itself is not supported", at: record.source) }
            default:
                break
            }
        }
        for name in order {
            guard case .union(var declaration)? = records[name]?.declaration.kind else { continue }
            for index in declaration.variants.indices {
                var visiting: Set<TypeName> = [name]
                declaration.variants[index].kinds = kinds(of: declaration.variants[index].type, visiting: &visiting)
                    .subtracting(declaration.variants[index].excludedKinds)
            }
            records[name]?.declaration.kind = .union(declaration)
        }
        computeRules()
    }

    /// The JSON kinds a value of `usage` can be decoded from.
    func kinds(of usage: TypeUsage, visiting: inout Set<TypeName>) -> JSONKinds {
        switch usage {
        case .builtin(let builtin):
            switch builtin {
            case .string, .dateTime, .dateTimeText, .date, .uuid, .uri, .uriText: return .string
            case .integer, .double: return .number
            case .bool: return .boolean
            case .jsonValue: return .any
            case .jsonObject: return .object
            case .null: return .null
            }
        case .custom: return .any
        case .array: return .array
        case .dictionary: return .object
        case .optional(let wrapped), .nullable(let wrapped): return kinds(of: wrapped, visiting: &visiting).union(.null)
        case .alias(_, let underlying): return kinds(of: underlying, visiting: &visiting)
        case .named(let name):
            guard let declaration = declaration(name) else { return .any }
            switch declaration.kind {
            case .structure: return .object
            case .tuple: return .array
            case .alias(let underlying): return kinds(of: underlying, visiting: &visiting)
            case .enumeration(let enumeration):
                switch enumeration.rawType {
                case .string: return .string
                case .integer: return .number
                case .bool: return .boolean
                }
            case .union(let union):
                guard visiting.insert(name).inserted else { return .any }
                var result: JSONKinds = []
                for variant in union.variants { result.formUnion(kinds(of: variant.type, visiting: &visiting)) }
                return result
            }
        }
    }
}
