import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 003's progress ring: `trim(from:to:)` is animatable already, no custom shape needed.
    public static let progressRingByHand = Scene(
        name: "progress-ring-by-hand",
        summary:
            "The graph of `progress-ring` built by hand, node by node: a check of the graph made from Animatic's ProgressRing",
        explanation: """
            The first cell of seed 003 has no custom shape at all: `Circle().trim(from: 0, to: \
            progress)`. `trim(from:to:)` takes any shape's path and keeps the fraction of its \
            length between two points, and its `animatableData` is the circle's (empty) paired \
            with the two fractions, so it animates already. The tap sets `progress` to 0.75 in \
            `withAnimation(.easeInOut(duration: 1))`; `Circle.trim` presents a growing end \
            fraction and `ring.path` draws the stroke on, from 0 to three quarters of the \
            circumference. (The seed's `.rotationEffect(.degrees(-90))` moves the start from three \
            o'clock to twelve; it turns the view, not the path, so the scene leaves it out.)
            """,
        duration: 1.3
    ) { graph in
        let progress = graph.state(CGFloat(0), name: "progress")
        let ring = graph.animatable(name: "Circle.trim") { Circle().trim(from: 0, to: progress.value) }
        _ = graph.rule(name: "ring.path") { ring.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 1)) { progress.value = 0.75 } }
        ])
    }
}
