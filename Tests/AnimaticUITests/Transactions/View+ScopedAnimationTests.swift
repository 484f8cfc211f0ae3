import AnimaticUI
import Testing

/// A bar whose offset is set on the modified view and whose opacity is set inside the body of
/// `.animation(_:body:)`.
private struct Fader: View {
    @State private var on = false
    var body: some View {
        VStack {
            Rectangle()
                .offset(x: on ? 100 : 0)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(on ? 0 : 1)
                }
            Button("toggle") { on.toggle() }
            Button("toggle without animation") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { on.toggle() }
            }
        }
    }
}

@Suite("animation(_:body:)")
struct ScopedAnimationTests {
    @Test("only the modifiers inside the body animate; the modified view's own do not")
    func scope() throws {
        let host = ViewHost(Fader())
        host.update()
        host.tap("toggle")
        host.advance(toFrame: 30)
        // linear(duration: 1) from 1 to 0, from t = 0: 0.5 at frame 30.
        let opacity = try #require(host.value(of: "opacity", atFrame: 30, as: _OpacityEffect.self))
        #expect(opacity.opacity.isApproximately(0.5))
        // The offset belongs to the modified view, outside the scope: it jumps at once.
        let offset = try #require(host.value(of: "offset", atFrame: 0, as: _OffsetEffect.self))
        #expect(offset.offset.width == 100)
        #expect(host.framesEvaluating("offset") == [0])
    }

    @Test("a transaction that disables animations is not overridden by the scope")
    func disablesAnimations() throws {
        let host = ViewHost(Fader())
        host.update()
        host.tap("toggle without animation")
        host.advance(toFrame: 30)
        #expect(host.value(of: "opacity", atFrame: 0, as: _OpacityEffect.self)?.opacity == 0)
        #expect(host.framesEvaluating("opacity") == [0])
        #expect(!host.isAnimating)
    }
}
