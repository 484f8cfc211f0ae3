/// One node's numeric components tick by tick: what a plot draws and a CSV lists.
///
/// A series has a column per component (``names``, in the order the node's values first showed
/// them) and a row per tick (``points``), from the first tick in which the node had a value to
/// the trace's last tick. Each row holds the node's value at the end of its tick: a tick in which
/// the node did not change repeats the previous row's numbers.
///
///     let series = graph.trace.series(of: "Counter")
///     series.names                       // ["value"]
///     series.points[60].values           // [50]
public struct TraceSeries: Sendable {
    /// One tick's row.
    public struct Point: Sendable, Equatable {
        /// The tick's index.
        public let tick: Int
        /// The tick's frame number.
        public let frame: Int
        /// The tick's time, in seconds.
        public let time: Double
        /// The components' values, one per name of ``TraceSeries/names``; `nil` where the value
        /// at this tick has no component of that name.
        public let values: [Double?]

        /// Creates a row.
        public init(tick: Int, frame: Int, time: Double, values: [Double?]) {
            self.tick = tick
            self.frame = frame
            self.time = time
            self.values = values
        }
    }

    /// The node's name.
    public let node: String
    /// The components' names, in the order they first appeared.
    public let names: [String]
    /// One row per tick, oldest first.
    public let points: [Point]

    /// Creates a series.
    public init(node: String, names: [String], points: [Point]) {
        self.node = node
        self.names = names
        self.points = points
    }

    /// Whether the node had no numbers: no component in any of its values.
    public var isEmpty: Bool { names.isEmpty }

    /// The values of one component, tick by tick (`nil` where it is absent).
    ///
    /// - Parameter name: A name from ``names``.
    /// - Returns: One value per point; empty when there is no such component.
    public func values(of name: String) -> [Double?] {
        guard let column = names.firstIndex(of: name) else { return [] }
        return points.map { $0.values[column] }
    }
}

extension Trace {
    /// The named node's numeric components tick by tick: one ``TraceSeries/Point`` per tick from
    /// the node's first value on, each with the value the node had at the end of that tick.
    ///
    ///     let series = trace.series(of: "Wave.back")
    ///     series.names                            // ["level", "amplitude"]
    ///     series.values(of: "level")              // [0.35, 0.35, …, 0.55]
    ///
    /// - Parameter name: The node's name.
    /// - Returns: The series; with no names when the node has no numbers (or is not in the trace).
    /// - Complexity: O(*e* + *t* · *c*) for *e* events, *t* ticks and *c* components.
    public func series(of name: String) -> TraceSeries {
        let samples = samples(of: name)
        var names: [String] = []
        var columns: [String: Int] = [:]
        let rows: [[TraceComponent]] = samples.map { sample in
            let components = sample.value.components
            for component in components where columns[component.name] == nil {
                columns[component.name] = names.count
                names.append(component.name)
            }
            return components
        }
        guard !names.isEmpty else { return TraceSeries(node: name, names: [], points: []) }
        var points: [TraceSeries.Point] = []
        var next = 0
        var current: [Double?]?
        for tick in ticks {
            while next < samples.count && samples[next].tick <= tick.index {
                var values = [Double?](repeating: nil, count: names.count)
                for component in rows[next] { values[columns[component.name]!] = component.value }
                current = values
                next += 1
            }
            if let current {
                points.append(TraceSeries.Point(tick: tick.index, frame: tick.frame, time: tick.time, values: current))
            }
        }
        return TraceSeries(node: name, names: names, points: points)
    }

    /// The names of the nodes whose values hold numbers, in the order the trace first mentions
    /// them.
    ///
    /// - Parameter animatableOnly: Only the nodes that animate: animatable nodes whose model
    ///   changed or that started an animation, phase animators and keyframe animators (the default
    ///   nodes of a plot).
    /// - Returns: The names.
    public func numericNodes(animatableOnly: Bool = false) -> [String] {
        var checked: Set<String> = []
        var animated: Set<String> = []
        var order: [String] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, _, let to, _, _), .evaluated(let node, _, _, _, let to):
                    if checked.insert(node.name).inserted, !to.components.isEmpty { order.append(node.name) }
                case .modelChanged(let node, _, _, _, _), .animationStarted(let node, _, _),
                    .phaseEntered(let node, _, _, _),
                    .keyframesStarted(let node):
                    animated.insert(node.name)
                default:
                    break
                }
            }
        }
        return animatableOnly ? order.filter(animated.contains) : order
    }
}
