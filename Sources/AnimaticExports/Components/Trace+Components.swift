import Animatic

extension Trace {
    /// The named node's numeric components tick by tick: one ``AnimaticExports/TraceSeries/Point`` per tick from
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
    ///   changed under an animation or that started one, phase animators and keyframe animators
    ///   (the default nodes of a plot). A model that only ever jumps (a drawn frame that moved
    ///   without animation) is left out.
    /// - Returns: The names.
    public func numericNodes(animatableOnly: Bool = false) -> [String] {
        var checked: Set<String> = []
        var animated: Set<String> = []
        var order: [String] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, _, let to, _, _), .evaluated(let node, _, _, _, let to, _):
                    if checked.insert(node.name).inserted, !to.components.isEmpty { order.append(node.name) }
                case .modelChanged(let node, _, _, _, .some):
                    animated.insert(node.name)
                case .animationStarted(let node, _, _), .phaseEntered(let node, _, _, _), .keyframesStarted(let node):
                    animated.insert(node.name)
                default:
                    break
                }
            }
        }
        return animatableOnly ? order.filter(animated.contains) : order
    }

    /// The names of the nodes the trace mentions, in the order it first mentions them.
    ///
    /// - Complexity: O(*e*) in the number of events.
    public var nodeNames: [String] {
        var seen: Set<String> = []
        var order: [String] = []
        for tick in ticks {
            for event in tick.events {
                var nodes: [TraceNode] = []
                switch event {
                case .dependencyAdded(let source, let target), .dependencyRemoved(let source, let target):
                    nodes = [source, target]
                default:
                    if let node = event.node { nodes = [node] }
                }
                for node in nodes where node.id != timeNode && seen.insert(node.name).inserted {
                    order.append(node.name)
                }
            }
        }
        return order
    }

    /// The names of the nodes whose values are drawings (a `Path` or a `Shape`), in the order the
    /// trace first mentions them.
    public var drawingNodes: [String] {
        var checked: Set<String> = []
        var order: [String] = []
        for tick in ticks {
            for event in tick.events {
                if case .evaluated(let node, _, _, _, let to, _) = event, checked.insert(node.name).inserted,
                    to.isDrawing
                {
                    order.append(node.name)
                }
            }
        }
        return order
    }

    /// The value the named node had at the end of the tick with the given index: its latest
    /// sample at or before that tick (see ``samples(of:)-(String)``).
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - tick: A tick index.
    /// - Returns: The value, or `nil` when the node had none yet.
    /// - Complexity: O(*e*) in the number of events; to read many ticks, use ``series(of:)`` or
    ///   ``samples(of:)-(String)`` once.
    public func value(of name: String, atTick tick: Int) -> TraceValue? {
        samples(of: name).last { $0.tick <= tick }?.value
    }

    /// The index of the last tick at or before `time` (seconds): the frame a picture of that
    /// moment shows; `nil` when `time` is before the first tick or after the last. Inside a skipped
    /// idle run, the index of the frame's tick as if it had run.
    ///
    /// - Complexity: O(log *n*) in the number of ticks.
    public func tickIndex(at time: Double) -> Int? {
        guard let first = ticks.first, let last = ticks.last else { return nil }
        let tolerance = 1e-9
        guard time >= first.time - tolerance, time <= last.lastTime + tolerance else { return nil }
        var low = 0
        var high = ticks.count
        while low < high {
            let middle = (low + high) / 2
            if ticks[middle].time <= time + tolerance { low = middle + 1 } else { high = middle }
        }
        let tick = ticks[low - 1]
        guard tick.frameCount > 1 else { return tick.index }
        // A skipped idle run stands for one tick per frame: find the frame's.
        let frames = ((time + tolerance) * framesPerSecond).rounded(.down) - Double(tick.frame)
        return tick.index + Int(min(max(frames, 0), Double(tick.frameCount - 1)))
    }
}
