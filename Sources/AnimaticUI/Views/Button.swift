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
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        let children = Label._makeView(view.map(\.label), context.inside("Button")).nodes
        return _ViewOutputs(_RenderNode(.primitive(name: "Button", value: view.map { $0 }), children: children))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        Label._collectNodeNames(into: &names)
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
