import AnimaticUI

/// An expanding card as apps write it: a header that shows and hides rows in `withAnimation`, rows
/// added and removed with a transition, and an `@Observable` model.
public struct ExpandingList: View {
    @State private var model = ExpandingListModel()

    /// Creates the card.
    public init() {}

    /// The header, then the rows and the buttons while expanded.
    public var body: some View {
        VStack(spacing: 8) {
            Button(model.isExpanded ? "Hide" : "Show") {
                withAnimation(.easeInOut(duration: 0.3)) { model.isExpanded.toggle() }
            }
            .accessibilityIdentifier("header")
            if model.isExpanded {
                ForEach(model.titles, id: \.self) { title in
                    Text(title)
                        .transition(.move(edge: .leading).combined(with: .opacity))
                }
                Button("Add") { withAnimation(.linear(duration: 0.4)) { model.add() } }
                Button("Remove") { withAnimation(.linear(duration: 0.4)) { model.removeFirst() } }
            }
        }
    }
}
