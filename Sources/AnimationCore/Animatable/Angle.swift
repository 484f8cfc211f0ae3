import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// Mirrors SwiftUI's `Angle`: it stores radians, converts to and from degrees, compares and hashes
/// by its radians, and animates them, scaled as SwiftUI scales them (its ``animatableData`` is the
/// radians × 128).
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
    /// How many units of animatable data make a radian.
    ///
    /// SwiftUI scales an angle's animatable data by 128, so that whatever measures animatable
    /// data (a spring's rest thresholds, a merged spring's velocity, `magnitudeSquared`) sees an
    /// angle as if it travelled 128 units per radian: a spring turning a view by 90° comes to rest
    /// as a spring moving a value by 201 would, not by 1.57.
    public static let _animatableDataScale: Double = 128

    /// The angle's radians × 128: what an animation interpolates, as in SwiftUI. The setter
    /// divides by 128.
    ///
    ///     Angle.degrees(90).animatableData    // 201.06193 (π/2 × 128)
    public var animatableData: Double {
        get { radians * Angle._animatableDataScale }
        set { radians = newValue / Angle._animatableDataScale }
    }
}

extension Angle: CustomStringConvertible {
    /// A textual representation of the angle in degrees, such as `90°`.
    public var description: String {
        "\(_formatNumber(degrees))°"
    }
}
