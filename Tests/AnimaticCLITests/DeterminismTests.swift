import Foundation
import Testing

/// Every run of a scene gives the same bytes, whichever process runs it.
///
/// Comparing two runs in one process cannot catch an order that comes from hashing: a process
/// seeds `Hasher` once, at random, so two runs in it iterate a `Set` or a `Dictionary` the same
/// way. These tests run the built `animatic` binary in two processes, one hashing with a random
/// seed (`SWIFT_DETERMINISTIC_HASHING` unset), the other with the fixed seed
/// (`SWIFT_DETERMINISTIC_HASHING=1`), and compare what they write byte for byte.
@Suite("determinism across processes")
struct DeterminismTests {
    /// The scenes the binary knows, as `animatic list` names them: the lines that start with a name
    /// and two spaces before its summary, not the paragraph above them.
    static let scenes: [String] = {
        let listing = (try? run(["list"], deterministicHashing: false)) ?? Data()
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let name = line.split(separator: " ").first, line.dropFirst(name.count).hasPrefix("  "),
                name.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
            else { return nil }
            return String(name)
        }
    }()

    /// Runs the binary and returns its standard output; a run that fails records an issue.
    ///
    /// - Parameters:
    ///   - arguments: The command line.
    ///   - deterministicHashing: Whether `SWIFT_DETERMINISTIC_HASHING` is set (a fixed seed), or
    ///     unset (a random seed, another in each process).
    static func run(_ arguments: [String], deterministicHashing: Bool) throws -> Data {
        let process = Process()
        process.executableURL = AnimaticCommandTests.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "animatic \(arguments.joined(separator: " ")) failed")
        return data
    }

    @Test("the scenes are all there")
    func sceneList() {
        #expect(Self.scenes.count > 20)
        #expect(Self.scenes.contains("counter"))
    }

    @Test(
        "a scene's JSON trace is the same bytes from processes hashing with different seeds",
        arguments: scenes)
    func traces(scene: String) throws {
        let arguments = ["trace", scene, "--format", "json"]
        let random = try Self.run(arguments, deterministicHashing: false)
        let fixed = try Self.run(arguments, deterministicHashing: true)
        #expect(random.count > 100, "\(scene) printed no trace")
        #expect(random == fixed, "\(scene): a random and a fixed hash seed wrote different JSON")
    }

    @Test(
        "an inspector page is the same bytes from processes hashing with different seeds",
        arguments: ["counter", "batter-gauge", "morph-vs-snap"])
    func inspectorPages(scene: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [Data] = []
        for (index, deterministic) in [false, true].enumerated() {
            let file = directory.appendingPathComponent("\(index).html")
            _ = try Self.run(["inspect", scene, "--output", file.path], deterministicHashing: deterministic)
            pages.append(try Data(contentsOf: file))
        }
        #expect(pages[0].count > 10_000)
        #expect(pages[0] == pages[1], "\(scene): a random and a fixed hash seed wrote different pages")
    }
}
