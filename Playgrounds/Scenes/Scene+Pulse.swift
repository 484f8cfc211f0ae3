import Animatic
import AnimaticScenes

extension Scene {
    /// A phase animator without a trigger: it cycles for ever.
    public static let pulse = Scene(
        name: "pulse",
        summary: "A phase animator without a trigger pulses for ever",
        explanation: """
            `PhaseAnimator([1, 1.25])` with no trigger and `.easeInOut(duration: 0.5)` per phase \
            scales a dot up and down for as long as it is on screen. The node `pulse` holds the \
            target phase and changes at once; each change reaches `Dot` in its own transaction, \
            and `Dot` animates towards it. A timing curve is complete in the first frame past its \
            end, so each step lasts 31 frames at 60 frames per second, and the next phase is \
            entered in a second tick of the frame that completed the step. The time edge never \
            goes: the animator is never at rest.
            """,
        duration: 2
    ) { graph in
        let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.25]) { _ in .easeInOut(duration: 0.5) }
        let dot = graph.animatable(name: "Dot") { pulse.value }
        _ = graph.rule(name: "Dot.diameter") { 24 * dot.value }
        return Script()
    }
}
