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
