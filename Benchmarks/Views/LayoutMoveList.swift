import AnimaticUI

/// The animated-layout benchmark's view: `count` rows below a header that a button inserts and
/// removes under a linear animation, so that every row slides down or up by the header's height.
struct LayoutMoveList: View {
    let count: Int
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 0) {
            Button("edit") { withAnimation(.linear(duration: 0.25)) { expanded.toggle() } }
            if expanded {
                Rectangle().frame(height: 100)
            }
            ForEach(0..<count, id: \.self) { index in
                Text("row \(index)")
            }
        }
    }
}
