import Foundation

/// The subviews of a layout, in the order the view builder lists them.
///
/// Mirrors SwiftUI's `LayoutSubviews`: a random-access collection of ``LayoutSubview``, whose
/// slices are `LayoutSubviews` again.
public struct LayoutSubviews: RandomAccessCollection {
    /// A contiguous run of subviews is a `LayoutSubviews` again.
    public typealias SubSequence = LayoutSubviews

    /// The subviews, made beforehand, or what answers for each of them, made on demand.
    private let storage: Storage

    private enum Storage {
        case subviews([LayoutSubview])
        case source(any _LayoutSubviewSource)
    }

    /// The positions of the subviews, from `startIndex` up to `endIndex`.
    public let indices: Range<Int>

    /// Creates the collection of subviews.
    ///
    /// - Parameter subviews: The subviews, in order.
    package init(_ subviews: [LayoutSubview]) {
        self.storage = .subviews(subviews)
        self.indices = subviews.indices
    }

    /// Creates the collection of the subviews `source` answers for.
    ///
    /// - Parameters:
    ///   - source: What answers for each subview, by index.
    ///   - count: How many subviews there are: their indices are `0..<count`.
    package init(_ source: any _LayoutSubviewSource, count: Int) {
        self.storage = .source(source)
        self.indices = 0..<count
    }

    private init(storage: Storage, indices: Range<Int>) {
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
        switch storage {
        case .subviews(let subviews): return subviews[index]
        case .source(let source):
            precondition(indices.contains(index), "LayoutSubviews: index \(index) is outside \(indices)")
            return LayoutSubview(source, index: index)
        }
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
