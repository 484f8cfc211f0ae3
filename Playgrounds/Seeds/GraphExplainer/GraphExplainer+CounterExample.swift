import AnimaticUI

// Seed 002's code as written.

extension GraphExplainer {
    struct CounterExample: View {
        @State private var value = 0.0
        var body: some View {
            Counter(value: value)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(.rect)
                .onTapGesture {
                    withAnimation(.linear(duration: 2)) {
                        value = value == 0 ? 100 : 0
                    }
                }
        }
    }
}
