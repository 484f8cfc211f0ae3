import Animatic
import Testing

/// An animating node runs every frame, because the clock moved; its closure, the model value, runs
/// again only when a node it read changed, as SwiftUI's animatable attribute reads a view value that
/// is an attribute of its own.
@Suite("The model value while animating")
struct ModelReuseTests {
    @Test("the closure runs when what it read changes, not at each frame of the animation")
    func closureRunsOnChangesOnly() {
        let graph = AnimationGraph()
        let target = graph.state(0.0, name: "target")
        var runs = 0
        let node = graph.animatable(name: "node") { () -> Double in
            runs += 1
            return target.value
        }
        graph.update()
        #expect(runs == 1)
        graph.withAnimation(.linear(duration: 1)) { target.value = 100 }
        graph.advance(to: 0.5)
        #expect(runs == 2, "once for the change; the 30 frames since reused it")
        #expect(abs(node.value - 50) < 1e-9)
        #expect(graph.dependencyGraph.sources(of: node.id) == [target.id, graph.timeNode])
        graph.withAnimation(.linear(duration: 1)) { target.value = 0 }
        graph.advance(to: 2)
        #expect(runs == 3)
        #expect(node.value == 0)
        #expect(graph.dependencyGraph.sources(of: node.id) == [target.id], "no time edge once it settles")
    }

    @Test("a closure that reads the time itself runs every frame")
    func closureReadingTime() {
        let graph = AnimationGraph()
        let target = graph.state(0.0, name: "target")
        var runs = 0
        // Unowned: a rule that held its graph would keep it alive for ever.
        let node = graph.animatable(name: "node") { [unowned graph] () -> Double in
            runs += 1
            return target.value + graph.readTime() * 0
        }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) { target.value = 100 }
        graph.advance(to: 0.5)
        #expect(runs == 32, "the first frame, the change, and each of the 30 frames")
        #expect(abs(node.value - 50) < 1e-9)
    }
}
