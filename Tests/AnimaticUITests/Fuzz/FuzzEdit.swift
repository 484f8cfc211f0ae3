import AnimaticUI

/// A change of the world that the root's "edit" button applies, inside the transactions listed,
/// outermost first: `withAnimation(a) { withAnimation(b) { … } }`.
struct FuzzEdit {
    /// A transaction an edit runs in.
    enum Wrapper: CustomStringConvertible {
        case animation(Animation?)
        case disablesAnimations

        var description: String {
            switch self {
            case .animation(let animation): "withAnimation(\(animation.map { "\($0)" } ?? "nil"))"
            case .disablesAnimations: "withTransaction(\\.disablesAnimations, true)"
            }
        }
    }

    var wrappers: [Wrapper]
    var change: (inout FuzzWorld) -> Void

    /// Runs `body` inside the wrappers.
    func run(_ body: () -> Void) {
        func nest(_ wrappers: ArraySlice<Wrapper>) {
            guard let first = wrappers.first else { return body() }
            switch first {
            case .animation(let animation): withAnimation(animation) { nest(wrappers.dropFirst()) }
            case .disablesAnimations: withTransaction(\.disablesAnimations, true) { nest(wrappers.dropFirst()) }
            }
        }
        nest(wrappers[...])
    }

    /// The animation the innermost wrapper leaves in force: what a write inside carries (`nil`
    /// when animations are disabled).
    var effectiveAnimation: Animation? {
        var animation: Animation?
        var disabled = false
        for wrapper in wrappers {
            switch wrapper {
            case .animation(let inner): animation = inner
            case .disablesAnimations: disabled = true
            }
        }
        return disabled ? nil : animation
    }
}
