/// The texts shown to users when a call fails, keyed by the kind of failure.
///
/// ``standard`` holds the defaults (from the seed documents where they say); an API
/// (``APIDefinition/messages``) and an endpoint (``EndpointDefinition/messages``) can replace any
/// of them, and ``ClientError/userMessage`` picks the most specific text that applies:
///
/// - a status code: its own key (`403`), then its class (`.clientErrors` / `.serverErrors`), then `.other`;
/// - a timeout: `.timeout`, then `.connection`; a malformed or too large response: `.payload`; other
///   transport failures: `.connection`;
/// - a payload that is not JSON or breaks the contract: `.payload`; a cancelled call: `.cancelled`;
/// - a request that could not be built or a failing middleware: `.other`.
///
/// ```swift
/// let messages: UserMessages = [403: "You don't have access to this household's history.",
///                               .serverErrors: "Something went wrong on our end. Try again in a moment."]
/// ```
public struct UserMessages: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// What a message is for. Status codes are written as integer literals (`404`).
    public struct Key: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The key as written in `*.endpoints.json`: `"403"`, `"5xx"`, `"connection"`, ….
        public let rawValue: String

        /// Creates a key from its `*.endpoints.json` spelling.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a key from its `*.endpoints.json` spelling.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The key for one status code.
        public init(integerLiteral status: Int) {
            self.init(String(status))
        }

        /// The key for one status code.
        public static func status(_ status: Int) -> Key { Key(String(status)) }

        /// The server could not be reached or the connection broke.
        public static let connection: Key = "connection"
        /// The server did not answer in time (falls back to ``connection``).
        public static let timeout: Key = "timeout"
        /// Any 4xx status without its own message.
        public static let clientErrors: Key = "4xx"
        /// Any 5xx status without its own message.
        public static let serverErrors: Key = "5xx"
        /// The response was not JSON or broke the contract.
        public static let payload: Key = "payload"
        /// The call was cancelled (usually not shown).
        public static let cancelled: Key = "cancelled"
        /// Anything else.
        public static let other: Key = "other"

        /// The raw key.
        public var description: String { rawValue }
    }

    /// The defaults. Texts in quotes come from the seed documents (session-history-view.md, State 6).
    ///
    /// | key | text |
    /// |---|---|
    /// | connection | "Check your connection and try again." |
    /// | 401 | Your session has expired. Sign in again. |
    /// | 403 | You don't have access to this. |
    /// | 404 | This couldn't be found. It may have been deleted. |
    /// | 409 | This was changed in the meantime. Refresh and try again. |
    /// | 429 | Too many requests right now. Try again in a moment. |
    /// | 4xx | Something went wrong. Try again. |
    /// | 5xx | "Something went wrong on our end. Try again in a moment." |
    /// | payload | "Something went wrong on our end. Try again in a moment." |
    /// | cancelled | The request was cancelled. |
    /// | other | Something went wrong. Try again. |
    public static let standard: UserMessages = [
        .connection: "Check your connection and try again.",
        401: "Your session has expired. Sign in again.",
        403: "You don't have access to this.",
        404: "This couldn't be found. It may have been deleted.",
        409: "This was changed in the meantime. Refresh and try again.",
        429: "Too many requests right now. Try again in a moment.",
        .clientErrors: "Something went wrong. Try again.",
        .serverErrors: "Something went wrong on our end. Try again in a moment.",
        .payload: "Something went wrong on our end. Try again in a moment.",
        .cancelled: "The request was cancelled.",
        .other: "Something went wrong. Try again.",
    ]

    /// The messages by key.
    public private(set) var texts: [Key: String]

    /// Creates messages from a literal; a repeated key keeps its last text.
    public init(dictionaryLiteral elements: (Key, String)...) {
        self.texts = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The text for `key`, if there is one (without fallbacks).
    public subscript(key: Key) -> String? {
        get { texts[key] }
        set { texts[key] = newValue }
    }

    /// These messages with `overrides` replacing texts of the same keys.
    public func merging(_ overrides: UserMessages) -> UserMessages {
        var merged = self
        merged.texts.merge(overrides.texts, uniquingKeysWith: { _, override in override })
        return merged
    }

    /// The most specific text for `reason`, falling back as described above; if even `.other` is
    /// missing, the standard `.other` text.
    public func message(for reason: ClientError.Reason) -> String {
        let keys: [Key]
        switch reason {
        case .transport(let error) where error.kind == .timedOut:
            keys = [.timeout, .connection]
        case .transport(let error) where error.kind == .cancelled:
            keys = [.cancelled]
        case .transport(let error) where error.kind == .malformedResponse || error.kind == .responseTooLarge:
            // The server's fault, like a body that breaks the contract.
            keys = [.payload]
        case .transport:
            keys = [.connection]
        case .status(let response):
            let family: Key? = switch response.status {
            case 400..<500: .clientErrors
            case 500..<600: .serverErrors
            default: nil
            }
            keys = [.status(response.status)] + (family.map { [$0] } ?? [])
        case .payload:
            keys = [.payload]
        case .cancelled:
            keys = [.cancelled]
        case .invalidRequest, .middleware:
            keys = []
        }
        for key in keys + [.other] {
            if let text = texts[key] { return text }
        }
        return Self.standard.texts[.other] ?? ""
    }
}
