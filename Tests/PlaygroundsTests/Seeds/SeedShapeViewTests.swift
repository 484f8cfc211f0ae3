import AnimaticUI
import Foundation
import Testing

@testable import AnimaticPlaygrounds

/// The seeds' shapes are SwiftUI shapes here, so views: a host shows each one with a node named
/// after its type, animatable when the shape has animatable data, and drawn as the shape.
@Suite("Seed shapes as views")
struct SeedShapeViewTests {
    /// A view that shows one shape filling the screen.
    struct Showing<S: Shape>: View {
        let shape: S
        var body: some View { shape.fill(.red) }
    }

    /// Builds a host for `shape` and returns the role of its node and its drawing at frame 0.
    static func show<S: Shape>(_ shape: S, named name: String) throws -> (role: String, path: Path?) {
        let host = ViewHost(Showing(shape: shape))
        host.update()
        let node = try #require(
            host.graph.dependencyGraph.nodes.first { host.graph.dependencyGraph.name(of: $0) == name })
        let value = try #require(host.trace.samples(of: name).last?.value)
        return ("\(host.graph.role(of: node))", value.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test("seed 003's MorphPolygon animates and SnapPolygon does not; both draw their polygon")
    func polygons() throws {
        let morph = try Self.show(ShapesChapter.MorphPolygon(sides: 4), named: "MorphPolygon")
        let snap = try Self.show(ShapesChapter.SnapPolygon(sides: 4), named: "SnapPolygon")
        #expect(morph.role == "animatable")
        #expect(snap.role != "animatable")
        // A square in a 100-point frame: its first vertex at the top centre, 50 points out.
        #expect(morph.path?.elements.first == .move(to: CGPoint(x: 50, y: 0)))
        #expect(morph.path == snap.path)
    }

    @Test("seed 000's Wave and seed 004's RingSegment are animatable views named after their types")
    func waveAndRing() throws {
        let wave = try Self.show(
            BatterRecipe.Wave(level: 0.5, amplitude: 0, phase: 0, crests: 2), named: "Wave")
        #expect(wave.role == "animatable")
        // A flat wave at half height: it starts at the bottom-left corner and rises to y = 50.
        #expect(wave.path?.elements.first == .move(to: CGPoint(x: 0, y: 100)))
        #expect(wave.path?.elements.dropFirst().first == .line(to: CGPoint(x: 0, y: 50)))
        let ring = try Self.show(
            AnimatableReference.RingSegment(startAngle: .zero, endAngle: .degrees(90), isOpaque: true),
            named: "RingSegment")
        #expect(ring.role == "animatable")
    }
}
