import Foundation

/// A modifier wrapping a base animation: delay, speed, repeat, logical completion.
@usableFromInline internal enum _AnimationModifier: Hashable, Sendable {
    /// The base sees `t − delay`, and stays at its start until then.
    case delay(Double)
    /// The base sees `t × speed`.
    case speed(Double)
    /// The base runs `count` times (`nil`: for ever), odd runs backwards when autoreversing.
    case repeatCount(Int?, autoreverses: Bool)
    /// Logical completion happens at the given time instead of when the base says.
    case logicallyComplete(after: Double)

    @inlinable func description(base: String) -> String {
        switch self {
        case .delay(let delay):
            return "\(base).delay(\(_formatNumber(delay)))"
        case .speed(let speed):
            return "\(base).speed(\(_formatNumber(speed)))"
        case .repeatCount(let count?, let autoreverses):
            return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
        case .repeatCount(nil, let autoreverses):
            return "\(base).repeatForever(autoreverses: \(autoreverses))"
        case .logicallyComplete(let after):
            return "\(base).logicallyComplete(after: \(_formatNumber(after)))"
        }
    }
}
