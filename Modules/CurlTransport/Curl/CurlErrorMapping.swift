import CCurl
import SDUI

/// Turns a libcurl result code into the `TransportError` a person can act on.
///
/// libcurl's own message (from the error buffer) is kept as the detail, since
/// it names the address, port and what the system said.
enum CurlErrorMapping {
    static func error(for code: CURLcode, of exchange: CurlExchange) -> TransportError {
        let request = exchange.request
        let url = request.url.description
        let detail = exchange.errorDetail(for: code)
        switch code {
        case CURLE_WRITE_ERROR where exchange.sinkStopped:
            return .cancelled(url: url)
        case CURLE_OPERATION_TIMEDOUT where request.idleTimeoutSeconds > 0 && exchange.connected:
            return .timeout(url: url, phase: "idle stream", seconds: Double(request.idleTimeoutSeconds))
        case CURLE_OPERATION_TIMEDOUT where request.lowSpeedBytesPerSecond > 0 && detail.hasPrefix("Operation too slow"):
            // libcurl's low-speed check ("Operation too slow. Less than N bytes/sec transferred the last M seconds").
            return .tooSlow(url: url, bytesPerSecond: request.lowSpeedBytesPerSecond, seconds: request.lowSpeedSeconds)
        case CURLE_OPERATION_TIMEDOUT:
            // Not yet connected and the connect limit is the shorter one:
            // the connect timer fired. Otherwise the total one did.
            // A stream has no total limit (0).
            let totalIsLonger = request.totalTimeoutMilliseconds == 0 || request.connectTimeoutMilliseconds < request.totalTimeoutMilliseconds
            if !exchange.connected && totalIsLonger {
                return .timeout(url: url, phase: "connect", seconds: request.connectTimeoutSeconds)
            }
            return .timeout(url: url, phase: "total", seconds: request.totalTimeoutSeconds)
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotConnect(url: url, detail: detail)
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(url: url, limit: request.maxResponseBytes)
        case CURLE_WRITE_ERROR where exchange.exceededLimit:
            return .tooLarge(url: url, limit: request.maxResponseBytes)
        case CURLE_WRITE_ERROR where exchange.exceededHeaderLimit:
            return .headersTooLarge(url: url, limit: request.maxHeaderBytes)
        case CURLE_OUT_OF_MEMORY where exchange.connected && !exchange.headersEnded:
            // libcurl's own limit on one field (100 KB), which it reports as
            // running out of memory while the fields arrive; it is above
            // ours, so the headers are over our limit.
            return .headersTooLarge(url: url, limit: request.maxHeaderBytes)
        case CURLE_UNSUPPORTED_PROTOCOL where exchange.connected, CURLE_WEIRD_SERVER_REPLY:
            // The URL was accepted before sending ("Received HTTP/0.9 when
            // not allowed"): what is unsupported is the server's answer.
            return .notHTTP(url: url, detail: detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
            let reason = TLSFailureReason.reason(code: code, verifyResult: exchange.verifyResult, detail: detail)
            return .tls(url: url, failure: TLSFailure(reason: reason, code: Int(code.rawValue), detail: detail))
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .invalidURL(url, reason: detail)
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled(url: url)
        default:
            // Truncated bodies (PARTIAL_FILE), empty replies (GOT_NOTHING),
            // resets (RECV_ERROR, SEND_ERROR), garbage (WEIRD_SERVER_REPLY)…
            return .connectionFailed(url: url, detail: detail)
        }
    }
}
