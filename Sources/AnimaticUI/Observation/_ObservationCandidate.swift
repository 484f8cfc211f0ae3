import Observation
import Synchronization

/// A stored property's type whose values can hold an `@Observable` model: an optional or array of
/// them, or a property wrapper around one. Not API.
protocol _ObservableHolder {}

/// A stored property's type whose values can hold an `ObservableObject`. Not API.
protocol _ObservableObjectHolder {}

extension Optional: _ObservableHolder where Wrapped: Observable {}
extension Array: _ObservableHolder where Element: Observable {}
extension Optional: _ObservableObjectHolder where Wrapped: ObservableObject {}
extension Array: _ObservableObjectHolder where Element: ObservableObject {}

/// Which view types' bodies are run under observation tracking. Not API.
///
/// A body runs under observation when its view holds a model: a stored property that is an
/// `@Observable` object (or an optional or array of them), or a `@State`, `@Bindable` or
/// `@Environment(Model.self)` of one, or an `ObservableObject` in any of its property wrappers. Only
/// those bodies get an observation input node; a body that reads a model it does not hold (a global
/// one) is not tracked, as *Differences from SwiftUI* says. Decided once per type.
enum _ObservationCandidates {
    /// Whether bodies of `Content`'s type are run under observation; `value` makes a value of the
    /// type, reflected the first time the type is seen (and made only then).
    static func holdsModel<Content>(_ content: Content.Type, in value: () -> Content) -> Bool {
        let key = ObjectIdentifier(content)
        if let known = cache.withLock({ $0[key] }) { return known }
        let holds = Mirror(reflecting: value()).children.contains { child in
            let kind = type(of: child.value)
            return child.value is any Observable || child.value is any ObservableObject
                || kind is any _ObservableHolder.Type || kind is any _ObservableObjectHolder.Type
        }
        cache.withLock { $0[key] = holds }
        return holds
    }

    private static let cache = Mutex<[ObjectIdentifier: Bool]>([:])
}

extension State: _ObservableHolder where Value: Observable {}
extension Environment: _ObservableHolder where Value: Observable {}
