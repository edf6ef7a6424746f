import HTTPTypes
import Hummingbird

extension APIHandlers {
    /// `GET /images/{name}`: one of the server's own pictures, with its `ETag`; 304 when
    /// `If-None-Match` names it. Pictures are the same for everyone and change only with a
    /// new release, so shared caches may keep them for a day.
    func picture(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        let name = try context.parameters.require("name")
        guard let entry = environment.pictures.pictures[name] else {
            throw APIError.notFound("There is no picture '\(name.prefix(80))'.")
        }
        var headers = HTTPFields()
        headers[.eTag] = entry.tag.quoted
        headers[.cacheControl] = "public, max-age=86400"
        if entry.tag.matches(ifNoneMatch: request.headers.value(.ifNoneMatch)) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = entry.contentType
        headers[.contentLength] = String(entry.bytes.readableBytes)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: entry.bytes))
    }
}
