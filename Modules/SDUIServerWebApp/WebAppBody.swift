import HTTPTypes
import NIOCore
import SDUIServer
import Synchronization

/// One answer of the web client (the shell or an asset): its bytes and their
/// gzip and Brotli forms (when smaller), each with its own strong tag and its
/// headers ready, so an answer costs no hashing, compression or header checks
/// per request (as `RenderCache.Entry` for screens). The coded forms are made
/// by the first request that can use them, once: made at start, Brotli's
/// best quality over every asset slowed each of the test suite's hundreds
/// of server starts, and with them the whole suite.
final class WebAppBody: Sendable {
    /// One form of the bytes.
    final class Representation: Sendable {
        let body: ByteBuffer
        let tag: EntityTag
        /// What a 304 carries: `ETag`, `Cache-Control`, `Vary`, the security headers (and `Content-Encoding`).
        let revalidationHeaders: HTTPFields
        /// `revalidationHeaders` with `Content-Type` and `Content-Length`.
        let bodyHeaders: HTTPFields

        init(body: ByteBuffer, tag: EntityTag, coding: String?, contentType: String, cacheControl: String) {
            self.body = body
            self.tag = tag
            var headers = HTTPFields()
            headers[.eTag] = tag.quoted
            headers[.cacheControl] = cacheControl
            headers[.vary] = "Accept-Encoding"
            if let coding { headers[.contentEncoding] = coding }
            WebAppHeaders.addSecurity(to: &headers)
            revalidationHeaders = headers
            headers[.contentType] = contentType
            headers[.contentLength] = String(body.readableBytes)
            bodyHeaders = headers
        }
    }

    let identity: Representation
    private let contentType: String
    private let cacheControl: String
    /// The gzip and Brotli forms, once a request made them (nil inside: not smaller, or not text).
    private let coded = Mutex<(gzip: Representation?, brotli: Representation?)?>(nil)

    init(bytes: [UInt8], tag: EntityTag, contentType: String, cacheControl: String) {
        identity = Representation(body: ByteBuffer(bytes: bytes), tag: tag, coding: nil, contentType: contentType, cacheControl: cacheControl)
        self.contentType = contentType
        self.cacheControl = cacheControl
    }

    /// The coded forms, made on first use (under the lock, so once).
    private func codedForms() -> (gzip: Representation?, brotli: Representation?) {
        coded.withLock { made in
            if let made { return made }
            // Pictures and fonts are compressed already: only text is worth coding.
            let compressible = ContentCoding.isCompressible(contentType: contentType)
            let body = identity.body, tag = identity.tag, contentType = contentType, cacheControl = cacheControl
            let forms = (
                gzip: compressible ? ContentCoding.gzip(body).map {
                    Representation(body: $0, tag: tag.coded("gzip"), coding: "gzip", contentType: contentType, cacheControl: cacheControl)
                } : nil,
                brotli: compressible ? ContentCoding.brotli(body).map {
                    Representation(body: $0, tag: tag.coded("br"), coding: "br", contentType: contentType, cacheControl: cacheControl)
                } : nil)
            made = forms
            return forms
        }
    }

    /// The answer for a request's `Accept-Encoding` and `If-None-Match`:
    /// Brotli, else gzip, else the bytes; 304 when the client has them in any form.
    func response(acceptEncoding: String?, ifNoneMatch: String?) -> (status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer?) {
        var chosen = identity
        let (gzip, brotli) = acceptEncoding != nil || ifNoneMatch != nil ? codedForms() : (nil, nil)
        if acceptEncoding != nil, gzip != nil || brotli != nil {
            let accepted = ContentCoding.accepted(acceptEncoding)
            if let brotli, accepted.brotli { chosen = brotli } else if let gzip, accepted.gzip { chosen = gzip }
        }
        let known = identity.tag.matches(ifNoneMatch: ifNoneMatch) || gzip?.tag.matches(ifNoneMatch: ifNoneMatch) == true
            || brotli?.tag.matches(ifNoneMatch: ifNoneMatch) == true
        if known { return (.notModified, chosen.revalidationHeaders, nil) }
        return (.ok, chosen.bodyHeaders, chosen.body)
    }
}
