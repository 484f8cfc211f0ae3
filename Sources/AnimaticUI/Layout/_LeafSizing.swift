import Foundation

/// The sizes that views without subviews choose: shapes, colours, spacers and symbol images.
///
/// Each rule is SwiftUI's where SwiftUI documents one, and Animatic's own, documented here,
/// where SwiftUI's depends on platform assets (symbol images). Text is measured by
/// ``_TextLayout``.
package enum _LeafSizing {
    /// The default length of a `Spacer`, and the system's spacing between most views: 8 points.
    package static let defaultSpacing: CGFloat = 8

    /// The size a shape chooses: the whole proposal, with 10 points for each unspecified
    /// dimension.
    ///
    /// A shape (`Rectangle`, `Circle`, a user's `Shape`) fills whatever it is offered; asked
    /// for its ideal size, it is 10 × 10, per dimension: a proposal of 300 × nil gives
    /// 300 × 10. `Color` sizes the same way.
    ///
    /// - Parameter proposal: The size proposed to the shape.
    /// - Returns: The shape's size.
    package static func shape(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The size a `Color` chooses: the same as a shape's.
    ///
    /// - Parameter proposal: The size proposed to the colour.
    /// - Returns: The colour's size.
    package static func color(_ proposal: ProposedViewSize) -> CGSize {
        shape(proposal)
    }

    /// The size a `Spacer` chooses.
    ///
    /// Along the axis it expands on, a spacer takes what is proposed but never less than its
    /// minimum length (8 points by default); asked for its ideal size, it is its minimum
    /// length. Across a stack's axis it is 0. Outside a stack (`orientation` nil) it expands on
    /// both axes.
    ///
    /// - Parameters:
    ///   - minLength: The spacer's minimum length, or `nil` for ``defaultSpacing``.
    ///   - orientation: The axis of the enclosing stack, or `nil` outside a stack.
    ///   - proposal: The size proposed to the spacer.
    /// - Returns: The spacer's size.
    package static func spacer(minLength: CGFloat?, orientation: Axis?, proposal: ProposedViewSize) -> CGSize {
        let minimum = minLength ?? defaultSpacing
        func length(_ proposed: CGFloat?) -> CGFloat {
            max(proposed ?? minimum, minimum)
        }
        switch orientation {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    /// The size of a symbol image, `Image(systemName:)`: a square as wide as the font's point
    /// size, whatever is proposed.
    ///
    /// SF Symbols' own sizes vary by symbol and cannot be read off Apple's platforms, so
    /// Animatic draws a labelled placeholder of a fixed, documented size: a `body` symbol
    /// (17 points) is 17 × 17. Like SwiftUI's non-resizable images, it ignores the proposal.
    ///
    /// - Parameter font: The font in force for the image, `body` by default in SwiftUI.
    /// - Returns: The image's size.
    package static func symbolImage(font: Font) -> CGSize {
        CGSize(width: font.pointSize, height: font.pointSize)
    }

    /// The size of an asset image's placeholder, `Image("photo")`: 100 × 100 points.
    ///
    /// Assets' sizes cannot be known outside the app, so every asset is taken to be a 100-point
    /// square: large enough to see, and a square, so that `scaledToFit()` and
    /// `aspectRatio(_:contentMode:)` give sizes easy to check by hand.
    package static let assetImageSize = CGSize(width: 100, height: 100)

    /// The size of an image: its own size (a symbol's from ``symbolImage(font:)``, an asset's
    /// ``assetImageSize``) whatever is proposed; once `resizable()`, the proposal, with its own size
    /// in each unspecified dimension.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - font: The font in force, for a symbol.
    ///   - proposal: The size proposed.
    /// - Returns: The image's size.
    package static func image(_ image: Image, font: Font, proposal: ProposedViewSize) -> CGSize {
        let own = image.systemName == nil ? assetImageSize : symbolImage(font: font)
        guard image.isResizable else { return own }
        return CGSize(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }
}
