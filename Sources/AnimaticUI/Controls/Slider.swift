import Foundation

/// A control that picks a value from a range by dragging a thumb along a track, as SwiftUI's `Slider`.
///
///     Slider(value: $volume, in: 0...10, step: 1) {
///         Text("Volume")
///     }
///
/// `ViewHost.setSlider(_:to:)` sets it, as a finger dragging the thumb does, by the texts of its
/// label or the `accessibilityIdentifier` around it: the value is clamped to the range and put on the
/// nearest step, `onEditingChanged` is called with `true` before and `false` after, and the write is
/// queued with the transaction in force, as a button's action's writes are.
///
/// Drawn as on iOS, 28 points high and as wide as proposed: the minimum and maximum value labels at
/// the ends (8 points from the track), a 4-point capsule track in light gray, filled in the accent
/// colour (or the tint `.tint(_:)` sets) from its leading end to the thumb, and a white 28-point
/// thumb with a shadow, whose centre runs from 14 points after the track's start to 14 points before
/// its end. The label is not shown, as on iOS, where it names the slider for accessibility.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    @Environment(\._tint) private var tint

    init(
        value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: Label,
        minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The thumb's diameter, and the slider's height.
    static var thumbDiameter: CGFloat { 28 }

    /// The slider as iOS draws it.
    public var body: some View {
        let control = _SliderControl(
            value: value, bounds: bounds, step: step, titles: _LabelTexts.texts(of: label),
            onEditingChanged: onEditingChanged)
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        return HStack {
            minimumValueLabel
            GeometryReader { proxy in
                let travel = max(proxy.size.width - Self.thumbDiameter, 0)
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)).frame(height: 4)
                    Capsule().fill(tint ?? Color.accentColor)
                        .frame(width: Self.thumbDiameter / 2 + fraction * travel, height: 4)
                    Circle().fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                        .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                        .offset(x: fraction * travel)
                }
            }
            .frame(height: Self.thumbDiameter)
            maximumValueLabel
        }
        .modifier(control)
    }
}

extension Slider {
    /// A slider of `value` over `bounds`, with a label and value labels at its ends.
    ///
    /// - Parameters:
    ///   - value: The value it sets.
    ///   - bounds: The range; 0 to 1 by default.
    ///   - step: The distance between the values it takes; any value when `nil`.
    ///   - label: What names the slider (not drawn).
    ///   - minimumValueLabel: What is drawn at the leading end.
    ///   - maximumValueLabel: What is drawn at the trailing end.
    ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map { Double($0) },
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` over `bounds`, named by `label`.
    ///
    /// - Parameters:
    ///   - value: The value it sets.
    ///   - bounds: The range; 0 to 1 by default.
    ///   - step: The distance between the values it takes; any value when `nil`.
    ///   - label: What names the slider (not drawn).
    ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
            bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map { Double($0) },
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` over `bounds`, with no label: `setSlider` finds it by the
    /// `accessibilityIdentifier` around it, or as `Slider`.
    ///
    /// - Parameters:
    ///   - value: The value it sets.
    ///   - bounds: The range; 0 to 1 by default.
    ///   - step: The distance between the values it takes; any value when `nil`.
    ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
