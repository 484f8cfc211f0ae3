/// A modifier that only styles what is drawn (`.glassEffect()`, `.buttonStyle(.glass)`,
/// `.contentTransition`, `.monospacedDigit()`, `.contentShape`): it compiles and is recorded with its
/// arguments, and it changes no node, no layout and no drawing. The article *Differences from
/// SwiftUI* lists each. Not API.
public struct _StyleModifier: _PlainModifier, CustomStringConvertible {
    /// The _name .
    public static let _name = "style"
    /// The modifier as code writes it: `contentShape(Circle)`.
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

    /// Recorded only: AnimaticUI has no navigation bar.
    public func navigationBarTitle(_ title: String) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("navigationBarTitle(\"\(title)\")"))
    }

    /// Recorded only: AnimaticUI has no navigation bar.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("navigationTitle(\"\(title)\")"))
    }

    /// Recorded only: a simulator has no haptic engine. SwiftUI plays `feedback` when `trigger`
    /// changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<
        Self, _StyleModifier
    > {
        modifier(_StyleModifier("sensoryFeedback(.\(feedback), trigger: \(TraceValue(trigger).description))"))
    }

    /// Recorded only: symbol images are placeholders, with no layers to animate. SwiftUI plays
    /// `effect` when `value` changes.
    public func symbolEffect<T: Equatable>(
        _ effect: _SymbolEffectName, options: SymbolEffectOptions = .default, value: T
    ) -> ModifiedContent<Self, _StyleModifier> {
        modifier(
            _StyleModifier("symbolEffect(.\(effect), options: \(options), value: \(TraceValue(value).description))"))
    }

    /// Recorded only: symbol images are placeholders, with no layers to animate. SwiftUI plays
    /// `effect` while `isActive` is true.
    public func symbolEffect(
        _ effect: _SymbolEffectName, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("symbolEffect(.\(effect), options: \(options), isActive: \(isActive))"))
    }
}
