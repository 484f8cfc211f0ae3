import AnimaticUI

/// A card that springs out when tapped and back when tapped again, and counts the taps whose
/// animations have settled: a SwiftUI view, as you would write it for SwiftUI.
///
/// `ViewHost(ToggleCardView())` builds its graph: the states `ToggleCardView.isFlipped` and
/// `ToggleCardView.settled`, the body `ToggleCardView.body`, the animatable view `Card` and its
/// body `Card.body`, and the built-in effects its body uses (`scaleEffect`, `offset`, `padding`).
public struct ToggleCardView: View {
    /// The animation a tap uses.
    public static let animation = Animation.spring(duration: 0.6, bounce: 0.3)

    @State private var isFlipped = false
    @State private var settled = 0

    /// Creates the view, at rest.
    public init() {}

    /// The card, tappable as "card", over a line counting the settled taps.
    public var body: some View {
        VStack {
            Card.at(isFlipped: isFlipped)
                .onTapGesture {
                    withAnimation(Self.animation) {
                        isFlipped.toggle()
                    } completion: {
                        settled += 1
                    }
                }
                .accessibilityIdentifier("card")
            Text("settled: \(settled)")
        }
    }
}
