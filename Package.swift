// swift-tools-version: 6.1
import PackageDescription

// Layout: libraries in Modules/, executables in Targets/, tests in Tests/.
// The clip's closure (SDUI core, JSON, transport, terminal, scan) must stay
// Foundation-free; `Scripts/check-foundation-free.sh` enforces it.
let package = Package(
    name: "sdui",
    products: [
        .library(name: "JSON", targets: ["JSON"]),
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
    ],
    swiftLanguageModes: [.v6]
)
