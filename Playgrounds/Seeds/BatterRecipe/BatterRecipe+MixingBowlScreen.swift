import AnimaticUI

// Seed 000's code as written.

extension BatterRecipe {
    struct MixingBowlScreen: View {
        @State private var level = 0.35

        var body: some View {
            VStack(spacing: 32) {
                Text("Batter")
                    .font(.title2.bold())

                BatterGauge(level: level)
                    .frame(width: 240, height: 240)

                HStack(spacing: 16) {
                    Button("Pour Out", systemImage: "minus") {
                        level = max(level - 0.2, 0)
                    }
                    Button("Add Batter", systemImage: "plus") {
                        level = min(level + 0.2, 1)
                    }
                }
                .buttonStyle(.glass)
            }
        }
    }
}
