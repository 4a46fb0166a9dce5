// Test double of the code the generator will emit from Schemas/history/history.endpoints.json and
// the history schemas. Hand-written; the generated code replaces it.

import ContractRuntime

/// Double of generated `HistoryAPI`.
enum HistoryAPI: APIDefinition {
    static let name = "history"
}

/// Double of generated `JobStatus` (job-status.schema.json).
enum JobStatus: String, Codable, Sendable {
    case completed, processing, failed, cancelled
}

/// Double of generated `HistoryPage` (history-page.schema.json).
struct HistoryPage: Codable, Sendable, Equatable {
    var items: [HistoryItem]
    var totalCount: Int
    var hasMore: Bool
}

/// Double of generated `HistoryItem` (history-item.schema.json); `parameters` left out.
struct HistoryItem: Codable, Sendable, Equatable {
    var id: String
    var thumbnailUrl: String?
    var effectTitle: String
    var effectId: String
    var status: JobStatus
    var createdAt: String
    var resultUrl: String?
    var originalImageKey: String?
}

/// Double of generated `DeleteResponse` (delete-response.schema.json).
struct DeleteResponse: Codable, Sendable, Equatable {
    var success: Bool
    var deletedItemId: String
}

/// Double of generated `RerunRequest` (rerun-request.schema.json), with numeric parameters only.
struct RerunRequest: Codable, Sendable, Equatable {
    var imageKey: String
    var effectId: String
    var parameters: [String: Double]?
}

/// Double of generated `RerunResponse` (rerun-response.schema.json).
struct RerunResponse: Codable, Sendable, Equatable {
    var jobId: String
    var status: String
}

/// Double of generated `ListHistory` (endpoint `listHistory`).
struct ListHistory: OffsetPaginated {
    typealias API = HistoryAPI
    typealias Response = HistoryPage
    typealias Item = HistoryItem

    /// Double of the generated enum for the `status` query parameter.
    enum StatusFilter: String, Sendable {
        case completed, processing, failed
    }

    static let definition = EndpointDefinition(
        name: "listHistory",
        method: .get,
        path: "/api/v1/history",
        responseSchema: "https://contracts.local/history/history-page.schema.json"
    )

    var limit: Int = 50
    var offset: Int = 0
    var status: StatusFilter?

    func requestParts() -> RequestParts {
        RequestParts(query: ["limit": String(limit), "offset": String(offset), "status": status?.rawValue])
    }

    static func items(in page: HistoryPage) -> [HistoryItem] { page.items }
    static func hasMore(in page: HistoryPage) -> Bool { page.hasMore }
    static func totalCount(in page: HistoryPage) -> Int? { page.totalCount }
}

/// Double of generated `DeleteHistoryItem` (endpoint `deleteHistoryItem`).
struct DeleteHistoryItem: Endpoint {
    typealias API = HistoryAPI
    typealias Response = DeleteResponse

    static let definition = EndpointDefinition(
        name: "deleteHistoryItem",
        method: .delete,
        path: "/api/v1/history/{jobId}",
        responseSchema: "https://contracts.local/history/delete-response.schema.json"
    )

    var jobID: String

    func requestParts() -> RequestParts {
        RequestParts(path: ["jobId": jobID])
    }
}

/// Double of generated `RerunJob` (endpoint `rerunJob`, which accepts an idempotency key).
struct RerunJob: Endpoint {
    typealias API = HistoryAPI
    typealias Response = RerunResponse

    static let definition = EndpointDefinition(
        name: "rerunJob",
        method: .post,
        path: "/api/v1/jobs",
        requestSchema: "https://contracts.local/history/rerun-request.schema.json",
        responseSchema: "https://contracts.local/history/rerun-response.schema.json"
    )

    var body: RerunRequest
    var idempotencyKey: String?

    init(_ body: RerunRequest, idempotencyKey: String? = nil) {
        self.body = body
        self.idempotencyKey = idempotencyKey
    }

    func requestParts() throws -> RequestParts {
        RequestParts(body: try .json(body))
    }
}
