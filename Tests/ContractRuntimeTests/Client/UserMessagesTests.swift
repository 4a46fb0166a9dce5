import ContractRuntime
import Contracts
import Foundation
import Testing

/// Which text the user sees for which failure.
@Suite("User-facing messages")
struct UserMessagesTests {
    func status(_ code: Int) -> ClientError.Reason { .status(HTTPResponse(status: code)) }

    @Test("The standard texts reproduce the seed's network and server texts")
    func seedTexts() {
        let messages = UserMessages.standard
        #expect(messages.message(for: .transport(TransportError(.offline, ""))) == "Check your connection and try again.")
        #expect(messages.message(for: .transport(TransportError(.timedOut, ""))) == "Check your connection and try again.")
        #expect(messages.message(for: .transport(TransportError(.connectionLost, ""))) == "Check your connection and try again.")
        for code in [500, 502, 503, 504] {
            #expect(messages.message(for: status(code)) == "Something went wrong on our end. Try again in a moment.")
        }
    }

    @Test("Specific beats general: status, then status class, then other")
    func fallbacks() {
        let messages: UserMessages = [418: "I'm a teapot.", .clientErrors: "Client problem.", .other: "Other."]
        #expect(messages.message(for: status(418)) == "I'm a teapot.")
        #expect(messages.message(for: status(400)) == "Client problem.")
        #expect(messages.message(for: status(500)) == "Other.")
        #expect(messages.message(for: status(302)) == "Other.")
        #expect(messages.message(for: .invalidRequest("x")) == "Other.")
        let timeouts: UserMessages = [.timeout: "Too slow.", .connection: "No network."]
        #expect(timeouts.message(for: .transport(TransportError(.timedOut, ""))) == "Too slow.")
        #expect(timeouts.message(for: .transport(TransportError(.offline, ""))) == "No network.")
        #expect(UserMessages().message(for: .cancelled) == "Something went wrong. Try again.")
    }

    @Test("Endpoint messages beat the API's, which beat the standard ones")
    func layering() async throws {
        let transport = ScriptedTransport([.success(HTTPResponse(status: 403))])
        let client = APIClient<SessionsAPI>(baseURL: URL(string: "https://movienight.example.com")!, transport: transport)

        let forbidden = try await failure { try await client.send(GetRound(roundID: "r1")) }
        #expect(forbidden.userMessage == "You don't have access to this household's history.")

        let missing = ScriptedTransport([.success(HTTPResponse(status: 404))])
        let listing = APIClient<SessionsAPI>(baseURL: URL(string: "https://movienight.example.com")!, transport: missing)
        let notFound = try await failure { try await listing.send(ListSessions(groupID: "g")) }
        #expect(notFound.userMessage == "This household wasn't found.")

        let history = APIClient<HistoryAPI>(baseURL: URL(string: "https://edit.example.com")!, transport: transport)
        let standard = try await failure { try await history.send(DeleteHistoryItem(jobID: "job_1")) }
        #expect(standard.userMessage == "You don't have access to this.")
    }

    @Test("ClientError describes itself for logs without header values")
    func description() async throws {
        let transport = ScriptedTransport([.success(HTTPResponse(status: 404))])
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!, transport: transport,
            middlewares: [BearerTokenMiddleware(token: "s3cr3t")]
        )
        do {
            _ = try await client.send(GetRound(roundID: "r1"))
            Issue.record("expected a failure")
        } catch {
            // `send` throws `ClientError`, typed: no cast needed.
            let typed: ClientError = error
            #expect(typed.description == "sessions.getRound GET https://movienight.example.com/rounds/r1: HTTP 404 after 1 attempt")
            #expect(!typed.isCancelled)
        }
    }
}
