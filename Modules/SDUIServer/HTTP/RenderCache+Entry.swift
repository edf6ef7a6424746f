import HTTPTypes
import Hummingbird
import NIOCore

extension RenderCache {
    /// Everything of a response that does not depend on the request, made
    /// once: a reused entry costs neither a copy of the body, nor its
    /// compression, nor the header checks `HTTPFields` does on every value it
    /// is given. Classes, so a reused entry is handed out by one reference
    /// rather than copied field by field on every request.
    package final class Entry: Sendable {
        /// The bytes as they are, and their gzip and Brotli forms when those
        /// are smaller (bodies of at least `ContentCoding.threshold`).
        let identity: Representation
        let gzip: Representation?
        let brotli: Representation?

        /// One form of the bytes with its own tag and headers.
        final class Representation: Sendable {
            let body: ByteBuffer
            let tag: EntityTag
            /// `ETag`, `Cache-Control`, `Vary` and `Content-Language` (and
            /// `Content-Encoding`): on a 200 and on a 304.
            let revalidationHeaders: HTTPFields
            /// `revalidationHeaders` with the body's `Content-Type` and `Content-Length`.
            let bodyHeaders: HTTPFields

            init(body: ByteBuffer, tag: EntityTag, coding: String?, language: String) {
                self.body = body
                self.tag = tag
                var headers = HTTPFields()
                headers[.eTag] = tag.quoted
                headers[.cacheControl] = ScreenResponse.cacheControl
                headers[.vary] = ScreenResponse.vary
                headers[.contentLanguage] = language
                if let coding { headers[.contentEncoding] = coding }
                revalidationHeaders = headers
                headers[.contentType] = JSONBody.contentType
                headers[.contentLength] = String(body.readableBytes)
                bodyHeaders = headers
            }
        }

        /// - Parameter language: what the body's text is in; the tag covers the bytes, so each language has its own.
        init(bytes: [UInt8], language: String) {
            let body = ByteBuffer(bytes: bytes)
            let tag = EntityTag(of: bytes)
            identity = Representation(body: body, tag: tag, coding: nil, language: language)
            gzip = ContentCoding.gzip(body).map {
                Representation(body: $0, tag: tag.coded("gzip"), coding: "gzip", language: language)
            }
            brotli = ContentCoding.brotli(body).map {
                Representation(body: $0, tag: tag.coded("br"), coding: "br", language: language)
            }
        }

        /// The form to send for `Accept-Encoding`: Brotli, else gzip, else the bytes as they are.
        func representation(acceptEncoding: String?) -> Representation {
            guard acceptEncoding != nil, gzip != nil || brotli != nil else { return identity }
            let accepted = ContentCoding.accepted(acceptEncoding)
            if let brotli, accepted.brotli { return brotli }
            if let gzip, accepted.gzip { return gzip }
            return identity
        }

        /// The quoted `ETag` of the form sent for `Accept-Encoding` (a live
        /// stream's event id, as the screen's answer would tag it).
        package func tag(acceptEncoding: String?) -> String {
            representation(acceptEncoding: acceptEncoding).tag.quoted
        }

        /// Whether `If-None-Match` names these bytes in any form: the
        /// client has the same screen, whichever coding carried it.
        package func matches(ifNoneMatch header: String?) -> Bool {
            identity.tag.matches(ifNoneMatch: header) || gzip?.tag.matches(ifNoneMatch: header) == true
                || brotli?.tag.matches(ifNoneMatch: header) == true
        }
    }
}
