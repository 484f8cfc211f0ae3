// swift-tools-version: 6.0
import PackageDescription

// Layers, dependencies pointing down only:
//   CacheHints                    C: the processor's prefetch hints, which Swift cannot spell
//   GraphCore, AnimationCore      the incremental graph; the animation math (neither knows the other)
//   Animatic                      the two joined on a virtual clock, with the trace
//   AnimaticTesting, AnimaticCLI  assertions for tests; the command line, with Scene and Script
//   AnimaticPlaygrounds           the built-in scenes
//   animatic, animatic-bench      the executables
//
// No two paths, target names or module names differ only in case: a Mac's default disk would merge
// them (`.ci/case-collisions` checks).
let package = Package(
    name: "Animatic",
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticUI", targets: ["AnimaticUI"]),
        .library(name: "AnimaticTesting", targets: ["AnimaticTesting"]),
        .library(name: "AnimaticCLI", targets: ["AnimaticCLI"]),
        .executable(name: "animatic", targets: ["AnimaticTool"]),
        .executable(name: "animatic-bench", targets: ["AnimaticBenchmarks"]),
    ],
    targets: [
        .target(name: "CacheHints"),
        .target(name: "GraphCore", dependencies: ["CacheHints"]),
        .target(name: "AnimationCore"),
        .target(name: "Animatic", dependencies: ["GraphCore", "AnimationCore", "CacheHints"]),
        .target(name: "AnimaticUI", dependencies: ["Animatic"]),
        .target(name: "AnimaticTesting", dependencies: ["Animatic"]),
        .target(name: "AnimaticCLI", dependencies: ["Animatic"]),
        .target(name: "AnimaticPlaygrounds", dependencies: ["AnimaticCLI"], path: "Playgrounds"),
        .executableTarget(name: "AnimaticTool", dependencies: ["AnimaticCLI", "AnimaticPlaygrounds"]),
        // Counts heap allocations for the benchmark (Linux with glibc; C, as only C can define malloc).
        .target(name: "AllocationCounter", path: "BenchmarkSupport/AllocationCounter"),
        .executableTarget(
            name: "AnimaticBenchmarks", dependencies: ["Animatic", "AnimaticTesting", "AllocationCounter"],
            path: "Benchmarks",
            exclude: ["inspector-benchmark.py", "README.md"]),
        // What the test targets share: the seeded random number generator.
        .target(name: "AnimaticTestSupport", path: "Tests/Support"),
        .testTarget(name: "GraphCoreTests", dependencies: ["GraphCore", "AnimaticTestSupport"]),
        .testTarget(name: "AnimationCoreTests", dependencies: ["AnimationCore", "AnimaticTestSupport"]),
        .testTarget(name: "AnimaticTests", dependencies: ["Animatic", "AnimaticTesting", "AnimaticTestSupport"]),
        .testTarget(
            name: "AnimaticTestingTests", dependencies: ["AnimaticTesting"],
            exclude: ["Snapshots/__Snapshots__", "Reporting/__Snapshots__"]),
        .testTarget(
            name: "PlaygroundsTests", dependencies: ["AnimaticPlaygrounds", "AnimaticTesting"],
            exclude: ["Scenes/__Snapshots__"]),
        .testTarget(name: "AnimaticUITests", dependencies: ["AnimaticUI", "AnimaticTesting"]),
        .testTarget(name: "AnimaticCLITests", dependencies: ["AnimaticCLI", "AnimaticTool"]),
    ],
    swiftLanguageModes: [.v6]
)
