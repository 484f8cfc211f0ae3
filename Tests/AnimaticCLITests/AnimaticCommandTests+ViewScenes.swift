import Foundation
import Testing

/// A scene made from a SwiftUI view gets every command a hand-built scene has: `arc` is seed 001's
/// `ContentView`, tapped by its "Tap Me" button at 0.1 s and 1 s.
extension AnimaticCommandTests {
    // The first tap's angles: `Int.random(in: 0...100)` and `Int.random(in: 100...360)` from
    // SplitMix64 seeded with 1. Its first two outputs are 0x910a2dec89025cc1 and 0xbeeb8da1658eec67;
    // `random(in:using:)` takes the high word of output × range size (101, then 261): 57 and
    // 100 + 194 = 294.

    @Test("run arc: the view's nodes are named after the code, and the tap on 'Tap Me' applies at 0.1 s")
    func runViewScene() throws {
        let result = try animatic("run", "arc", "--until", "0.12")
        #expect(result.status == 0)
        #expect(result.output.contains("frame 6      t = 0.100 s\n  transaction T1 withAnimation(default)\n"))
        #expect(result.output.contains("set        ContentView.startAngle  0° → 57°   in T1"))
        #expect(result.output.contains("set        ContentView.endAngle    80° → 294°   in T1"))
        #expect(
            result.output.contains("eval       ContentView.body        ← ContentView.startAngle, ContentView.endAngle"))
        #expect(result.output.contains("· + depends on time"))
    }

    @Test("trace arc --nodes narrows to a view's node, and an unknown name lists the view's nodes")
    func traceViewScene() throws {
        let result = try animatic("trace", "arc", "--until", "0.12", "--nodes", "Arc")
        #expect(result.status == 0)
        #expect(result.output.contains("eval       Arc"))
        #expect(!result.output.contains("eval       ContentView.body"))
        let unknown = try animatic("trace", "arc", "--nodes", "Nope")
        #expect(unknown.status == 64)
        #expect(
            unknown.error.hasPrefix(
                "Error: Unknown node 'Nope' in '--nodes <names>'. The nodes of 'arc' are: time, ViewHost.structure, "
                    + "environment, ViewHost.root, ContentView, ContentView.startAngle, ContentView.endAngle, "
                    + "ContentView.generator, ContentView.body, ViewHost.layout, frame, Arc, stroke, frame.layout, "
                    + "frame.size, Text, overlay.layout, overlay.size, Arc.frame, Text.frame."))
        let json = try animatic("trace", "arc", "--format", "json", "--until", "0.2")
        #expect(json.status == 0)
        #expect(json.output.contains("\"ContentView.startAngle\""))
    }

    @Test("plot arc charts the Arc's two angles; its last row is the second tap's target")
    func plotViewScene() throws {
        let csv = try animatic("plot", "arc", "--format", "csv", "--nodes", "Arc")
        #expect(csv.status == 0)
        let rows = csv.output.split(separator: "\n")
        #expect(rows.first == "tick,frame,time,Arc.startAngle.degrees,Arc.endAngle.degrees")
        #expect(rows.dropFirst(2).first == "1,0,0,0,80")
    }

    @Test(
        "draw arc draws the view's screen, or with --nodes its shape; inspect arc writes a page with the view's nodes")
    func drawAndInspectViewScene() throws {
        let screen = try animatic("draw", "arc", "--at", "0.5")
        #expect(screen.status == 0)
        #expect(screen.output.contains("frame 30, t = 0.500 s"))
        #expect(screen.output.contains("data-view=\"Arc\"") && screen.output.contains(">Tap Me</text>"))
        let svg = try animatic("draw", "arc", "--at", "0.5", "--nodes", "Arc")
        #expect(svg.status == 0)
        #expect(svg.output.components(separatedBy: "<path ").count == 2)
        #expect(svg.output.contains("frame 30, t = 0.500 s"))
        #expect(!svg.output.contains("Tap Me"))
        let page = try animatic("inspect", "arc", "--output", "-")
        #expect(page.status == 0)
        #expect(page.output.contains("ContentView.startAngle"))
        #expect(page.output.contains("tap Tap Me"))
    }

    @Test("graph counter lists the nodes built from seed 002's CounterExample, with what each reads")
    func graphViewScene() throws {
        let result = try animatic("graph", "counter")
        #expect(result.status == 0)
        #expect(result.output.contains("CounterExample.value  state"))
        #expect(result.output.contains("CounterExample.body   rule          ← CounterExample, CounterExample.value"))
        #expect(result.output.contains("Counter.body          rule          ← Counter"))
    }

    @Test("draw batter-gauge draws the whole screen at a moment: title, gauge, label and buttons")
    func drawScreen() throws {
        let result = try animatic("draw", "batter-gauge", "--at", "1")
        #expect(result.status == 0, "\(result.error)")
        let svg = result.output
        #expect(svg.contains("frame 60, t = 1.000 s"))
        for view in ["Rectangle", "ZStack[0]/Wave", "ZStack[1]/Wave", "Circle", "Text", "Image"] {
            #expect(svg.contains("data-view=\"\(view)\""), "\(view)")
        }
        // The label shows the model level at once: 55 % since the tap at 0.5 s.
        for text in ["Batter", "55%", "Pour Out", "Add Batter"] {
            #expect(svg.contains(">\(text)</text>"), "\(text)")
        }
        // The same screen, written to a file.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try animatic("draw", "batter-gauge", "--at", "1", "--output", file.path).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == svg)
    }

    @Test("draw batter-gauge --every draws the screen as a film strip, a moment every step from --from to --to")
    func drawScreenStrip() throws {
        let result = try animatic("draw", "batter-gauge", "--from", "0.5", "--to", "2", "--every", "0.5")
        #expect(result.status == 0, "\(result.error)")
        let labels = result.output.split(separator: "\n").filter { $0.hasPrefix("<text class=\"label\"") }
            .map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } }
        #expect(labels == ["frame 30, 0.500 s", "frame 60, 1.000 s", "frame 90, 1.500 s", "frame 120, 2.000 s"])
        #expect(result.output.components(separatedBy: "data-view=\"ZStack[0]/Wave\"").count == 5)
        // The label at each moment: the taps at 0.5 s and 1.5 s apply in those moments' frames.
        #expect(result.output.components(separatedBy: ">55%</text>").count == 3)
        #expect(result.output.components(separatedBy: ">75%</text>").count == 3)
        let tooMany = try animatic("draw", "batter-gauge", "--every", "0.01")
        #expect(tooMany.status == 64)
        #expect(tooMany.error.contains("has 701 frames, more than 240"), "\(tooMany.error)")
    }

    @Test("draw without --nodes draws a shape once, not again as its path node")
    func shapeDrawnOnce() throws {
        let star = try animatic("draw", "star-by-hand", "--at", "0.5")
        #expect(star.status == 0)
        #expect(star.output.components(separatedBy: "<path ").count == 2)
        #expect(star.output.contains("data-node=\"Star\"") && !star.output.contains("data-node=\"Star.path\""))
        // The view's screen draws the star once, as the view it is.
        let screen = try animatic("draw", "star", "--at", "0.5")
        #expect(screen.status == 0)
        #expect(screen.output.components(separatedBy: "<path ").count == 2)
        #expect(screen.output.components(separatedBy: "data-view=\"Star\"").count == 2)
        let gauge = try animatic("draw", "batter-gauge-by-hand", "--at", "1")
        let nodes = gauge.output.components(separatedBy: "data-node=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(nodes == ["Wave.back", "Wave.front"])
        // A view's shapes have no path nodes: --nodes draws each one once.
        let waves = try animatic("draw", "batter-gauge", "--at", "1", "--nodes", "ZStack[0]/Wave,ZStack[1]/Wave")
        #expect(waves.status == 0)
        #expect(waves.output.components(separatedBy: "<path ").count == 3)
    }
}
