import Foundation

/// A string literal or interpolation for ``Text``, as SwiftUI's `LocalizedStringKey`; AnimaticUI
/// does not localize.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    let value: String

    /// Creates the value.
    public init(stringLiteral value: String) {
        self.value = value
    }

    /// Creates the value.
    public init(stringInterpolation: DefaultStringInterpolation) {
        value = String(stringInterpolation: stringInterpolation)
    }
}
