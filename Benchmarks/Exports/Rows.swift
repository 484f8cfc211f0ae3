import AnimaticUI

/// The screen benchmark's view: a column of rows, a text, a spacer and a square each; the first
/// `animated` rows move their square (`offset`) or widen it (`frame`) over ten seconds when "Go" is
/// tapped.
struct Rows: View {
    let count: Int
    let animated: Int
    let effect: ScreenBenchmarks.Effect
    @State private var going = false

    var body: some View {
        VStack(spacing: 0) {
            Button("Go") { going.toggle() }
            ForEach(0..<count) { index in
                Row(index: index, active: going && index < animated, effect: effect)
            }
        }
    }
}

/// One row of ``Rows``.
struct Row: View, Equatable {
    let index: Int
    let active: Bool
    let effect: ScreenBenchmarks.Effect

    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Rectangle()
                .frame(width: effect == .frame && active ? 120 : 20, height: 20)
                .offset(x: effect == .offset && active ? -100 : 0)
                .animation(.linear(duration: 10), value: active)
        }
    }
}
