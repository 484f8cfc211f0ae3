import Animatic
import AnimaticInspector
import Foundation

/// The inspector pages the browser benchmark measures (`Benchmarks/inspector-benchmark.py`).
///
/// Two traces of the views benchmark scene, as ``ViewsScene`` builds it but with animations that end:
/// 10,000 views with 100 of them animating for 2 s, and 10,000 views with 1,500 animating for 4 s,
/// which records over a million events. Each is recorded unbounded and written as one page.
enum InspectorPages {
    /// A page to write: its file name, and how the scene runs.
    struct Page {
        let file: String
        let views: Int
        let animating: Int
        let duration: Double
    }

    static let pages = [
        Page(file: "views-10k-100-animating.html", views: 10_000, animating: 100, duration: 2),
        Page(file: "million-events.html", views: 10_000, animating: 1_500, duration: 4),
    ]

    /// Records each trace and writes its page into `directory`, printing one line per page.
    static func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for page in pages {
            let graph = AnimationGraph(tracing: .unbounded)
            var states: [StateNode<Double>] = []
            for index in 0..<page.views {
                let state = graph.state(0.0, name: "state\(index)")
                let view = graph.animatable(name: "view\(index)") { state.value }
                let scaled = graph.rule(name: "scaled\(index)") { view.value * 2 }
                _ = graph.rule(name: "leaf\(index)") { scaled.value + 1 }
                states.append(state)
            }
            graph.update()
            graph.advance(to: 0.1) {
                graph.withAnimation(.linear(duration: page.duration)) {
                    for state in states.prefix(page.animating) { state.value = 100 }
                }
            }
            graph.advance(to: 0.1 + page.duration + 0.1)
            let start = DispatchTime.now().uptimeNanoseconds
            let inspector = try Inspector(
                graph, title: "\(page.views) views, \(page.animating) animating for \(Int(page.duration)) s",
                interactions: [Inspector.Interaction(at: 0.1, "animate")])
            let data = inspector.htmlData()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let path = (directory as NSString).appendingPathComponent(page.file)
            try data.write(to: URL(fileURLWithPath: path))
            print(
                "\(path): \(inspector.eventCount) events, \(data.count) bytes "
                    + "(\(Table.format(Double(data.count) / Double(inspector.eventCount))) bytes per event), "
                    + "written in \(Table.format(seconds)) s")
        }
    }
}
