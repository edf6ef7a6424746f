import AllocationBudget
import Benchmark
import DemoServer
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SDUIServer

// What the server does for most requests: answer a screen it has rendered
// before, as a 200 with the kept bytes or as a 304. Through the whole router
// (middleware, route lookup, handler) in process, over the demo's apps on an
// in-memory SQLite database; no socket, so the counts are the server's own.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = AllocationBudget.configuration
    let server = Result { try DemoRouter() }
    // The baseline: a five-byte answer through the same middleware.
    Benchmark("hello") { benchmark in
        let server = try server.get()
        benchmark.startMeasurement()
        blackHole(try await server.get("/hello"))
        benchmark.stopMeasurement()
    }
    // A content file, a data-built screen for guests, and a data-built list:
    // `<path>-200` answers the kept rendering, `<path>-304` a matching If-None-Match.
    for path in ["home", "music", "parcels"] {
        Benchmark("\(path)-200") { benchmark in
            let server = try server.get()
            _ = try await server.answer(path)   // rendered and kept
            benchmark.startMeasurement()
            blackHole(try await server.answer(path))
            benchmark.stopMeasurement()
        }
        Benchmark("\(path)-304") { benchmark in
            let server = try server.get()
            let etag = try await server.answer(path).headers[.eTag]
            benchmark.startMeasurement()
            blackHole(try await server.answer(path, ifNoneMatch: etag))
            benchmark.stopMeasurement()
        }
    }
}

/// The demo server's router over a throwaway database, driven without a socket.
struct DemoRouter: Sendable {
    let responder: any HTTPResponder<SDUIRequestContext>
    let logger = Logger(label: "benchmark")
    /// One channel for every request, made once: a channel per request would count
    /// NIO's set-up of an embedded channel (12 allocations) in every server figure.
    /// The benchmarks ask one request at a time, so sharing it is safe.
    nonisolated(unsafe) let channel = EmbeddedChannel()

    init() throws {
        var logger = Logger(label: "benchmark")
        logger.logLevel = .error
        let content = URL(fileURLWithPath: #filePath)   // Performance/Benchmarks/Server/Server.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content").path
        let configuration = ServerConfiguration(contentDirectory: content)
        let environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:", logger: logger)
        responder = APIRoutes.makeRouter(environment: environment).buildResponder()
    }

    /// `GET /v1/screens/{path}`, as a client without a login sends it.
    func answer(_ path: String, ifNoneMatch: String? = nil) async throws -> Response {
        var headers = HTTPFields()
        if let ifNoneMatch { headers[.ifNoneMatch] = ifNoneMatch }
        return try await get("/v1/screens/\(path)", headers: headers)
    }

    /// `GET path`; anything but 200 or 304 is an error.
    func get(_ path: String, headers: HTTPFields = [:]) async throws -> Response {
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path, headerFields: headers),
            body: RequestBody(buffer: ByteBuffer()))
        let context = SDUIRequestContext(source: ApplicationRequestContextSource(channel: channel, logger: logger))
        let response = try await responder.respond(to: request, context: context)
        guard response.status == .ok || response.status == .notModified else { throw UnexpectedAnswer(path: path, status: response.status.code) }
        return response
    }
}

/// The demo answered a screen with something other than 200 or 304.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    let path: String
    let status: Int
    var description: String { "GET \(path) answered \(status)" }
}
