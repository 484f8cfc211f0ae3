/// A symbol effect, as SwiftUI's `.bounce`, `.pulse`, `.variableColor.iterative`, for
/// `symbolEffect(_:options:value:)`: recorded only, as symbol images are placeholders. Not API.
public struct _SymbolEffectName: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// The symbol bounces.
    public static let bounce = _SymbolEffectName(name: "bounce")
    /// The symbol pulses.
    public static let pulse = _SymbolEffectName(name: "pulse")
    /// The symbol's layers light up in turn.
    public static let variableColor = _SymbolEffectName(name: "variableColor")
    /// The symbol scales.
    public static let scale = _SymbolEffectName(name: "scale")
    /// The symbol wiggles.
    public static let wiggle = _SymbolEffectName(name: "wiggle")
    /// The symbol rotates.
    public static let rotate = _SymbolEffectName(name: "rotate")
    /// The symbol breathes.
    public static let breathe = _SymbolEffectName(name: "breathe")
    /// The symbol appears.
    public static let appear = _SymbolEffectName(name: "appear")
    /// The symbol disappears.
    public static let disappear = _SymbolEffectName(name: "disappear")

    private func then(_ part: String) -> _SymbolEffectName { _SymbolEffectName(name: name + "." + part) }
    /// Upwards.
    public var up: _SymbolEffectName { then("up") }
    /// Downwards.
    public var down: _SymbolEffectName { then("down") }
    /// Layer by layer.
    public var byLayer: _SymbolEffectName { then("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: _SymbolEffectName { then("wholeSymbol") }
    /// Each layer in turn, for `variableColor`.
    public var iterative: _SymbolEffectName { then("iterative") }
    /// Layers built up, for `variableColor`.
    public var cumulative: _SymbolEffectName { then("cumulative") }
    /// Reversing, for `variableColor`.
    public var reversing: _SymbolEffectName { then("reversing") }

    /// The effect as code writes it, after the dot: `bounce.up`.
    public var description: String { name }
}
