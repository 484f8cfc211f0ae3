import Foundation

/// A control that steps a value up and down with a pair of buttons, as SwiftUI's `Stepper`.
///
///     Stepper("Cups: \(cups)", value: $cups, in: 0...10)
///
/// Drawn as on iOS: the label at the leading edge, and at the trailing edge a 94 × 32-point pair of
/// buttons, minus and plus, on a rounded light-gray background with a divider between them. Each
/// button is tapped as any button whose label is a symbol: `ViewHost.tap("plus")` and
/// `tap("minus")`, or, for a stepper with a text title, `tap("Cups: 2 Increment")` and
/// `tap("Cups: 2 Decrement")` (several steppers: `"plus #1"`, `"plus #2"`). A stepper of a value in
/// a range disables the button that would leave it, as iOS does: a tap on it does nothing.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool

    /// A stepper that runs `onIncrement` and `onDecrement`, showing `label`.
    ///
    /// - Parameters:
    ///   - label: What the stepper shows at its leading edge.
    ///   - onIncrement: What the plus button does; `nil` disables it.
    ///   - onDecrement: What the minus button does; `nil` disables it.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement.map { step in Self.editing(step, onEditingChanged) }
        self.onDecrement = onDecrement.map { step in Self.editing(step, onEditingChanged) }
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper of `value`, by `step`, within `bounds`, showing `label`.
    ///
    /// - Parameters:
    ///   - value: The value it steps.
    ///   - bounds: The range it stays in; a button that would leave it is disabled.
    ///   - step: How much a tap adds or takes away; 1 by default.
    ///   - label: What the stepper shows at its leading edge.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let current = value.wrappedValue
        self.init(
            label: label,
            onIncrement: current < bounds.upperBound
                ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
            onDecrement: current > bounds.lowerBound
                ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value`, by `step`, with no bounds, showing `label`.
    ///
    /// - Parameters:
    ///   - value: The value it steps.
    ///   - step: How much a tap adds or takes away; 1 by default.
    ///   - label: What the stepper shows at its leading edge.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    /// `step` run as a tap runs it: editing begins, the value steps, editing ends.
    private static func editing(_ step: @escaping () -> Void, _ onEditingChanged: @escaping (Bool) -> Void)
        -> () -> Void
    {
        {
            onEditingChanged(true)
            step()
            onEditingChanged(false)
        }
    }

    /// The stepper as iOS draws it.
    public var body: some View {
        let title = _LabelTexts.texts(of: label).first
        return HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Button(action: { onDecrement?() }) {
                    Image(systemName: "minus").frame(width: 46.5, height: 32)
                }
                .disabled(!canDecrement)
                .accessibilityIdentifier(title.map { "\($0) Decrement" } ?? "Decrement")
                Rectangle().fill(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.29)).frame(
                    width: 1, height: 18)
                Button(action: { onIncrement?() }) {
                    Image(systemName: "plus").frame(width: 46.5, height: 32)
                }
                .disabled(!canIncrement)
                .accessibilityIdentifier(title.map { "\($0) Increment" } ?? "Increment")
            }
            .background(
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` titled `title`.
    ///
    /// - Parameters:
    ///   - title: The title shown at its leading edge.
    ///   - value: The value it steps.
    ///   - bounds: The range it stays in.
    ///   - step: How much a tap adds or takes away; 1 by default.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` titled `title`, with no bounds.
    ///
    /// - Parameters:
    ///   - title: The title shown at its leading edge.
    ///   - value: The value it steps.
    ///   - step: How much a tap adds or takes away; 1 by default.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    ///
    /// - Parameters:
    ///   - title: The title shown at its leading edge.
    ///   - onIncrement: What the plus button does; `nil` disables it.
    ///   - onDecrement: What the minus button does; `nil` disables it.
    ///   - onEditingChanged: Called with `true` before a step and `false` after.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}
