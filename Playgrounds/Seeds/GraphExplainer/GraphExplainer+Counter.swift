import Animatic

extension GraphExplainer {
    /// The seed's `Counter` view: `value` is interpolated as a `Double`, and `body` shows it as
    /// an `Int`.
    struct Counter: AutoAnimatable, Equatable {
        var value: Double

        /// The view's body: `Text("\(Int(value))")`, as the text it shows.
        var body: String { "\(Int(value))" }
    }
}
