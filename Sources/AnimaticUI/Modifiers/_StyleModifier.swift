/// A modifier that only styles what is drawn (`.shadow`, `.glassEffect()`, `.buttonStyle(.glass)`,
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
    /// Recorded only: AnimaticUI draws no shadows.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _StyleModifier>
    {
        modifier(_StyleModifier("shadow(color: \(color), radius: \(radius), x: \(x), y: \(y))"))
    }

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

/// The name of a button style, such as `.glass`. Not API.
public struct _ButtonStyleName: Sendable {
    let name: String
    /// The Liquid Glass style.
    public static let glass = _ButtonStyleName(name: "glass")
    /// The prominent glass style.
    public static let glassProminent = _ButtonStyleName(name: "glassProminent")
    /// A bordered button.
    public static let bordered = _ButtonStyleName(name: "bordered")
    /// A plain button.
    public static let plain = _ButtonStyleName(name: "plain")
}

/// How text changes, as SwiftUI's `ContentTransition`; recorded only.
public struct ContentTransition: Sendable, CustomStringConvertible {
    /// The value as code writes it.
    public let description: String
    /// Digits roll to the new number.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: ".numericText(value: \(value))")
    }
    /// Digits roll, counting up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: ".numericText(countsDown: \(countsDown))")
    }
    /// The old content fades into the new.
    public static let opacity = ContentTransition(description: ".opacity")
    /// The new content replaces the old at once.
    public static let identity = ContentTransition(description: ".identity")
}
