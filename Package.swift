// swift-tools-version: 6.1
import PackageDescription

// Layout: libraries in Modules/, executables in Targets/, tests in Tests/.
// The clip's closure (SDUI core, JSON, transport, terminal, scan) must stay
// Foundation-free; `Scripts/check-foundation-free.sh` enforces it.
// The clip's closure is also compiled without the implicit `_StringProcessing`
// import: one `String.contains(String)` links 950 KB of regex engine into the
// clip, so such a call must fail to compile there instead of silently growing it.
let clipClosure: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import"]),
]

/// The products of other packages the targets use, each spelled once.
extension Target.Dependency {
    static let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
    static let compressNIO: Target.Dependency = .product(name: "CompressNIO", package: "compress-nio")
    static let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto")
    static let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
    static let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")
    static let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")
    static let hummingbirdBcrypt: Target.Dependency = .product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
    static let hummingbirdTesting: Target.Dependency = .product(name: "HummingbirdTesting", package: "hummingbird")
    static let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
    static let metrics: Target.Dependency = .product(name: "Metrics", package: "swift-metrics")
    static let nioCore: Target.Dependency = .product(name: "NIOCore", package: "swift-nio")
    static let nioPosix: Target.Dependency = .product(name: "NIOPosix", package: "swift-nio")
    static let otel: Target.Dependency = .product(name: "OTel", package: "swift-otel")
    static let postgresNIO: Target.Dependency = .product(name: "PostgresNIO", package: "postgres-nio")
    static let prometheus: Target.Dependency = .product(name: "Prometheus", package: "swift-prometheus")
    static let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")
    static let serviceLifecycle: Target.Dependency = .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
    static let tracing: Target.Dependency = .product(name: "Tracing", package: "swift-distributed-tracing")
    static let connectionPoolModule: Target.Dependency = .product(name: "_ConnectionPoolModule", package: "postgres-nio")
}

/// The core, the clients' parts and the features, with the contract modules and C libraries they use.
let libraryTargets: [Target] = [
    // One calling-convention shim for the JSON tape decoder (see its header): no headers to import.
    .target(name: "CJSONShims"),
    // Foundation-free JSON: parser, JSONValue, Codable decoder and encoder, writer.
    .target(
        name: "JSON",
        dependencies: ["CJSONShims"],
        swiftSettings: clipClosure,
        // The stdlib's exact Double conversions call libm (trunc, rint); link it
        // explicitly since nothing here imports Glibc or Foundation.
        linkerSettings: [.linkedLibrary("m")]
    ),
    // The contract every party links (clients, the server, tools): the screen's types,
    // lossy decoding, ScreenFactory and the contract registry, expressions, templates,
    // patterns, URLs and the budgets. Foundation-free: the clip links it.
    .target(
        name: "SDUIContract",
        dependencies: ["JSON"],
        swiftSettings: clipClosure
    ),
    // The client runtime over the contract: the feature registry with handlers,
    // renderers, overrides, observers and request decorators, the HTTP client protocol,
    // screen diffs. Clients only; re-exports SDUIContract. Foundation-free.
    .target(
        name: "SDUI",
        dependencies: ["SDUIContract", "JSON"],
        swiftSettings: clipClosure
    ),
    // The client session engine: API client with ETag revalidation and
    // offline fallback, navigation stack, action runner. Foundation-free.
    .target(name: "SDUISession", dependencies: ["SDUI", "JSON"], swiftSettings: clipClosure),
    // The terminal renderer: text width and wrapping, styles, one renderer per component,
    // frames that redraw only changed rows, keys, raw mode, the accessory protocol
    // features plug into. Knows no session engine. Foundation-free: the clip links it.
    .target(name: "TerminalUI", dependencies: ["SDUI", "JSON"], swiftSettings: clipClosure),
    // The interactive terminal app over a Session: focus, keys, dialogs, search,
    // the entry renderer (loading, failed, offline). Foundation-free: the clip links it.
    .target(
        name: "InteractiveTerminal", dependencies: ["TerminalUI", "SDUISession", "SDUI", "JSON", "ChildProcess"],
        swiftSettings: clipClosure),
    // `sdui schema`: a JSON Schema of the contract, learned from the decoders of the registered types.
    .target(name: "SDUISchema", dependencies: ["SDUIContract", "JSON"]),
    // Lint rules over screen documents, for `sdui lint` and the server's start-up and publish.
    .target(name: "SDUILint", dependencies: ["SDUIContract", "JSON"]),
    // Starting another program without Foundation: the player's audio command, the desktop's browser.
    .target(name: "ChildProcess", swiftSettings: clipClosure),
    // `sdui run`'s flow scripts: parser and runner over a Session.
    .target(name: "FlowScript", dependencies: ["InteractiveTerminal", "TerminalUI", "SDUISession", "SDUI", "JSON"]),
    // Feature modules: each depends on the core and registers through its
    // registries; the core never imports them.
    // Barcode scanning: images through libpng and by hand, decoding with ZBar,
    // validation and the scan flow. Foundation-free: the clip links it.
    .target(name: "ScanBarcode", dependencies: ["SDUI", "ScanBarcodeContract", "CZBar", "PNGReading", "DynamicLibrary"], swiftSettings: clipClosure),
    // PNG files through libpng's simplified API, for the scanner (gray) and the terminal's pictures (RGB).
    .target(name: "PNGReading", dependencies: ["CPNG", "DynamicLibrary"], swiftSettings: clipClosure),
    // C libraries opened with dlopen on first use (libzbar, libpng), not linked.
    .target(name: "DynamicLibrary", swiftSettings: clipClosure),
    // Each feature's terminal look lives in a small module of its own, so a client that
    // does not draw in a terminal installs the feature without linking the terminal.
    .target(
        name: "ScanBarcodeTerminal", dependencies: ["ScanBarcode", "ScanBarcodeContract", "TerminalUI", "SDUI"],
        swiftSettings: clipClosure),
    .target(name: "PlayerTerminal", dependencies: ["Player", "PlayerContract", "TerminalUI", "SDUI"]),
    // Each feature's wire types (its components, actions and request bodies) live in a
    // contract module of their own, so the server speaks a feature's contract without
    // linking the feature (ZBar, the terminal, the token file).
    .target(name: "ScanBarcodeContract", dependencies: ["SDUIContract"], swiftSettings: clipClosure),
    .target(name: "PlayerContract", dependencies: ["SDUIContract"]),
    // Every feature contract in one list (fuzzers, benchmarks, the schema, tests).
    .target(
        name: "FeatureContracts",
        dependencies: ["SDUIContract", "ScanBarcodeContract", "PlayerContract", "LoginContract", "KeepOfflineContract"]),
    .target(name: "LoginContract", dependencies: ["SDUIContract"]),
    .target(name: "KeepOfflineContract", dependencies: ["SDUIContract"]),
    // The demo apps' routes: each app's screens and commands with their typed parameters,
    // declared once for the server that serves them and anything that links to them.
    .target(name: "AccountsContract", dependencies: ["SDUIContract", "LoginContract"]),
    .target(name: "ParcelsContract", dependencies: ["SDUIContract", "JSON"]),
    // The parcels app's deep links alone, for the server and for the clip's allow-list:
    // the clip links these values and not ParcelsContract's decoders.
    .target(name: "ParcelsLinks", dependencies: ["SDUIContract"], swiftSettings: clipClosure),
    .target(name: "MusicContract", dependencies: ["SDUIContract"]),
    .target(name: "AnalyticsContract", dependencies: ["JSON"]),
    // ZBar (barcode decoding) and libpng (PNG loading) for ScanBarcode.
    // Both are headers only: libzbar is opened with dlopen on the first scan,
    // libpng on the first PNG read or written (PNGReading's PNGLibrary).
    .systemLibrary(name: "CZBar", providers: [.apt(["libzbar-dev"])]),
    .systemLibrary(name: "CPNG", providers: [.apt(["libpng-dev"])]),
    // libjpeg-turbo's TurboJPEG API (status codes, not libjpeg's longjmp) for the full client's pictures.
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    // The server's Brotli answers (libbrotlienc from Debian).
    .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
    // Pictures in the full client's terminal: PNG and JPEG decoded, drawn in half blocks (not in the clip).
    .target(name: "TerminalImages", dependencies: ["TerminalUI", "PNGReading", "CTurboJPEG"]),
    // Login for the full client: login/logout handlers, the 0600 token file, the same-origin bearer decorator.
    .target(name: "Login", dependencies: ["SDUI", "LoginContract", "JSON"]),
    // Playback for the full client: play/playerControl, the clock-driven and external-command
    // outputs (its terminal look, the mini-player and queue view, is PlayerTerminal).
    .target(name: "Player", dependencies: ["SDUI", "PlayerContract", "JSON", "ChildProcess"]),
    // The favourite heart answered on the device first (a local override of a server element).
    .target(name: "Favourites", dependencies: ["SDUI", "JSON"]),
    // Keep for offline on request: keepOffline/removeOffline over the full client's cache (not in the clip).
    .target(name: "KeepOffline", dependencies: ["SDUI", "SDUISession", "KeepOfflineContract"]),
    // Analytics for the full client: a session observer, a SQLite queue (through
    // SDUIStore) and a batched uploader with backoff.
    .target(
        name: "Analytics",
        dependencies: ["SDUI", "JSON", "SDUIStore", "AnalyticsContract", .grdb]
    ),
    // The full client's generic SQLite store through GRDB (WAL, migrations, bad files
    // moved aside); knows no session engine. Uses Foundation; the clip does not link it.
    .target(
        name: "SDUIStore",
        dependencies: [.grdb]
    ),
    // The full client's screen cache (ETags, offline copies, the widget's last document)
    // on an SDUIStore file.
    .target(
        name: "SDUIScreenCache",
        dependencies: ["SDUIStore", "SDUISession", "SDUI", .grdb]
    ),
    // libcurl, with typed wrappers for its variadic setopt/getinfo calls.
    .systemLibrary(
        name: "CCurl",
        pkgConfig: "libcurl",
        providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    // The live HTTPClient over libcurl. Foundation-free: the clip links it.
    .target(name: "CurlTransport", dependencies: ["SDUI", "CCurl"], swiftSettings: clipClosure),
]

/// The server framework, its modules, storage engines and apps, and the reference server.
let serverTargets: [Target] = [
    // The reference server's framework: routes, versions and capability filtering, ETags
    // and the render cache, content loading and validation, commands, deep links, the
    // widget and analytics ingest, and the registry apps plug into. Knows no app and no
    // database engine (apps and storage reach it through protocols).
    .target(
        name: "SDUIServer",
        dependencies: [
            "SDUILint",
            "SDUIContract", "JSON", "AnalyticsContract", "CBrotli",
            .hummingbird,
            .logging,
            .crypto,
            .httpTypes,
            .nioCore,
            .prometheus,
            .compressNIO,
            .serviceLifecycle,
            .tracing,
        ]
    ),
    // The authors' browser preview, a server module (ServerModule) the target installs only
    // with --preview: its HTML pages, the renderers per component type, the preview route.
    .target(
        name: "SDUIServerPreview",
        dependencies: [
            "SDUIServer", "SDUIContract", "JSON",
            .hummingbird,
        ]
    ),
    // The web client served at /app/ from <content>/web/, a server module (ServerModule) the
    // target installs unless --no-web-app: the shell, the hashed files, the Service Worker.
    .target(
        name: "SDUIServerWebApp",
        dependencies: [
            "SDUIServer",
            .hummingbird,
            .httpTypes,
            .logging,
            .nioCore,
        ]
    ),
    // Live screens and the live widget as server-sent events, a server module (ServerModule):
    // the hub that wakes the streams, and the two live endpoints the core leaves to a module.
    .target(
        name: "SDUIServerLive",
        dependencies: [
            "SDUIServer", "SDUIContract",
            .hummingbird,
            .httpTypes,
            .nioCore,
            .serviceLifecycle,
        ]
    ),
    // Releases with rollouts, a server module (ServerModule): the store, channels, log and
    // operations (Store/), the follower of a channel and its rollout to a share of installs,
    // loaded before the instance is ready (Serving/), and the release API under /admin/ the
    // target installs only with --admin: publish, promote, roll back and roll out for an
    // admin's token and role (Admin/).
    .target(
        name: "SDUIServerReleases",
        dependencies: [
            "SDUIServer", "JSON",
            .crypto,
            .hummingbird,
            .logging,
        ]
    ),
    // Experiments, a server module (ServerModule): reads the content's experiments.json, serves
    // each install its variant of a screen and records its exposure once; the report over them.
    .target(
        name: "SDUIServerExperiments",
        dependencies: [
            "SDUIServer", "SDUIContract", "JSON", "AnalyticsContract",
            .crypto,
        ]
    ),
    // The embedded storage engine: SQLite through GRDB, the migration runner and the
    // framework's analytics store.
    .target(
        name: "SDUIServerSQLite",
        dependencies: ["SDUIServer", .grdb]
    ),
    // The demo's apps: each registers into SDUIServer and reads its data through its store
    // protocol, implemented over SQLite beside it.
    // The scaled-out storage engine: PostgreSQL through postgres-nio's connection pool,
    // migrations under an advisory lock, the analytics store.
    .target(
        name: "SDUIServerPostgres",
        dependencies: [
            "SDUIServer", "SDUIContract",
            .postgresNIO,
            .connectionPoolModule,
            .logging,
        ]
    ),
    .target(
        name: "AccountsApp",
        dependencies: [
            "SDUIServer", "SDUIContract", "LoginContract", "AccountsContract",
            .crypto,
            .hummingbirdBcrypt,
            .nioPosix,
        ]
    ),
    .target(
        name: "ParcelsApp",
        dependencies: [
            "SDUIServer", "SDUIContract", "ScanBarcodeContract", "ParcelsContract", "ParcelsLinks",
            .httpTypes,
        ]
    ),
    .target(
        name: "MusicApp",
        dependencies: [
            "SDUIServer", "SDUIContract", "PlayerContract", "KeepOfflineContract", "MusicContract",
        ]
    ),
    // The demo installation: the three apps over one SQLite file, for sdui-server and the tests.
    .target(
        name: "DemoServer",
        dependencies: [
            "SDUIServer", "SDUIServerSQLite", "SDUIServerPostgres", "SDUIServerPreview", "SDUIServerLive", "SDUIServerExperiments", "SDUIServerReleases",
            "SDUIServerWebApp",
            "AccountsApp", "ParcelsApp",
            "MusicApp", "SDUIContract", "PlayerContract", "ScanBarcodeContract",
            .logging,
        ]
    ),
    .executableTarget(
        name: "sdui-server",
        dependencies: [
            "SDUIServer", "SDUIServerExperiments", "SDUIServerReleases", "DemoServer",
            .argumentParser,
            .logging,
            .metrics,
            .prometheus,
            .otel,
            .tracing,
            .serviceLifecycle,
        ]
    ),
]

/// The terminal clients, and the benchmarks and probes that measure the parts.
let programTargets: [Target] = [
    // The full terminal client: open, render, validate, run, widget. Links every feature.
    .executableTarget(
        name: "sdui",
        dependencies: [
            "SDUI", "SDUISession", "TerminalUI", "InteractiveTerminal", "FlowScript", "JSON", "CurlTransport",
            "ScanBarcode", "ScanBarcodeTerminal", "Login", "LoginContract", "Player", "PlayerTerminal", "Favourites", "Analytics", "KeepOffline",
            "SDUIStore", "SDUIScreenCache", "SDUISchema", "SDUILint", "TerminalImages", "SeedConversion", "ClientTracing",
            .argumentParser,
            .otel,
            .tracing,
            .serviceLifecycle,
        ]
    ),
    // The client's spans (SDUI's TraceScope) handed to a swift-distributed-tracing tracer: `sdui --trace`
    // gives swift-otel's. Full client only: the clip sends the traceparent header and exports nothing.
    .target(
        name: "ClientTracing",
        dependencies: ["SDUI", "JSON", .tracing]
    ),
    // `sdui convert`: documents of the seeds' designs (tutorial, Primephonic, Medium, PostNL) in this contract.
    .target(name: "SeedConversion", dependencies: ["JSON"]),
    // A seeded SplitMix64 generator, so benchmark documents and fuzz-style tests are the same on every run.
    .target(name: "SeededRandom"),
    // glibc's heap counter for benchmarks that report memory (Swift cannot reach malloc.h).
    .target(name: "CHeapStats"),
    // Screens the benchmarks share: the terminal benchmark's ratios and the allocation budgets in Performance/.
    .target(name: "BenchmarkFixtures", dependencies: ["SDUI", "PlayerContract", "TerminalUI", "TerminalImages"]),
    .executableTarget(
        name: "terminal-benchmark",
        dependencies: ["TerminalUI", "InteractiveTerminal", "SDUISession", "SDUI", "CHeapStats", "TerminalImages", "BenchmarkFixtures",
                       "PlayerTerminal"]
    ),
    // The clip's replacements for two parts of the standard library: its arguments and the Unicode scalar names (see the C files).
    .target(name: "CClipRuntime"),
    // The trimmed client: one deep link, the core, JSON, transport, terminal
    // and ScanBarcode only. Foundation-free; its size is checked by Scripts/check-clip-size.sh.
    .executableTarget(
        name: "sdui-clip",
        dependencies: [
            "SDUI", "SDUISession", "JSON", "CurlTransport", "TerminalUI", "InteractiveTerminal", "ScanBarcode",
            "ScanBarcodeTerminal", "ParcelsLinks", "CClipRuntime",
        ],
        swiftSettings: clipClosure
    ),
    .executableTarget(
        name: "json-benchmark",
        dependencies: ["JSON", "JSONBenchmarkDocuments"]
    ),
    // The generated screen documents and their Codable model, shared by json-benchmark and Performance/'s JSON benchmarks.
    .target(name: "JSONBenchmarkDocuments", dependencies: ["SeededRandom"]),
    // Screens decoded through the tree and straight from the tape (Scripts/benchmark-screen-decode.sh).
    .executableTarget(
        name: "screen-decode-benchmark",
        dependencies: ["JSON", "SDUIContract", "FeatureContracts"]
    ),
    .executableTarget(
        name: "transport-benchmark",
        dependencies: ["CurlTransport", "SDUI", "SDUISession"]
    ),
    // Writes to a store until SIGKILLed; SDUIStoreTests and AnalyticsTests run it.
    .executableTarget(
        name: "sdui-store-probe",
        dependencies: ["SDUIStore", "SDUIScreenCache", "Analytics", "SDUISession", "SDUI"]
    ),
    .executableTarget(
        name: "analytics-benchmark",
        dependencies: ["Analytics", "SDUIStore", "SDUI", "JSON"]
    ),
]

/// The test targets, and SDUITesting, the support they share.
let testTargets: [Target] = [
    .testTarget(
        name: "JSONTests",
        dependencies: [
            "JSON",
            "CHeapStats",
            .propertyBased,
        ]
    ),
    // libcurl against a deliberately broken loopback server (BrokenHTTPServer), and the
    // real Session and APIClient over it: every misbehaviour ends in a typed error.
    .testTarget(
        name: "CurlTransportTests",
        dependencies: ["CurlTransport", "SDUI", "SDUISession", "SDUITesting"]
    ),
    .testTarget(
        name: "SDUIServerTests",
        dependencies: [
            "MusicContract", "ParcelsContract",
            "SDUIServer", "SDUIServerSQLite", "SDUIServerPreview", "SDUIServerLive", "SDUIServerExperiments", "SDUIServerReleases", "SDUIServerWebApp",
            "DemoServer",
            "AccountsApp", "ParcelsApp", "MusicApp", "SDUITesting",
            "SDUI", "JSON", "ScanBarcode", "Login", "Player", "AnalyticsContract", "CurlTransport",
            "ScanBarcodeContract", "PlayerContract", "LoginContract", "KeepOfflineContract", "FeatureContracts",
            .crypto,
            .hummingbird,
            .hummingbirdTesting,
            .httpTypes,
            .logging,
            .grdb,
            .compressNIO,
        ],
        exclude: ["Recorded", "BrowserPreview"]
    ),
    // docs/server.md's "Adding an app", compiled and run; a target of its own, so the example's
    // types (HelpDeskApp, HelpDeskRoutes) meet no app a reader adds beside the demo's.
    .testTarget(
        name: "ServerGuideTests",
        dependencies: ["SDUIServer", "SDUITesting", "SDUI", .hummingbird, .hummingbirdTesting, .logging]
    ),
    // The DocC tutorial's code (Modules/SDUIServer/SDUIServer.docc), compiled and run: an app on the
    // server framework and a client drawing its screens.
    .testTarget(
        name: "DocumentationTests",
        dependencies: [
            "SDUIServer", "SDUIServerSQLite", "SDUISession", "SDUI", "CurlTransport", "TerminalUI", "SDUITesting",
            .logging,
            .serviceLifecycle,
        ]
    ),
    // The web client (Web/, served at /app/) in Debian's headless Chromium through chromedriver.
    .testTarget(
        name: "WebClientTests",
        dependencies: ["SDUITesting", "SDUIServer", "SDUI", "CurlTransport", "InteractiveTerminal", "PNGReading"],
        exclude: ["Baselines", "Screens"]
    ),
    .testTarget(
        name: "PlayerTests",
        dependencies: ["Player", "PlayerTerminal", "SDUI", "SDUISession", "SDUITesting", "TerminalUI", "InteractiveTerminal", "JSON"]
    ),
    .testTarget(
        name: "TerminalImagesTests",
        dependencies: ["SDUITesting", "TerminalImages", "TerminalUI", "SDUI", "JSON", "SeededRandom"],
        exclude: ["Snapshots"]
    ),
    .testTarget(
        name: "SeedConversionTests",
        dependencies: ["SeedConversion", "JSON", "SDUI", "PlayerContract"],
        exclude: ["Fixtures"]
    ),
    .testTarget(
        name: "TerminalUITests",
        dependencies: ["TerminalUI", "InteractiveTerminal", "FlowScript", "SDUISession", "SDUITesting", "SDUI", "JSON",
                       "ScanBarcodeTerminal", "PlayerContract", "PlayerTerminal"],
        exclude: ["Snapshots"]
    ),
    // `sdui run` flow scripts against the real server (ephemeral port, in-memory database).
    .testTarget(
        name: "SDUIFlowTests",
        dependencies: [
            "FlowScript", "TerminalUI", "InteractiveTerminal", "SDUISession", "SDUI", "CurlTransport", "ScanBarcode",
            "ScanBarcodeTerminal", "Player", "PlayerTerminal", "Login", "Favourites",
            "SDUITesting",
        ],
        exclude: ["Flows"]
    ),
    // The full client's binary (`sdui`) end to end: its SQLite screen cache against the real server.
    .testTarget(name: "ClientTests", dependencies: ["SDUITesting", "JSON"], exclude: ["Recorded"]),
    // The clip: its hand-parsed arguments, allow-list and feature set in process, and the
    // built binary against the real server (non-interactive, and the Scan & Go flow on a pty).
    .testTarget(
        name: "ClipTests",
        dependencies: [
            "sdui-clip", "SDUI", "SDUISession", "SDUITesting", "JSON", "CurlTransport",
        ]
    ),
    // The real Session, APIClient, libcurl transport and SQLite screen cache against the
    // real server (ephemeral loopback port, stopped and restarted by the tests).
    .testTarget(
        name: "SessionServerTests",
        dependencies: [
            "LoginContract", "MusicContract",
            "SDUISession", "SDUI", "JSON", "CurlTransport", "SDUIStore", "SDUIScreenCache", "SDUITesting", "Favourites", "KeepOffline", "TerminalImages",
            "SDUIServerLive", "SDUIServerReleases",
        ]
    ),
    .testTarget(
        name: "SDUISessionTests",
        dependencies: ["SDUISession", "SDUITesting", "SDUI", "JSON"]
    ),
    .testTarget(
        name: "ScanBarcodeTests",
        dependencies: [
            "SDUITesting", "ScanBarcode", "ScanBarcodeTerminal", "SDUI", "SDUISession", "TerminalUI", "InteractiveTerminal", "JSON", "PNGReading",
            "SeededRandom",
        ]
    ),
    .testTarget(
        name: "LoginTests",
        dependencies: [
            "Login", "SDUISession", "SDUI", "JSON", "CurlTransport", "SDUITesting",
        ]
    ),
    // The core; the contract document's feature examples and the seed fixtures are also
    // decoded with the features' published wire types (the contract modules, not the features).
    .testTarget(
        name: "SDUITests",
        dependencies: [
            "SDUI", "JSON", "ScanBarcodeContract", "PlayerContract", "LoginContract", "KeepOfflineContract", "FeatureContracts",
            "SDUISchema", "SDUITesting",
            .propertyBased,
        ],
        resources: [.copy("Fixtures")]
    ),
    // The lint rules, each with a document that triggers it and one that does not.
    .testTarget(name: "SDUILintTests", dependencies: ["SDUILint", "SDUIContract", "JSON", "KeepOfflineContract"]),
    // SDUITesting: the one test-support module every test target imports. Fakes of the
    // client's seams (action context, HTTP clients, presenter, tracer, timer clock, Gate),
    // waiting on conditions (eventually, waitUntil), temporary directories, hostile
    // documents, built programs on a pseudo-terminal, and the reference server in process
    // (LiveServer, RestartableServer stopped gracefully by GracefulServer) or as a process.
    .target(
        name: "SDUITesting",
        dependencies: [
            "SDUI", "SDUISession", "SDUIServer", "SDUIServerLive", "DemoServer", "SDUIServerPostgres", "SDUIServerSQLite", "LoginContract",
            .postgresNIO,
            .hummingbird,
            .hummingbirdTesting,
            .logging,
            .nioCore,
            .serviceLifecycle,
        ],
        // Support for the tests, beside them rather than among the modules that ship.
        path: "Tests/SDUITesting"
    ),
    .testTarget(
        name: "SDUIStoreTests",
        dependencies: [
            "SDUIStore", "SDUIScreenCache", "SDUITesting", "SDUISession", "SDUI", "JSON",
            .grdb,
        ]
    ),
    .testTarget(
        name: "AnalyticsTests",
        dependencies: [
            "Analytics", "SDUIStore", "SDUIScreenCache", "SDUITesting", "SDUIServer", "DemoServer",
            "SDUISession", "SDUI", "JSON", "CurlTransport",
            .grdb,
            .hummingbird,
            .logging,
        ]
    ),
    // Traces (docs/tracing.md): the traceparent header, the client's spans, and the server's and the client's
    // exported through swift-otel to a small OTLP receiver in the test (the Scan & Go flow end to end).
    .testTarget(
        name: "TracingTests",
        dependencies: [
            "SDUI", "SDUISession", "SDUITesting", "SDUIServer", "DemoServer", "CurlTransport",
            "FlowScript", "ScanBarcode", "ScanBarcodeTerminal", "TerminalUI", "ClientTracing",
            .otel,
            .tracing,
            .hummingbird,
            .hummingbirdTesting,
            .logging,
            .nioCore,
            .serviceLifecycle,
        ]
    ),
    // Against a real PostgreSQL (Scripts/with-postgres.sh); they skip without one, except under CI.
    .testTarget(
        name: "PostgresTests",
        dependencies: [
            "LoginContract", "MusicContract", "ParcelsContract",
            "SDUIServerPostgres", "SDUITesting", "SDUIServer", "SDUIServerSQLite", "DemoServer", "SDUI", "SDUISession", "CurlTransport", "JSON",
            .postgresNIO,
            .logging,
        ]
    ),
]

/// The libraries other packages may link, each a product of the target of its name: the
/// clients' and the server's parts, then what Performance/ (a package of its own) measures.
let publishedLibraries = [
    "JSON", "SDUIContract", "SDUI", "CurlTransport", "SDUISession", "TerminalUI", "InteractiveTerminal",
    "ScanBarcode", "Login", "Player", "Favourites", "Analytics", "SDUIStore", "SDUIScreenCache", "SDUIServer",
    "SDUIServerSQLite", "SDUIServerPostgres",
    // For the allocation budgets and benchmarks in Performance/.
    "DemoServer", "BenchmarkFixtures", "TerminalImages", "JSONBenchmarkDocuments", "ScanBarcodeContract",
    "PlayerContract", "PlayerTerminal", "FeatureContracts", "LoginContract",
]

// Every target lives in the folder named for it: a module in Modules/, a program in
// Targets/, its tests in Tests/. The path is derived here; only a target outside that
// pattern (the tests' support, SDUITesting) spells its own.
for target in libraryTargets + serverTargets + programTargets + testTargets where target.path == nil {
    let folder = switch target.type {
    case .test: "Tests"
    case .executable: "Targets"
    default: "Modules"
    }
    target.path = "\(folder)/\(target.name)"
}

let package = Package(
    name: "sdui",
    products: publishedLibraries.map { Product.library(name: $0, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The reference server and the full client's store (SDUIStore, Analytics: GRDB) only;
        // no clip module depends on these.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.4.1"),
        // The server's gzip answers (zlib underneath).
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        // Tests only: SDUITesting stops its servers by graceful shutdown (GracefulServer), so it
        // imports ServiceLifecycle itself; Hummingbird already brings the package in.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Traces (docs/tracing.md): the span API the server's code calls, and swift-otel's OTLP/HTTP
        // exporter for sdui-server and `sdui --trace`; gRPC left out (its trait), so grpc-swift is not built.
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.2.0"),
        .package(url: "https://github.com/swift-otel/swift-otel.git", from: "1.0.0", traits: ["OTLPHTTP"]),
        // `swift package generate-documentation` (Scripts/check-docs.sh): a command plugin, built only when run,
        // so a build or a test run never compiles it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
    ],
    targets: libraryTargets + serverTargets + programTargets + testTargets,
    swiftLanguageModes: [.v6]
)
