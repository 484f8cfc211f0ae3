import AnimaticUI
import Testing

/// A branch whose content has an `.animation(_:value:)`, reading a value from the branch's body.
private struct AnimatedBranch: View {
    @State private var shown = true
    @State private var scale = 1.0
    var body: some View {
        VStack {
            if shown { Pulse(scale: scale) }
            Button("switch") { shown.toggle() }
            Button("grow") { scale += 1 }
        }
    }
}

private struct Pulse: View {
    let scale: Double
    var body: some View {
        Text("pulse").scaleEffect(scale).animation(.linear(duration: 1), value: scale)
    }
}

@Suite("Transaction modifiers")
struct TransactionModifierTests {
    @Test("a removed branch takes its animation(_:value:) value node with it")
    func removedBranchRemovesValueNode() {
        let host = ViewHost(AnimatedBranch())
        host.update()
        let nodes = host.graph.dependencyGraph.nodes.count
        let viewNodes = host.viewNodeCount
        // Off: the branch's nodes go, its value node with them. On again: the same nodes, afresh.
        host.tap("switch")
        host.update()
        host.tap("switch")
        host.update()
        #expect(host.graph.dependencyGraph.nodes.count == nodes)
        #expect(host.viewNodeCount == viewNodes)
        // Off, and the value the removed node read changes: nothing reads the removed body.
        host.tap("switch")
        host.update()
        host.tap("grow")
        host.update()
        #expect(!host.trace.evaluated(inTick: host.graph.tickCount - 1).contains("animation(value:)"))
    }
}
