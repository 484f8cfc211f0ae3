import AnimaticUI
import Observation
import Testing

@Observable
private final class Card {
    var expanded = false
    var note = ""
}

/// Reads only `expanded`: a write of `note` must not run its body.
private struct Panel: View {
    let card: Card
    var body: some View {
        VStack {
            Rectangle().offset(x: 0, y: card.expanded ? 100 : 0)
            Button("expand") { withAnimation(.linear(duration: 1)) { card.expanded = true } }
            Button("note") { card.note = "seen" }
        }
    }
}

/// The model from the environment, changed through a binding `@Bindable` makes.
private struct EnvironmentPanel: View {
    @State private var card = Card()
    var body: some View {
        Inner().environment(card)
    }

    struct Inner: View {
        @Environment(Card.self) private var card
        var body: some View {
            VStack {
                Rectangle().offset(x: card.expanded ? 100 : 0, y: 0)
                Switch(card: card)
            }
        }
    }

    struct Switch: View {
        @Bindable var card: Card
        var body: some View {
            Button("flip") {
                let expanded = $card.expanded
                withAnimation(.linear(duration: 1)) { expanded.wrappedValue.toggle() }
            }
        }
    }
}

private final class Tally: ObservableObject {
    @Published var count = 0
    @Published var other = 0
}

/// Reads only `count`; any announced change runs its body, even an equal write of `other`.
private struct TallyView: View {
    @StateObject private var tally = Tally()
    var body: some View {
        VStack {
            Text("\(tally.count)")
            Button("add") { tally.count += 1 }
            Button("touch") { tally.other = 0 }
        }
    }
}

private struct ObservedPanel: View {
    @ObservedObject var tally: Tally
    var body: some View {
        Text("\(tally.count)").environmentObject(tally)
    }
}

private struct EnvironmentObjectReader: View {
    @EnvironmentObject var tally: Tally
    var body: some View { Text("seen \(tally.count)") }
}

@Suite("@Observable models and ObservableObjects: what runs a body again, and in which transaction")
struct ObservationTests {
    @Test("a model's change in withAnimation animates what the body shows: half way at 0.5 s")
    func observableAnimates() throws {
        let card = Card()
        let host = ViewHost(Panel(card: card))
        host.update()
        host.graph.advance(to: 0.1) { host.tap("expand") }
        host.advance(to: 1.2)
        let mid = try #require(host.value(of: "offset", atFrame: 36, as: _OffsetEffect.self))
        #expect(abs(Double(mid.offset.height) - 50) < 1e-9)
        let end = try #require(host.value(of: "offset", atFrame: 70, as: _OffsetEffect.self))
        #expect(end.offset.height == 100)
        // The change reached the body as a write of its observation input, in the transaction.
        let sets = host.trace.ticks.filter { $0.frame == 6 }.flatMap(\.events).compactMap { event -> String? in
            if case .set(let node, _, _, _, let transaction) = event {
                return "\(node.name) \(transaction?.label ?? "-")"
            }
            return nil
        }
        #expect(sets == ["Panel.observation withAnimation(linear(duration: 1))"])
    }

    @Test("a property the body did not read does not run it again")
    func unreadProperty() {
        let card = Card()
        let host = ViewHost(Panel(card: card))
        host.update()
        host.graph.advance(to: 0.5) { host.tap("note") }
        host.advance(to: 1)
        #expect(card.note == "seen")
        #expect(host.framesEvaluating("Panel.body") == [0])
        // A change made outside any action (by the test, as a network callback would) is applied at
        // the time it was made: the frame the clock is at (60, at 1 s) runs again for it.
        card.expanded = true
        host.advance(by: 0.1)
        #expect(host.framesEvaluating("Panel.body") == [0, 60])
    }

    @Test("@Environment(Model.self) reads the model .environment(_:) put there; a @Bindable binding's write animates")
    func environmentAndBindable() throws {
        let host = ViewHost(EnvironmentPanel())
        host.update()
        host.graph.advance(to: 0.1) { host.tap("flip") }
        host.advance(to: 1.2)
        let mid = try #require(host.value(of: "offset", atFrame: 36, as: _OffsetEffect.self))
        #expect(abs(Double(mid.offset.width) - 50) < 1e-9)
    }

    @Test("an ObservableObject's announced change runs the body of the view that holds it, even for an equal value")
    func observableObject() {
        let host = ViewHost(TallyView())
        host.update()
        host.graph.advance(to: 0.5) { host.tap("add") }
        #expect(host.displayList.items.compactMap(\.text).first == "1")
        host.graph.advance(to: 1) { host.tap("touch") }
        #expect(host.framesEvaluating("TallyView.body") == [0, 30, 60])
    }

    @Test("@ObservedObject follows the object it is given, and @EnvironmentObject reads the one set above")
    func observedAndEnvironmentObject() {
        let tally = Tally()
        let host = ViewHost(
            VStack {
                ObservedPanel(tally: tally)
                EnvironmentObjectReader().environmentObject(tally)
            })
        host.update()
        tally.count = 3
        host.advance(by: 0.1)
        #expect(host.displayList.items.compactMap(\.text) == ["3", "seen 3"])
    }
}
