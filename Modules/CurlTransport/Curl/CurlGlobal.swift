import CCurl

/// libcurl's process-wide set-up, done once before the first handle exists.
///
/// `curl_global_init` is not safe to race with itself; a static `let` is
/// initialised exactly once, under the runtime's lock.
enum CurlGlobal {
    static let initialized: Bool = sdui_curl_global_init() == CURLE_OK

    /// What a request reports when `initialized` is false.
    static let initialisationFailure = "libcurl could not be initialised"
}
