/// A control that runs an action when tapped, as SwiftUI's `Button`. `ViewHost.tap(_:)` finds it by
/// its title, the texts and symbol names in its label, or the accessibility identifier around it.
public struct Button<Label: View>: _PrimitiveView, CustomStringConvertible {
    /// What the button shows.
    public var label: Label
    /// What a tap does.
    public var action: () -> Void
    /// What the button does, as SwiftUI's `role`: `.destructive`, `.cancel`; `nil` for none.
    public var role: ButtonRole?
    /// The title `tap(_:)` finds the button by.
    let title: String?
    /// Whether the label is drawn in the accent colour, as SwiftUI's default (borderless) style
    /// tints it: not under a style of one's own, nor as a switch toggle's row.
    var tintsLabel = true
    /// The tint around the button (`.tint(_:)`), which its label is drawn in; `nil` for the accent
    /// colour.
    var tint: Color?

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role showing `label`, as SwiftUI's `Button(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
        title = nil
    }

    /// A button whose label is drawn untinted when `tintsLabel` is false, as a switch toggle's row.
    init(tintsLabel: Bool, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
        self.tintsLabel = tintsLabel
    }

    init(title: String, role: ButtonRole?, label: Label, action: @escaping () -> Void) {
        self.label = label
        self.action = action
        self.role = role
        self.title = title
    }

    /// The value as code writes it.
    public var description: String {
        let role = self.role.map { "role: .\($0), " } ?? ""
        if let title { return role.isEmpty ? "Button(\"\(title)\")" : "Button(\"\(title)\", \(role.dropLast(2)))" }
        return role.isEmpty
            ? "Button { \(TraceValue(label).description) }"
            : "Button(\(role.dropLast(2))) { \(TraceValue(label).description) }"
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        // A style of one's own, read when the button is made, draws the label; otherwise the button
        // is its label.
        let children: [_RenderNode]
        let style = inputs.environment.peek()._buttonStyle
        if let style {
            children =
                _StyledButtonBody<Label>._makeView(
                    view: view.map { _StyledButtonBody(label: $0.label, role: $0.role, style: style) },
                    inputs: inputs.inside("Button")
                ).nodes
        } else {
            children = Label._makeView(view: view.map(\.label), inputs: inputs.inside("Button")).nodes
        }
        // A style of one's own replaces the default style, and with it the label's accent tint.
        let tintsLabel = style == nil
        let environment = inputs.environment
        // The label's tint: `.tint(_:)` around the button, or the accent colour.
        let value = _GraphValue<Any>(
            read: {
                var button = view.read()
                button.tintsLabel = button.tintsLabel && tintsLabel
                button.tint = environment.read()._tint
                return button
            },
            peek: {
                var button = view.peek()
                button.tintsLabel = button.tintsLabel && tintsLabel
                button.tint = environment.peek()._tint
                return button
            })
        return _ViewOutputs(_RenderNode(.primitive(name: "Button", value: value), children: children))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        Label._collectNodeNames(into: &names)
        // The node a style of one's own draws the label in, when there is one: counted for every
        // button, so that two styled buttons in one body are told apart by place.
        names["_StyledButtonBody", default: 0] += 1
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(title: String(title), role: nil, label: Text(title), action: action)
    }

    /// A button titled `title` with a role, as SwiftUI's `Button(_:role:action:)`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title: String(title), role: role, label: Text(title), action: action)
    }
}

extension Button where Label == _IconLabel {
    /// A button titled `title` with a symbol, as SwiftUI's `Button(_:systemImage:action:)`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(
            title: String(title), role: nil, label: _IconLabel(title: String(title), systemImage: systemImage),
            action: action)
    }

    /// A button titled `title` with a symbol and a role, as SwiftUI's
    /// `Button(_:systemImage:role:action:)`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(
            title: String(title), role: role, label: _IconLabel(title: String(title), systemImage: systemImage),
            action: action)
    }
}
