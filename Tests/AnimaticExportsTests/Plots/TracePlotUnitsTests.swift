import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import AnimaticScenes
import AnimaticUI
import Foundation
import Testing

/// Plots speak the view's units: an angle in degrees, a unit point as its coordinates, a colour as
/// red, green, blue and opacity, an effect's numbers by its parameters' names; what never changes
/// is one line of text; no label runs off the chart or over another.
@Suite("TracePlot: the view's units")
struct TracePlotUnitsTests {
    /// The spinner's `rotationEffect`: 0° to 360° every second, about the centre.
    static let rotation = "rotationEffect"

    @Test("the spinner's rotation is in degrees, 0 to 360 in a second, its anchor (0.5, 0.5) folded into a line")
    func spinnerInDegrees() throws {
        let trace = Scene.spinner.run().trace
        let series = trace.series(of: Self.rotation)
        #expect(series.names == ["angle.degrees", "anchor.x", "anchor.y"])
        // linear(duration: 1) from frame 0: 6° a frame, 360° at 1 s (the next run restarts a frame
        // later, as *Differences from SwiftUI* says).
        let angles = series.values(of: "angle.degrees").compactMap { $0 }
        for point in series.points where point.frame <= 60 {
            #expect(abs((point.values[0] ?? .nan) - 6 * Double(point.frame)) < 1e-9, "frame \(point.frame)")
        }
        #expect(abs(angles.max()! - 360) < 1e-9)
        #expect(series.values(of: "anchor.x").allSatisfy { $0 == 0.5 })
        #expect(series.values(of: "anchor.y").allSatisfy { $0 == 0.5 })

        let plot = try TracePlot(trace, nodes: [Self.rotation])
        let svg = try #require(SVGDocument(plot.svg()))
        let strips = svg.elements(named: "rect").filter { $0.attributes["class"] == "strip" }
        #expect(strips.map { $0.attributes["data-component"] } == ["angle.degrees"])
        let texts = svg.elements(named: "text")
        #expect(texts.map(\.text).contains("constant: anchor.x 0.5, anchor.y 0.5"))
        // The scale's labels are degrees: up to 360, never the radians × 128 (804.248) SwiftUI animates.
        let scale = texts.filter { $0.attributes["class"] == "tick" && $0.attributes["text-anchor"] == "end" }
            .compactMap { Double($0.text) }
        #expect(scale.max() == 400, "\(scale)")
        #expect(plot.csv().hasPrefix("tick,frame,time,\(Self.rotation).angle.degrees,"))
    }

    @Test("effects and colours name their numbers after the code's parameters")
    func names() {
        #expect(
            TraceValue(_ScaleEffect(1.2)).components.map(\.name) == [
                "scale.width", "scale.height", "anchor.x", "anchor.y",
            ])
        #expect(
            TraceValue(_OffsetEffect(x: 3, y: 4)).components == [
                TraceComponent(name: "x", value: 3), TraceComponent(name: "y", value: 4),
            ])
        #expect(TraceValue(_OpacityEffect(0.25)).components == [TraceComponent(name: "opacity", value: 0.25)])
        let rotation = TraceValue(_RotationEffect(.degrees(12))).components
        #expect(rotation.map(\.name) == ["angle.degrees", "anchor.x", "anchor.y"])
        #expect(abs(rotation[0].value - 12) < 1e-12)
        let turn = TraceValue(_Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0))).components
        #expect(turn.map(\.name).prefix(4) == ["angle.degrees", "axis.x", "axis.y", "axis.z"])
        #expect(abs(turn[0].value - 60) < 1e-12 && turn[2].value == 1)
        #expect(TraceValue(_PaddingModifier(16)).components.map(\.name) == ["top", "leading", "bottom", "trailing"])
        #expect(TraceValue(_FrameModifier(width: 48)).components == [TraceComponent(name: "width", value: 48)])
        #expect(TraceValue(Color.red.opacity(0.5)).components.map(\.name) == ["red", "green", "blue", "opacity"])
        #expect(TraceValue(Color.red.opacity(0.5)).components.last?.value == 0.5)
    }

    /// A value with many long-named numbers, each changing: a legend that cannot fit on the title's
    /// line.
    struct Crowded: CustomTraceComponents, Equatable {
        var t: Double
        var traceComponents: [TraceComponent] {
            (0..<7).map { TraceComponent(name: "a rather long component name \($0)", value: t * Double($0 + 1)) }
                + [TraceComponent(name: "steady", value: 2)]
        }
    }

    @Test("the title, the legend and the constants stay on the chart and off one another")
    func headerLayout() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let t = graph.state(0.0, name: "t")
        _ = graph.rule(name: "a node with a long name/HStack[0]/VStack[1]/scaleEffect") { Crowded(t: t.value) }
        graph.update()
        graph.advance(to: 0.5) { t.value = 1 }
        let plot = try TracePlot(graph.trace, nodes: ["a node with a long name/HStack[0]/VStack[1]/scaleEffect"])
        let svg = try #require(SVGDocument(plot.svg()))
        let width = plot.width
        var boxes: [TracePlotTests.Box] = []
        for text in svg.elements(named: "text") {
            let className = text.attributes["class"] ?? ""
            guard className == "title" || className.hasPrefix("legend") else { continue }
            let size = className == "title" ? TracePlot.titleFontSize * 1.1 : TracePlot.legendFontSize
            let x = try #require(text.attributes["x"].flatMap(Double.init))
            let baseline = try #require(text.attributes["y"].flatMap(Double.init))
            let textWidth = _PlotTextWidth.width(of: text.text, fontSize: size)
            boxes.append(
                TracePlotTests.Box(
                    left: x, top: baseline - 0.75 * size, right: x + textWidth, bottom: baseline + 0.25 * size,
                    text: text.text))
        }
        #expect(boxes.count == 1 + 7 + 1)  // the title, seven names, the constant
        #expect(boxes.contains { $0.text == "constant: steady 2" })
        for box in boxes {
            #expect(box.left >= 0 && box.right <= width, "\(box) runs off the chart, 0–\(width)")
        }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.overlaps(other), "\(box) and \(other) overlap")
            }
        }
        // The header pushes the strips down: the first strip starts below the last line of text.
        let lowest = boxes.map(\.bottom).max()!
        let firstStrip = svg.elements(named: "rect").first { $0.attributes["class"] == "strip" }
        let stripTop = try #require(firstStrip?.attributes["y"].flatMap(Double.init))
        #expect(stripTop > lowest)
    }
}
