import HTTPTypes
import Hummingbird
import SDUIServer

/// The answers of the web client's routes (`WebApp.addRoutes`), from the
/// bundle read when the module was made.
struct WebAppHandlers: Sendable {
    let bundle: WebAppBundle

    /// `GET /app`, `/app/` and `/app/**` outside `/app/assets/`: the web
    /// client's HTML shell, the same page for every path (the client reads
    /// the address); `no-cache` with an `ETag`, so a reload revalidates for a 304.
    func shell(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        guard let shell = bundle.shell else { return Self.notBuilt() }
        return Self.answer(shell, request)
    }

    /// `GET /app/assets/**`: one file of the web client by its hashed name,
    /// immutable for a year; a name or hash the build does not have is a 404.
    func asset(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        guard bundle.isBuilt else { return Self.notBuilt() }
        let name = context.parameters.getCatchAll().joined(separator: "/")
        guard let asset = bundle.asset(named: name) else {
            throw APIError.notFound("There is no web client file '\(name.prefix(120))' (a new build renames every file it changes).")
        }
        return Self.answer(asset.body, request)
    }

    /// `GET /app/sw.js`: the Service Worker with its release in front
    /// (`WebAppWorker`), `no-cache` with an `ETag`, so a browser checking
    /// for a new worker gets a 304 until a new build changes it. A build
    /// without a worker answers 404, and the client works without one.
    func worker(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        guard bundle.isBuilt else { return Self.notBuilt() }
        guard let worker = bundle.worker else {
            throw APIError.notFound("This build of the web client has no Service Worker (Content/web/sw.js; bash Scripts/build-web.sh builds it).")
        }
        return Self.answer(worker, request)
    }

    /// `GET /app/assets`: the assets' folder names no file, and is never the shell.
    func assetFolder(_ request: Request, context: SDUIRequestContext) async throws -> Response {
        guard bundle.isBuilt else { return Self.notBuilt() }
        throw APIError.notFound("/app/assets/ holds the web client's files by their hashed names; the folder itself is no file.")
    }

    private static func answer(_ body: WebAppBody, _ request: Request) -> Response {
        let answer = body.response(acceptEncoding: request.headers.value(.acceptEncoding), ifNoneMatch: request.headers.value(.ifNoneMatch))
        return Response(status: answer.status, headers: answer.headers, body: answer.body.map { ResponseBody(byteBuffer: $0) } ?? ResponseBody())
    }

    /// 503 with a line that says how to build the client; the rest of the server answers as usual.
    private static func notBuilt() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        WebAppHeaders.addSecurity(to: &headers)
        return Response(status: .serviceUnavailable, headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(string: WebAppBundle.notBuiltMessage)))
    }
}
