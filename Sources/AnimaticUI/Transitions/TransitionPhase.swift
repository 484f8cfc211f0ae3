/// Where a view is in its transition, as SwiftUI's `TransitionPhase`: about to appear, shown, or
/// gone and being removed.
public enum TransitionPhase: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The view is about to be inserted: the transition's inserted look, before it animates in.
    case willAppear
    /// The view is in place: no transition effect.
    case identity
    /// The view has been removed: the transition's removed look, which it animates to before it goes.
    case didDisappear

    /// Whether the phase is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 before the view appears, 0 while it is shown, +1 once it has disappeared: a signed amount
    /// for effects that mirror insertion and removal.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }

    /// `willAppear`, `identity`, `didDisappear`.
    public var description: String {
        switch self {
        case .willAppear: "willAppear"
        case .identity: "identity"
        case .didDisappear: "didDisappear"
        }
    }
}
