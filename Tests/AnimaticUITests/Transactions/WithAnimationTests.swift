import AnimaticUI
import Testing

/// A bar offset by two states, and buttons that set them in one transaction or in two.
private struct Mover: View {
    @State private var x: CGFloat = 0
    @State private var y: CGFloat = 0
    var body: some View {
        VStack {
            Rectangle()
                .offset(x: x, y: y)
            Button("two transactions") {
                withAnimation(.linear(duration: 1)) { x = 100 }
                withAnimation(.linear(duration: 0.5)) { y = 100 }
            }
            Button("one transaction, nested") {
                withAnimation(.linear(duration: 1)) {
                    x = 100
                    withAnimation(.linear(duration: 1)) { y = 100 }
                }
            }
            Button("a write, then a transaction") {
                x = 100
                withAnimation(.linear(duration: 0.5)) { y = 100 }
            }
        }
    }
}

@Suite("withAnimation in a view's action")
struct WithAnimationTests {
    /// The frames and labels of the transactions opened, one entry per pass.
    static func transactionPasses(_ host: ViewHost) -> [(frame: Int, labels: [String])] {
        host.trace.ticks.compactMap { tick in
            let labels = tick.events.compactMap { event -> String? in
                if case .transactionOpened(let transaction) = event { return transaction.label }
                return nil
            }
            return labels.isEmpty ? nil : (tick.frame, labels)
        }
    }

    /// The animation events of the offset node, as the timeline words them.
    static func animationEvents(_ host: ViewHost) -> [String] {
        host.trace.events(of: "offset").compactMap { _, event in
            switch event {
            case .animationStarted(_, let entry, let animation): "A\(entry) started: \(animation)"
            case .animationCombined(_, let entry, let animation): "A\(entry) combined: \(animation)"
            case .animationMerged(_, let entry, _, let animation): "A\(entry) merged: \(animation)"
            default: nil
            }
        }
    }

    @Test("two withAnimation calls in one action are applied in two passes of the tap's frame, as SwiftUI does")
    func twoTransactions() throws {
        let host = ViewHost(Mover())
        host.update()
        host.advance(toFrame: 6)
        host.graph.advance(to: 0.1) { host.tap("two transactions") }
        host.advance(toFrame: 70)
        #expect(
            Self.animationEvents(host) == [
                "A1 started: linear(duration: 1)", "A2 combined: linear(duration: 0.5)",
            ])
        // Each transaction opened in a pass of its own, both in frame 6.
        let passes = Self.transactionPasses(host)
        #expect(passes.map(\.frame) == [6, 6])
        #expect(
            passes.map(\.labels) == [
                ["withAnimation(linear(duration: 1))"], ["withAnimation(linear(duration: 0.5))"],
            ])
        // The second animation chains from the first: both arrive at 0.6 s, and x is part way
        // there earlier than the 0.5 s animation alone would bring it.
        let end = try #require(host.value(of: "offset", atFrame: 36, as: _OffsetEffect.self))
        #expect(end.offset == CGSize(width: 100, height: 100))
        let mid = try #require(host.value(of: "offset", atFrame: 21, as: _OffsetEffect.self))
        #expect(abs(Double(mid.offset.height) - 50) < 1e-9)
        #expect(mid.offset.width > 50 && mid.offset.width < 100)
    }

    @Test("a transaction nested in another is a pass of its own, after the outer block's writes before it")
    func nestedTransaction() throws {
        let host = ViewHost(Mover())
        host.update()
        host.advance(toFrame: 6)
        host.graph.advance(to: 0.1) { host.tap("one transaction, nested") }
        host.advance(toFrame: 70)
        // x = 100 in the outer block, then y = 100 in the inner one: two groups, two passes of frame
        // 6, and the second animation combines with the first on the offset that reads both.
        #expect(Self.animationEvents(host) == ["A1 started: linear(duration: 1)", "A2 combined: linear(duration: 1)"])
        #expect(Self.transactionPasses(host).map(\.frame) == [6, 6])
    }

    @Test("a write outside any transaction, then one inside: the first snaps in a pass with no transaction")
    func writeThenTransaction() throws {
        let host = ViewHost(Mover())
        host.update()
        host.advance(toFrame: 6)
        host.graph.advance(to: 0.1) { host.tap("a write, then a transaction") }
        host.advance(toFrame: 70)
        #expect(Self.animationEvents(host) == ["A1 started: linear(duration: 0.5)"])
        #expect(Self.transactionPasses(host).map(\.labels) == [["withAnimation(linear(duration: 0.5))"]])
        // x jumped to 100 in the tap's frame; y is half way at 0.35 s.
        let mid = try #require(host.value(of: "offset", atFrame: 21, as: _OffsetEffect.self))
        #expect(mid.offset.width == 100)
        #expect(abs(Double(mid.offset.height) - 50) < 1e-9)
    }
}
