// swift-tools-version: 6.1
import PackageDescription

// Layout: libraries in Modules/, executables in Targets/, tests in Tests/.
// The clip's closure (SDUI core, JSON, transport, terminal, scan) must stay
// Foundation-free; `Scripts/check-foundation-free.sh` enforces it.
let package = Package(
    name: "sdui",
    products: [
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "SDUI", targets: ["SDUI"]),
        .library(name: "ScanBarcode", targets: ["ScanBarcode"]),
        .library(name: "Login", targets: ["Login"]),
        .library(name: "Player", targets: ["Player"]),
        .library(name: "Analytics", targets: ["Analytics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // Foundation-free JSON: parser, JSONValue, Codable decoder and encoder, writer.
        .target(
            name: "JSON",
            path: "Modules/JSON",
            // The stdlib's exact Double conversions call libm (trunc, rint); link it
            // explicitly since nothing here imports Glibc or Foundation.
            linkerSettings: [.linkedLibrary("m")]
        ),
        // The core: the screen contract, lossy decoding, ScreenFactory and the
        // feature registries, state. Foundation-free: the clip links it.
        .target(
            name: "SDUI",
            dependencies: ["JSON"],
            path: "Modules/SDUI"
        ),
        // Feature modules: each depends on the core and registers through its
        // registries; the core never imports them.
        .target(name: "ScanBarcode", dependencies: ["SDUI"], path: "Modules/ScanBarcode"),
        .target(name: "Login", dependencies: ["SDUI"], path: "Modules/Login"),
        .target(name: "Player", dependencies: ["SDUI"], path: "Modules/Player"),
        .target(name: "Analytics", dependencies: ["SDUI", "JSON"], path: "Modules/Analytics"),
        .executableTarget(
            name: "json-benchmark",
            dependencies: ["JSON"],
            path: "Targets/json-benchmark"
        ),
        .testTarget(
            name: "JSONTests",
            dependencies: [
                "JSON",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/JSONTests"
        ),
        .testTarget(
            name: "SDUITests",
            dependencies: ["SDUI", "JSON"],
            path: "Tests/SDUITests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
