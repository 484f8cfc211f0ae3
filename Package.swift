// swift-tools-version: 6.0
import PackageDescription

// Layers, dependencies pointing down only (the compiler holds each target to what it depends on):
//   CacheHints                     C: the processor's prefetch hints, which Swift cannot spell
//   GraphCore, AnimationCore       the incremental graph; the animation math (neither knows the other)
//   Animatic                       the two joined on a virtual clock, with the trace, its timeline
//                                  text and its JSON form
//   AnimaticUI                     views, state, modifiers, layout, the display list, ViewHost
//   AnimaticExports                Perfetto, plots, drawings, graph diagrams, value components: they
//                                  read a trace through its public surface only, and a screen
//                                  drawing reads AnimaticUI's display list
//   AnimaticInspector              the self-contained HTML inspector page, with the screen of a
//                                  view's trace drawn from the display lists it is given
//   AnimaticScenes                 Scene and Script: a scene authored once (from a SwiftUI view or
//                                  from nodes built by hand), for every command
//   AnimaticLive                   `animatic preview`: a scene run live, a frame per request, on a
//                                  loopback HTTP server of its own, its page the inspector's
//   AnimaticTesting, AnimaticCLI   assertions for tests; the command line
//   AnimaticPlaygrounds            the built-in scenes
//   animatic, animatic-bench       the executables
//
// No two paths, target names or module names differ only in case: a Mac's default disk would merge
// them (`.ci/case-collisions` checks).
let package = Package(
    name: "Animatic",
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticUI", targets: ["AnimaticUI"]),
        .library(name: "AnimaticExports", targets: ["AnimaticExports"]),
        .library(name: "AnimaticInspector", targets: ["AnimaticInspector"]),
        .library(name: "AnimaticScenes", targets: ["AnimaticScenes"]),
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
        .target(name: "AnimaticExports", dependencies: ["Animatic", "AnimaticUI"]),
        // The inspector page's styles and its script's files are files of their own, embedded in
        // the module's code, so the page stays one self-contained file. A script file is listed
        // here and in _InspectorPage.scriptFiles, which gives the order the page runs them in.
        .target(
            name: "AnimaticInspector", dependencies: ["AnimaticExports", "AnimaticUI"],
            resources: [
                .embedInCode("Resources/inspector.css"),
                .embedInCode("Resources/inspector-data.js"),
                .embedInCode("Resources/inspector-shared.js"),
                .embedInCode("Resources/inspector-timeline.js"),
                .embedInCode("Resources/inspector-why.js"),
                .embedInCode("Resources/inspector-graph.js"),
                .embedInCode("Resources/inspector-ruler.js"),
                .embedInCode("Resources/inspector-plot.js"),
                .embedInCode("Resources/inspector-drawing.js"),
                .embedInCode("Resources/inspector-controls.js"),
                .embedInCode("Resources/inspector-startup.js"),
            ]),
        .target(name: "AnimaticScenes", dependencies: ["AnimaticUI"]),
        // The live page's styles and script are files of their own, embedded as the inspector's are.
        .target(
            name: "AnimaticLive", dependencies: ["AnimaticScenes", "AnimaticInspector"],
            resources: [.embedInCode("Resources/live.css"), .embedInCode("Resources/live.js")]),
        .target(name: "AnimaticTesting", dependencies: ["AnimaticUI"]),
        .target(
            name: "AnimaticCLI",
            dependencies: ["AnimaticScenes", "AnimaticExports", "AnimaticInspector", "AnimaticLive"]),
        .target(name: "AnimaticPlaygrounds", dependencies: ["AnimaticUI", "AnimaticScenes"], path: "Playgrounds"),
        .executableTarget(name: "AnimaticTool", dependencies: ["AnimaticCLI", "AnimaticPlaygrounds"]),
        // Counts heap allocations for the benchmark (Linux with glibc; C, as only C can define malloc).
        .target(name: "AllocationCounter", path: "BenchmarkSupport/AllocationCounter"),
        .executableTarget(
            name: "AnimaticBenchmarks",
            dependencies: [
                "Animatic", "AnimaticUI", "AnimaticExports", "AnimaticInspector", "AnimaticTesting",
                "AnimaticPlaygrounds", "AllocationCounter",
            ],
            path: "Benchmarks",
            exclude: ["inspector-benchmark.py", "streamed-memory.py", "preview-benchmark.py", "README.md"]),
        // What the test targets share: the seeded random number generator.
        .target(name: "AnimaticTestSupport", path: "Tests/Support"),
        // Seed models the graph's tests and the testing library's tests share: one copy of each.
        .target(name: "AnimaticTestFixtures", dependencies: ["Animatic"], path: "Tests/Fixtures"),
        .testTarget(name: "GraphCoreTests", dependencies: ["GraphCore", "AnimaticTestSupport"]),
        .testTarget(
            name: "AnimationCoreTests", dependencies: ["AnimationCore", "AnimaticTestSupport", "AnimaticPlaygrounds"]),
        .testTarget(
            name: "AnimaticTests",
            dependencies: ["Animatic", "AnimaticTesting", "AnimaticTestSupport", "AnimaticTestFixtures"]),
        .testTarget(
            name: "AnimaticExportsTests", dependencies: ["AnimaticExports", "AnimaticUI", "AnimaticPlaygrounds"]),
        .testTarget(
            name: "AnimaticInspectorTests",
            dependencies: ["AnimaticInspector", "AnimaticPlaygrounds", "AnimaticTestSupport"]),
        .testTarget(
            name: "AnimaticTestingTests", dependencies: ["AnimaticTesting", "AnimaticUI", "AnimaticTestFixtures"],
            exclude: ["Snapshots/__Snapshots__", "Reporting/__Snapshots__"]),
        .testTarget(
            name: "PlaygroundsTests", dependencies: ["AnimaticPlaygrounds", "AnimaticTesting", "AnimaticExports"],
            exclude: ["Scenes/__Snapshots__"]),
        .testTarget(
            name: "AnimaticUITests",
            dependencies: [
                "AnimaticUI", "AnimaticScenes", "AnimaticTesting", "AnimaticTestSupport", "AnimaticPlaygrounds",
                "AnimaticExports",
            ]),
        .testTarget(name: "AnimaticScenesTests", dependencies: ["AnimaticScenes"]),
        .testTarget(name: "AnimaticCLITests", dependencies: ["AnimaticCLI", "AnimaticTool"]),
        .testTarget(
            name: "AnimaticLiveTests",
            dependencies: ["AnimaticLive", "AnimaticPlaygrounds", "Animatic", "AnimaticScenes", "AnimaticUI"]),
    ],
    swiftLanguageModes: [.v6]
)
