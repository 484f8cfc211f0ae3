/// The key of `accessibilityReduceMotion`: off unless the host turns it on. Not API.
struct _AccessibilityReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}
