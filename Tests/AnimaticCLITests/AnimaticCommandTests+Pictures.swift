import Foundation
import Testing

/// `plot`, `draw` and `trace --format perfetto`, run as a user runs them.
extension AnimaticCommandTests {
    @Test("plot counter is an SVG chart with one point per tick; --format csv has a row per tick")
    func plotCounter() throws {
        let svg = try animatic("plot", "counter")
        #expect(svg.status == 0)
        #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.output.hasSuffix("</svg>\n"))
        let polylines = svg.output.components(separatedBy: "<polyline ").dropFirst()
        #expect(polylines.count == 1)
        let csv = try animatic("plot", "counter", "--format", "csv")
        #expect(csv.status == 0)
        let rows = csv.output.split(separator: "\n")
        #expect(rows.first == "tick,frame,time,Counter.value")
        let points = try #require(polylines.first?.components(separatedBy: "points=\"").last?.prefix { $0 != "\"" })
        // The first tick builds the root only: `Counter`, built in the frame's second pass, has no
        // value there, and a row without a value has no point.
        #expect(rows.dropFirst().first == "0,0,0,")
        #expect(points.split(separator: " ").count == rows.count - 2)
        #expect(rows.last?.hasSuffix(",100") == true)
        #expect(try animatic("plot", "counter").output == svg.output)
    }

    @Test("draw batter-gauge-by-hand --at 1 draws the waves; --every draws a film strip to a file")
    func draw() throws {
        let moment = try animatic(
            "draw", "batter-gauge-by-hand", "--at", "1", "--nodes", "Wave.back.path,Wave.front.path")
        #expect(moment.status == 0)
        #expect(moment.output.components(separatedBy: "<path ").count == 3)
        #expect(moment.output.contains("frame 60, t = 1.000 s"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let strip = try animatic(
            "draw", "morph-vs-snap", "--from", "0", "--to", "1.2", "--every", "0.1", "--nodes", "MorphPolygon",
            "--output", file.path)
        #expect(strip.status == 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "<path ").count == 14)
        #expect(text.contains(">frame 72<") && text.contains(">1.200 s<"))
    }

    @Test("trace --format perfetto is a JSON object with traceEvents: slices, counters and a flow")
    func perfetto() throws {
        let result = try animatic("trace", "counter", "--format", "perfetto")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        let phases = Set(events.compactMap { $0["ph"] as? String })
        #expect(phases == ["M", "X", "C", "i", "s", "f"])
        let counters = events.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "Counter" }
        #expect(counters.count > 100)
    }

    @Test(
        "bad picture requests exit 64 and say what to do",
        arguments: [
            (
                ["plot", "counter", "--nodes", "Countr"],
                "Unknown node 'Countr' in '--nodes <names>'. The nodes of 'counter' are: time, ViewHost.structure, "
                    + "environment, ViewHost.root, CounterExample, CounterExample.value, CounterExample.body, "
                    + "ViewHost.layout, frame, Counter, Counter.body, frame.layout, frame.size, Text, Text.frame."
            ),
            (
                ["plot", "counter", "--nodes", "Counter.body"],
                // `frame(maxWidth: .infinity, maxHeight: .infinity)` sets no finite length: no number to plot.
                "The values of 'Counter.body' hold no numbers to plot. Plot one that does: Counter, "
                    + "ViewHost.structure, Text.frame, CounterExample.value."
            ),
            (
                ["draw", "morph-vs-snap", "--at", "5"],
                "The value '5' is invalid for '--at <seconds>': 'morph-vs-snap' ends at 1.3 s."
            ),
            (
                ["draw", "morph-vs-snap", "--every", "0"],
                "The value '0' is invalid for '--every <seconds>': expected a positive number"
            ),
            (["draw", "morph-vs-snap"], "Give '--at <seconds>' to draw one moment, or '--every <seconds>'"),
            (["draw", "counter-by-hand", "--at", "1"], "No node of this trace is a Path or a Shape"),
            (
                ["draw", "batter-gauge", "--at", "1", "--every", "0.5"],
                "Give either '--at <seconds>' or '--every <seconds>', not both"
            ),
            (
                ["draw", "batter-gauge", "--from", "2", "--to", "1", "--every", "0.5"],
                "The film strip ends (1 s) before it starts (2 s)."
            ),
            (
                ["draw", "morph-vs-snap", "--at", "1", "--nodes", "PolygonBench.sides"],
                "The values of 'PolygonBench.sides' are not a Path or a Shape. Draw one that is:"
            ),
            (
                ["plot", "counter", "--format", "png"],
                "The value 'png' is invalid for '--format <format>': expected 'svg' or 'csv'"
            ),
        ])
    func badPictureRequests(arguments: [String], message: String) throws {
        let result = try animatic(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: " + message), "\(result.error)")
        #expect(result.error.contains("See 'animatic \(arguments[0]) --help' for more information."))
        #expect(result.output.isEmpty)
    }
}
