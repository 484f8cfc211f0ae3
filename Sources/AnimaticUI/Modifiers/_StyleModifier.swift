/// A modifier that only styles what is drawn (`.glassEffect()`, `.buttonStyle(.glass)`,
/// `.contentTransition`, `.monospacedDigit()`, `.contentShape`): it compiles and is recorded with its
/// arguments, and it changes no node, no layout and no drawing. The article *Differences from
/// SwiftUI* lists each. Not API.
public struct _StyleModifier: _PlainModifier, CustomStringConvertible {
    /// The _name .
    public static let _name = "style"
    /// The modifier as code writes it: `shadow(color: …, radius: 6)`.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension View {
    /// Recorded only: AnimaticUI draws no glass.
    public func glassEffect() -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("glassEffect()"))
    }

    /// Recorded only: buttons are drawn as their label.
    public func buttonStyle(_ style: _ButtonStyleName) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("buttonStyle(.\(style.name))"))
    }

    /// Recorded only: text changes at once, without a transition.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("contentTransition(\(transition))"))
    }

    /// Recorded only: digits are always of equal width in AnimaticUI's text metrics.
    public func monospacedDigit() -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("monospacedDigit()"))
    }

    /// Recorded only: taps are applied by `ViewHost.tap(_:)`, which needs no hit testing.
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("contentShape(\(_typeName(S.self)))"))
    }
}
