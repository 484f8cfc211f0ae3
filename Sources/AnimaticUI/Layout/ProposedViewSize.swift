import Foundation

/// A proposal for the size of a view: the first of the three steps of layout.
///
/// Mirrors SwiftUI's `ProposedViewSize`. A parent *proposes* a size, the child *chooses* its own
/// size, and the parent *places* the child. Each dimension is one of:
///
/// - a finite value: "this much space is available";
/// - `0`: "how small can you be?";
/// - `.infinity`: "how large can you be?";
/// - `nil`: "what is your ideal size?".
///
///     let proposal = ProposedViewSize(width: 300, height: nil)
///     proposal.replacingUnspecifiedDimensions()  // 300 × 10
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?

    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from two optional dimensions.
    ///
    /// - Parameters:
    ///   - width: The proposed width, or `nil` for the ideal width.
    ///   - height: The proposed height, or `nil` for the ideal height.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of a concrete size.
    ///
    /// - Parameter size: The size proposed, both dimensions specified.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal of zero in both dimensions: asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposal of infinity in both dimensions: asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with both dimensions unspecified: asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a concrete size, with each unspecified dimension taken from `size`.
    ///
    /// - Parameter size: The values for unspecified dimensions; 10 × 10 by default, as in SwiftUI.
    /// - Returns: The proposed width and height, each replaced by `size`'s when `nil`.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along an axis.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal {
                width = newValue
            } else {
                height = newValue
            }
        }
    }

    /// Creates a proposal from lengths along a stack's major and cross axes.
    package init(major: CGFloat?, cross: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: cross)
        } else {
            self.init(width: cross, height: major)
        }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// The proposal as `width × height`, with `nil` for an unspecified dimension.
    public var description: String {
        func text(_ length: CGFloat?) -> String {
            guard let length else { return "nil" }
            if length == .infinity { return "∞" }
            // A whole number prints without its fraction; one too large for an `Int` as it is.
            guard abs(length) < 1e15, length == length.rounded() else { return String(describing: length) }
            return String(Int(length))
        }
        return "\(text(width)) × \(text(height))"
    }
}
