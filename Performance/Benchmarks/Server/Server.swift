import AllocationBudget
import Benchmark

// What the server does for most requests: answer a screen it has rendered
// before, as a 200 with the kept bytes or as a 304. Through the whole router
// (middleware, route lookup, handler) in process, over the demo's apps on an
// in-memory SQLite database; no socket, so the counts are the server's own.
//
// One pair of benchmarks for every screen the demo serves: each content file
// and each app route, with the example path a crawl from `home` reached
// (`ScreenExamples`), logged in where the route needs it. A new route gets
// its budget from the route list, not from an edit here.
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
    guard case .success(let router) = server else { return }
    // Crawled once, by the first benchmark that needs it (not at once: the
    // benchmarks share one channel and ask one request at a time).
    let examples = OnDemand { try await ScreenExamples.crawl(router) }
    for route in ScreenExamples.routes(of: router.environment) {
        // `<route>-200` answers the kept rendering, `<route>-304` a matching If-None-Match.
        Benchmark("\(route.benchmarkName)-200") { benchmark in
            let example = try await examples.value().example(of: route)
            _ = try await router.answer(example)   // rendered and kept
            benchmark.startMeasurement()
            blackHole(try await router.answer(example))
            benchmark.stopMeasurement()
        }
        Benchmark("\(route.benchmarkName)-304") { benchmark in
            let example = try await examples.value().example(of: route)
            let etag = try await router.answer(example).headers[.eTag]
            benchmark.startMeasurement()
            blackHole(try await router.answer(example, ifNoneMatch: etag))
            benchmark.stopMeasurement()
        }
    }
}
