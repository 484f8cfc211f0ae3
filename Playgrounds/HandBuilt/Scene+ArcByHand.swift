import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 001's arc, tapped to new angles; `clockwise` is ignored by the animation.
    public static let arcByHand = Scene(
        name: "arc-by-hand",
        summary:
            "The graph of `arc` built by hand, node by node: a check of the graph made from seed 001's ContentView",
        explanation: """
            Seed 001's `Arc` is `@Animatable` (`AutoAnimatable` here) with `startAngle` and \
            `endAngle` animating and `clockwise` marked `@AnimatableIgnored`: it is still passed \
            to `addArc` and decides which way round the arc is drawn, but it is never \
            interpolated. Each "Tap Me" sets both angles in `withAnimation` (the default spring), \
            so `Arc` presents angles between the old and new ones every frame and `Arc.path` \
            redraws the arc from them, the long way round because it is clockwise. The seed picks \
            random angles (`Int.random(in: 0...100)` and `Int.random(in: 100...360)`); to keep the \
            trace the same on every run, the scene draws them from a SplitMix64 generator seeded \
            with 1. An angle's animatable data is its radians × 128, as in SwiftUI, so the spring \
            comes to rest as one moving a value by 128 units per radian would: the first tap's \
            spring is still settling when the second tap merges into it, keeping its velocity.
            """,
        duration: 3
    ) { graph in
        let startAngle = graph.state(Angle.degrees(0), name: "startAngle")
        let endAngle = graph.state(Angle.degrees(80), name: "endAngle")
        let arc = graph.animatable(name: "Arc") {
            ArcNote.Arc(startAngle: startAngle.value, endAngle: endAngle.value, clockwise: true)
        }
        _ = graph.rule(name: "Arc.path") { arc.value.path(in: .canvas) }
        var random = SeededGenerator(seed: 1)
        func tap() {
            graph.withAnimation {
                startAngle.value = .degrees(Double(Int.random(in: 0...100, using: &random)))
                endAngle.value = .degrees(Double(Int.random(in: 100...360, using: &random)))
            }
        }
        return Script([.init(at: 0.1, "Tap Me", tap), .init(at: 1, "Tap Me", tap)])
    }
}
