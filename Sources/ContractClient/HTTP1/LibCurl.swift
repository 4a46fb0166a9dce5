#if os(Linux) && (arch(x86_64) || arch(arm64))
import Glibc

/// The few functions of libcurl's easy and multi interfaces that ``TLSConnection`` and ``TLSDriver`` use,
/// looked up at run time.
///
/// Trade-off: the package takes no dependencies and no system-library target (no curl headers at
/// build time), yet `https://` needs TLS, and FoundationNetworking — the only TLS stack the toolchain
/// brings on Linux — aborts the process on some broken responses (see ``HTTP1Transport``). libcurl is
/// what FoundationNetworking itself drives, so it is always installed wherever FoundationNetworking
/// runs: this loads it with `dlopen`/`dlsym` and uses it for exactly one thing, a verified TLS
/// connection (`CURLOPT_CONNECT_ONLY`, then `curl_easy_send`/`curl_easy_recv`). libcurl never sees
/// an HTTP message: the request is written and the response parsed by the built-in HTTP/1.1 client,
/// the same code as for `http://`. If libcurl cannot be loaded, ``shared`` is `nil` and
/// ``URLSessionTransport`` falls back to FoundationNetworking.
///
/// ## Calling the variadic `curl_easy_setopt` and `curl_easy_getinfo`
/// Both are declared `(CURL *, int, ...)` in curl.h. Swift cannot call C variadic functions, so they
/// are called through fixed-arity `@convention(c)` pointers whose third parameter has the type of the
/// value passed (`long`, a data pointer or a function pointer — never a floating-point value). This is
/// sound on exactly the two ABIs this file is compiled for:
/// - **x86_64 System V**: variadic arguments are classified and passed exactly like fixed ones (the
///   third argument in `%rdx`, whatever the prototype). The only difference is the hidden `%al`, which
///   a caller of a variadic function sets to an upper bound of the vector registers it used, and which
///   a fixed-arity call leaves undefined. The callee's prologue only tests `%al` for zero to decide
///   whether to spill `%xmm0-7` into its register-save area (`test %al,%al; je` in Debian's libcurl
///   7.88 and in every GCC or Clang build since GCC 4.6): a non-zero value spills registers nobody
///   reads, because no option used here takes a floating-point value.
/// - **AArch64 AAPCS64 (Linux)**: variadic arguments are passed in `x0-x7` like fixed ones. (Apple's
///   arm64 ABI puts variadic arguments on the stack instead: one reason this code is Linux-only.)
/// `CURLoption` and `CURLINFO` are C enums, passed as `Int32`; `long` is `Int` (LP64);
/// `CURLcode` returns as `Int32`.
struct LibCurl: @unchecked Sendable {  // @unchecked: immutable C function pointers, callable from any thread
    typealias Easy = OpaquePointer

    let easyInit: @convention(c) () -> Easy?
    let easyCleanup: @convention(c) (Easy?) -> Void
    /// `curl_easy_setopt` for options that take a `long`.
    let setLong: @convention(c) (Easy?, Int32, Int) -> Int32
    /// `curl_easy_setopt` for options that take a data pointer (strings, buffers, callback data).
    let setPointer: @convention(c) (Easy?, Int32, UnsafeRawPointer?) -> Int32
    /// `curl_easy_getinfo` for infos written to a `curl_socket_t *` (an `int` on Linux).
    let getSocket: @convention(c) (Easy?, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    /// `CURLcode curl_easy_send(CURL *, const void *buffer, size_t length, size_t *sent)`.
    let send: @convention(c) (Easy?, UnsafeRawPointer?, Int, UnsafeMutablePointer<Int>?) -> Int32
    /// `CURLcode curl_easy_recv(CURL *, void *buffer, size_t length, size_t *received)`.
    let receive: @convention(c) (Easy?, UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<Int>?) -> Int32
    /// The multi interface, which ``TLSDriver`` runs every handshake on, on one thread.
    let multi: Multi

    typealias MultiHandle = OpaquePointer
    /// `struct curl_waitfd { curl_socket_t fd; short events; short revents; }` (the same layout: three
    /// fields of those sizes, no padding), passed to `curl_multi_poll` as raw memory.
    struct WaitFD {
        var fd: Int32
        var events: Int16
        var revents: Int16
    }

    /// The functions of libcurl's multi interface (`curl_multi_*`).
    struct Multi {
        let initialize: @convention(c) () -> MultiHandle?
        let addHandle: @convention(c) (MultiHandle?, Easy?) -> Int32
        let removeHandle: @convention(c) (MultiHandle?, Easy?) -> Int32
        typealias Perform = @convention(c) (MultiHandle?, UnsafeMutablePointer<Int32>?) -> Int32
        typealias Poll = @convention(c) (MultiHandle?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
        typealias InfoRead = @convention(c) (MultiHandle?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
        /// `curl_multi_perform(multi, int *running)`.
        let perform: Perform
        /// `curl_multi_poll(multi, struct curl_waitfd extra[], unsigned extra_count, int timeout_ms, int *numfds)`.
        let poll: Poll
        /// `curl_multi_wakeup(multi)`: the one multi call that may come from any thread.
        let wakeup: @convention(c) (MultiHandle?) -> Int32
        /// `CURLMsg *curl_multi_info_read(multi, int *left)`.
        let infoRead: InfoRead
    }

    /// libcurl, loaded once (and initialised with `curl_global_init`), or `nil` if it cannot be.
    static let shared: LibCurl? = load()

    private static func load() -> LibCurl? {
        // The library FoundationNetworking linked (by soname), else one linked into the process.
        let library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) ?? dlopen(nil, RTLD_NOW)
        guard let library else { return nil }
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        typealias GlobalInit = @convention(c) (Int) -> Int32
        guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
              let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> Easy?).self),
              let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (Easy?) -> Void).self),
              let setLong = symbol("curl_easy_setopt", as: (@convention(c) (Easy?, Int32, Int) -> Int32).self),
              let setPointer = symbol("curl_easy_setopt", as: (@convention(c) (Easy?, Int32, UnsafeRawPointer?) -> Int32).self),
              let getSocket = symbol("curl_easy_getinfo", as: (@convention(c) (Easy?, Int32, UnsafeMutablePointer<Int32>?) -> Int32).self),
              let send = symbol("curl_easy_send", as: (@convention(c) (Easy?, UnsafeRawPointer?, Int, UnsafeMutablePointer<Int>?) -> Int32).self),
              let receive = symbol("curl_easy_recv", as: (@convention(c) (Easy?, UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<Int>?) -> Int32).self),
              let multiInit = symbol("curl_multi_init", as: (@convention(c) () -> MultiHandle?).self),
              let addHandle = symbol("curl_multi_add_handle", as: (@convention(c) (MultiHandle?, Easy?) -> Int32).self),
              let removeHandle = symbol("curl_multi_remove_handle", as: (@convention(c) (MultiHandle?, Easy?) -> Int32).self),
              let perform = symbol("curl_multi_perform", as: Multi.Perform.self),
              let poll = symbol("curl_multi_poll", as: Multi.Poll.self),
              let wakeup = symbol("curl_multi_wakeup", as: (@convention(c) (MultiHandle?) -> Int32).self),
              let infoRead = symbol("curl_multi_info_read", as: Multi.InfoRead.self)
        else {
            return nil
        }
        let multi = Multi(initialize: multiInit, addHandle: addHandle, removeHandle: removeHandle, perform: perform, poll: poll,
                          wakeup: wakeup, infoRead: infoRead)
        // Reference-counted. FoundationNetworking has already called it when the transport created its
        // URLSession, so this only takes a reference (no race with it even before libcurl 7.84, whose
        // curl_global_init is thread-safe).
        guard globalInit(Global.default) == Code.ok else { return nil }
        return LibCurl(easyInit: easyInit, easyCleanup: easyCleanup, setLong: setLong,
                       setPointer: setPointer, getSocket: getSocket,
                       send: send, receive: receive, multi: multi)
    }

    /// `CURLoption` values (curl.h: `CURLOPTTYPE_LONG` 0, `CURLOPTTYPE_OBJECTPOINT` 10000,
    /// `CURLOPTTYPE_FUNCTIONPOINT` 20000, plus the option's number).
    enum Option {
        /// `CURLOPT_URL` (string).
        static let url: Int32 = 10_002
        /// `CURLOPT_ERRORBUFFER` (a buffer of `CURL_ERROR_SIZE` bytes).
        static let errorBuffer: Int32 = 10_010
        /// `CURLOPT_SSLVERSION` (long: `CURL_SSLVERSION_*`).
        static let sslVersion: Int32 = 32
        /// `CURLOPT_SSL_VERIFYPEER` (long: 1 verifies the certificate chain).
        static let verifyPeer: Int32 = 64
        /// `CURLOPT_CAINFO` (string: a PEM file of trusted certificate authorities).
        static let caInfo: Int32 = 10_065
        /// `CURLOPT_SSL_VERIFYHOST` (long: 2 checks the certificate names the host).
        static let verifyHost: Int32 = 81
        /// `CURLOPT_HTTP_VERSION` (long: `CURL_HTTP_VERSION_*`; decides the ALPN offer).
        static let httpVersion: Int32 = 84
        /// `CURLOPT_CAPATH` (string: a directory of trusted certificate authorities; `NULL` for none).
        static let caPath: Int32 = 10_097
        /// `CURLOPT_NOSIGNAL` (long: 1 never uses signals, as threaded code must).
        static let noSignal: Int32 = 99
        /// `CURLOPT_CONNECT_ONLY` (long: 1 connects, handshakes and stops: no transfer).
        static let connectOnly: Int32 = 141
        /// `CURLOPT_TIMEOUT_MS` (long: the limit of the handshake, in milliseconds).
        static let timeoutMilliseconds: Int32 = 155
    }

    /// `CURLINFO_ACTIVESOCKET` (`CURLINFO_SOCKET` 0x500000 + 44): the connection's socket.
    static let activeSocketInfo: Int32 = 0x50_0000 + 44
    /// `CURL_HTTP_VERSION_1_1`: offer only `http/1.1` in ALPN.
    // Not lowerCamelCase: the protocol version, as libcurl spells it.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let httpVersion1_1 = 2
    /// `CURL_SSLVERSION_TLSv1_2`: TLS 1.2 at least.
    // Not lowerCamelCase: the protocol version, as libcurl spells it.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let tls1_2 = 6
    /// `CURL_ERROR_SIZE`: the size of the error buffer.
    static let errorSize = 256

    /// `curl_global_init` flags.
    enum Global {
        /// `CURL_GLOBAL_DEFAULT` (`CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32`).
        static let `default` = 3
    }

    /// `CURLcode` values (curl.h).
    enum Code {
        /// `CURLE_OK`.
        static let ok: Int32 = 0
        /// `CURLE_COULDNT_RESOLVE_PROXY`.
        static let couldNotResolveProxy: Int32 = 5
        /// `CURLE_COULDNT_RESOLVE_HOST`.
        static let couldNotResolveHost: Int32 = 6
        /// `CURLE_COULDNT_CONNECT`.
        static let couldNotConnect: Int32 = 7
        /// `CURLE_OPERATION_TIMEDOUT`.
        static let timedOut: Int32 = 28
        /// `CURLE_SSL_CONNECT_ERROR`: the TLS handshake failed.
        static let sslConnect: Int32 = 35
        /// `CURLE_ABORTED_BY_CALLBACK`: the progress callback asked to stop.
        static let aborted: Int32 = 42
        /// `CURLE_SEND_ERROR`.
        static let sendError: Int32 = 55
        /// `CURLE_RECV_ERROR` (also a TLS connection closed without `close_notify`).
        static let receiveError: Int32 = 56
        /// `CURLE_PEER_FAILED_VERIFICATION`: the certificate is not trusted or does not name the host.
        static let peerFailedVerification: Int32 = 60
        /// `CURLE_SSL_CACERT_BADFILE`: the trusted-certificates file cannot be read.
        static let caFileUnreadable: Int32 = 77
        /// `CURLE_AGAIN`: nothing to send or receive now; wait for the socket.
        static let again: Int32 = 81
        /// `CURLE_PROXY`: a proxy handshake failed.
        static let proxy: Int32 = 97
    }
}
#endif
