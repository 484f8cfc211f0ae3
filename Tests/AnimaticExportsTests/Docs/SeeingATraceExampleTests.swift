import Animatic
import AnimaticExports
import Foundation
import Testing

/// The example of the article *Seeing a trace*, run as written (into a temporary folder).
@Suite("Seeing a trace: the article's example")
struct SeeingATraceExampleTests {
    @Test("a progress ring's trace gives a plot, a film strip and a Perfetto trace")
    func example() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seeing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

        let graph = AnimationGraph()
        let progress = graph.state(CGFloat(0), name: "progress")
        _ = graph.animatable(name: "ring") { Circle().trim(from: 0, to: progress.value) }
        graph.update()
        graph.advance(to: 0.1) { graph.withAnimation(.easeInOut(duration: 1)) { progress.value = 0.75 } }
        graph.advance(to: 1.2)

        let trace = graph.trace
        try TracePlot(trace).svg().write(toFile: file("plot.svg"), atomically: true, encoding: .utf8)
        try TraceDrawing(trace).filmStrip(from: 0, to: 1.2, every: 0.1)
            .write(toFile: file("strip.svg"), atomically: true, encoding: .utf8)
        try PerfettoTrace(trace).encoded().write(to: URL(fileURLWithPath: file("trace.json")))

        #expect(try TracePlot(trace).panels.map(\.series.names) == [["startFraction", "endFraction"]])
        let strip = try String(contentsOfFile: file("strip.svg"), encoding: .utf8)
        #expect(strip.components(separatedBy: "<path ").count == 14)
        #expect(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file("trace.json"))))
                is [String: Any])
    }
}
