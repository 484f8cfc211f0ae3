import AnimaticUI
import Testing

/// A square offset by two states, a count of completions, and actions that mix writes as apps do.
private struct Mixer: View {
    @State private var a: CGFloat = 0
    @State private var b: CGFloat = 0
    @State private var completions = 0
    var body: some View {
        VStack {
            Rectangle()
                .offset(x: a * 10 + b * 10, y: a * 10)
            Text("\(completions)")
            Button("animated then plain") {
                withAnimation(.linear(duration: 1)) { a = 10 }
                b = 10
            }
            Button("two writes, one completion") {
                withAnimation(.linear(duration: 1)) {
                    a = 10
                    b = 10
                } completion: {
                    completions += 1
                }
            }
            Button("no writes") {
                withAnimation(.linear(duration: 1)) {
                } completion: {
                    completions += 1
                }
            }
            Button("equal write") {
                withAnimation(.linear(duration: 1)) {
                    a = a
                } completion: {
                    completions += 1
                }
            }
            Button("read after write") {
                a = 3
                a += 4
                b = a * 2
            }
            Button("chained") {
                withAnimation(.linear(duration: 0.5)) {
                    a = 10
                } completion: {
                    withAnimation(.linear(duration: 0.5)) {
                        a = 0
                        b = 1
                    } completion: {
                        completions += 1
                    }
                }
            }
        }
    }
}

@Suite("The transaction flush: writes queued with their transaction, one pass each, all in one frame")
struct TransactionFlushTests {
    private func tapped(_ label: String, through frame: Int) -> ViewHost {
        let host = ViewHost(Mixer())
        host.update()
        host.graph.advance(to: 0.1) { host.tap(label) }
        host.advance(toFrame: frame)
        return host
    }

    private func offset(_ host: ViewHost, atFrame frame: Int) throws -> CGSize {
        try #require(host.value(of: "offset", atFrame: frame, as: _OffsetEffect.self)).offset
    }

    private func completions(_ host: ViewHost) -> [(frame: Int, value: Int)] {
        host.trace.samples(of: "Mixer.completions").dropFirst().compactMap { sample in
            (sample.value.base as? Int).map { (sample.frame, $0) }
        }
    }

    @Test("withAnimation { a } then b: the part that reads a animates, the part that reads b jumps, in one frame")
    func animatedThenPlain() throws {
        let host = tapped("animated then plain", through: 70)
        // x = 10a + 10b, y = 10a. In the tap's frame (6) b's 100 is there at once; a's 100 starts.
        #expect(try offset(host, atFrame: 6) == CGSize(width: 100, height: 0))
        // Half way through the linear second (frame 36): a's part is at 50.
        let mid = try offset(host, atFrame: 36)
        #expect(abs(Double(mid.width) - 150) < 1e-9)
        #expect(abs(Double(mid.height) - 50) < 1e-9)
        #expect(try offset(host, atFrame: 66) == CGSize(width: 200, height: 100))
        // Two passes of frame 6: the animated group first, then the plain write.
        let passes = host.trace.ticks.filter { $0.frame == 6 }
        #expect(passes.count == 2)
        let sets = passes.map { tick in
            tick.events.compactMap { event -> String? in
                if case .set(let node, _, _, _, let transaction) = event {
                    return "\(node.name) \(transaction == nil ? "plain" : "animated")"
                }
                return nil
            }
        }
        #expect(sets == [["Mixer.a animated"], ["Mixer.b plain"]])
    }

    /// The frames of the completionFired events, and the frame in which each animation finished.
    private func firings(_ host: ViewHost) -> (fired: [Int], finished: [Int]) {
        var fired: [Int] = []
        var finished: [Int] = []
        for tick in host.trace.ticks {
            for event in tick.events {
                if case .completionFired = event { fired.append(tick.frame) }
                if case .animationFinished = event { finished.append(tick.frame) }
            }
        }
        return (fired, finished)
    }

    @Test("a block with two writes fires its completion once, when its animation ends")
    func oneCompletion() throws {
        let host = tapped("two writes, one completion", through: 120)
        #expect(completions(host).map(\.value) == [1])
        // One animation (the offset reads both writes: the second combines with the first), one
        // completion, in the frame where the last animation finished, and its write in that frame.
        let (fired, finished) = firings(host)
        #expect(fired.count == 1)
        #expect(fired == [try #require(finished.last)])
        #expect(completions(host).map(\.frame) == fired)
    }

    @Test("a block that writes nothing, or only an equal value, fires its completion at once")
    func completionAtOnce() throws {
        for label in ["no writes", "equal write"] {
            let host = tapped(label, through: 20)
            // The completion ran in the action; its write lands in the tap's frame.
            #expect(completions(host).map(\.frame) == [6], "\(label)")
            #expect(completions(host).map(\.value) == [1], "\(label)")
            #expect(
                !host.trace.ticks.flatMap(\.events).contains { if case .animationStarted = $0 { true } else { false } })
        }
    }

    @Test("an action reads the value it wrote before the frame applies it")
    func readAfterWrite() throws {
        let host = tapped("read after write", through: 10)
        // a = 3, a += 4 reads 3: a ends at 7 and b at 14, with one write of each recorded.
        #expect(host.trace.samples(of: "Mixer.a").compactMap { $0.value.base as? CGFloat } == [0, 3, 7])
        #expect(host.trace.samples(of: "Mixer.b").compactMap { $0.value.base as? CGFloat } == [0, 14])
        #expect(try offset(host, atFrame: 6) == CGSize(width: 210, height: 70))
    }

    @Test("a withAnimation in a completion handler is a new transaction whose own completion fires once")
    func chained() throws {
        let host = tapped("chained", through: 150)
        // The first transaction's completion fires where its animation finishes and opens the second
        // in that frame; the second's fires once, where its own finishes. An animation of d seconds
        // started in frame s finishes in frame s + 60d + 1, the first frame after its end: the first
        // in 6 + 30 + 1 = 37, the second in 37 + 30 + 1 = 68.
        let (fired, finished) = firings(host)
        #expect(fired == [37, 68])
        #expect(fired == finished)
        #expect(completions(host).map(\.value) == [1])
        #expect(completions(host).map(\.frame) == [fired[1]])
        #expect(try offset(host, atFrame: fired[1]) == CGSize(width: 10, height: 0))
    }
}
