import ArgumentParser
import CurlTransport
import Foundation

/// `--cacert`, for every command that talks to a server: the CA to trust
/// for `https` (a server behind a balancer with a private CA, as in
/// `Scripts/benchmark-scale-out.sh`), besides the system's. Verification is never turned off.
struct TLSOptions: ParsableArguments {
    @Option(name: .customLong("cacert"), help: ArgumentHelp(
        "A PEM file of CA certificates to trust for https, besides the system's (default: $SDUI_CA_BUNDLE, $CURL_CA_BUNDLE or $SSL_CERT_FILE).",
        valueName: "path"))
    var cacert: String?

    /// The CA file, or nil for libcurl's default store; one that cannot be read is refused before any request.
    func caFile() throws -> String? {
        let environment = ProcessInfo.processInfo.environment
        do throws(CABundle.Unreadable) {
            return try CABundle.path(option: cacert, environment: { environment[$0] })
        } catch {
            throw ValidationError(error.description)
        }
    }
}
