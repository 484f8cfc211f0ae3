import Animatic
import AnimaticScenes

extension Scene {
    /// How a state change propagates through rules, and where equality cuts it off.
    public static let propagation = Scene(
        name: "propagation",
        summary: "A state change runs through rules; equal results cut it off",
        explanation: """
            A state node `value` feeds a rule `Counter` that rounds it down to a whole number, a \
            rule `Counter.body` that turns that into text, and a rule `parity`. When `value` \
            moves from 0 to 0.4, `Counter` runs again but produces the same number, so nothing \
            below it runs: the equality cutoff SwiftUI's attribute graph performs. When `value` \
            becomes 1 and then 3, the change flows all the way down, except into `parity` the \
            second time: 1 and 3 are both odd, so `Label` runs only because `Counter.body` changed.
            """,
        duration: 0.25
    ) { graph in
        let value = graph.state(0.0, name: "value")
        let counter = graph.rule(name: "Counter") { Int(value.value) }
        let body = graph.rule(name: "Counter.body") { "\(counter.value)" }
        let parity = graph.rule(name: "parity") { counter.value % 2 == 0 ? "even" : "odd" }
        _ = graph.rule(name: "Label") { "\(body.value) is \(parity.value)" }
        return Script([
            .init(at: 0.05, "set value to 0.4") { value.value = 0.4 },
            .init(at: 0.1, "set value to 1") { value.value = 1 },
            .init(at: 0.15, "set value to 3") { value.value = 3 },
        ])
    }
}
