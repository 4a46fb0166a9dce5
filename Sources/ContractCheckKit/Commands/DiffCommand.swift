struct DiffCommand {
    init(_ arguments: [String]) throws(UsageError) {}
    func run(_ console: Console) throws -> Int32 { 2 }
}
