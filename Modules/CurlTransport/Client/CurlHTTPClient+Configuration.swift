extension CurlHTTPClient {
    /// Limits that apply to every request of one client.
    ///
    /// The defaults suit screens and commands from an SDUI server: a screen
    /// that takes longer than half a minute or weighs more than 16 MB is a
    /// server bug, and reporting it beats hanging or running out of memory.
    public struct Configuration: Sendable, Equatable {
        /// Seconds to establish a connection (TCP and TLS handshake).
        public var connectTimeout: Double
        /// Seconds for the whole request, redirects included.
        public var totalTimeout: Double
        /// The most body bytes accepted (after content decoding); more ends in `.tooLarge`.
        public var maxResponseBytes: Int
        /// The most header bytes (all fields of one answer, status lines
        /// included) accepted; more ends in `.headersTooLarge`. Below
        /// libcurl's own 100 KB limit on one field, so that limit is never
        /// what the user meets.
        public var maxHeaderBytes: Int
        /// Same-origin redirects followed before `.tooManyRedirects`.
        public var maxRedirects: Int
        /// Sent as `User-Agent` when the request carries none; empty sends none.
        public var userAgent: String
        /// Ends a transfer that moves fewer bytes a second than this for
        /// `lowSpeedTime` (0: no such limit), so a server that trickles a body
        /// (or never sends one) is given up on long before the total limit.
        public var lowSpeedLimit: Int
        /// Whole seconds under `lowSpeedLimit` before the transfer ends as `.tooSlow`.
        public var lowSpeedTime: Int
        /// A PEM file of CA certificates to trust for `https` (`CABundle.path`
        /// finds it), besides libcurl's default store; nil: the default store
        /// alone. Verification stays on either way.
        public var caFile: String?

        public init(
            connectTimeout: Double = 10,
            totalTimeout: Double = 30,
            maxResponseBytes: Int = 16 * 1024 * 1024,
            maxHeaderBytes: Int = 64 * 1024,
            maxRedirects: Int = 5,
            userAgent: String = "sdui-client",
            lowSpeedLimit: Int = 0,
            lowSpeedTime: Int = 0,
            caFile: String? = nil
        ) {
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.maxResponseBytes = maxResponseBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxRedirects = maxRedirects
            self.userAgent = userAgent
            self.lowSpeedLimit = lowSpeedLimit
            self.lowSpeedTime = lowSpeedTime
            self.caFile = caFile
        }

        /// Seconds as whole milliseconds for libcurl, at least 1 (0 would mean "no limit").
        static func milliseconds(_ seconds: Double) -> Int {
            guard seconds.isFinite, seconds > 0 else { return 1 }
            return max(1, Int(min(seconds, 86_400 * 365) * 1000))
        }
    }
}
