import Foundation

/// The value of a layout node (`VStack.layout`, `frame.layout`): the frame its container was given,
/// and where it placed each piece of its region. Not API.
///
/// A container's *region* is the pieces it places directly: its subviews, and the pieces inside
/// those that do not place anything themselves (a text inside an `offset`, a shape inside a
/// view's body), down to the next containers, whose own nodes place their insides. Two values
/// are equal when every frame and proposal is: an equal value stops the update there, so the
/// containers inside do not run again.
package struct _LayoutPlacements: Equatable, CustomStringConvertible {
    /// A piece's frame, in screen points, and the size proposed to it.
    struct Placed: Equatable {
        var frame: CGRect
        var proposal: ProposedViewSize
    }

    /// The container's own frame and proposal.
    var own: Placed
    /// The pieces of the region, by identity.
    var placed: [ObjectIdentifier: Placed]

    /// Where `node` was placed, if in this region.
    subscript(node: _RenderNode) -> Placed? { placed[ObjectIdentifier(node)] }

    /// The container's frame, and how many pieces it placed: `(0, 62) 402×778, 3 placed`.
    package var description: String {
        let frame = own.frame
        let number = Self.number
        return "(\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height)), "
            + "\(placed.count) placed"
    }

    /// A length as layout's descriptions print it: whole, or to two decimals (`38.33`).
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
