/// What a write to an input came from, as its writer numbers it: carried down the graph with the
/// change it makes.
///
/// A graph knows nothing of what a cause stands for. The layer above gives each write a cause (an
/// animation graph numbers its writes and maps each number to the transaction the write was made
/// in), and the graph carries it down: a rule that changes takes the latest cause among the changed
/// inputs it read, so a node at any depth can ask, while it runs, which write reached it, with no
/// search upstream and no allocation. Later causes are larger; ``none`` is smaller than every other.
public struct ChangeCause: RawRepresentable, Hashable, Comparable, Sendable {
    /// The writer's number; 0 is ``none``.
    public let rawValue: UInt32

    /// Creates a cause from the writer's number.
    ///
    /// - Parameter rawValue: The number; 0 stands for no cause.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No cause: a write the writer does not number (a clock's tick), or a node no numbered write
    /// has reached.
    @inlinable public static var none: ChangeCause { ChangeCause(rawValue: 0) }

    /// Orders causes by number: the later of two writes has the larger cause.
    @inlinable public static func < (lhs: ChangeCause, rhs: ChangeCause) -> Bool { lhs.rawValue < rhs.rawValue }
}
