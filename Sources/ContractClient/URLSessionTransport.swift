import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``Transport``: sends requests with Foundation's `URLSession` on Apple platforms, and
/// with a built-in HTTP/1.1 client on Linux.
///
/// It enforces ``HTTPRequest/timeout`` as a deadline for the whole exchange, cancels the exchange
/// when the calling task is cancelled, and tells a body cut short (the connection closed before
/// `Content-Length` bytes arrived) apart from other failures, reporting it as
/// ``TransportError/Kind/connectionLost``.
///
/// Hostile servers end in a typed ``TransportError``, never a crash or unbounded memory:
/// - a response larger than `maximumResponseBytes` (``defaultMaximumResponseBytes``, 32 MiB, by
///   default) fails with ``TransportError/Kind/responseTooLarge`` while it arrives, as soon as the
///   announced `Content-Length`, the bytes received or the bytes after decompression pass the limit;
/// - redirects follow the ``RedirectPolicy``: credentials never go to another origin;
/// - on Linux, requests do not go through FoundationNetworking, which aborts the process on a
///   response that ends inside its headers (`NativeProtocol.swift: Fatal error: Transfer completed,
///   but there's no response`, over `http` and `https` alike). A built-in HTTP/1.1 client sends them
///   instead (see `HTTP1Transport`): `http://` over a TCP socket, `https://` over a TLS connection
///   that the system's libcurl — the library under FoundationNetworking — sets up and verifies, on
///   x86_64 and arm64. It asks for `Accept-Encoding: identity` and refuses encoded bodies, so no
///   decompression bomb reaches it. Where libcurl cannot be loaded, or on other architectures,
///   `https://` falls back to FoundationNetworking.
/// - A server whose certificate is not trusted, or does not name the host, fails with
///   ``TransportError/Kind/other`` (a TLS failure); there is no option to skip verification. For a
///   private PKI, pass its certificate authorities as `trustedCertificates`.
///
/// ```swift
/// let client = APIClient<SessionsAPI>(baseURL: url, transport: URLSessionTransport())
/// let internal = URLSessionTransport(trustedCertificates: URL(fileURLWithPath: "/etc/acme/ca.pem"))
/// ```
public final class URLSessionTransport: Transport {
    /// A transport shared by clients that don't pass their own.
    public static let shared = URLSessionTransport()

    /// The default limit on a response body: 32 MiB, before and after decompression.
    public static let defaultMaximumResponseBytes = 32 * 1024 * 1024

    private let session: URLSession
    private let delegate: SessionDelegate
    /// The session's delegate queue (serial): exchanges cancel their tasks through it.
    private let delegateQueue: OperationQueue
    /// The largest response body accepted, in bytes.
    public let maximumResponseBytes: Int
    /// Which redirects are followed, and with which headers.
    public let redirects: RedirectPolicy
    /// A PEM file of the certificate authorities that `https://` servers must chain to, instead of
    /// the system's; `nil` (the default) for the system's.
    public let trustedCertificates: URL?
    private let builtInHTTP: Bool

    /// Creates a transport with its own session.
    ///
    /// - Parameters:
    ///   - configuration: The session configuration. The default is an ephemeral configuration
    ///     without a response cache, so every call reaches the server. The built-in client on Linux
    ///     does not use it (no cookies, caches, proxies or extra headers from it).
    ///   - maximumResponseBytes: The largest response body accepted, compressed or not;
    ///     ``defaultMaximumResponseBytes`` by default.
    ///   - redirects: Which redirects to follow; ``RedirectPolicy/standard`` by default.
    ///   - trustedCertificates: A PEM file of the certificate authorities to trust for `https://`
    ///     instead of the system's, for servers of a private PKI; `nil` (the default) trusts the
    ///     system's. Honoured by the built-in client on Linux; where requests go through `URLSession`
    ///     (Apple platforms, or Linux without libcurl), an `https://` request with this set fails
    ///     with ``TransportError/Kind/other`` rather than trusting other authorities than these.
    public convenience init(
        configuration: URLSessionConfiguration? = nil,
        maximumResponseBytes: Int = URLSessionTransport.defaultMaximumResponseBytes,
        redirects: RedirectPolicy = .standard,
        trustedCertificates: URL? = nil
    ) {
        self.init(configuration: configuration, maximumResponseBytes: maximumResponseBytes, redirects: redirects,
                  trustedCertificates: trustedCertificates, builtInHTTP: true)
    }

    /// Creates a transport; with `builtInHTTP: false`, requests go through FoundationNetworking on
    /// Linux too (for tests of that path).
    package init(
        configuration: URLSessionConfiguration?,
        maximumResponseBytes: Int,
        redirects: RedirectPolicy,
        trustedCertificates: URL? = nil,
        builtInHTTP: Bool
    ) {
        self.maximumResponseBytes = max(0, maximumResponseBytes)
        self.redirects = redirects
        self.trustedCertificates = trustedCertificates
        self.builtInHTTP = builtInHTTP
        let configuration = configuration ?? {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            return configuration
        }()
        let delegate = SessionDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "ContractClient.URLSessionTransport"
        self.delegate = delegate
        self.delegateQueue = queue
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request`: with the built-in HTTP/1.1 client on Linux, else with `URLSession`.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw TransportError(.cancelled, "cancelled before sending") }
        #if canImport(Glibc)
        if builtInHTTP, HTTP1Transport.canSend(to: request.url) {
            return try await HTTP1Transport(
                maximumResponseBytes: maximumResponseBytes, redirects: redirects,
                trustedCertificates: trustedCertificates?.path
            ).send(request)
        }
        #endif
        if trustedCertificates != nil, request.url.scheme?.lowercased() == "https" {
            throw Self.untrustableHTTPS
        }
        let task = session.dataTask(with: Self.urlRequest(for: request))
        let exchange = Exchange(task: task, request: request, limit: maximumResponseBytes, redirects: redirects,
                                refusesHTTPS: trustedCertificates != nil, delegateQueue: delegateQueue)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
                exchange.start(continuation: continuation, delegate: delegate, timeout: request.timeout)
            }
        } onCancel: {
            exchange.cancel()
        }
        return try result.get()
    }

    /// Why an `https://` request with ``trustedCertificates`` is not sent through `URLSession`.
    static let untrustableHTTPS = TransportError(
        .other, "trustedCertificates cannot be applied to URLSession here: not sent rather than trusting other certificate authorities")

    static func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        if let body = request.body {
            urlRequest.httpBody = Data(body)
        }
        // URLSession's own timeout, in whole seconds on Linux, is only a backstop: the exchange enforces
        // the real deadline. It must never fire first: FoundationNetworking's timer, firing while a
        // redirect waits for the delegate's answer, makes that answer abort the process ("Received
        // callback for HTTP redirection, but we're not waiting for it"); 30 s after the deadline the
        // exchange has long cancelled the task. At most 24 days: FoundationNetworking traps converting
        // a longer one (a timeout of `.seconds(Int64.max)`) to libcurl's milliseconds.
        urlRequest.timeoutInterval = min((request.timeout.inSeconds + 30).rounded(.up), Double(Int32.max) / 1000)
        return urlRequest
    }
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// One request in flight: its data task, what has arrived so far, and how it ends.
private final class Exchange: @unchecked Sendable {
    private let lock = NSLock()
    private let task: URLSessionDataTask
    private let expectsBody: Bool
    private let limit: Int
    private let redirects: RedirectPolicy
    /// The request as last sent: the original, then each redirect.
    private var current: HTTPRequest
    private var redirectCount = 0
    /// A redirect the policy refused: reported when the task completes (ending the task from inside
    /// the redirect callback makes FoundationNetworking abort).
    private var refusedRedirect: TransportError?
    private var continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>?
    private var body: [UInt8] = []
    private var ending: TransportError.Kind?
    private var finished = false
    private var deadline: DispatchWorkItem?

    /// Whether a redirect to `https://` is refused (the transport has trusted certificates that
    /// `URLSession` cannot apply).
    private let refusesHTTPS: Bool
    /// The session's serial delegate queue, through which the task is cancelled (see ``end(_:_:)``).
    private let delegateQueue: OperationQueue

    /// Whether the exchange has an outcome, or is being cancelled; read with the lock held.
    private var hasEnded: Bool { finished || ending != nil }

    init(task: URLSessionDataTask, request: HTTPRequest, limit: Int, redirects: RedirectPolicy, refusesHTTPS: Bool,
         delegateQueue: OperationQueue) {
        self.refusesHTTPS = refusesHTTPS
        self.delegateQueue = delegateQueue
        self.task = task
        self.expectsBody = request.method != .head
        self.current = request
        self.limit = limit
        self.redirects = redirects
    }

    func start(
        continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>,
        delegate: SessionDelegate,
        timeout: Duration
    ) {
        lock.lock()
        if let ending {
            // Cancelled before it started.
            finished = true
            lock.unlock()
            continuation.resume(returning: .failure(TransportError(ending, "cancelled before sending")))
            return
        }
        self.continuation = continuation
        let deadline = DispatchWorkItem { [weak self] in self?.end(.timedOut) }
        self.deadline = deadline
        delegate.register(self, for: task)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout.inSeconds), execute: deadline)
        // Resumed under the lock, so a cancellation either comes before (and is seen above) or
        // after (and cancels a running task).
        task.resume()
        lock.unlock()
    }

    /// Stops the exchange because the calling task was cancelled.
    func cancel() {
        end(.cancelled)
    }

    /// Ends the exchange now with `kind`, without waiting for `URLSession` to report the
    /// cancelled task.
    ///
    /// The task is cancelled from the delegate queue, never directly: FoundationNetworking aborts the
    /// process when a task is cancelled while a redirect waits for the delegate's answer and the
    /// answer comes afterwards. On the serial delegate queue the cancellation runs after a redirect
    /// callback already queued (which answers first), and a redirect callback queued after it finds
    /// the exchange ended and does not answer (``redirect(_:)``).
    private func end(_ kind: TransportError.Kind, _ explanation: String? = nil) {
        lock.lock()
        if hasEnded {
            lock.unlock()
            return
        }
        ending = kind
        guard let continuation else {
            // Not started yet: `start` sees `ending` and fails at once.
            lock.unlock()
            return
        }
        finished = true
        self.continuation = nil
        deadline?.cancel()
        lock.unlock()
        delegateQueue.addOperation { [task] in task.cancel() }
        let message = explanation ?? (kind == .timedOut ? "no complete response in time" : "cancelled")
        continuation.resume(returning: .failure(TransportError(kind, message)))
    }

    /// Takes the next bytes of the body (decompressed by FoundationNetworking), failing the exchange
    /// as soon as they, or the bytes received on the wire, pass the limit.
    func received(_ data: Data) {
        lock.lock()
        if hasEnded {
            lock.unlock()
            return
        }
        let tooLarge = data.count > limit - body.count || task.countOfBytesReceived > Int64(limit)
        if !tooLarge { body.append(contentsOf: data) }
        lock.unlock()
        if tooLarge { end(.responseTooLarge, "the response body is larger than \(limit) bytes") }
    }

    /// Whether the response head is acceptable: a body announced larger than the limit is not.
    func receivedHead(_ response: URLResponse) -> Bool {
        guard response.expectedContentLength <= Int64(limit) else {
            end(.responseTooLarge, "the response announces \(response.expectedContentLength) bytes, more than the limit of \(limit)")
            return false
        }
        return true
    }

    /// What to answer a redirect, as the policy says; ``RedirectAnswer/withheld`` once the exchange
    /// has ended.
    func redirect(_ response: HTTPURLResponse) -> RedirectAnswer {
        lock.lock()
        if hasEnded {
            lock.unlock()
            return .withheld
        }
        let outcome = Result { () throws(TransportError) in
            let next = try redirects.next(after: current, status: response.statusCode,
                                          location: response.value(forHTTPHeaderField: "Location"), count: redirectCount)
            if refusesHTTPS, next?.url.scheme?.lowercased() == "https" { throw URLSessionTransport.untrustableHTTPS }
            return next
        }
        var next: HTTPRequest?
        switch outcome {
        case .success(let request):
            next = request
            if request != nil {
                current = request!
                redirectCount += 1
            }
        case .failure(let error):
            refusedRedirect = error
        }
        lock.unlock()
        return next.map { .follow(URLSessionTransport.urlRequest(for: $0)) } ?? .stop
    }

    /// The delegate's answer to a redirect.
    enum RedirectAnswer {
        /// Send this request next.
        case follow(URLRequest)
        /// The 3xx response is the response.
        case stop
        /// No answer: the exchange has ended and its task's cancellation is queued behind the
        /// callback. An answer given after that cancellation aborts the process in FoundationNetworking.
        case withheld
    }

    func completed(with error: (any Error)?, response: URLResponse?) {
        lock.lock()
        guard !finished, let continuation else {
            lock.unlock()
            return
        }
        finished = true
        self.continuation = nil
        deadline?.cancel()
        let result = outcome(error: error, response: response as? HTTPURLResponse)
        lock.unlock()
        continuation.resume(returning: result)
    }

    /// Must be called with the lock held.
    private func outcome(error: (any Error)?, response: HTTPURLResponse?) -> Result<HTTPResponse, TransportError> {
        if let refusedRedirect { return .failure(refusedRedirect) }
        if let error {
            let urlError = error as? URLError
            let description = urlError.map { "\($0.code.rawValue) \($0.localizedDescription)" } ?? "\(error)"
            if urlError?.code == .cancelled {
                return .failure(TransportError(.cancelled, description))
            }
            if response != nil, urlError?.code != .timedOut {
                // The status line and headers arrived, the whole body did not.
                return .failure(TransportError(
                    .connectionLost,
                    "the connection closed after \(body.count) bytes of the body (\(description))"
                ))
            }
            return .failure(TransportError(Self.kind(of: urlError?.code), description))
        }
        guard let response else {
            return .failure(TransportError(.other, "the response is not an HTTP response"))
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add("\(name)", "\(value)")
        }
        let hasBody = expectsBody && response.statusCode >= 200 && response.statusCode != 204 && response.statusCode != 304
        if hasBody, let expected = headers["Content-Length"].flatMap(Int.init), headers["Content-Encoding"] == nil,
           expected > body.count {
            return .failure(TransportError(
                .connectionLost,
                "the connection closed after \(body.count) of \(expected) bytes of the body"
            ))
        }
        return .success(HTTPResponse(status: response.statusCode, headers: headers, body: body))
    }

    private static func kind(of code: URLError.Code?) -> TransportError.Kind {
        switch code {
        case .timedOut?:
            .timedOut
        case .notConnectedToInternet?, .cannotConnectToHost?, .cannotFindHost?, .dnsLookupFailed?,
             .dataNotAllowed?, .internationalRoamingOff?, .callIsActive?:
            .offline
        case .networkConnectionLost?:
            .connectionLost
        case .cancelled?:
            .cancelled
        default:
            .other
        }
    }
}

/// Routes `URLSession` delegate callbacks to the exchange of each task.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    func register(_ exchange: Exchange, for task: URLSessionTask) {
        lock.lock()
        exchanges[task.taskIdentifier] = exchange
        lock.unlock()
    }

    private func exchange(for task: URLSessionTask, removing: Bool = false) -> Exchange? {
        lock.lock()
        defer { lock.unlock() }
        return removing ? exchanges.removeValue(forKey: task.taskIdentifier) : exchanges[task.taskIdentifier]
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.received(data)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = exchange(for: dataTask)?.receivedHead(response) ?? true
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Never FoundationNetworking's own copy of the request: it would carry every header along.
        switch exchange(for: task)?.redirect(response) ?? .stop {
        case .follow(let request): completionHandler(request)
        case .stop: completionHandler(nil)
        case .withheld: break
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(for: task, removing: true)?.completed(with: error, response: task.response)
    }
}
