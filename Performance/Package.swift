// swift-tools-version: 6.1
import PackageDescription

// Benchmarks run with ordo-one's package-benchmark: percentiles, and malloc
// counts through its malloc interposer. A package of its own, so the main
// package's builds (the clip's, the tests') never resolve or build it.
// Allocation counts are deterministic, so CI checks them against the
// committed Thresholds/ (Scripts/check-allocations.sh); timings are noisy on
// a shared 2-core machine and are only printed.
//
//   swift package --package-path Performance benchmark                   # every figure
//   bash Scripts/check-allocations.sh                                     # the CI check
//   bash Scripts/check-allocations.sh --update                            # after a deliberate change
let package = Package(
    name: "sdui-performance",
    dependencies: [
        // Named, so the dependency does not take the name of whatever folder the repository was cloned into.
        .package(name: "sdui", path: ".."),
        // Only the malloc interposer: the ARC interposer (a second trait) is not mirrored here.
        .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // What every benchmark shares: the metrics and the allocation tolerance.
        .target(name: "AllocationBudget", dependencies: [.product(name: "Benchmark", package: "package-benchmark")], path: "Support"),
        .executableTarget(
            name: "Client",
            dependencies: [
                "AllocationBudget",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "BenchmarkFixtures", package: "sdui"),
                .product(name: "FeatureContracts", package: "sdui"),
                .product(name: "JSON", package: "sdui"),
                .product(name: "SDUI", package: "sdui"),
                .product(name: "SDUIContract", package: "sdui"),
                .product(name: "TerminalUI", package: "sdui"),
                .product(name: "TerminalImages", package: "sdui"),
                .product(name: "ScanBarcodeContract", package: "sdui"),
                .product(name: "PlayerContract", package: "sdui"),
                .product(name: "PlayerTerminal", package: "sdui"),
                .product(name: "LoginContract", package: "sdui"),
            ],
            path: "Benchmarks/Client",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "JSONCodec",
            dependencies: [
                "AllocationBudget",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "JSON", package: "sdui"),
                .product(name: "JSONBenchmarkDocuments", package: "sdui"),
            ],
            path: "Benchmarks/JSONCodec",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "Server",
            dependencies: [
                "AllocationBudget",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "DemoServer", package: "sdui"),
                .product(name: "JSON", package: "sdui"),
                .product(name: "SDUIContract", package: "sdui"),
                .product(name: "SDUIServer", package: "sdui"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/Server",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
