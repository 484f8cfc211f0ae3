/// Taps, as a user's finger or a UI test applies them.
extension ViewHost {
    /// Taps the view labelled `label`: a `Button` whose title it is, or a view with `onTapGesture`
    /// (or a button) inside an `accessibilityIdentifier` of that name. A view with `onTapGesture`
    /// and no identifier answers to the name of the view whose body declares the gesture
    /// (`CounterExample`), as its node is named. The action runs now, between
    /// frames, and its changes are applied at the next frame, as in SwiftUI.
    ///
    /// When nothing or more than one thing has the label, the program stops with the labels that
    /// can be tapped (see ``tappableLabels``).
    public func tap(_ label: String) {
        let matches = tapTargets().filter { $0.labels.contains(label) }
        guard matches.count == 1 else {
            let labels = tappableLabels.map { "'\($0)'" }.joined(separator: ", ")
            preconditionFailure(
                matches.isEmpty
                    ? "tap(\"\(label)\"): nothing has that label. What can be tapped: \(labels.isEmpty ? "nothing" : labels)."
                    : "tap(\"\(label)\"): \(matches.count) views have that label. Give each an accessibilityIdentifier "
                        + "of its own. What can be tapped: \(labels).")
        }
        let action = matches[0].action()
        perform { action() }
    }

    /// The labels ``tap(_:)`` accepts, in the order of the views: buttons' titles and accessibility
    /// identifiers around something tappable.
    public var tappableLabels: [String] {
        var seen: Set<String> = []
        return tapTargets().flatMap(\.labels).filter { seen.insert($0).inserted }
    }

    /// The views that respond to taps, with their labels.
    func tapTargets() -> [(labels: [String], action: () -> (() -> Void))] {
        var targets: [(labels: [String], action: () -> (() -> Void))] = []
        func visit(_ node: _RenderNode, identifiers: [String], view: String?) {
            var identifiers = identifiers
            var view = view
            switch node.kind {
            case .view(let name):
                view = name
            case .modifier(let name, let value) where name == _AccessibilityIdentifierModifier._name:
                if let modifier = value.peek() as? _AccessibilityIdentifierModifier {
                    identifiers.append(modifier.identifier)
                }
            case .modifier(let name, let value) where name == _TapGestureModifier._name:
                // Without an identifier, a tap gesture answers to the view whose body declares it.
                let labels = identifiers.isEmpty ? [view].compactMap { $0 } : identifiers
                targets.append(
                    (labels, { (value.peek() as? _TapGestureModifier)?.action ?? {} }))
                identifiers = []
            case .primitive(let name, let value) where name == "Button":
                if let button = value.peek() as? any _TappableButton {
                    targets.append(
                        (
                            identifiers + [button._title].compactMap { $0 },
                            { (value.peek() as? any _TappableButton)?._action ?? {} }
                        ))
                }
                identifiers = []
            default:
                break
            }
            // A removed view still drawn during its removal transition takes no taps.
            for child in node.children where !child.isRemoving { visit(child, identifiers: identifiers, view: view) }
        }
        visit(root, identifiers: [], view: nil)
        return targets
    }
}

/// A button, as ``ViewHost/tap(_:)`` finds it. Not API.
protocol _TappableButton {
    var _title: String? { get }
    var _action: () -> Void { get }
}

extension Button: _TappableButton {
    var _title: String? { title }
    var _action: () -> Void { action }
}
