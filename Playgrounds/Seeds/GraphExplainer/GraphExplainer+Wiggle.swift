import AnimaticUI

// Seed 002's code as written, with `@Animatable` written as a conformance to `AutoAnimatable`.

extension GraphExplainer {
    struct Wiggle: ViewModifier, AutoAnimatable {
        var progress: Double
        func body(content: Content) -> some View {
            content
                .rotationEffect(.degrees(sin(progress * 4 * .pi) * 15))
        }
    }
}

// Not in the seed: the hand-built graph of the differential check compares values as the view's
// node does, field by field.
extension GraphExplainer.Wiggle: Equatable {}
