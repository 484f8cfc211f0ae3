import Foundation

/// A 3 × 3 projective transform of the plane, as SwiftUI's `ProjectionTransform`: what a
/// ``GeometryEffect`` returns.
///
/// The matrix is in row-vector form: a point `(x, y)` is mapped as `[x y 1] · M`, so
/// `(m31, m32)` is the translation and `(m13, m23, m33)` the projective column. With
/// `w = m13·x + m23·y + m33`, the point goes to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)`;
/// a point with `w ≤ 0` is behind the eye and has no image.
///
///     let shake = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
///     shake.isAffine  // true
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    /// Row 1, column 1: x's factor of x.
    public var m11: CGFloat = 1
    /// Row 1, column 2: y's factor of x.
    public var m12: CGFloat = 0
    /// Row 1, column 3: w's factor of x.
    public var m13: CGFloat = 0
    /// Row 2, column 1: x's factor of y.
    public var m21: CGFloat = 0
    /// Row 2, column 2: y's factor of y.
    public var m22: CGFloat = 1
    /// Row 2, column 3: w's factor of y.
    public var m23: CGFloat = 0
    /// Row 3, column 1: the translation along x.
    public var m31: CGFloat = 0
    /// Row 3, column 2: the translation along y.
    public var m32: CGFloat = 0
    /// Row 3, column 3: w's constant.
    public var m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection that applies an affine transform: its `a, b, c, d, tx, ty` become
    /// `m11, m12, m21, m22, m31, m32`.
    ///
    /// - Parameter m: The affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// A projection from its nine entries, row by row. Not API.
    init(
        _ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
        _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the projective column is `(0, 0, 1)`: the transform keeps parallel lines parallel.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `other`: a point goes through `self` first.
    ///
    /// - Parameter other: The transform applied second.
    /// - Returns: The product `self · other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        let a = self
        let b = other
        return ProjectionTransform(
            a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// Inverts the transform in place; returns `false`, leaving it unchanged, when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let determinant =
            m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = 1 / determinant
        self = ProjectionTransform(
            (m22 * m33 - m23 * m32) * inverse, (m13 * m32 - m12 * m33) * inverse, (m12 * m23 - m13 * m22) * inverse,
            (m23 * m31 - m21 * m33) * inverse, (m11 * m33 - m13 * m31) * inverse, (m13 * m21 - m11 * m23) * inverse,
            (m21 * m32 - m22 * m31) * inverse, (m12 * m31 - m11 * m32) * inverse, (m11 * m22 - m12 * m21) * inverse)
        return true
    }

    /// The inverse, or the transform itself when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Where `point` goes, or `nil` when it is behind the eye (`w ≤ 0`).
    ///
    /// - Parameter point: A point of the plane.
    /// - Returns: Its image.
    public func apply(to point: CGPoint) -> CGPoint? {
        let w = m13 * point.x + m23 * point.y + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// Whether every entry is a finite number.
    var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The affine part: the transform without its projective column.
    var affinePart: AffineTransform {
        AffineTransform(m11: m11, m12: m12, m21: m21, m22: m22, tX: m31, tY: m32)
    }

    /// The projection of an affine transform (Foundation's, whose point mapping has the same form).
    init(_ affine: AffineTransform) {
        self.init(affine.m11, affine.m12, 0, affine.m21, affine.m22, 0, affine.tX, affine.tY, 1)
    }

    /// `local`, a transform in the coordinates of a view laid out in `frame` (origin at its top-left
    /// corner), in screen coordinates.
    static func screen(_ local: ProjectionTransform, in frame: CGRect) -> ProjectionTransform {
        let toLocal = ProjectionTransform(1, 0, 0, 0, 1, 0, -frame.minX, -frame.minY, 1)
        let toScreen = ProjectionTransform(1, 0, 0, 0, 1, 0, frame.minX, frame.minY, 1)
        return toLocal.concatenating(local).concatenating(toScreen)
    }
}

extension ProjectionTransform: CustomStringConvertible {
    /// The three rows: `[1, 0, 0; 0, 1, 0; 10, 0, 1]`.
    public var description: String {
        func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> String {
            [a, b, c].map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" }.joined(separator: ", ")
        }
        return "[\(row(m11, m12, m13)); \(row(m21, m22, m23)); \(row(m31, m32, m33))]"
    }
}
