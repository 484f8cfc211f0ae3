/// A key for a value in ``EnvironmentValues``, as SwiftUI's `EnvironmentKey`.
///
///     private struct AccentKey: EnvironmentKey {
///         static let defaultValue = Color.orange
///     }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value where no view above set one.
    static var defaultValue: Value { get }
}
