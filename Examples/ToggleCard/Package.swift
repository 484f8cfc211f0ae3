// swift-tools-version: 6.0
import PackageDescription

// A package of your own that traces its own SwiftUI view with Animatic: the view and its scene in a
// library (so its tests can import them), a two-line executable, and tests with AnimaticTesting. It depends on the
// Animatic repository by path; in your package, point `path:` at your checkout, or use `url:`.
let package = Package(
    name: "ToggleCard",
    dependencies: [
        .package(name: "Animatic", path: "../..")
    ],
    targets: [
        .target(
            name: "ToggleCard",
            dependencies: [
                .product(name: "AnimaticUI", package: "Animatic"), .product(name: "AnimaticCLI", package: "Animatic"),
            ]),
        .executableTarget(name: "toggle-card", dependencies: ["ToggleCard"]),
        .testTarget(
            name: "ToggleCardTests",
            dependencies: [
                "ToggleCard", .product(name: "AnimaticUI", package: "Animatic"),
                .product(name: "AnimaticTesting", package: "Animatic"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
