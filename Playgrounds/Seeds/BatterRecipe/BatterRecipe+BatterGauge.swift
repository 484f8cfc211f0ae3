import AnimaticUI
import Foundation

// Seed 000's code as written, with the mechanical changes only: `import AnimaticUI`, and the
// shapes' `@Animatable` as a conformance to `AutoAnimatable` (in BatterRecipe+Wave.swift).

extension BatterRecipe {
    struct BatterGauge: View {
        var level: Double
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
            PhaseAnimator([0, 1, 0.4, 0] as [CGFloat], trigger: level) { slosh in
                TimelineView(.animation(paused: reduceMotion)) { context in
                    let seconds = context.date.timeIntervalSinceReferenceDate
                    let phase = CGFloat(seconds.truncatingRemainder(dividingBy: 2) * .pi)

                    ZStack {
                        Wave(level: level, amplitude: 4 + 12 * slosh, phase: phase)
                            .fill(.orange.opacity(0.4))
                        Wave(level: level, amplitude: 3 + 9 * slosh, phase: phase + .pi, crests: 3)
                            .fill(.orange)
                    }
                }
            } animation: { _ in
                .spring(duration: 0.4)
            }
            .animation(.spring(duration: 0.8), value: level)
            .background(.orange.opacity(0.08))
            .clipShape(.circle)
            .overlay {
                Circle().stroke(.orange, lineWidth: 4)
            }
            .overlay {
                Text(level, format: .percent.precision(.fractionLength(0)))
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText(value: level))
                    .shadow(color: .white.opacity(0.8), radius: 6)
            }
        }
    }
}
