import Animatic
import Testing

/// Animations are numbered across the whole trace, and a merge reads as a takeover.
@Suite("Animation numbers in the trace")
struct TraceAnimationNumberingTests {
    @Test("two nodes animating in one frame start A1 and A2, not A1 twice; a merge takes over")
    func uniqueAcrossNodes() {
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0.0, name: "level")
        _ = graph.animatable(name: "left") { level.value }
        _ = graph.animatable(name: "right") { -level.value }
        graph.update()
        graph.withAnimation(.spring) { level.value = 100 }
        graph.advance(to: 0.1)
        graph.withAnimation(.spring) { level.value = 50 }
        graph.advance(to: 3)
        let animationEvents = graph.trace.ticks.flatMap(\.events).compactMap { event -> String? in
            switch event {
            case .animationStarted(let node, let entry, _): "\(node.name) started A\(entry)"
            case .animationMerged(let node, let entry, let replacing, _):
                "\(node.name): A\(entry) takes over from A\(replacing)"
            case .animationFinished(let node, let entry): "\(node.name) finished A\(entry)"
            default: nil
            }
        }
        // The second change merges into each node's spring: A3 takes over A1 on the left, A4 A2 on
        // the right, in the order the nodes evaluate; each node then finishes its own.
        #expect(
            animationEvents == [
                "left started A1", "right started A2",
                "left: A3 takes over from A1", "left finished A1",
                "right: A4 takes over from A2", "right finished A2",
                "left finished A3", "right finished A4",
            ])
        #expect(graph.trace.timeline().contains("· animation A3 takes over from A1, keeping its velocity"))
    }

    @Test("timeDependencies(of:) answers frames, as the timeline shows them")
    func timeDependenciesInFrames() {
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0.0, name: "level")
        _ = graph.animatable(name: "gauge") { level.value }
        graph.update()
        graph.advance(to: 40.0 / 60)
        // Frame 40 runs two passes (its frame, then the change): ticks and frames part here.
        graph.withAnimation(.linear(duration: 0.5)) { level.value = 1 }
        graph.advance(to: 2)
        let spans = graph.trace.timeDependencies(of: "gauge")
        // 0.5 s is 30 frames: the last value in frame 70, the edge dropped in frame 71.
        #expect(spans.count == 1)
        #expect(spans.first?.added == 40)
        #expect(spans.first?.removed == 71)
    }
}
