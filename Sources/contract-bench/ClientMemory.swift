import ContractRuntime
import Contracts
import Foundation

/// `contract-bench client-memory [MEMBERS] [--json-decoder] [--no-limit]`: the peak memory of one client call
/// whose response is a body of MEMBERS (default 1,000,000) unknown members, `{"success": true,
/// "deletedItemId": "job_1", "m0000000": 0, …}`, decoded as the generated `DeleteResponse`.
///
/// The body comes from an in-memory transport, so the figure is the client's own: parsing,
/// decoding and the decoded value (which keeps every unknown member). `--json-decoder` decodes with
/// a configured `JSONDecoder` instead of the plain decoder, which is what every call did before
/// generated models were decoded from the parsed document; `--no-limit` lifts
/// `APIClient.maximumResponseMembers`, so that the body is decoded whatever its size. Run each mode in its own process: the
/// peak is the process's (`getrusage`), and it never goes down.
enum ClientMemory {
    static func run(_ arguments: [String]) -> Int32 {
        let members = arguments.compactMap { Int($0) }.first ?? 1_000_000
        let useJSONDecoder = arguments.contains("--json-decoder")
        let body = makeBody(members: members)
        let before = peakResidentBytes()
        let decoder = useJSONDecoder ? FoundationResponseDecoder({ JSONDecoder() }) : FoundationResponseDecoder()
        var configured = APIClient<HistoryAPI>(
            baseURL: URL(string: "http://bench.invalid")!, transport: FixedResponse(body: body), retryPolicy: .never,
            decoder: decoder)
        if arguments.contains("--no-limit") { configured.maximumResponseMembers = .max }
        let client = configured
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let response = try await client.send(DeleteHistoryItem(jobID: "job_1"))
                outcome.set("\(response.unknownMembers.count) unknown members kept")
            } catch {
                outcome.set("failed: \(error)")
            }
            done.signal()
        }
        done.wait()
        let peak = peakResidentBytes()
        let mb = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1e6) }
        print("client-memory: \(useJSONDecoder ? "JSONDecoder" : "plain decoder (fast path)"), \(members) members, "
              + "member limit \(client.maximumResponseMembers), body \(mb(body.count))")
        print("  \(outcome.text)")
        print("  peak RSS \(mb(peak)) (\(String(format: "%.1f", Double(peak) / Double(body.count)))x the body); "
              + "before the call \(mb(before)); the call added \(mb(peak - before)) "
              + "(\(String(format: "%.1f", Double(peak - before) / Double(body.count)))x the body)")
        return 0
    }

    /// `{"success":true,"deletedItemId":"job_1","m0000000":0,...}`: 13 bytes a member.
    static func makeBody(members: Int) -> [UInt8] {
        var body = Array(#"{"success":true,"deletedItemId":"job_1""#.utf8)
        body.reserveCapacity(body.count + members * 13 + 1)
        for index in 0..<members {
            body.append(contentsOf: #","m\#(String(format: "%07d", index))":0"#.utf8)
        }
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// The process's peak resident set so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on Apple platforms
        #endif
    }

    /// Answers every request with 200 and the same body.
    struct FixedResponse: Transport {
        let body: [UInt8]

        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    final class Outcome: @unchecked Sendable {  // @unchecked: written once before the semaphore is signalled
        private(set) var text = ""
        func set(_ value: String) { text = value }
    }
}
