import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 001's `ContentView`: an arc tapped to new angles; `clockwise` is ignored by the
    /// animation.
    public static let arc = Scene(
        name: "arc",
        summary: "Seed 001's ContentView: the Arc's angles animate, its @AnimatableIgnored clockwise flag does not",
        explanation: """
            Seed 001's `ContentView`, as written: two `@State` angles, an `Arc` shape stroked in \
            purple, and a "Tap Me" button that sets both angles in `withAnimation` (the default \
            spring). `Arc` is `@Animatable` (`AutoAnimatable` here) with `startAngle` and \
            `endAngle` animating and `clockwise` marked `@AnimatableIgnored`: it is still passed \
            to `addArc` and decides which way round the arc is drawn, but it is never \
            interpolated. So `Arc` presents angles between the old and new ones every frame, the \
            long way round because it is clockwise, while `ContentView.body` runs only at the \
            taps. The seed picks random angles; to keep the trace the same on every run, the \
            view draws them with `Int.random(in:using:)` from a SplitMix64 generator seeded with \
            1 and kept in a third `@State`. An angle's animatable data is its radians × 128, as \
            in SwiftUI: the first tap's spring is still settling when the second tap merges into \
            it, keeping its velocity. The `arc-by-hand` scene builds the same graph by hand.
            """,
        duration: 3,
        view: ArcNote.ContentView(),
        script: [.tap("Tap Me", at: 0.1), .tap("Tap Me", at: 1)]
    )
}
