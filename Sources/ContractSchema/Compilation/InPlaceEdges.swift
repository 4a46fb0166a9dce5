/// The in-place applicator edges between compiled nodes (`$ref`, `allOf`, `not`, `if`…), which loop
/// detection follows.
///
/// Collected as one flat list while compiling (a dictionary of arrays cost an array per node), grouped by
/// source node only when loops are checked; each node's targets keep the order they were added in.
struct InPlaceEdges {
    private var sources: [NodeID] = []
    private var targets: [NodeID] = []

    /// Whether no edge was recorded (then no loop is possible).
    var isEmpty: Bool { sources.isEmpty }

    /// Records an edge from `source` to `target`.
    mutating func add(_ source: NodeID, _ target: NodeID) {
        sources.append(source)
        targets.append(target)
    }

    /// Records an edge from `source` to each of `targets`, in order.
    mutating func add(_ source: NodeID, contentsOf targets: [NodeID]) {
        for target in targets { add(source, target) }
    }

    /// The targets of node `n` are `targets[start[n] ..< start[n + 1]]`, in the order they were added.
    func grouped(nodeCount: Int) -> (start: [Int], targets: [NodeID]) {
        var start = [Int](repeating: 0, count: nodeCount + 1)
        for source in sources { start[source + 1] += 1 }
        for node in 0..<nodeCount { start[node + 1] += start[node] }
        var next = start
        var grouped = [NodeID](repeating: 0, count: targets.count)
        for (source, target) in zip(sources, targets) {
            grouped[next[source]] = target
            next[source] += 1
        }
        return (start, grouped)
    }
}
