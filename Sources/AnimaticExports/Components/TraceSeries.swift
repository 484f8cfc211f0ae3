import Animatic

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
