import CCurl
import SDUI

/// Which TLS failure libcurl met, from its code, the certificate check's
/// result (`CURLINFO_SSL_VERIFYRESULT`: OpenSSL's `X509_V_ERR_*`, the
/// backend Debian's libcurl4-openssl-dev links) and, for the host name,
/// which libcurl checks itself, its message.
enum TLSFailureReason {
    /// OpenSSL's certificate-check results by what they mean to the person (`openssl verify` prints the same numbers).
    static let verifyResults: [Int: TLSFailure.Reason] = [
        2: .unknownAuthority,   // X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT
        9: .notYetValid,        // X509_V_ERR_CERT_NOT_YET_VALID
        10: .expired,           // X509_V_ERR_CERT_HAS_EXPIRED
        18: .unknownAuthority,  // X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT
        19: .unknownAuthority,  // X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN
        20: .unknownAuthority,  // X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY
        21: .unknownAuthority,  // X509_V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE
        62: .hostNameMismatch,  // X509_V_ERR_HOSTNAME_MISMATCH
        64: .hostNameMismatch,  // X509_V_ERR_IP_ADDRESS_MISMATCH
    ]

    static func reason(code: CURLcode, verifyResult: Int, detail: String) -> TLSFailure.Reason {
        if code == CURLE_SSL_CACERT_BADFILE { return .unreadableCAFile }
        if let reason = verifyResults[verifyResult] { return reason }
        // libcurl's own host check: "SSL: no alternative certificate subject name matches target host name 'x'"
        // or "SSL: certificate subject name 'y' does not match target host name 'x'".
        if code == CURLE_PEER_FAILED_VERIFICATION, detail.utf8.contains(subsequence: Self.hostNamePhrase) { return .hostNameMismatch }
        return .other
    }

    private static let hostNamePhrase = Array("target host name".utf8)
}

extension String.UTF8View {
    /// Whether `needle` occurs in these bytes (the clip links no `_StringProcessing`, so no `String.contains(String)`).
    fileprivate func contains(subsequence needle: [UInt8]) -> Bool {
        let bytes = Array(self)
        guard !needle.isEmpty, bytes.count >= needle.count else { return needle.isEmpty }
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
