import Foundation

extension Animation {
    /// What this animation does with parameters SwiftUI accepts but a reader may not expect, one
    /// sentence each, for the trace to show when the animation starts: a negative delay, a repeat
    /// count below 1, a spring damped so heavily that it barely moves.
    ///
    ///     Animation.linear(duration: 1).delay(-0.2)._parameterWarnings
    ///     // ["delay −0.2 s: starts 0.2 s into the animation, as SwiftUI does"]
    ///
    /// Empty for ordinary parameters.
    package var _parameterWarnings: [String] {
        var warnings: [String] = []
        var animation = self
        while true {
            switch animation._storage {
            case .spring(let spring):
                if spring.dampingFraction > _SpringAnimation.slowDampingFraction {
                    warnings.append(spring.slowDampingWarning)
                }
                return warnings
            case .timingCurve, .interpolatingSpring, .custom:
                return warnings
            case .modified(let base, let modifier):
                switch modifier {
                case .delay(let delay) where delay < 0:
                    let skipped = _formatNumber(-delay)
                    warnings.append("delay −\(skipped) s: starts \(skipped) s into the animation, as SwiftUI does")
                case .repeatCount(let count?, _) where count < 1:
                    warnings.append("repeatCount(\(count)): runs once, as SwiftUI does")
                default:
                    break
                }
                animation = base
            }
        }
    }
}
