import Animatic
import AnimaticTestFixtures
import Foundation
import Testing

/// NaN or infinity in animatable data stops with a message that names the node, what produced the
/// value (the write, its transaction and animation, or the running animation) and what to fix.
@Suite("Non-finite animatable data")
struct NonFiniteDataTests {
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// Diverges at once: its offset is NaN from the first frame.
    struct Diverging: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time > 1 ? nil : value.scaled(by: .nan)
        }
    }

    @Test("an animated write of NaN names the node, the state written and the transaction")
    func animatedWrite() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            let value = graph.state(0.0, name: "value")
            _ = graph.animatable(name: "Counter") { Counter(value: value.value) }
            graph.update()
            graph.withAnimation(.linear(duration: 1)) { value.value = .nan }
            graph.update()
        }
        #expect(
            Self.message(result).contains(
                "Animatable node 'Counter' got animatable data with a NaN or infinite component from the write to "
                    + "'value' in transaction #1 (withAnimation(linear(duration: 1))), animation linear(duration: 1): "
                    + "nan. Animatable data must be finite"))
    }

    /// A write with no animation traps too: the jump would become the model value every later
    /// animation of the node starts from, so the node would present NaN from then on.
    @Test("a write of infinity with no animation traps as well, saying it has no animation")
    func unanimatedWrite() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            let value = graph.state(1.0, name: "value")
            _ = graph.animatable(name: "Counter") { Counter(value: value.value) }
            graph.update()
            value.value = .infinity
            graph.update()
        }
        #expect(
            Self.message(result).contains(
                "Animatable node 'Counter' got animatable data with a NaN or infinite component from the write to "
                    + "'value' outside any transaction, no animation: inf."))
    }

    @Test("a first model value that is not finite names the node")
    func firstValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            _ = graph.animatable(name: "Broken") { Counter(value: -.infinity) }
            graph.update()
        }
        #expect(
            Self.message(result).contains(
                "Animatable node 'Broken' got animatable data with a NaN or infinite component from its first model "
                    + "value: -inf."))
    }

    @Test("an animation that presents NaN names the node and the animation")
    func divergingAnimation() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            let value = graph.state(0.0, name: "value")
            _ = graph.animatable(name: "Counter") { Counter(value: value.value) }
            graph.update()
            graph.withAnimation(Animation(Diverging())) { value.value = 1 }
            graph.advance(by: 0.1)
        }
        let message = Self.message(result)
        #expect(
            message.contains("Animatable node 'Counter' presented animatable data with a NaN or infinite component"))
        #expect(message.contains("animating from finite values towards 1.0 with Diverging()"))
    }

    @Test("finite data far from zero is not mistaken for infinity")
    func largeFiniteData() {
        let graph = AnimationGraph()
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) { value.value = 1e200 }
        graph.advance(by: 0.5)
        #expect(counter.value.value == 0.5e200)
    }
}
