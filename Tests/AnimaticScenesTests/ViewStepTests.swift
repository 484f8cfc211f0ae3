import AnimaticScenes
import AnimaticUI
import Testing

/// A view that shows the Reduce Motion setting.
private struct MotionLabel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text(reduceMotion ? "still" : "moving")
    }
}

@Suite("View steps")
struct ViewStepTests {
    @Test("an environment step sets the host's environment in the first frame at or after its time")
    func environment() throws {
        let step = ViewStep.environment(\.accessibilityReduceMotion, true, at: 0.5, "Reduce Motion on")
        #expect(step.description == "Reduce Motion on")
        #expect(ViewStep.tap("Add Batter", at: 1).description == "tap Add Batter")
        let scene = Scene(
            name: "motion", summary: "A label of the Reduce Motion setting",
            explanation: "The label reads the environment's accessibilityReduceMotion, which the script turns on.",
            duration: 1, view: MotionLabel(), script: [step])
        var labels: [String] = []
        _ = try #require(
            scene.runView(pausingAt: [0.48, 0.5]) { host, _ in
                labels.append(contentsOf: host.displayList.items.compactMap(\.text))
            })
        // 0.48 s shows frame 28; the step applies in frame 30, at 0.5 s.
        #expect(labels == ["moving", "still"])
        let reduceMotion = scene.run().trace.samples(of: "MotionLabel.reduceMotion")
        #expect(reduceMotion.map(\.frame) == [0, 30])
        #expect(reduceMotion.map(\.value.description) == ["false", "true"])
    }
}
