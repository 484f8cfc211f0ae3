import Animatic
import Foundation

/// Asserts that a node's values over a trace follow a timeline diagram.
///
/// The diagram has one symbol per tick (see ``TimelineDiagram``): `-` nothing, `=` evaluated to an
/// equal value, a label for a new value, `|` where the graph stopped animating.
///
///     scene.graph.withAnimation(.linear(duration: 0.1)) { scene.value.value = 5 }
///     scene.graph.advance(to: 0.5)
///     assertDiagram(scene.graph.trace, node: "Counter.body", "0-=12345-|")
///
/// A mismatch prints both diagrams aligned tick by tick, a caret under the first difference, and
/// that tick's frame and time:
///
///     Diagram of Counter.body does not match at tick 6 (frame 5, t = 0.083 s): expected 4, actual 3.
///     Expected: 0-=12345-|
///     Actual:   0-=12335-|
///                     ^
///
/// - Parameters:
///   - trace: The trace to read, such as `graph.trace`.
///   - node: The node's name.
///   - expected: The expected diagram.
///   - digits: The decimals of numbers in labels.
/// - Returns: Whether the diagram matched.
@discardableResult
public func assertDiagram(
    _ trace: Trace, node: String, _ expected: String, digits: Int = 3, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _DiagramAssertion.check(trace, node: node, expected, values: [:], digits: digits, at: location)
}

/// Asserts that a node's values over a trace follow a timeline diagram whose marbles stand for
/// values, as swift-async-algorithms' diagrams do: `"a----b|"` with `["a": 0.0, "b": 1.0]`.
///
///     assertDiagram(trace, node: "isFull", "f-------t|", values: ["f": false, "t": true])
///
/// A marble matches a value whose label (see ``TimelineDiagram``) is the label of the value it
/// stands for; a character that is not a marble is a label itself.
///
/// - Parameters:
///   - trace: The trace to read, such as `graph.trace`.
///   - node: The node's name.
///   - expected: The expected diagram.
///   - values: The value each marble stands for.
///   - digits: The decimals of numbers in labels.
/// - Returns: Whether the diagram matched.
@discardableResult
public func assertDiagram<Value>(
    _ trace: Trace, node: String, _ expected: String, values: [Character: Value], digits: Int = 3,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let labels = values.mapValues { TimelineDiagram.label(of: TraceValue($0), digits: digits) }
    return _DiagramAssertion.check(trace, node: node, expected, values: labels, digits: digits, at: location)
}

/// The comparison behind ``assertDiagram(_:node:_:digits:fileID:filePath:line:column:)``.
enum _DiagramAssertion {
    static func check(
        _ trace: Trace, node: String, _ expectedText: String, values: [Character: String], digits: Int,
        at location: _SourceCodeLocation
    ) -> Bool {
        let parsed: TimelineDiagram
        do {
            parsed = try TimelineDiagram(parsing: expectedText)
        } catch {
            _TestFailure.record(error.description, at: location)
            return false
        }
        let expected = TimelineDiagram(
            ticks: parsed.ticks.map { tick in
                guard case .value(let marble) = tick.symbol, marble.count == 1, let label = values[marble.first!]
                else { return tick }
                return TimelineDiagram.Tick(.value(label), endsAnimation: tick.endsAnimation)
            })
        let knowsNode = trace.ticks.contains { tick in tick.events.contains { $0.node?.name == node } }
        guard knowsNode else {
            var names: [String] = []
            for tick in trace.ticks {
                for case .evaluated(let evaluated, _, _, _, _, _) in tick.events where !names.contains(evaluated.name) {
                    names.append(evaluated.name)
                }
            }
            _TestFailure.record(
                "The trace has no node named \(node). Evaluated nodes: \(names.joined(separator: ", ")).",
                at: location)
            return false
        }
        let actual = TimelineDiagram(trace, node: node, digits: digits)
        guard actual != expected else { return true }
        // A diagram that ran out reads as idle ticks: only a real difference counts.
        let index = (0..<max(expected.ticks.count, actual.ticks.count)).first {
            tick(expected, $0) != tick(actual, $0)
        }!
        _TestFailure.record(message(node, expected, actual, index, trace), at: location)
        return false
    }

    /// The tick at `index`, idle past the end.
    static func tick(_ diagram: TimelineDiagram, _ index: Int) -> TimelineDiagram.Tick {
        diagram.ticks.indices.contains(index) ? diagram.ticks[index] : TimelineDiagram.Tick(.idle)
    }

    /// The failure: where the diagrams first differ, then both, aligned, with a caret.
    static func message(
        _ node: String, _ expected: TimelineDiagram, _ actual: TimelineDiagram, _ index: Int, _ trace: Trace
    ) -> String {
        var expectedLine = "Expected: "
        var actualLine = "Actual:   "
        var caret = "          "
        for position in 0..<max(expected.ticks.count, actual.ticks.count) {
            let left =
                expected.ticks.indices.contains(position) ? TimelineDiagram.text(of: expected.ticks[position]) : ""
            let right = actual.ticks.indices.contains(position) ? TimelineDiagram.text(of: actual.ticks[position]) : ""
            let width = max(left.count, right.count)
            if position == index { caret += "^" }
            if position < index { caret += String(repeating: " ", count: width) }
            expectedLine += left.padding(toLength: width, withPad: " ", startingAt: 0)
            actualLine += right.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        if index >= max(expected.ticks.count, actual.ticks.count) { caret += "^" }
        let place: String
        let tickIndex = (trace.ticks.first?.index ?? 0) + index
        if let tick = trace.tick(tickIndex) {
            // Inside a skipped idle run, the frame of that tick of the run.
            let frame = tick.frame + (tickIndex - tick.index)
            let time = tick.frameCount == 1 ? tick.time : Double(frame) / trace.framesPerSecond
            place = "tick \(tickIndex) (frame \(frame), t = \(_DecimalText.fixed(time, digits: 3)) s)"
        } else {
            place = "tick \(index), after the end of the trace"
        }
        func describe(_ diagram: TimelineDiagram) -> String {
            guard trace.tick(tickIndex) != nil || diagram.ticks.indices.contains(index) else {
                return "nothing more"
            }
            let tick = tick(diagram, index)
            let symbol: String
            switch tick.symbol {
            case .idle: symbol = "- (no change)"
            case .unchanged: symbol = "= (evaluated, unchanged)"
            case .value(let label): symbol = label
            }
            return symbol + (tick.endsAnimation ? ", then the end of the animation (|)" : "")
        }
        return "Diagram of \(node) does not match at \(place): expected \(describe(expected)), "
            + "actual \(describe(actual)).\n\(expectedLine)\n\(actualLine)\n\(caret)"
    }
}
