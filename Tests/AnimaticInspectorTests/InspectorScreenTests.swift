import Animatic
import AnimaticExports
import AnimaticInspector
import AnimaticPlaygrounds
import AnimaticScenes
import AnimaticUI
import Foundation
import Testing

@Suite("The inspector's screen")
struct InspectorScreenTests {
    typealias PageData = InspectorTests.PageData

    /// The screen data of a page, read back: each screen's items with their views, boxes and nodes.
    struct Screens {
        struct Item: Equatable {
            let element: String
            let box: [Double]
            let nodes: [String]
        }

        let frames: [Int]
        let lists: [[Int]]
        let items: [Item]
        let droppedFrom: Int

        init(_ data: PageData) throws {
            let screen = try #require(data.object["screen"] as? [String: Any], "the page has no screen")
            func integers(_ key: String) -> [Int] { (screen[key] as? [NSNumber])?.map(\.intValue) ?? [] }
            func unpack(_ flat: [Int]) -> [[Int]] {
                var result: [[Int]] = []
                var at = 0
                while at < flat.count {
                    result.append(Array(flat[(at + 1)..<(at + 1 + flat[at])]))
                    at += flat[at] + 1
                }
                return result
            }
            // The data holds each frame less the one before.
            frames = integers("frames").reduce(into: []) { $0.append(($0.last ?? 0) + $1) }
            lists = unpack(integers("lists"))
            let elements = screen["items"] as? [String] ?? []
            let boxes = (screen["boxes"] as? [NSNumber])?.map(\.doubleValue) ?? []
            let nodes = unpack(integers("nodes"))
            items = elements.indices.map { index in
                Item(
                    element: elements[index], box: Array(boxes[(4 * index)..<(4 * index + 4)]),
                    nodes: nodes[index].map { data.nodes[$0] })
            }
            droppedFrom = try #require(screen["droppedFrom"] as? NSNumber).intValue
        }

        /// The items of the screen whose nodes include `node`.
        func items(of screen: Int, naming node: String) -> [Item] {
            lists[screen].map { items[$0] }.filter { $0.nodes.contains(node) }
        }
    }

    /// A view scene run as `animatic inspect` runs it: the traced run, and its screens from an
    /// untraced run paused at each frame the trace ran.
    func run(_ name: String) throws -> (graph: AnimationGraph, screens: [ScreenDrawing.Moment]) {
        let scene = try #require(SceneCatalog.scene(named: name))
        let graph = scene.run()
        var screens: [ScreenDrawing.Moment] = []
        scene.runView(tracing: .off, pausingAt: Inspector.screenTimes(of: graph.trace)) { host, _ in
            screens.append(ScreenDrawing.Moment(host))
        }
        return (graph, screens)
    }

    @Test("the screens are taken at each frame the trace ran, an idle run left out")
    func screenTimes() throws {
        let graph = try #require(SceneCatalog.scene(named: "counter")).run()
        let times = Inspector.screenTimes(of: graph.trace)
        // Frame 0 (its two passes one time), the idle frames 1–5 skipped as one tick, the tap at
        // frame 6 (0.1 s), every frame of the 2-second animation to frame 126 and frame 127, which
        // finds it finished; then idle to 2.2 s: 1 + 122 times.
        #expect(times.first == 0)
        #expect(times.dropFirst().first == 0.1)
        #expect(times.count == 123)
        #expect(times.last == 127.0 / 60)
    }

    @Test("the counter's screen: one text, named by the nodes that place and draw it, once per number")
    func counterScreen() throws {
        let (graph, moments) = try run("counter")
        let data = try PageData(try Inspector(graph, title: "counter", screens: moments).html())
        let screens = try Screens(data)
        // The number shows 0 until the tap's frame, then 0 again (cut off), 1, 2 … 100: a screen
        // for each number the animation shows, and no screen twice in a row.
        #expect(screens.frames.first == 0)
        #expect(screens.lists.count == 101)
        #expect(screens.items.count == 101)
        #expect(screens.droppedFrom == -1)
        let first = try #require(screens.items.first)
        #expect(first.element.hasPrefix("<g data-view=\"Text\"><text x=\"195.83\""))
        #expect(first.element.contains(">0</text>"))
        // "0" is 10⅓ points wide and 20⅓ high, centred in the screen's safe area, 402 × 778 at
        // y = 62: at y = 62 + (778 − 20⅓) / 2 = 440⅚.
        #expect(first.box == [195.83, 440.83, 10.33, 20.33])
        #expect(
            first.nodes == [
                "ViewHost.layout", "CounterExample", "CounterExample.body", "frame", "frame.layout", "Counter",
                "Counter.body", "Text.frame", "Text",
            ])
        // Every screen's frame is one the trace ran, in order.
        let frames = Set(graph.trace.ticks.map(\.frame))
        #expect(screens.frames.allSatisfy(frames.contains))
        #expect(screens.frames == screens.frames.sorted())
    }

    @Test("a shadow reaches the inspector's screen: its filter is among the page's definitions")
    func shadow() throws {
        let host = ViewHost(Circle().fill(Color.white).frame(width: 40, height: 40).shadow(radius: 6, y: 2))
        host.update()
        let html = try Inspector(host.graph, screens: [ScreenDrawing.Moment(host)]).html()
        #expect(html.contains("feDropShadow dx=\\\"0\\\" dy=\\\"2\\\" stdDeviation=\\\"3\\\""))
        #expect(html.contains("filter=\\\"url(#screen-clip-1)\\\""))
    }

    @Test("selecting follow-path's position outlines the dot it moves, not the curve behind it")
    func followPathMapping() throws {
        let (graph, moments) = try run("follow-path")
        let screens = try Screens(try PageData(try Inspector(graph, screens: moments).html()))
        let last = screens.lists.count - 1
        // The curve is the dot's background: both are inside the frames FollowPathExample's body
        // makes, and only the dot is inside FollowPath's body and its `position`.
        #expect(
            screens.lists[last].map { screens.items[$0].element.prefix(22) } == [
                "<g data-view=\"Path\"><p", "<g data-view=\"Circle\">",
            ])
        #expect(screens.items(of: last, naming: "position").map(\.nodes.last) == ["Circle"])
        #expect(screens.items(of: last, naming: "FollowPath.body").map(\.nodes.last) == ["Circle"])
        #expect(screens.items(of: last, naming: "background.layout").map(\.nodes.last) == ["Path", "Circle"])
        #expect(screens.items(of: last, naming: "FollowPathExample.value").isEmpty, "a state is reached through edges")
        // The curve lies in the 140 × 100 frame, centred in the safe area (402 × 778 at y = 62):
        // at y = 62 + (778 − 100) / 2 = 401; the dot, 24 across, ends at the curve's end.
        let curve = screens.items[screens.lists[last][0]]
        #expect(curve.box == [131, 401, 140, 100])
        #expect(curve.element.contains("d=\"M 131 401 C 131 581 271 321 271 501\""))
        let dot = screens.items[screens.lists[last][1]]
        #expect(dot.box == [259, 489, 24, 24])
        // The curve never changes: one item for it in every screen.
        #expect(Set(screens.lists.map { $0[0] }).count == 1)
    }

    @Test("a screen equal to the one before it is dropped: every frame gives what the changes give")
    func everyFrame() throws {
        let (graph, moments) = try run("counter")
        var changes: [ScreenDrawing.Moment] = []
        for moment in moments where moment.displayList != changes.last?.displayList { changes.append(moment) }
        #expect(changes.count < moments.count)
        #expect(
            try Inspector(graph, screens: moments).htmlData() == (try Inspector(graph, screens: changes).htmlData()))
    }

    @Test("screens past 4 MB of items are not kept, and the page says from which frame")
    func cap() throws {
        let graph = try #require(SceneCatalog.scene(named: "counter")).run()
        // 1,000 frames, each drawing a 400-point zigzag a hundredth of a point further right:
        // about 7 KB of SVG a frame, none of it shared.
        let moments = (0..<1_000).map { frame in
            var item = DisplayList.Item(view: "Zigzag", kind: .shape, frame: CGRect(x: 0, y: 0, width: 400, height: 10))
            item.path = Path { path in
                path.move(to: CGPoint(x: Double(frame) / 100, y: 0))
                for x in 1..<400 {
                    path.addLine(to: CGPoint(x: Double(x) + Double(frame) / 100, y: Double(x % 2) * 10))
                }
            }
            return ScreenDrawing.Moment(
                frame: frame, time: Double(frame) / 60,
                displayList: DisplayList(size: CGSize(width: 400, height: 10), items: [item]))
        }
        let screens = try Screens(try PageData(try Inspector(graph, screens: moments).html()))
        let bytes = screens.items.map(\.element.utf8.count)
        // Screens are kept until the items written reach 4,000,000 bytes: the last one kept crossed it.
        #expect(bytes.reduce(0, +) >= 4_000_000)
        #expect(bytes.dropLast().reduce(0, +) < 4_000_000)
        #expect(screens.lists.count > 500 && screens.lists.count < 1_000)
        #expect(screens.droppedFrom == screens.lists.count)
        // Well under the cap, every screen is kept: the counter's 101.
        let counter = try run("counter")
        #expect(
            try Screens(try PageData(try Inspector(counter.graph, screens: counter.screens).html())).droppedFrom == -1)
    }

    @Test("a graph built by hand has no screen: its page keeps the drawing of shapes")
    func handBuilt() throws {
        let graph = Scene.counterByHand.run()
        #expect(Inspector.screenTimes(of: graph.trace).count == 123)
        #expect(try PageData(try Inspector(graph).html()).object["screen"] == nil)
    }
}
