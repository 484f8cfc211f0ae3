import AnimaticUI

/// A hero move as apps write it: a small card in a list that, tapped, becomes a large one, the two
/// matched by `matchedGeometryEffect`.
public struct HeroMove: View {
    @Namespace private var hero
    @State private var isExpanded = false

    /// Creates the view.
    public init() {}

    /// The small card above a caption, or the large one alone.
    public var body: some View {
        VStack(spacing: 16) {
            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 300, height: 400)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 80, height: 80)
                Text("Tap to open")
            }
            Button("card") {
                withAnimation(.spring(duration: 0.5, bounce: 0.2)) { isExpanded.toggle() }
            }
        }
    }
}
