/// What `ViewHost.setSlider(_:to:)` finds of a `Slider`: its value, range, step and the titles it
/// answers to. It sits around the slider's drawing and changes nothing else. Not API.
package struct _SliderControl: _PlainModifier, CustomStringConvertible {
    /// The modifier's name in the trace.
    package static var _name: String { "slider" }
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The texts of the slider's label.
    let titles: [String]
    let onEditingChanged: (Bool) -> Void

    /// The value as code writes it.
    package var description: String {
        "Slider(in: \(TraceValue(bounds.lowerBound))...\(TraceValue(bounds.upperBound)))"
    }

    /// `value` as the slider takes it: within the range and, with a step, on the nearest step from
    /// the range's lower bound.
    func settled(_ newValue: Double) -> Double {
        var settled = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            settled = bounds.lowerBound + ((settled - bounds.lowerBound) / step).rounded() * step
            settled = min(settled, bounds.upperBound)
        }
        return settled
    }

    /// Sets the value as a finger dragging the thumb to it does: editing begins, the value changes,
    /// editing ends.
    func set(_ newValue: Double) {
        onEditingChanged(true)
        value.wrappedValue = settled(newValue)
        onEditingChanged(false)
    }
}
