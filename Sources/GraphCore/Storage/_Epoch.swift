/// A moment on the graph's clock of changes: the counter that moves on at every write that changes
/// an input and at every removal (`_GraphStorage.epoch`), and the moments each node last changed
/// and was last verified (`_NodeRecord.changedEpoch`, `.verifiedEpoch`).
///
/// The counter is 32 bits wide and wraps: after 2^32 changes it starts again at 0. Epochs are
/// therefore compared as a distance, not by size: `a` is after `b` when going forward from `b` to
/// `a` takes fewer than 2^31 steps. That holds for any two epochs a node can hold at once, since a
/// node is verified at least once every 2^31 changes it is compared across; a plain `>` would see
/// every epoch after the wrap as older than those before it.
///
/// 4 bytes, as the `UInt32` it wraps: the records keep their 32 bytes.
@usableFromInline
struct _Epoch: Equatable, Sendable {
    /// The counter's value.
    @usableFromInline var rawValue: UInt32

    @inlinable @inline(__always)
    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The epoch of a node that never changed nor was verified.
    static let zero = _Epoch(rawValue: 0)
    /// A new graph's epoch: after `zero`, so a node created now has not changed since it.
    static let first = _Epoch(rawValue: 1)

    /// Whether this epoch comes after `other` on the wrapping counter: fewer than 2^31 steps
    /// forward from `other`.
    @inlinable @inline(__always)
    func isAfter(_ other: _Epoch) -> Bool {
        Int32(bitPattern: rawValue &- other.rawValue) > 0
    }

    /// Moves on to the next epoch, wrapping after `UInt32.max`.
    @inline(__always)
    mutating func advance() {
        rawValue &+= 1
    }
}
