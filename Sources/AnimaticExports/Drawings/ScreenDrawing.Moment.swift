import AnimaticUI

extension ScreenDrawing {
    /// One moment of a screen: its frame, its time and what it draws.
    public struct Moment: Equatable {
        /// The frame's number, from 0.
        public var frame: Int
        /// The frame's time, in seconds.
        public var time: Double
        /// What the frame draws.
        public var displayList: DisplayList

        /// A moment.
        ///
        /// - Parameters:
        ///   - frame: The frame's number.
        ///   - time: The frame's time, in seconds.
        ///   - displayList: What the frame draws.
        public init(frame: Int, time: Double, displayList: DisplayList) {
            self.frame = frame
            self.time = time
            self.displayList = displayList
        }

        /// The moment a host is at: its latest frame.
        ///
        /// - Parameter host: The host.
        public init(_ host: ViewHost) {
            self.init(frame: host.graph.frame, time: host.time, displayList: host.displayList)
        }
    }
}
