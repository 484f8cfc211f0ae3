/// A control that runs an action when tapped, as SwiftUI's `Button`. `ViewHost.tap(_:)` finds it by
/// its title.
public struct Button<Label: View>: _PrimitiveView, CustomStringConvertible {
    /// What the button shows.
    public var label: Label
    /// What a tap does.
    public var action: () -> Void
    /// The title `tap(_:)` finds the button by.
    let title: String?

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        title = nil
    }

    /// The value as code writes it.
    public var description: String {
        title.map { "Button(\"\($0)\")" } ?? "Button { \(TraceValue(label).description) }"
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
        self.label = Text(title)
        self.action = action
        self.title = String(title)
    }
}

extension Button where Label == _IconLabel {
    /// A button titled `title` with a symbol, as SwiftUI's `Button(_:systemImage:action:)`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.label = _IconLabel(title: String(title), systemImage: systemImage)
        self.action = action
        self.title = String(title)
    }
}
