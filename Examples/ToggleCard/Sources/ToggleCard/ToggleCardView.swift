import AnimaticCLI

/// The toggle card's nodes, built on a graph: what a SwiftUI view's body would make.
///
///     struct ToggleCardView: View {
///         @State private var isFlipped = false
///         @State private var settled = 0
///         var body: some View {
///             CardView(card: .at(isFlipped: isFlipped))      // the animatable Card
///                 .shadow(radius: card.offset / 10)           // Card.shadow
///                 .onTapGesture { tap() }
///         }
///     }
public struct ToggleCardView {
    /// The animation a tap uses.
    public static let animation = Animation.spring(duration: 0.6, bounce: 0.3)

    /// Whether the card is flipped out (`@State`).
    public let isFlipped: StateNode<Bool>
    /// How many taps' animations have completed (`@State`, written by completion handlers).
    public let settled: StateNode<Int>
    /// The card, presenting its animated offset and scale.
    public let card: Node<Card>
    /// The shadow radius, read from the animated offset: a tenth of it, rounded.
    public let shadow: Node<Double>

    private let graph: AnimationGraph

    /// Builds the view's nodes on `graph`.
    public init(on graph: AnimationGraph) {
        self.graph = graph
        let isFlipped = graph.state(false, name: "isFlipped")
        let card = graph.animatable(name: "Card") { Card.at(isFlipped: isFlipped.value) }
        self.isFlipped = isFlipped
        self.card = card
        settled = graph.state(0, name: "settled")
        shadow = graph.rule(name: "Card.shadow") { (card.value.offset / 10).rounded() }
    }

    /// A tap: flips the card with ``animation``, and counts in ``settled`` when the animation is
    /// logically complete.
    public func tap() {
        let settled = settled
        graph.withAnimation(Self.animation) {
            isFlipped.value.toggle()
        } completion: {
            settled.value += 1
        }
    }
}
