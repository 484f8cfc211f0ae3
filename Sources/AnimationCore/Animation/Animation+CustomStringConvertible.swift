import Foundation

extension Animation: CustomStringConvertible {
    /// A readable description of the animation in Swift syntax, for traces.
    ///
    /// Built-ins are written as they were made, with their defaults filled in where they define
    /// the motion, and modifiers are chained:
    ///
    ///     Animation.easeInOut.description                          // "easeInOut(duration: 0.35)"
    ///     Animation.spring.description                             // "spring(duration: 0.5, bounce: 0)"
    ///     Animation.spring(response: 0.3).description
    ///     // "spring(response: 0.3, dampingFraction: 0.825)"
    ///     Animation.spring(duration: 0.5, bounce: 0.3).description // "spring(duration: 0.5, bounce: 0.3)"
    ///     Animation.linear(duration: 2).delay(0.5).description     // "linear(duration: 2).delay(0.5)"
    ///     Animation.smooth.description                             // "smooth"
    ///     Animation.default.description                            // "default"
    ///     Animation.easeIn.repeatCount(3, autoreverses: false).description
    ///     // "easeIn(duration: 0.35).repeatCount(3, autoreverses: false)"
    ///
    /// Numbers have at most six significant digits; a blend duration or initial velocity of zero
    /// is left out. A custom animation is described by `String(describing:)` of its value.
    public var description: String {
        switch _storage {
        case .timingCurve(let curve):
            return curve.description
        case .spring(let spring):
            return spring.description
        case .interpolatingSpring(let spring):
            return spring.description
        case .custom(let custom):
            return String(describing: custom.base)
        case .modified(let base, let modifier):
            return modifier.description(base: base.description)
        }
    }
}
