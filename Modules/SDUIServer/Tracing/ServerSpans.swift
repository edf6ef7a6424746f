import Tracing

/// The spans the server's own work opens inside a traced request: the
/// builder or content file, each SQL statement, each compression.
///
/// A span opens only when the task already runs in a trace, that is inside
/// a request the tracing middleware (`ServerConfiguration.tracing`) took:
/// with tracing off nothing here touches the tracer, and background work
/// (the release follower, change notifications) opens no stray traces.
/// The spans go to the process's tracer (`InstrumentationSystem`), which
/// `sdui-server` bootstraps with swift-otel when `OTEL_EXPORTER_OTLP_ENDPOINT`
/// is set (docs/tracing.md).
public enum ServerSpans {
    /// Whether the current task is inside a traced request.
    public static var inTrace: Bool { InstrumentationContext.current != nil }

    /// Runs `body` in a span named `name` with `attributes`, when in a trace.
    public static func run<T>(_ name: String, kind: SpanKind = .internal, attributes: (inout SpanAttributes) -> Void = { _ in },
                              _ body: () async throws -> T) async throws -> T {
        guard inTrace else { return try await body() }
        let span = InstrumentationSystem.tracer.startSpan(name, ofKind: kind)
        span.updateAttributes(attributes)
        defer { span.end() }
        do {
            return try await InstrumentationContext.$current.withValue(span.context) { try await body() }
        } catch {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error))
            throw error
        }
    }

    /// `run` for synchronous work (compression).
    public static func run<T>(_ name: String, attributes: (inout SpanAttributes) -> Void = { _ in }, _ body: () throws -> T) rethrows -> T {
        guard inTrace else { return try body() }
        let span = InstrumentationSystem.tracer.startSpan(name, ofKind: .internal)
        span.updateAttributes(attributes)
        defer { span.end() }
        do {
            return try body()
        } catch {
            span.recordError(error)
            span.setStatus(SpanStatus(code: .error))
            throw error
        }
    }

    /// One SQL statement, named by its first keyword (`SELECT`, `INSERT` …)
    /// with the statement's text as `db.query.text` (placeholders, never the
    /// arguments: they may hold personal data).
    public static func sql<T>(_ statement: String, system: String, _ body: () async throws -> T) async throws -> T {
        guard inTrace else { return try await body() }
        return try await run(operation(of: statement), kind: .client, attributes: { attributes in
            attributes["db.system.name"] = system
            attributes["db.query.text"] = statement
        }, body)
    }

    /// The statement's first word in capitals, or `SQL` for one without letters.
    static func operation(of statement: String) -> String {
        let word = statement.drop { !$0.isLetter }.prefix { $0.isLetter }
        return word.isEmpty ? "SQL" : word.uppercased()
    }
}
