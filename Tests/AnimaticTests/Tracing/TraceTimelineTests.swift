import Animatic
import Testing

/// The timeline as a learner reads it: transactions and animations numbered apart, a struct's
/// change as the fields that moved, property wrappers under their properties' names, and `nodes`
/// showing only those nodes' transactions.
@Suite("Trace: the timeline a learner reads")
struct TraceTimelineTests {
    /// A card whose offset animates; its caption is not animatable.
    struct Card: AutoAnimatable, Equatable {
        var offset: Double
        var scale: Double
        @AnimatableIgnored var caption: String
    }

    /// A card that a tap moves in 0.045 s, with a completion, and a badge written alone.
    static func cardScene() -> AnimationGraph {
        let graph = AnimationGraph()
        let offset = graph.state(0.0, name: "offset")
        let badge = graph.state(0, name: "badge")
        _ = graph.animatable(name: "Card") { Card(offset: offset.value, scale: 1, caption: "Tap") }
        _ = graph.rule(name: "Badge") { badge.value * 2 }
        graph.update()
        graph.withAnimation(.linear(duration: 0.045)) {
            offset.value = 30
        } completion: {
        }
        graph.advance(by: 1.0 / 60)
        graph.withAnimation(.easeIn(duration: 0.05)) {
            badge.value = 1
        } completion: {
        }
        graph.advance(by: 2.0 / 60)
        return graph
    }

    @Test("transactions are T1, T2, …, animations A1, A2, …; a changed struct shows its changed fields")
    func numbering() {
        // Linear over 0.045 s: 30 × (1/60) / 0.045 = 11.111 after one frame; done by frame 3.
        let expected = """
            frame 0      t = 0.000 s
              eval       Card      Card(offset: 0, scale: 1, caption: "Tap") (first run)
                                   · now reads offset
              eval       Badge     0 (first run)
                                   · now reads badge
            frame 0, pass 2  t = 0.000 s
              transaction T1 withAnimation(linear(duration: 0.045))
              set        offset    0 → 30   in T1
              eval       Card      ← offset    Card(offset: 0, scale: 1, caption: "Tap") (unchanged: nothing below runs)
                                   · model [0, 1] → [30, 1] in T1, animation linear(duration: 0.045)
                                   · animation A1 started
                                   · + depends on time
            frame 1      t = 0.017 s
              eval       Card      ← time      Card(offset: 0 → 11.111, …)
            frame 1, pass 2  t = 0.017 s
              transaction T2 withAnimation(easeIn(duration: 0.05))
              set        badge     0 → 1   in T2
              eval       Badge     ← badge     0 → 2
              completion T2 withAnimation(easeIn(duration: 0.05)) (logicallyComplete)
            frame 2      t = 0.033 s
              eval       Card      ← time      Card(offset: 11.111 → 22.222, …)
            frame 3      t = 0.050 s
              eval       Card      ← time      Card(offset: 22.222 → 30, …)
                                   · animation A1 logically complete
                                   · animation A1 finished
                                   · − no longer depends on time
              completion T1 withAnimation(linear(duration: 0.045)) (logicallyComplete)

            """
        #expect(Self.cardScene().trace.timeline() == expected)
    }

    @Test("a later pass of frame 58 keeps two spaces before its time; every other header's time stands at column 13")
    func passHeaderWidth() throws {
        let graph = AnimationGraph()
        let badge = graph.state(0, name: "badge")
        _ = graph.rule(name: "Badge") { badge.value * 2 }
        graph.update()
        graph.advance(by: 58.0 / 60)
        graph.withAnimation(.easeIn(duration: 0.05)) { badge.value = 1 }
        graph.advance(by: 1.0 / 60)
        let headers = graph.trace.timeline().split(separator: "\n").filter { $0.hasPrefix("frame ") }
        let pass = try #require(headers.first { $0.hasPrefix("frame 58, pass 2") }, "\(headers)")
        // "frame 58, pass 2" is 16 characters, more than the column of 13: two spaces follow it. The
        // text is written as the run goes, so a later pass cannot widen the headers before it.
        #expect(pass == "frame 58, pass 2  t = 0.967 s")
        #expect(
            headers.filter { !$0.contains(", pass ") }.allSatisfy { header in
                header.components(separatedBy: "t = ").first?.count == 13
            }, "\(headers)")
        // With no later pass, the time stands at column 13, over the names of the events.
        #expect(Self.plainTrace().trace.timeline().hasPrefix("frame 0      t = 0.000 s\n"))
    }

    /// A trace with one pass in each frame.
    static func plainTrace() -> AnimationGraph {
        let graph = AnimationGraph()
        let badge = graph.state(0, name: "badge")
        _ = graph.rule(name: "Badge") { badge.value * 2 }
        graph.update()
        graph.advance(to: 1.0 / 60) { badge.value = 1 }
        return graph
    }

    @Test("with nodes, the timeline shows only their transactions and completions")
    func nodesHideOtherTransactions() {
        let trace = Self.cardScene().trace
        let badge = trace.timeline(TimelineOptions(nodes: ["badge", "Badge"]))
        #expect(badge.contains("transaction T2"))
        #expect(badge.contains("completion T2"))
        #expect(!badge.contains("T1"))
        let card = trace.timeline(TimelineOptions(nodes: ["Card"]))
        // Card's model changed in T1: T1 shows, with its completion; T2 wrote only the badge.
        #expect(card.contains("transaction T1") && card.contains("completion T1"))
        #expect(!card.contains("T2"))
    }

    @Test("a property wrapper's storage shows under its property's name, the JSON keeps the whole value")
    func wrapperNames() throws {
        let card = Card(offset: 1.5, scale: 1, caption: "Tap")
        #expect(TraceValue(card).description == #"Card(offset: 1.5, scale: 1.0, caption: "Tap")"#)
        let trace = Self.cardScene().trace
        let json = TraceJSON(trace)
        let texts = json.ticks.flatMap(\.events).compactMap(\.to?.text)
        // The frame-1 value at full precision, every field present.
        #expect(
            texts.contains { $0.hasPrefix("Card(offset: 11.11111") && $0.hasSuffix(#", scale: 1.0, caption: "Tap")"#) })
    }
}
