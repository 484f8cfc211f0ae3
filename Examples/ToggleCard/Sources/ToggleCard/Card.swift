import AnimaticUI

/// The card: where it sits and how large it is, both animatable.
///
/// `AutoAnimatable` synthesizes its `animatableData` from `offset` and `scale`, as SwiftUI's
/// `@Animatable` macro would; `title` is marked `@AnimatableIgnored`, so it never interpolates.
/// Its body runs every frame while it animates, as an animatable view's does in SwiftUI.
public struct Card: View, AutoAnimatable, Equatable {
    /// How far the card has moved to the right, in points.
    public var offset: Double
    /// The card's scale: 1 at rest, larger while it is flipped out.
    public var scale: Double
    /// The card's title, which does not animate.
    @AnimatableIgnored public var title: String

    /// Creates a card.
    public init(offset: Double, scale: Double, title: String) {
        self.offset = offset
        self.scale = scale
        self.title = title
    }

    /// The card for a state: flipped out to the right, or at rest.
    public static func at(isFlipped: Bool) -> Card {
        Card(offset: isFlipped ? 120 : 0, scale: isFlipped ? 1.2 : 1, title: isFlipped ? "Back" : "Front")
    }

    /// The title on a rounded card, scaled and moved, with a shadow a tenth of the offset.
    public var body: some View {
        Text(title)
            .padding(24)
            .background(.blue)
            .scaleEffect(scale)
            .offset(x: offset)
            .shadow(radius: (offset / 10).rounded())
    }
}
