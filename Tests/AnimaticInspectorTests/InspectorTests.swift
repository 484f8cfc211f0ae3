import Animatic
import AnimaticInspector
import AnimaticPlaygrounds
import AnimaticScenes
import AnimaticTestSupport
import AnimaticUI
import Foundation
import Testing

@Suite("Inspector")
struct InspectorTests {
    /// The page's data: the JSON between the data element's tags, parsed.
    struct PageData {
        let object: [String: Any]

        init(_ html: String) throws {
            let opening = "<script id=\"trace-data\" type=\"application/json\">"
            let start = try #require(html.range(of: opening), "the page has no data element")
            let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
            let json = Data(html[start.upperBound..<end.lowerBound].utf8)
            object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        }

        func integers(_ key: String) -> [Int] { (object[key] as? [NSNumber])?.map(\.intValue) ?? [] }
        func strings(_ key: String) -> [String] { object[key] as? [String] ?? [] }
        var nodes: [String] { strings("nodes") }

        /// The event kinds' codes, by name.
        func kinds() throws -> [String: Int] {
            let kinds = try #require(object["kinds"] as? [String: NSNumber], "the page names no event kinds")
            return kinds.mapValues(\.intValue)
        }

        /// The edges before the first tick, as names.
        var startEdges: Set<[String]> {
            let flat = integers("startEdges")
            return Set(stride(from: 0, to: flat.count, by: 2).map { [nodes[flat[$0]], nodes[flat[$0 + 1]]] })
        }

        /// The layout's box of each node, by name.
        var boxes: [String: (x: Int, y: Int)] {
            let x = integers("x")
            let y = integers("y")
            return Dictionary(uniqueKeysWithValues: nodes.indices.map { (nodes[$0], (x[$0], y[$0])) })
        }
    }

    /// Seed 002's counter scene (`value` → `Counter` → `Counter.body`), tapped at 0.1 s (frame 6)
    /// with `withAnimation(.linear(duration: 2))` from 0 to 100, and run for `seconds`.
    func counter(until seconds: Double = 2.2, tracing: TraceMode = .unbounded) -> AnimationGraph {
        Scene.counterByHand.run(until: seconds, tracing: tracing)
    }

    @Test("a graph whose tracing is off has nothing to inspect, and the error says how to turn it on")
    func tracingOff() {
        let graph = counter(tracing: .off)
        #expect(throws: Inspector.Error.tracingOff) { try Inspector(graph) }
        #expect(Inspector.Error.tracingOff.description.contains("AnimationGraph(tracing: .unbounded)"))
    }

    @Test("a trace with no tick has nothing to inspect")
    func emptyTrace() {
        let graph = AnimationGraph(tracing: .unbounded)
        #expect(throws: Inspector.Error.emptyTrace) { try Inspector(graph) }
        #expect(throws: Inspector.Error.emptyTrace) { try Trace(ticks: [], framesPerSecond: 60).inspectorHTML() }
    }

    @Test("the page is the same bytes every time, and names no URL it would load")
    func selfContained() throws {
        let first = try Inspector(counter(), title: "counter").htmlData()
        let second = try Inspector(counter(), title: "counter").htmlData()
        #expect(first == second)
        let html = String(decoding: first, as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // The only URL is the SVG namespace, which names elements and is never fetched.
        let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(24)) }
        #expect(urls == ["://www.w3.org/2000/svg\";"])
        for attribute in ["src=", "@import", "url("] {
            #expect(!html.contains(attribute), "the page uses \(attribute)")
        }
        #expect(html.contains("<link rel=\"icon\" href=\"data:,\">"))
    }

    @Test("the title is escaped, and a value cannot end the data element")
    func escaping() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let text = graph.state("</script><b>", name: "text")
        _ = graph.rule(name: "echo") { text.value }
        graph.update()
        let html = try Inspector(graph, title: "a <b> & \"c\"").html()
        #expect(html.contains("<title>a &lt;b&gt; &amp; &quot;c&quot; · Animatic inspector</title>"))
        #expect(!html.contains("</script><b>"))
        let data = try PageData(html)
        #expect(data.strings("strings").contains("\"</script><b>\""))
    }

    @Test("the data has one entry per tick, and every event")
    func ticksAndEvents() throws {
        let graph = counter()
        let inspector = try Inspector(graph, title: "counter")
        let trace = graph.trace
        let data = try PageData(inspector.html())
        #expect(data.integers("tickIndices") == trace.ticks.map(\.index))
        #expect(data.integers("frames") == trace.ticks.map(\.frame))
        #expect(data.integers("tickStarts").count == trace.ticks.count + 1)
        #expect(inspector.eventCount == trace.ticks.reduce(0) { $0 + $1.events.count })
        #expect(data.nodes == ["time", "value", "Counter", "Counter.body"])
        // Roles, by their codes: time, state, animatable, rule.
        #expect(data.integers("roles") == [0, 1, 3, 2])
    }

    @Test("a bounded trace's page starts with the edges the graph had when its first kept tick began")
    func boundedTraceEdges() throws {
        // Mid-animation, keeping 10 ticks: the dependency on time was added long before them.
        let graph = counter(until: 1, tracing: .lastTicks(10))
        let data = try PageData(try Inspector(graph).html())
        #expect(data.object["dropped"] as? Int == graph.trace.droppedTickCount)
        #expect(graph.trace.droppedTickCount > 0)
        #expect(data.startEdges == [["value", "Counter"], ["time", "Counter"], ["Counter", "Counter.body"]])
        // After the animation, the time edge went within the kept ticks: it is there at the start.
        let after = counter(until: 2.15, tracing: .lastTicks(5))
        #expect(try PageData(try Inspector(after).html()).startEdges.contains(["time", "Counter"]))
        // A trace alone does not know them.
        #expect(try PageData(try Inspector(trace: graph.trace).html()).startEdges.isEmpty)
    }

    @Test("the layout puts a node below what it reads, and no two boxes overlap")
    func layout() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let source = graph.state(1, name: "source")
        let left = graph.rule(name: "left") { source.value + 1 }
        let right = graph.rule(name: "right") { source.value * 2 }
        let sum = graph.rule(name: "sum") { left.value + right.value }
        _ = graph.rule(name: "label") { "\(sum.value)" }
        graph.update()
        let boxes = try PageData(try Inspector(graph).html()).boxes
        let order = ["source", "left", "sum", "label"]
        for (upper, lower) in zip(order, order.dropFirst()) {
            #expect(try #require(boxes[upper]).y < (try #require(boxes[lower])).y, "\(upper) is not above \(lower)")
        }
        #expect(boxes["left"]?.y == boxes["right"]?.y)
        let all = Array(boxes.values)
        for (index, box) in all.enumerated() {
            for other in all[(index + 1)...] {
                #expect(abs(box.x - other.x) >= 150 || abs(box.y - other.y) >= 40, "two boxes overlap")
            }
        }
    }

    @Test("a value's numbers are plotted by the names its trace components give them")
    func components() throws {
        let graph = counter()
        let data = try PageData(try Inspector(graph).html())
        let strings = data.strings("strings")
        let texts = data.integers("valueTexts").map { strings[$0] }
        let table = try #require(data.object["valueComponents"] as? [Any])
        // Every value of Counter: its page components are the trace value's own.
        for sample in graph.trace.samples(of: "Counter") {
            let index = try #require(
                texts.firstIndex(of: sample.value.formatted()), "\(sample.value) is not in the data")
            let flat = try #require(table[index] as? [NSNumber])
            let names = stride(from: 0, to: flat.count, by: 2).map { strings[flat[$0].intValue] }
            let values = stride(from: 1, to: flat.count, by: 2).map { flat[$0].doubleValue }
            let expected = sample.value.components
            #expect(names == expected.map(\.name))
            // Foundation's JSON reader may round the last bit of a number the page's script reads exactly.
            #expect(
                zip(values, expected).allSatisfy { abs($0 - $1.value) <= 1e-12 * max(1, abs($1.value)) },
                "\(values) against \(expected)")
        }
        #expect(graph.trace.samples(of: "Counter").count > 100)
    }

    /// The page's events read back as the page's script reads them: base64, then zigzag varints,
    /// then each event from its differences and its short form, as the Swift side lays it out.
    func unpackedEvents(_ data: PageData) throws -> [Int] {
        let text = try #require(data.object["events"] as? String, "the events are not a base64 string")
        let bytes = try #require(Data(base64Encoded: text), "the events are not base64")
        var raw: [Int] = []
        var value = 0
        var shift = 0
        for byte in bytes {
            value |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 {
                raw.append((value >> 1) ^ -(value & 1))
                value = 0
                shift = 0
            }
        }
        #expect(shift == 0, "the last number is cut short")
        // The kinds' codes and lengths, as the page names them; an evaluation in short form is
        // 32 + 8 × outcome + count.
        let kinds = try data.kinds()
        let lengths = data.integers("lengths")
        let evaluated = try #require(kinds["evaluated"])
        let set = try #require(kinds["set"])
        let edges = try [#require(kinds["dependencyAdded"]), #require(kinds["dependencyRemoved"])]
        let nodeless = try [#require(kinds["transactionOpened"]), #require(kinds["completionFired"])]
        var last = [Int](repeating: -1, count: data.nodes.count)
        // The line of each node's last event; at the end, of the last transaction or completion.
        var lastLine = [Int](repeating: -1, count: data.nodes.count + 1)
        func line(_ slot: Int) -> Int {
            lastLine[slot] += next()
            return lastLine[slot]
        }
        var events: [Int] = []
        var read = 0
        // The next number; 0 past the end, which the count below reports.
        func next() -> Int {
            read += 1
            return read <= raw.count ? raw[read - 1] : 0
        }
        var previous = 0
        while read < raw.count {
            let head = next()
            if nodeless.contains(head) {
                events.append(head)
                for _ in 2..<lengths[head] { events.append(next()) }
                events.append(line(data.nodes.count))
                continue
            }
            let node = previous + next()
            previous = node
            if head == evaluated || (32..<56).contains(head) {
                let short = head >= 32
                let outcome = short ? (head - 32) / 8 : next()
                let from = last[node] + next()
                let to = from + next()
                let count = short ? (head - 32) % 8 : next()
                events += [evaluated, node, outcome, from, to, count]
                for _ in 0..<count { events.append(node + next()) }
                events.append(short ? -1 : next())
                last[node] = to
            } else if head == set {
                let from = last[node] + next()
                let to = from + next()
                events += [set, node, from, to, next(), next()]
                last[node] = to
            } else {
                let kind = try #require(lengths.indices.contains(head) ? head : nil, "unknown kind \(head)")
                events += [kind, node]
                if edges.contains(kind) {
                    events.append(node + next())
                } else {
                    for _ in 3..<lengths[kind] { events.append(next()) }
                }
            }
            events.append(line(node))
        }
        #expect(read == raw.count, "the events end inside an event")
        #expect(events.count == data.object["eventInts"] as? Int)
        return events
    }

    @Test(
        "the packed events read back to every write's and evaluation's node, inputs and values, in order",
        arguments: [1, 2, 3])
    func packedEvents(seed: UInt64) throws {
        // Rules reading earlier nodes picked by a seeded generator, so node numbers step both ways.
        var random = SplitMix64(seed: seed)
        let graph = AnimationGraph(tracing: .unbounded)
        let states = (0..<6).map { graph.state(0, name: "s\($0)") }
        var readers: [() -> Int] = states.map { state in { state.value } }
        for index in 0..<40 {
            let first = readers[random.int(below: readers.count)]
            let second = readers[random.int(below: readers.count)]
            let rule = graph.rule(name: "r\(index)") { first() + second() }
            readers.append { rule.value }
        }
        for reader in readers.suffix(10) { _ = graph.rule(name: "leaf") { reader() } }
        graph.update()
        for step in 1...4 {
            graph.advance(to: Double(step) / 60) { states[random.int(below: 6)].value = step }
        }
        let data = try PageData(try Inspector(graph).html())
        let numbers = try unpackedEvents(data)
        var expected: [[String]] = []
        for tick in graph.trace.ticks {
            for event in tick.events {
                if case .evaluated(let node, let inputs, _, let from, let to, _) = event {
                    expected.append([node.name] + inputs.map(\.name) + [from?.formatted() ?? "—", to.formatted()])
                } else if case .set(let node, let from, let to, _, _) = event {
                    expected.append(["set", node.name, from.formatted(), to.formatted()])
                }
            }
        }
        let strings = data.strings("strings")
        let texts = data.integers("valueTexts")
        let valueText = { (value: Int) in value < 0 ? "—" : strings[texts[value]] }
        var read: [[String]] = []
        var at = 0
        let lengths = data.integers("lengths")
        let kinds = try data.kinds()
        let evaluated = try #require(kinds["evaluated"])
        while at < numbers.count {
            let kind = numbers[at]
            if kind == evaluated {
                let inputs = numbers[(at + 6)..<(at + 6 + numbers[at + 5])]
                read.append(
                    ([numbers[at + 1]] + inputs).map { data.nodes[$0] }
                        + [valueText(numbers[at + 3]), valueText(numbers[at + 4])])
            } else if kind == kinds["set"] {
                read.append([
                    "set", data.nodes[numbers[at + 1]], valueText(numbers[at + 2]), valueText(numbers[at + 3]),
                ])
            }
            at += lengths[kind] + (kind == evaluated ? numbers[at + 5] : 0)
        }
        #expect(read.count > 40)
        #expect(read == expected)
    }

    @Test("the page names each role and event kind; its script copies no table of them")
    func namedCodes() throws {
        let html = try Inspector(counter()).html()
        let data = try PageData(html)
        let roleNames = data.strings("roleNames")
        #expect(roleNames.allSatisfy { NodeRole(rawValue: $0) != nil }, "\(roleNames)")
        #expect(data.integers("roles").map { roleNames[$0] } == ["time", "state", "animatable", "rule"])
        let kinds = try data.kinds()
        #expect(Set(kinds.values) == Set(0..<kinds.count))
        #expect(data.integers("lengths").count == kinds.count)
        // The script reads them from the data: it declares no code of its own.
        let script = try InspectorScriptTests.script(of: html)
        #expect(!script.contains("evaluated: 3"))
        #expect(!script.contains("\"time\", \"state\", \"rule\""))
        #expect(script.contains("const K = D.kinds"))
        #expect(script.contains("ROLES = D.roleNames"))
        // The outcomes' codes too: EvaluationOutcome's raw values, by name.
        let outcomes = try #require(data.object["outcomes"] as? [String: NSNumber], "the page names no outcomes")
        #expect(outcomes.mapValues(\.intValue) == ["initial": 0, "changed": 1, "unchanged": 2])
        #expect(script.contains("OUTCOME = D.outcomes"))
        #expect(
            script.ranges(of: /\[at \+ 2\] [!=]== \d/).isEmpty, "an outcome compared with a code of the script's own")
    }

    /// The page's timeline: each tick's header, then the line of each event that has one, its
    /// values and names put in its slots as the page's script puts them.
    func pageTimeline(_ data: PageData) throws -> String {
        let events = try unpackedEvents(data)
        let strings = data.strings("strings")
        let texts = data.integers("valueTexts")
        let lengths = data.integers("lengths")
        let evaluated = try #require(try data.kinds()["evaluated"])
        let starts = data.integers("tickStarts")
        let pads = data.integers("namePads")
        var output = ""
        for (position, header) in data.integers("headers").enumerated() {
            output += strings[header] + "\n"
            var at = starts[position]
            while at < starts[position + 1] {
                let kind = events[at]
                let length = lengths[kind] + (kind == evaluated ? events[at + 5] : 0)
                defer { at += length }
                guard events[at + length - 1] >= 0 else { continue }
                let values = kind == evaluated ? at + 3 : at + 2
                var line = ""
                for character in strings[events[at + length - 1]] {
                    switch character {
                    case "\u{1}": line += strings[texts[events[values]]]
                    case "\u{2}": line += strings[texts[events[values + 1]]]
                    case "\u{3}": line += strings[events[at + length - 2]]
                    case "\u{4}":
                        line += data.nodes[events[at + 1]] + String(repeating: " ", count: pads[events[at + 1]])
                    case "\u{5}": line += data.nodes[events[at + 2]]
                    default: line.append(character)
                    }
                }
                output += line + "\n"
            }
        }
        return output
    }

    @Test(
        "each tick's header and each event's line, filled in, are the text timeline's",
        arguments: SceneCatalog.all.map(\.name))
    func lines(scene name: String) throws {
        let graph = try #require(SceneCatalog.scene(named: name)).run()
        let data = try PageData(try Inspector(graph).html())
        let expected = graph.trace.timeline(TimelineOptions(collapsesIdleTicks: false))
        let page = try pageTimeline(data)
        #expect(page == expected)
    }

    @Test("an animation warning has its row on the page, worded as the timeline words it")
    func warning() throws {
        // SwiftUI runs a negative delay as a start part way through; the trace warns about it.
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0.0, name: "level")
        _ = graph.animatable(name: "gauge") { level.value }
        graph.update()
        graph.withAnimation(.linear(duration: 1).delay(-0.2)) { level.value = 100 }
        graph.advance(to: 0.1)
        let data = try PageData(try Inspector(graph).html())
        #expect(try data.kinds()["animationWarning"] != nil)
        let page = try pageTimeline(data)
        #expect(page.contains("· warning: delay −0.2 s: starts 0.2 s into the animation, as SwiftUI does\n"))
        #expect(page == graph.trace.timeline(TimelineOptions(collapsesIdleTicks: false)))
    }

    @Test("a view's warning has its row on the page, worded as the timeline words it")
    func viewWarning() throws {
        // SwiftUI ignores a NaN frame width with a runtime warning; the trace carries it.
        let host = ViewHost(Color.red.frame(width: .nan, height: 10))
        // The warning is the test's to read, not printed.
        ViewHost.withWarningsCaptured { host.update() }
        let data = try PageData(try Inspector(host.graph).html())
        #expect(try data.kinds()["viewWarning"] != nil)
        let page = try pageTimeline(data)
        #expect(page.contains("Invalid frame dimension (negative or non-finite): width nan is ignored\n"))
        #expect(page == host.trace.timeline(TimelineOptions(collapsesIdleTicks: false)))
    }

    @Test("a struct's change reads field by field on the page, as in the timeline")
    func fieldwiseChange() throws {
        let data = try PageData(try Inspector(counter()).html())
        let page = try pageTimeline(data)
        #expect(page.contains("Counter(value: 0 → 0.833)"))
        #expect(page == counter().trace.timeline(TimelineOptions(collapsesIdleTicks: false)))
    }

    @Test("a node whose value is a shape is drawn: its path is in the data")
    func shapes() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let width = graph.state(20.0, name: "width")
        _ = graph.rule(name: "box") { Path(CGRect(x: 0, y: 0, width: width.value, height: 10)) }
        graph.update()
        let data = try PageData(try Inspector(graph).html())
        let paths = try #require(data.object["paths"] as? [Any])
        #expect(paths.count == 2)
        #expect(paths.last as? String == Path(CGRect(x: 0, y: 0, width: 20, height: 10)).svgPathData)
    }
}
