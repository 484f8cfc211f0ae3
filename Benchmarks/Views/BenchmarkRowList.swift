import AnimaticUI

/// The ForEach benchmark's view: `count` rows, each handed its value from the list's state, and a
/// button that animates the first `animating` of them (a linear animation far longer than any run).
struct BenchmarkRowList: View {
    let count: Int
    let animating: Int
    @State private var values: [Double]

    init(count: Int, animating: Int) {
        self.count = count
        self.animating = animating
        _values = State(initialValue: Array(repeating: 0, count: count))
    }

    var body: some View {
        VStack {
            ForEach(0..<count) { index in
                BenchmarkRow(value: values[index])
            }
            Button("animate") {
                var moved = values
                for index in 0..<animating { moved[index] = 1_000_000 }
                withAnimation(.linear(duration: 1_000_000)) { values = moved }
            }
        }
    }
}
