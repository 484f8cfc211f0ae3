/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions`.
///
/// The simulated screen has one kind: the container's (the status bar and the home indicator).
/// There is no keyboard, so ignoring `.keyboard` alone changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    ///
    /// - Parameter rawValue: The bits, one per region.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area the screen's bars and the device's shape define.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area the software keyboard leaves; the simulated screen has no keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
