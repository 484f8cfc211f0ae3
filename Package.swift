// swift-tools-version: 6.0
import PackageDescription

// Layers (DESIGN.md), dependencies pointing down only:
//   AnimationCore, GraphCore  →  Animatic  →  AnimaticTesting, Playgrounds  →  animatic, animatic-bench
let package = Package(
    name: "Animatic",
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticTesting", targets: ["AnimaticTesting"]),
        .executable(name: "animatic", targets: ["animatic"]),
        .executable(name: "animatic-bench", targets: ["AnimaticBenchmarks"]),
    ],
    targets: [
        .target(name: "GraphCore"),
        .target(name: "AnimationCore"),
        .target(name: "Animatic", dependencies: ["GraphCore", "AnimationCore"]),
        .target(name: "AnimaticTesting", dependencies: ["Animatic"]),
        .target(name: "Playgrounds", dependencies: ["Animatic"], path: "Playgrounds"),
        .executableTarget(name: "animatic", dependencies: ["Animatic", "Playgrounds"]),
        .executableTarget(name: "AnimaticBenchmarks", dependencies: ["Animatic"], path: "Benchmarks"),
        .testTarget(name: "GraphCoreTests", dependencies: ["GraphCore"]),
        .testTarget(name: "AnimationCoreTests", dependencies: ["AnimationCore"]),
        .testTarget(name: "AnimaticTests", dependencies: ["Animatic", "AnimaticTesting"]),
        .testTarget(
            name: "AnimaticTestingTests", dependencies: ["AnimaticTesting"], exclude: ["Snapshots/__Snapshots__", "Reporting/__Snapshots__"]),
        .testTarget(
            name: "PlaygroundsTests", dependencies: ["Playgrounds", "AnimaticTesting"], exclude: ["Scenes/__Snapshots__"]),
        .testTarget(name: "animaticTests", dependencies: ["animatic"]),
    ],
    swiftLanguageModes: [.v6]
)
