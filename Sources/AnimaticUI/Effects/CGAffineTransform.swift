import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform of the plane, as Core Graphics' `CGAffineTransform`, for platforms whose
    /// Foundation lacks it (Linux): a point `(x, y)` goes to `(a·x + c·y + tx, b·x + d·y + ty)`. On
    /// Apple platforms AnimaticUI uses Core Graphics' own.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The x coordinate's factor of x.
        public var a: CGFloat
        /// The y coordinate's factor of x.
        public var b: CGFloat
        /// The x coordinate's factor of y.
        public var c: CGFloat
        /// The y coordinate's factor of y.
        public var d: CGFloat
        /// The translation along x.
        public var tx: CGFloat
        /// The translation along y.
        public var ty: CGFloat

        /// A transform from its six entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// A translation by `tx` and `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A scale by `sx` and `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A rotation by `angle` radians (clockwise on a screen whose y axis points down).
        public init(rotationAngle angle: CGFloat) {
            self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        }

        /// The identity.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation by `tx` and `ty`, then this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `sx` and `sy`, then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse, or the transform itself when it is singular.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }
    }

    extension CGPoint {
        /// The point moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size moved by `t`'s linear part.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }
#endif
