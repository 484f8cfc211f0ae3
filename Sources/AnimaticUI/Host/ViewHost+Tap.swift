/// Taps, as a user's finger or a UI test applies them.
extension ViewHost {
    /// Taps the view labelled `label`, as a finger does.
    ///
    /// A button answers to its title, to every `Text` string and `Image(systemName:)` name in its
    /// label, and to the `accessibilityIdentifier` around it; a view with `onTapGesture` answers to
    /// the identifier around it or, without one, to the name of the view whose body declares the
    /// gesture (`CounterExample`), as its node is named; a `Toggle` answers as a button does. When
    /// several views answer to one label, each answers instead to the label qualified by its place
    /// in the order of the views: `"+ #1"`, `"+ #2"`. The action runs now, between frames, and its
    /// changes are applied at the next frame, as in SwiftUI.
    ///
    /// A view under `disabled(true)` is found but a tap does nothing, as a finger on a disabled
    /// control does nothing; ``warnings`` says so.
    ///
    /// When nothing has the label, or the label is shared and must be qualified, the program stops
    /// with the labels that can be tapped (see ``tappableLabels``).
    public func tap(_ label: String) {
        let targets = _TapFinder.targets(under: root)
        let matches = targets.filter { $0.labels.contains(label) }
        guard matches.count == 1 else {
            let labels = targets.flatMap(\.labels).map { "'\($0)'" }.joined(separator: ", ")
            let sharing = targets.filter { $0.sharedLabels.contains(label) }
            preconditionFailure(
                sharing.isEmpty
                    ? "tap(\"\(label)\"): nothing has that label. What can be tapped: "
                        + "\(labels.isEmpty ? "nothing" : labels)."
                    : "tap(\"\(label)\"): \(sharing.count) views have that label; tap one by its place "
                        + "('\(label) #1' to '\(label) #\(sharing.count)', in the order of the views) or give each "
                        + "an accessibilityIdentifier of its own. What can be tapped: \(labels).")
        }
        let target = matches[0]
        guard target.isEnabled else {
            views.warn(
                "tap(\"\(label)\"): the \(target.kind) is disabled by \(target.disabledBy ?? "disabled(true)"): "
                    + "the tap does nothing, as a finger on a disabled control does nothing.")
            return
        }
        let action = target.action()
        perform { action() }
    }

    /// The labels ``tap(_:)`` accepts, in the order of the views: each one names exactly one view
    /// (a label several views share is listed qualified by place, `"+ #1"`, `"+ #2"`). A disabled
    /// view's labels are listed too: tapping it does nothing.
    public var tappableLabels: [String] {
        _TapFinder.targets(under: root).flatMap(\.labels)
    }

    /// The labels of ``tappableLabels`` grouped by the view they name, in the order of the views:
    /// each group's first label is the one a script names it by (its accessibility identifier,
    /// else its title, else its label's words or the name of the view that declares it).
    package var tapTargetLabels: [[String]] {
        _TapFinder.targets(under: root).map(\.labels)
    }
}
