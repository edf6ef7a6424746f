import DemoServer
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SDUIServer

/// The demo server's router over a throwaway database, driven without a socket.
struct DemoRouter: Sendable {
    let environment: ServerEnvironment
    let responder: any HTTPResponder<SDUIRequestContext>
    let logger = Logger(label: "benchmark")
    /// One channel for every request, made once: a channel per request would count
    /// NIO's set-up of an embedded channel (12 allocations) in every server figure.
    /// The benchmarks ask one request at a time, so sharing it is safe.
    nonisolated(unsafe) let channel = EmbeddedChannel()

    init() throws {
        var logger = Logger(label: "benchmark")
        logger.logLevel = .error
        let content = URL(fileURLWithPath: #filePath)   // Performance/Benchmarks/Server/DemoRouter.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content").path
        let configuration = ServerConfiguration(contentDirectory: content)
        environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:", logger: logger)
        responder = try APIRoutes.makeRouter(environment: environment).buildResponder()
    }

    /// `GET /v1/screens/{path}` as the example's client sends it: with its login, if any.
    func answer(_ example: ScreenExample, ifNoneMatch: String? = nil) async throws -> Response {
        var headers = HTTPFields()
        if let token = example.token { headers[.authorization] = "Bearer \(token)" }
        if let ifNoneMatch { headers[.ifNoneMatch] = ifNoneMatch }
        return try await get("/v1/screens/\(example.path)", headers: headers)
    }

    /// `GET path`; anything but 200 or 304 is an error.
    func get(_ path: String, headers: HTTPFields = [:]) async throws -> Response {
        try await send(.get, path, headers: headers)
    }

    /// `POST path` with a JSON body; anything but 200 or 304 is an error.
    func post(_ path: String, json: String, headers: HTTPFields = [:]) async throws -> Response {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await send(.post, path, headers: headers, body: ByteBuffer(string: json))
    }

    private func send(_ method: HTTPRequest.Method, _ path: String, headers: HTTPFields, body: ByteBuffer = ByteBuffer()) async throws -> Response {
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path, headerFields: headers),
            body: RequestBody(buffer: body))
        let context = SDUIRequestContext(source: ApplicationRequestContextSource(channel: channel, logger: logger))
        let response = try await responder.respond(to: request, context: context)
        guard response.status == .ok || response.status == .notModified else {
            throw UnexpectedAnswer(request: "\(method) \(path)", status: response.status.code)
        }
        return response
    }
}

/// The demo answered with something other than 200 or 304.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    let request: String
    let status: Int
    var description: String { "\(request) answered \(status)" }
}
