/// A built-in view: its body is never called; it builds its own nodes.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// A built-in view has no body; asking for one stops the program with the view's name.
    public var body: Never {
        fatalError("\(Self.self) is a view built into AnimaticUI and has no body.")
    }
}
