import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 002's `CounterExample`: the time dependency comes and goes with the animation.
    public static let counter = Scene(
        name: "counter",
        summary: "Seed 002's CounterExample: an animatable view depends on time only while it animates",
        explanation: """
            Seed 002's `CounterExample`, as written: a state `CounterExample.value`, and a \
            `Counter` view, `@Animatable` (`AutoAnimatable` here) over its `Double`, whose body \
            `Counter.body` shows it as an `Int` in a `Text`. The tap changes `value` from 0 to \
            100 in `withAnimation(.linear(duration: 2))`. When the change reaches the animatable \
            node `Counter` it starts an animation from the value it shows and adds a dependency \
            on time; every frame after that, time changes, `Counter` presents the next \
            interpolated value and `Counter.body` re-runs, cut off whenever the whole number did \
            not change. When the animation finishes, the dependency on time is removed and the \
            graph goes idle. The `counter-by-hand` scene builds the same graph by hand.
            """,
        duration: 2.2,
        view: GraphExplainer.CounterExample(),
        script: [.tap("CounterExample", at: 0.1)]
    )
}
