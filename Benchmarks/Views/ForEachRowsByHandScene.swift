import AnimaticUI

/// The graph that ``ForEachRowsScene``'s host builds, built by hand with `AnimationGraph`: the
/// list's state and body, per row an animatable row value, a body rule, the text the body shows and
/// an animatable offset, and the layout of the column and of the screen, which measure every row's
/// text, with the same edges. What the view front end costs is the ratio of the two.
///
/// The layout nodes never run in the timed frames (no text changes), but the 100 texts that run in
/// each frame leave them possibly stale, and the graph verifies each of them by going over its
/// 10,000 texts: SwiftUI's stack and screen layouts, which read every row's, are verified the same
/// way. That is the graph's cost, not the front end's, so the graph built by hand has them too.
struct ForEachRowsByHandScene {
    let graph: AnimationGraph
    let offsets: [Node<CGSize>]
    let animating: Int

    init(rows: Int, animating: Int, tracing: TraceMode) {
        let graph = AnimationGraph(tracing: tracing)
        let values = graph.state([Double](repeating: 0, count: rows), name: "BenchmarkRowList.values")
        let list = graph.rule(name: "BenchmarkRowList.body") { values.value }
        let structure = graph.state(0, name: "ViewHost.structure")
        var offsets: [Node<CGSize>] = []
        var texts: [Node<Text>] = []
        offsets.reserveCapacity(rows)
        texts.reserveCapacity(rows)
        for index in 0..<rows {
            let row = graph.animatable(name: "ForEach[\(index)]/BenchmarkRow") {
                BenchmarkRow(value: list.value[index])
            }
            // The body's value is what the offset reads: the offset, a `CGSize` as `offset(x:)`'s.
            let body = graph.rule(name: "ForEach[\(index)]/BenchmarkRow.body") { row.value.value }
            // The text the body shows, which layout and drawing read: it runs when the body does,
            // and stops there, as its text does not change.
            texts.append(
                graph.rule(name: "ForEach[\(index)]/Text") { () -> Text in
                    _ = body.value
                    return Text("row")
                })
            offsets.append(
                graph.animatable(name: "ForEach[\(index)]/offset") { CGSize(width: body.value, height: 0) })
        }
        // What the layout measures of each row: the length of its text, a stand-in for a size.
        let rowTexts = texts
        let screen = graph.rule(name: "ViewHost.layout") { () -> Int in
            _ = structure.value
            return rowTexts.reduce(list.value.count) { $0 + $1.value.content.utf8.count }
        }
        _ = graph.rule(name: "VStack.layout") { () -> Int in
            _ = structure.value
            return rowTexts.reduce(screen.value) { $0 + $1.value.content.utf8.count }
        }
        graph.update()
        var moved = [Double](repeating: 0, count: rows)
        for index in 0..<animating { moved[index] = 1_000_000 }
        graph.withAnimation(.linear(duration: 1_000_000)) { values.value = moved }
        graph.update()
        self.graph = graph
        self.offsets = offsets
        self.animating = animating
    }

    /// Runs `frames` frames and checks that the animating rows animate and the rest do not.
    func run(frames: Int) {
        graph.advance(by: Double(frames) / graph.framesPerSecond)
        let time = graph.time
        if animating > 0, abs(offsets[0].value.width - time) > 1e-6 {
            fail("ForEach rows by hand: row 0 is at \(offsets[0].value.width) at \(time) s, expected \(time)")
        }
        if animating < offsets.count, offsets[offsets.count - 1].value.width != 0 {
            fail("ForEach rows by hand: an idle row moved")
        }
    }
}
