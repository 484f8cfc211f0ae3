import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import Foundation
import Testing

/// The counter and the batter gauge, pinned as text timelines in `__Snapshots__/SceneSnapshotTests/`.
@Suite("Scene snapshots")
struct SceneSnapshotTests {
    @Test("the counter from 0 to 5 in 0.1 s")
    func counter() {
        let scene = CounterScene()
        scene.graph.update()
        scene.graph.withAnimation(.linear(duration: 0.1)) { scene.value.value = 5 }
        scene.graph.advance(to: 0.5)
        assertTimelineSnapshot(scene.graph.trace, named: "counter")
    }

    @Test("the batter gauge, two taps, only the gauge's nodes, two decimals")
    func batterGauge() {
        let scene = BatterGaugeScene()
        scene.graph.update()
        scene.graph.advance(to: 0.1) { scene.tap() }
        scene.graph.advance(to: 0.25) { scene.tap() }
        scene.graph.advance(to: 1.5)
        let options = TimelineOptions(
            showsEdges: false, nodes: ["level", "BatterGauge", "BatterGauge.bars"], digits: 2)
        assertTimelineSnapshot(scene.graph.trace, named: "batter-gauge", options: options)
    }

    /// Whether snapshots are being re-recorded: the drift test would record the drifted timeline.
    static let recording =
        ProcessInfo.processInfo.environment[snapshotRecordingVariable].map { !$0.isEmpty && $0 != "0" } ?? false

    @Test("a timeline that drifted fails with its hunk", .disabled(if: recording, "re-recording snapshots"))
    func drift() {
        let scene = CounterScene()
        scene.graph.update()
        scene.graph.withAnimation(.linear(duration: 0.1)) { scene.value.value = 6 }
        scene.graph.advance(to: 0.5)
        withKnownIssue {
            assertTimelineSnapshot(scene.graph.trace, named: "drift")
        } matching: { issue in
            issue.text.hasPrefix("Snapshot \"drift\" does not match. (Expected: −, Actual: +)\n@@ ")
                && issue.text.contains("\n−  set        value         0 → 5   in T1\n")
                && issue.text.contains("\n+  set        value         0 → 6   in T1\n")
        }
    }
}
