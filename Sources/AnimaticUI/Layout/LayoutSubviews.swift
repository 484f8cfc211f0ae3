import Foundation

/// The subviews of a layout, in the order the view builder lists them.
///
/// Mirrors SwiftUI's `LayoutSubviews`: a random-access collection of ``LayoutSubview``, whose
/// slices are `LayoutSubviews` again.
public struct LayoutSubviews: RandomAccessCollection {
    /// A contiguous run of subviews is a `LayoutSubviews` again.
    public typealias SubSequence = LayoutSubviews

    private let storage: [LayoutSubview]

    /// The positions of the subviews, from `startIndex` up to `endIndex`.
    public let indices: Range<Int>

    /// Creates the collection of subviews.
    ///
    /// - Parameter subviews: The subviews, in order.
    package init(_ subviews: [LayoutSubview]) {
        self.storage = subviews
        self.indices = subviews.indices
    }

    private init(storage: [LayoutSubview], indices: Range<Int>) {
        self.storage = storage
        self.indices = indices
    }

    /// The position of the first subview.
    public var startIndex: Int { indices.lowerBound }

    /// The position one past the last subview.
    public var endIndex: Int { indices.upperBound }

    /// The subview at a position.
    ///
    /// - Parameter index: A position between `startIndex` and `endIndex`.
    public subscript(index: Int) -> LayoutSubview {
        storage[index]
    }

    /// The subviews in a range of positions, keeping their positions.
    ///
    /// - Parameter bounds: A range of valid positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(
            bounds.lowerBound >= indices.lowerBound && bounds.upperBound <= indices.upperBound,
            "LayoutSubviews: range \(bounds) is outside \(indices)")
        return LayoutSubviews(storage: storage, indices: bounds)
    }
}
