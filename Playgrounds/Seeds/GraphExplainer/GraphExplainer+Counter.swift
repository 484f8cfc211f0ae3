import AnimaticUI

// Seed 002's code as written, with `@Animatable` written as a conformance to `AutoAnimatable`.

extension GraphExplainer {
    struct Counter: View, AutoAnimatable {
        var value: Double
        var body: some View {
            Text("\(Int(value))")
                .monospacedDigit()
        }
    }
}

// Not in the seed: the hand-built graph of the differential check compares values as the view's
// node does, field by field.
extension GraphExplainer.Counter: Equatable {}
