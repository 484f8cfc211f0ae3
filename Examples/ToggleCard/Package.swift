// swift-tools-version: 6.0
import PackageDescription

// A package of your own that traces its own view with Animatic: the scene in a library (so its
// tests can import it), a two-line executable, and tests with AnimaticTesting. It depends on the
// Animatic repository by path; in your package, point `path:` at your checkout, or use `url:`.
let package = Package(
    name: "ToggleCard",
    dependencies: [
        .package(name: "Animatic", path: "../..")
    ],
    targets: [
        .target(name: "ToggleCard", dependencies: [.product(name: "AnimaticCLI", package: "Animatic")]),
        .executableTarget(name: "toggle-card", dependencies: ["ToggleCard"]),
        .testTarget(
            name: "ToggleCardTests",
            dependencies: ["ToggleCard", .product(name: "AnimaticTesting", package: "Animatic")]),
    ],
    swiftLanguageModes: [.v6]
)
