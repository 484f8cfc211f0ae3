import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// Mirrors SwiftUI's `Angle`: it stores radians, converts to and from degrees, compares and hashes
/// by its radians, and animates them (its ``animatableData`` is the radians as a `Double`).
///
///     let quarter = Angle.degrees(90)
///     quarter.radians                       // 1.5707963267948966
///     Angle.radians(.pi) > quarter          // true
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    /// Creates an angle of zero.
    @inlinable
    public init() {
        self.radians = 0
    }

    /// Creates an angle of the given number of radians.
    ///
    /// - Parameter radians: The angle in radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle of the given number of degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    @inlinable
    public init(degrees: Double) {
        self.radians = degrees * (.pi / 180)
    }

    /// An angle of zero.
    public static let zero = Angle()

    /// Returns an angle of the given number of radians.
    ///
    /// - Parameter radians: The angle in radians.
    /// - Returns: The angle.
    @inlinable
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle of the given number of degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    /// - Returns: The angle.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// Whether the first angle is smaller than the second, comparing radians.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

extension Angle: Animatable {
    /// The angle's radians: what an animation interpolates, as in SwiftUI.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle: CustomStringConvertible {
    /// A textual representation of the angle in degrees, such as `90°`.
    public var description: String {
        "\(_formatNumber(degrees))°"
    }
}
