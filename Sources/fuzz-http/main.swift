import ContractRuntime
import Contracts
import Dispatch
import Foundation
import FuzzSupport

// Fuzz target for the client's response path: the input is the raw bytes a server sends (status line,
// header fields, body). The first byte picks how the bytes are cut into reads (1…256 bytes each) and
// whether the request was a HEAD. The HTTP/1.1 parser must end with a response or a typed
// TransportError within its limits (never crash, never hold more than the limit); a response must then
// go through APIClient — status check, JSON parsing, strict validation, decoding of the generated
// models — to a value or a ClientError.

/// A transport that answers every request with one fixed response (or failure).
struct FixedTransport: Transport {
    let outcome: Result<HTTPResponse, TransportError>
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse { try outcome.get() }
}

let limit = 4096

func parse(_ raw: ArraySlice<UInt8>, readSize: Int, head: Bool) -> Result<HTTPResponse, TransportError> {
    var parser = HTTP1ResponseParser(maximumBodyBytes: limit, expectsBody: !head)
    var index = raw.startIndex
    do throws(TransportError) {
        while index < raw.endIndex, !parser.isComplete {
            let end = min(raw.endIndex, index + readSize)
            try parser.consume(raw[index..<end])
            index = end
        }
        let response = try parser.finish()
        precondition(response.body.count <= limit, "the parser kept more than its limit")
        precondition((100..<1000).contains(response.status), "a response without a valid status")
        return .success(response)
    } catch {
        precondition(!error.message.isEmpty, "a transport error without a message")
        return .failure(error)
    }
}

func checkResponse(_ bytes: [UInt8]) {
    guard let control = bytes.first else { return }
    let outcome = parse(bytes.dropFirst(), readSize: Int(control & 0x7F) * 2 + 1, head: control & 0x80 != 0)
    let transport = FixedTransport(outcome: outcome)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let sessions = APIClient<SessionsAPI>(
            baseURL: URL(string: "http://127.0.0.1:9")!, transport: transport, retryPolicy: .never,
            validation: .strict(SessionsAPI.payloadValidator))
        let history = APIClient<HistoryAPI>(baseURL: URL(string: "http://127.0.0.1:9")!, transport: transport, retryPolicy: .never)
        let round = await capture { () async throws(ClientError) in try await sessions.send(GetRound(roundID: "r1")) }
        let page = await capture { () async throws(ClientError) in try await history.send(ListHistory()) }
        for result in [round.map { _ in () }, page.map { _ in () }] {
            if case .failure(let error) = result {
                precondition(!error.userMessage.isEmpty && !error.description.isEmpty, "a client error without a message")
                if case .success(let response) = outcome, response.isSuccess {
                    guard case .payload = error.reason else { preconditionFailure("a 2xx response failed with \(error)") }
                }
            }
        }
        done.signal()
    }
    done.wait()
}

func capture<Value>(_ call: () async throws(ClientError) -> Value) async -> Result<Value, ClientError> {
    do { return .success(try await call()) } catch { return .failure(error) }
}

runFuzzer(checkResponse)
