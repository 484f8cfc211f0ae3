import AnimaticUI

// Seed 002's code as written.

extension GraphExplainer {
    struct WiggleExample: View {
        @State private var value = 0.0
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(.red)
                .frame(width: 80, height: 96)
                .modifier(Wiggle(progress: value))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(.rect)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) {
                        value += 1
                    }
                }
        }
    }
}
