import GraphCore
import Testing

/// Late outputs are pulled after the other outputs of an update, whatever their creation order.
@Suite("Late outputs run after the other outputs")
struct LateOutputTests {
    @Test("a late output made first runs after an ordinary output made later, on creation and on change")
    func order() {
        let graph = DependencyGraph()
        let source = graph.input(1, name: "source")
        var order: [String] = []
        let late = graph.rule(name: "late") {
            order.append("late")
            return source.value + 1
        }
        graph.markLateOutput(late.id)
        let early = graph.rule(name: "early") {
            order.append("early")
            return source.value * 2
        }
        graph.updateOutputs()
        #expect(order == ["early", "late"])
        order = []
        source.value = 5
        graph.updateOutputs()
        #expect(order == ["early", "late"])
        #expect(graph.currentValue(of: late.id) as? Int == 6)
        #expect(graph.currentValue(of: early.id) as? Int == 10)
    }

    @Test("a late output that a rule reads is pulled by its reader, like any node")
    func readLateOutput() {
        let graph = DependencyGraph()
        let source = graph.input(1, name: "source")
        let late = graph.rule(name: "late") { source.value + 1 }
        graph.markLateOutput(late.id)
        let reader = graph.rule(name: "reader") { late.value * 10 }
        graph.updateOutputs()
        #expect(graph.currentValue(of: reader.id) as? Int == 20)
        source.value = 2
        graph.updateOutputs()
        #expect(graph.currentValue(of: reader.id) as? Int == 30)
    }
}
