import AnimationCore
import Foundation
import Testing

// The shapes of the seed documents, written as the seeds write them (with `animatableData` by
// hand where a seed uses the `@Animatable` macro), to show that they run on Animatic's `Path`.

/// Seed 000: a sine-wave water line at `level`, filled to the bottom.
private func wavePath(in rect: CGRect, level: CGFloat, amplitude: CGFloat, phase: CGFloat, crests: Int) -> Path {
    var path = Path()
    let baseline = rect.maxY - rect.height * level
    let wavelength = rect.width / CGFloat(crests)
    path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
        let angle = (x - rect.minX) / wavelength * 2 * .pi + phase
        path.addLine(to: CGPoint(x: x, y: baseline + sin(angle) * amplitude))
    }
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.closeSubpath()
    return path
}

/// Seed 000: the wave with `animatableData` written by hand.
private struct WaveWithoutMacro: Shape {
    var level: CGFloat
    var amplitude: CGFloat
    var phase: CGFloat = 0
    var crests = 2

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(level, amplitude) }
        set {
            level = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        wavePath(in: rect, level: level, amplitude: amplitude, phase: phase, crests: crests)
    }
}

/// Seed 001: an arc whose direction does not animate.
private struct Arc: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.animatableData, endAngle.animatableData) }
        set { (startAngle.animatableData, endAngle.animatableData) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: startAngle,
            endAngle: endAngle, clockwise: clockwise)
        return path
    }
}

/// Seed 003: a polygon with a fractional number of sides, vertices at `2π · i / sides`.
private func polygon(in rect: CGRect, sides: Double) -> Path {
    let count = max(3.0, sides)
    let whole = Int(count.rounded(.down))
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    var path = Path()
    for index in 0...whole {
        let angle: Double = 2 * .pi * Double(index) / count - .pi / 2
        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
}

/// Seed 003: the polygon that animates.
private struct MorphPolygon: Shape {
    var sides: Double
    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }
    func path(in rect: CGRect) -> Path { polygon(in: rect, sides: sides) }
}

/// Seed 003: the polygon that silently does not.
private struct SnapPolygon: Shape {
    var sides: Double
    func path(in rect: CGRect) -> Path { polygon(in: rect, sides: sides) }
}

/// Seed 004: a ring segment between two angles.
private struct RingSegment: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set { (startAngle, endAngle) = (.radians(newValue.first), .radians(newValue.second)) }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.addArc(
            center: center, radius: radius * 0.6, startAngle: endAngle, endAngle: startAngle, clockwise: true)
        path.closeSubpath()
        return path
    }
}

@Suite("Seed shapes")
struct SeedShapesTests {
    static let gauge = CGRect(x: 0, y: 0, width: 240, height: 240)

    @Test("seed 000's wave walks the width in 2-point steps and closes along the bottom")
    func wave() {
        let wave = WaveWithoutMacro(level: 0.35, amplitude: 4).path(in: Self.gauge)
        #expect(elementCounts(wave) == (moves: 1, lines: 122, quads: 0, curves: 0, closes: 1))
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
        let path = RingSegment(startAngle: .degrees(0), endAngle: .degrees(90)).path(in: Self.gauge)
        let outer = 120.0 * .pi / 2
        let inner = 72.0 * .pi / 2
        #expect(abs(Double(path.length) - (outer + inner + 2 * 48)) < 1e-3)
        #expect(isClose(path.boundingRect, CGRect(x: 120, y: 120, width: 120, height: 120), tolerance: 1e-9))
    }
}
