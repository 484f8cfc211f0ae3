import AnimaticUI

// Seed 001's code as written, with the random angles drawn from a seeded generator held in a
// `@State` (`Int.random(in:using:)`), so that every run is the same.

extension ArcNote {
    struct ContentView: View {
        @State private var startAngle: Angle = .degrees(0)
        @State private var endAngle: Angle = .degrees(80)
        @State private var generator = SeededGenerator(seed: 1)

        var body: some View {
            Arc(
                startAngle: startAngle,
                endAngle: endAngle,
                clockwise: true
            )
            .stroke(.purple, lineWidth: 20)
            .frame(width: 320, height: 320)
            .glassEffect()
            .overlay {
                Button("Tap Me") {
                    withAnimation {
                        startAngle = .degrees(Double(Int.random(in: 0...100, using: &generator)))
                        endAngle = .degrees(Double(Int.random(in: 100...360, using: &generator)))
                    }
                }
                .buttonStyle(.glass)
            }
        }
    }
}
