/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: recorded only.
public struct SymbolEffectOptions: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// The effect's own way.
    public static let `default` = SymbolEffectOptions(name: "default")
    /// Repeating while active.
    public static let repeating = SymbolEffectOptions(name: "repeating")
    /// Playing once.
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")

    /// Repeating `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(name: "repeat(\(count))")
    }

    /// At `speed` times the effect's own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(name: "speed(\(TraceValue.format(speed)))")
    }

    /// At `speed` times the effect's own speed, after these options.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        SymbolEffectOptions(name: name + ".speed(\(TraceValue.format(speed)))")
    }

    /// Repeating `count` times, after these options.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        SymbolEffectOptions(name: name + ".repeat(\(count))")
    }

    /// The options as code writes them: `.repeating`.
    public var description: String { "." + name }
}
