import CCurl
import SDUI

/// One libcurl easy handle and everything libcurl reads or writes through
/// pointers while it transfers: the header list, the error buffer and the
/// response accumulator.
///
/// Created, driven and destroyed on one thread: the event loop's (the handle
/// is removed from the multi handle before this object goes away), or the
/// sender's with `Execution.callingThread` (`CallingThreadExchange`).
final class CurlExchange {
    let request: ExchangeRequest
    let completion: ExchangeCompletion
    let handle: UnsafeMutableRawPointer
    private let accumulator: ResponseAccumulator
    /// CURLOPT_ERRORBUFFER: libcurl writes a NUL-terminated message here.
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var headerList: UnsafeMutablePointer<curl_slist>?

    /// A configured handle, ready for `curl_multi_add_handle`.
    static func make(_ request: ExchangeRequest, completion: ExchangeCompletion) -> Result<CurlExchange, TransportError> {
        guard let handle = curl_easy_init() else {
            return .failure(.connectionFailed(url: request.url.description, detail: "libcurl could not create a transfer"))
        }
        let exchange = CurlExchange(request: request, completion: completion, handle: handle)
        if let error = exchange.configure() {
            return .failure(error)
        }
        return .success(exchange)
    }

    private init(request: ExchangeRequest, completion: ExchangeCompletion, handle: UnsafeMutableRawPointer) {
        self.request = request
        self.completion = completion
        self.handle = handle
        self.accumulator = ResponseAccumulator(limit: request.maxResponseBytes, headerLimit: request.maxHeaderBytes,
                                               sink: request.bodySink)
        self.errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        self.errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    /// What the finished transfer amounts to, given libcurl's result code.
    func outcome(for code: CURLcode) -> ExchangeCompletion.Outcome {
        guard code == CURLE_OK else {
            return .failure(CurlErrorMapping.error(for: code, of: self))
        }
        var status = 0
        _ = sdui_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return .success(ExchangeResponse(status: status, headers: accumulator.headers, body: accumulator.body))
    }

    /// libcurl's message for the failure: the error buffer, else the code's text.
    func errorDetail(for code: CURLcode) -> String {
        let buffered = String(cString: errorBuffer)
        return buffered.isEmpty ? String(cString: curl_easy_strerror(code)) : buffered
    }

    /// The certificate check's result (OpenSSL's `X509_V_ERR_*`; 0 when it passed or never ran).
    var verifyResult: Int {
        var result = 0
        _ = sdui_easy_getinfo_long(handle, CURLINFO_SSL_VERIFYRESULT, &result)
        return result
    }

    /// Whether a stream's consumer ended it (the write callback aborted).
    var sinkStopped: Bool { accumulator.sinkStopped }

    /// Whether the body went past the limit (the write callback aborted).
    var exceededLimit: Bool { accumulator.exceededLimit }

    /// Whether the header fields went past their limit (the header callback aborted).
    var exceededHeaderLimit: Bool { accumulator.exceededHeaderLimit }

    /// Whether the answer's header fields had all arrived.
    var headersEnded: Bool { accumulator.headersEnded }

    /// Whether the connection (with its TLS handshake, for https) was
    /// established, which tells a connect timeout from a total one.
    ///
    /// A reused connection has no connect time of its own (libcurl reports
    /// 0), so bytes of the request having been sent count as connected too;
    /// otherwise a stall on a kept-alive connection would read as a connect timeout.
    var connected: Bool {
        var microseconds: curl_off_t = 0
        let info = request.url.scheme == "https" ? CURLINFO_APPCONNECT_TIME_T : CURLINFO_CONNECT_TIME_T
        _ = sdui_easy_getinfo_off_t(handle, info, &microseconds)
        if microseconds > 0 { return true }
        var requestBytes = 0
        _ = sdui_easy_getinfo_long(handle, CURLINFO_REQUEST_SIZE, &requestBytes)
        return requestBytes > 0
    }

    /// Sets every option; the first one libcurl rejects becomes the error.
    private func configure() -> TransportError? {
        let url = request.url.description
        let lines: [String]
        switch CurlHeaderList.lines(for: request) {
        case .success(let built): lines = built
        case .failure(let error): return error
        }
        guard let list = CurlHeaderList.make(lines) else {
            return .connectionFailed(url: url, detail: "libcurl could not allocate the request headers")
        }
        headerList = list

        var codes: [CURLcode] = []
        func set(_ option: CURLoption, _ value: Int) { codes.append(sdui_easy_setopt_long(handle, option, value)) }
        func set(_ option: CURLoption, _ value: String) { codes.append(sdui_easy_setopt_string(handle, option, value)) }
        func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) {
            codes.append(sdui_easy_setopt_pointer(handle, option, pointer))
        }

        set(CURLOPT_URL, url)
        // Only HTTP(S), also for anything libcurl might follow; it follows nothing.
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        set(CURLOPT_FOLLOWLOCATION, 0)
        // Verification always on, stated explicitly rather than left to defaults.
        set(CURLOPT_SSL_VERIFYPEER, 1)
        set(CURLOPT_SSL_VERIFYHOST, 2)
        if let caFile = request.caFile {
            // Trusted besides libcurl's own store (Debian's CA path), as curl's --cacert.
            set(CURLOPT_CAINFO, caFile)
        }
        // No signals from a multi-threaded process (timeouts use libcurl's own timers).
        set(CURLOPT_NOSIGNAL, 1)
        set(CURLOPT_CONNECTTIMEOUT_MS, request.connectTimeoutMilliseconds)
        set(CURLOPT_TIMEOUT_MS, request.totalTimeoutMilliseconds)
        if request.idleTimeoutSeconds > 0 {
            // A stream: alive while at least a byte a second arrives, averaged over the idle time.
            set(CURLOPT_LOW_SPEED_LIMIT, 1)
            set(CURLOPT_LOW_SPEED_TIME, request.idleTimeoutSeconds)
        } else if request.lowSpeedBytesPerSecond > 0, request.lowSpeedSeconds > 0 {
            // A trickle (or silence, headers included) is ended long before the total limit.
            set(CURLOPT_LOW_SPEED_LIMIT, request.lowSpeedBytesPerSecond)
            set(CURLOPT_LOW_SPEED_TIME, request.lowSpeedSeconds)
        }
        if request.bodySink == nil {
            // Refuses early when Content-Length already says too much; the write
            // callback enforces the limit for everything else.
            codes.append(sdui_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxResponseBytes)))
        }
        // Every encoding libcurl can decode; the limit applies to decoded bytes.
        set(CURLOPT_ACCEPT_ENCODING, "")
        if request.url.host.isLoopback {
            // Loopback traffic never goes through a proxy from the environment.
            set(CURLOPT_PROXY, "")
        }
        set(CURLOPT_ERRORBUFFER, pointer: UnsafeMutableRawPointer(errorBuffer))
        // The loop finds this exchange again from the handle by its id (unused on the calling thread).
        set(CURLOPT_PRIVATE, pointer: UnsafeMutableRawPointer(bitPattern: completion.id))
        set(CURLOPT_HTTPHEADER, pointer: UnsafeMutableRawPointer(list))
        configureMethodAndBody(into: &codes)
        configureCallbacks(into: &codes)

        if let failed = codes.first(where: { $0 != CURLE_OK }) {
            return .connectionFailed(url: url, detail: "libcurl refused an option: \(String(cString: curl_easy_strerror(failed)))")
        }
        return nil
    }

    /// GET, HEAD and POST by their own options; any other method (PUT,
    /// DELETE, PATCH…) as a custom request line over the same body handling.
    private func configureMethodAndBody(into codes: inout [CURLcode]) {
        let method = request.method
        if method == "HEAD" {
            codes.append(sdui_easy_setopt_long(handle, CURLOPT_NOBODY, 1))
            return
        }
        if request.body != nil || method == "POST" {
            // A POST always gets explicit fields: without them libcurl would
            // read the body from its default read callback, standard input.
            let body = request.body ?? []
            codes.append(sdui_easy_setopt_long(handle, CURLOPT_POST, 1))
            codes.append(sdui_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            // COPYPOSTFIELDS copies POSTFIELDSIZE bytes during this call, so
            // the array need not outlive it (and may hold NUL bytes).
            if body.isEmpty {
                codes.append(sdui_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
            } else {
                codes.append(body.withUnsafeBytes { bytes in
                    sdui_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                })
            }
        } else {
            codes.append(sdui_easy_setopt_long(handle, CURLOPT_HTTPGET, 1))
        }
        if method != "GET" && method != "POST" {
            codes.append(sdui_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method))
        }
    }

    /// Body and header callbacks. They run inside curl_multi_perform on the
    /// loop thread, while this exchange (and so the accumulator the unretained
    /// pointer refers to) is held by the loop's table of transfers, or inside
    /// curl_easy_perform, while `CallingThreadExchange` holds it.
    private func configureCallbacks(into codes: inout [CURLcode]) {
        let target = Unmanaged.passUnretained(accumulator).toOpaque()
        codes.append(sdui_easy_setopt_write_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, userdata in
            guard let userdata else { return 0 }
            let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(userdata).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            // Returning fewer bytes than given makes libcurl abort with CURLE_WRITE_ERROR.
            return accumulator.appendBody(bytes) ? size * count : 0
        })
        codes.append(sdui_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, target))
        codes.append(sdui_easy_setopt_write_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, userdata in
            guard let userdata else { return 0 }
            let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(userdata).takeUnretainedValue()
            // Returning fewer bytes than given makes libcurl abort with CURLE_WRITE_ERROR.
            return accumulator.appendHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
        })
        codes.append(sdui_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, target))
    }
}
