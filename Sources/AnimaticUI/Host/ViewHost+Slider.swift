/// Sliders, as a finger dragging their thumbs sets them.
extension ViewHost {
    /// Sets the slider labelled `label` to `value`, as a finger dragging its thumb there does.
    ///
    /// A slider answers to the `accessibilityIdentifier` around it and to the texts of its label
    /// (`Slider(value: $volume) { Text("Volume") }` answers to `"Volume"`); a slider with neither
    /// answers to `"Slider"`. Several sliders that share a label answer to it qualified by place:
    /// `"Volume #1"`, `"Volume #2"`.
    ///
    /// The value is clamped to the slider's range and put on its nearest step; the slider's
    /// `onEditingChanged` runs with `true`, then the value is written, then `false`: all now, between
    /// frames, as a button's action runs, and the write is applied at the next frame. A disabled
    /// slider does not move; ``warnings`` says so.
    ///
    /// When nothing has the label, the program stops with the labels of the sliders (see
    /// ``sliderLabels``).
    ///
    /// - Parameters:
    ///   - label: The slider's label.
    ///   - value: The value to drag it to.
    public func setSlider(_ label: String, to value: Double) {
        precondition(value.isFinite, "setSlider(\"\(label)\", to: \(value)): a slider takes a finite number.")
        let sliders = _TapFinder.sliders(under: root)
        let matches = sliders.filter { $0.labels.contains(label) }
        guard matches.count == 1, let control = matches[0].slider?() else {
            let labels = sliders.flatMap(\.labels).map { "'\($0)'" }.joined(separator: ", ")
            preconditionFailure(
                "setSlider(\"\(label)\", to: \(value)): no slider has that label. Sliders: "
                    + "\(labels.isEmpty ? "none" : labels).")
        }
        guard matches[0].isEnabled else {
            views.warn(
                "setSlider(\"\(label)\", to: \(value)): the slider is disabled by "
                    + "\(matches[0].disabledBy ?? "disabled(true)"): it does not move.")
            return
        }
        perform { control.set(value) }
    }

    /// The labels ``setSlider(_:to:)`` accepts, in the order of the views: each names exactly one
    /// slider.
    public var sliderLabels: [String] {
        _TapFinder.sliders(under: root).flatMap(\.labels)
    }
}
