import AnimaticUI
import Foundation
import Testing

@testable import AnimaticPlaygrounds

// The shapes of the seed documents, as `Playgrounds/Seeds` holds them (the one copy the scenes,
// benchmarks and tests share), drawn on Animatic's `Path`.

private typealias WaveWithoutMacro = BatterRecipe.WaveWithoutMacro
private typealias Arc = ArcNote.Arc
private typealias MorphPolygon = ShapesChapter.MorphPolygon
private typealias SnapPolygon = ShapesChapter.SnapPolygon
private typealias RingSegment = AnimatableReference.RingSegment

/// Whether two points are at most `tolerance` apart.
private func isClose(_ lhs: CGPoint?, _ rhs: CGPoint, tolerance: Double = 1e-9) -> Bool {
    lhs.map { hypot($0.x - rhs.x, $0.y - rhs.y) <= tolerance } ?? false
}

/// Whether each corner of `lhs` is at most `tolerance` from the same corner of `rhs`.
private func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: Double) -> Bool {
    isClose(lhs.origin, rhs.origin, tolerance: tolerance)
        && isClose(CGPoint(x: lhs.maxX, y: lhs.maxY), CGPoint(x: rhs.maxX, y: rhs.maxY), tolerance: tolerance)
}

@Suite("Seed shapes")
struct SeedShapesTests {
    static let gauge = CGRect(x: 0, y: 0, width: 240, height: 240)

    @Test("seed 000's wave walks the width in 2-point steps and closes along the bottom")
    func wave() {
        let wave = WaveWithoutMacro(level: 0.35, amplitude: 4).path(in: Self.gauge)
        // One move, a line to each of the 121 points from x = 0 to 240 and one to the bottom corner,
        // and the close.
        #expect(wave.elements.count == 1 + 122 + 1)
        #expect(wave.elements.filter { if case .line = $0 { true } else { false } }.count == 122)
        let bounds = wave.boundingRect
        #expect(bounds.maxY == 240)
        #expect(abs(bounds.minY - (240 - 84 - 4)) < 0.01, "the crest at the level, plus the amplitude")
        var animated = WaveWithoutMacro(level: 0.35, amplitude: 4)
        animated.animatableData = AnimatablePair(0.55, 16)
        #expect(animated.level == 0.55 && animated.amplitude == 16 && animated.crests == 2)
    }

    @Test("seed 001's Arc with clockwise: true sweeps the complement of its angles")
    func arc() {
        let rect = CGRect(x: 0, y: 0, width: 320, height: 320)
        let arc = Arc(startAngle: .degrees(0), endAngle: .degrees(80), clockwise: true).path(in: rect)
        let radius = 160.0
        #expect(abs(Double(arc.length) - radius * 280 * .pi / 180) < 1e-3)
        let end = CGPoint(x: 160 + radius * cos(80 * .pi / 180), y: 160 + radius * sin(80 * .pi / 180))
        #expect(isClose(arc.currentPoint, end, tolerance: 1e-9))
        var tapped = Arc(startAngle: .degrees(0), endAngle: .degrees(80), clockwise: true)
        tapped.animatableData = tapped.animatableData.interpolated(
            towards: Arc(startAngle: .degrees(40), endAngle: .degrees(300), clockwise: true).animatableData,
            amount: 0.5)
        #expect(abs(tapped.startAngle.degrees - 20) < 1e-9 && abs(tapped.endAngle.degrees - 190) < 1e-9)
    }

    @Test("seed 003's morph passes fractional side counts while the snap has none to pass")
    func morphAndSnap() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let pentagon = MorphPolygon(sides: 5).path(in: rect)
        #expect(isClose(Self.lastVertex(pentagon), CGPoint(x: 50, y: 0), tolerance: 1e-9), "back on the first")
        let between = MorphPolygon(sides: 5.4).path(in: rect)
        let angle = 2 * Double.pi * 5 / 5.4 - .pi / 2
        #expect(
            isClose(Self.lastVertex(between), CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))),
            "a sixth vertex peeling away from the first")
        #expect(SnapPolygon(sides: 8).animatableData == EmptyAnimatableData())
    }

    @Test("seed 003's progress ring draws on as its trim animates, starting at three o'clock")
    func progressRing() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        var ring = Circle().trim(from: 0, to: 0)
        #expect(ring.path(in: rect).isEmpty)
        ring.animatableData = ring.animatableData.interpolated(
            towards: Circle().trim(from: 0, to: 0.5).animatableData, amount: 0.5)
        #expect(isClose(ring.path(in: rect).currentPoint, CGPoint(x: 50, y: 100), tolerance: 1e-9))
    }

    /// The end point of the element before the path's `closeSubpath`.
    static func lastVertex(_ path: Path) -> CGPoint? {
        guard path.elements.count >= 2, case .line(let point) = path.elements[path.elements.count - 2] else {
            return nil
        }
        return point
    }

    @Test("seed 004's ring segment is two arcs joined into one closed outline")
    func ringSegment() {
        let path = RingSegment(startAngle: .degrees(0), endAngle: .degrees(90), isOpaque: true).path(in: Self.gauge)
        // A band a fifth of the radius thick: arcs of radius 120 and 96, joined by two 24-point ends.
        let outer = 120.0 * .pi / 2
        let inner = 96.0 * .pi / 2
        #expect(abs(Double(path.length) - (outer + inner + 2 * 24)) < 1e-3)
        #expect(isClose(path.boundingRect, CGRect(x: 120, y: 120, width: 120, height: 120), tolerance: 1e-9))
    }
}
