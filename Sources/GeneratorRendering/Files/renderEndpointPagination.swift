import GeneratorTranslation

/// The paging members of a paginated endpoint's request type in `Endpoints.swift`: how `ContractClient`
/// finds a page's items and the next page.
extension RenderContext {
    /// The expression reading `accessor` from `page`, and whether it is optional.
    func expression(_ accessor: ResponseAccessor) -> (text: String, isOptional: Bool) {
        PropertyChain.expression(from: "page", accessor.steps)
    }

    func renderPagination(_ pagination: EndpointPagination, into writer: inout SourceWriter) {
        let items = expression(pagination.items)
        writer.lines(SwiftEscaping.docComment(["The items of `page` (`\(pagination.items.pointer)`)."]))
        writer.block("\(access)static func items(in page: Response) -> [Item]") { writer in
            writer.line(items.isOptional ? "\(items.text) ?? []" : items.text)
        }
        switch pagination.style {
        case .cursor(let nextCursor):
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The cursor of the page after `page` (`\(nextCursor.pointer)`); `nil` at the end."]))
            writer.block("\(access)static func nextCursor(in page: Response) -> Swift.String?") { writer in
                writer.line(expression(nextCursor).text)
            }
        case .offset(let hasMore, let totalCount):
            if let hasMore {
                let value = expression(hasMore)
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["Whether items follow `page` (`\(hasMore.pointer)`)."]))
                writer.block("\(access)static func hasMore(in page: Response) -> Swift.Bool") { writer in
                    writer.line(value.isOptional ? "\(value.text) ?? true" : value.text)
                }
            }
            if let totalCount {
                let value = expression(totalCount)
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["The number of items in the whole list (`\(totalCount.pointer)`)."]))
                writer.block("\(access)static func totalCount(in page: Response) -> Swift.Int?") { writer in
                    if totalCount.valueType == .builtin(.integer(.int)) {
                        writer.line(value.text)
                    } else if value.isOptional {
                        writer.line("(\(value.text)).map { Swift.Int(clamping: $0) }")
                    } else {
                        writer.line("Swift.Int(clamping: \(value.text))")
                    }
                }
            }
        }
    }
}
