/// A reference to an object that does not keep it alive, and reads `nil` once the object is gone:
/// what the closures of a piece's nodes hold of the piece, and what the virtual clock's context,
/// timers and work scheduled on the clock hold of the view graph. Not API.
///
/// A `weak` reference would do, but the first one to an object gives it a side table, and every
/// later retain and release of that object takes the runtime's slow path: layout retains pieces
/// thousands of times a frame, and every body and modifier node that runs retains the view graph.
/// The object makes one such reference for itself and clears it when it goes.
final class _UnretainedReference<Object: AnyObject>: @unchecked Sendable {
    /// The object, until it goes.
    unowned(unsafe) var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
