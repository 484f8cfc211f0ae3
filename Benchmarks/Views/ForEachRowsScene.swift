import AnimaticUI

/// The ForEach benchmark, as a view: a ``ViewHost`` of ``BenchmarkRowList``, its first `animating`
/// rows animating.
///
/// Per row, the host builds: the row's value, an animatable node (`ForEach[i]/BenchmarkRow`) that
/// reads the list's body; the row's body (`ForEach[i]/BenchmarkRow.body`); its text
/// (`ForEach[i]/Text`), which reads the body; and the `offset` effect, an animatable node that reads
/// the body. An animating row's four nodes run every frame (the text's stops there: it does not
/// change, so no layout runs); the others stay idle. ``ForEachRowsByHandScene`` is the same graph
/// built with `AnimationGraph`.
struct ForEachRowsScene {
    let host: ViewHost
    let animating: Int

    init(rows: Int, animating: Int, tracing: TraceMode) {
        host = ViewHost(BenchmarkRowList(count: rows, animating: animating), tracing: tracing)
        host.update()
        host.tap("animate")
        host.update()
        self.animating = animating
    }

    /// Runs `frames` frames and checks that the animating rows animate and the rest do not.
    func run(frames: Int) {
        host.advance(by: Double(frames) / host.graph.framesPerSecond)
        if host.isAnimating != (animating > 0) { fail("ForEach rows: isAnimating is \(host.isAnimating)") }
    }
}
