/// A reference to a piece that does not keep it alive, and reads `nil` once the piece is gone:
/// what the closures of a piece's nodes hold. Not API.
///
/// A `weak` reference would do, but the first one to an object gives it a side table, and every
/// retain and release of that object afterwards takes the runtime's slow path: layout retains
/// pieces thousands of times a frame. The piece clears this reference when it goes instead.
final class _RenderReference {
    /// The piece, until it goes.
    unowned(unsafe) var node: _RenderNode?

    init(_ node: _RenderNode) {
        self.node = node
    }
}
