import Foundation

extension Path {
    /// Creates a path containing an ellipse inscribed in a rectangle.
    ///
    /// Mirrors SwiftUI's `Path(ellipseIn:)`; see ``addEllipse(in:)`` for the elements.
    ///
    /// - Parameter rect: The rectangle the ellipse fills.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Creates a path containing a rectangle with circular rounded corners.
    ///
    /// Mirrors SwiftUI's `Path(roundedRect:cornerRadius:)`; see
    /// ``addRoundedRect(in:cornerSize:)`` for the elements.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius of each corner.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a path containing a rectangle with elliptical rounded corners.
    ///
    /// Mirrors SwiftUI's `Path(roundedRect:cornerSize:)`; see ``addRoundedRect(in:cornerSize:)``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The horizontal and vertical radii of each corner.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// Mirrors SwiftUI's `Path.addRect(_:)` (CoreGraphics' `addRect`): a `move(to:)` to the
    /// top-left corner of the standardized rectangle, lines to the top-right, bottom-right and
    /// bottom-left corners, then `closeSubpath`. In SwiftUI's y-down space that runs clockwise
    /// on screen. A rectangle with a non-finite coordinate is ignored.
    ///
    /// - Parameter rect: The rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        guard rect._isFinite else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in a rectangle as a closed subpath.
    ///
    /// Mirrors SwiftUI's `Path.addEllipse(in:)` (CoreGraphics' `addEllipse(in:)`): the subpath
    /// starts at the middle of the right edge (three o'clock) and runs through growing angles,
    /// which in SwiftUI's y-down space is clockwise on screen: right, bottom, left, top. It is
    /// drawn as twelve cubic Bézier curves of 30° each (see
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:)`` for their accuracy), then
    /// `closeSubpath`. A rectangle with a non-finite coordinate is ignored.
    ///
    /// - Parameter rect: The rectangle the ellipse fills.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        guard rect._isFinite else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        move(to: Path.pointOnEllipse(center: center, radii: radii, angle: 0))
        appendArcCurves(center: center, radii: radii, startAngle: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners as a closed subpath.
    ///
    /// Mirrors SwiftUI's `Path.addRoundedRect(in:cornerSize:)` with the `.circular` corner
    /// style: each corner is a quarter of an ellipse with the given radii. Radii too large for
    /// the rectangle are scaled down together, keeping their ratio, until they fit (so a circular
    /// corner stays circular and an oversized radius gives a capsule); a negative or zero radius
    /// gives square corners. SwiftUI's `.continuous`
    /// style uses a private curve and is not modelled. The subpath starts where the top edge
    /// leaves the top-left corner and runs clockwise on screen, as ``addRect(_:)`` does; edges of
    /// zero length are left out. With a zero radius it is exactly ``addRect(_:)``. Non-finite
    /// input is ignored.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The horizontal and vertical radii of each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rect = rect.standardized
        guard rect._isFinite, cornerSize.width.isFinite, cornerSize.height.isFinite else { return }
        let requested = CGSize(width: max(cornerSize.width, 0), height: max(cornerSize.height, 0))
        guard requested.width > 0, requested.height > 0, rect.width > 0, rect.height > 0 else {
            addRect(rect)
            return
        }
        let fit = min(1, rect.width / 2 / requested.width, rect.height / 2 / requested.height)
        let radii = CGSize(width: requested.width * fit, height: requested.height * fit)
        guard radii.width > 0, radii.height > 0 else {
            addRect(rect)
            return
        }
        let (rx, ry) = (radii.width, radii.height)
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLineIfMoving(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        appendArcCurves(
            center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, startAngle: -half, sweep: half)
        addLineIfMoving(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        appendArcCurves(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, startAngle: 0, sweep: half)
        addLineIfMoving(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        appendArcCurves(
            center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, startAngle: half, sweep: half)
        addLineIfMoving(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        appendArcCurves(
            center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, startAngle: .pi, sweep: half)
        closeSubpath()
    }

    /// Adds a circular arc, given by its start and end angles and a direction.
    ///
    /// Mirrors SwiftUI's `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`, which
    /// passes its arguments to CoreGraphics unchanged. Angles are measured from the positive
    /// x-axis towards the positive y-axis: a point at angle θ is
    /// `(center.x + radius · cos θ, center.y + radius · sin θ)`, so in SwiftUI's y-down space 0°
    /// is three o'clock and 90° is six o'clock.
    ///
    /// **Direction.** `clockwise` is CoreGraphics' flag, named for a y-up space:
    /// - `clockwise: false` sweeps through **growing** angles (0° → 90° passes 45°), which on a
    ///   SwiftUI screen (y down) turns **clockwise**;
    /// - `clockwise: true` sweeps through **shrinking** angles (0° → 90° passes 315°, 270° and
    ///   180°), which on a SwiftUI screen turns **counter-clockwise**.
    ///
    /// **Sweep.** The arc goes from `startAngle` to `endAngle` in that direction. A sweep of a
    /// full turn or more in the requested direction draws one full circle; otherwise the other
    /// way round is wrapped into less than a full turn (`0° → 90°, clockwise: true` sweeps 270°),
    /// and a wrap by an exact multiple of 360° draws a full circle; equal angles draw no curve.
    /// These are the rules of the HTML canvas `arc()`, which was specified after CoreGraphics.
    ///
    /// **Elements.** If the path has a current point, a line joins it to the arc's start
    /// (unless they coincide); otherwise the arc starts a subpath with `move(to:)`. The arc
    /// itself is drawn as cubic Bézier curves of at most 30° each (control distance
    /// `4/3 · tan(θ/4)` of the radius): their distance from the true circle stays below 4e-7
    /// of the radius and their length within 2e-7 of the arc's, so a full circle measures
    /// 2πr to 1e-6. (CoreGraphics uses 90° curves, 2.7e-4 of the radius off the circle.)
    ///
    /// A non-finite center, radius or angle, or a negative radius, adds nothing, as
    /// CoreGraphics ignores invalid values.
    ///
    ///     var path = Path()
    ///     path.addArc(
    ///         center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    ///     path.currentPoint   // (0, 10): a quarter turn clockwise on screen, to six o'clock
    ///
    /// - Parameters:
    ///   - center: The center of the circle.
    ///   - radius: The radius of the circle.
    ///   - startAngle: The angle of the arc's first point.
    ///   - endAngle: The angle of the arc's last point.
    ///   - clockwise: `true` to sweep through shrinking angles (counter-clockwise on a y-down
    ///     screen), `false` to sweep through growing ones.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let start = startAngle.radians
        let end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let fullTurn = 2 * Double.pi
        let requested = clockwise ? start - end : end - start
        let sweep: Double
        if requested >= fullTurn {
            sweep = fullTurn
        } else if requested >= 0 {
            sweep = requested
        } else {
            sweep = fullTurn - (-requested).truncatingRemainder(dividingBy: fullTurn)
        }
        addArc(center: center, radius: radius, startAngle: start, sweep: clockwise ? -sweep : sweep)
    }

    /// Adds a circular arc, given by its start angle and the angle it sweeps.
    ///
    /// Mirrors SwiftUI's `Path.addRelativeArc(center:radius:startAngle:delta:)`: a positive
    /// `delta` sweeps through growing angles (clockwise on a y-down screen), a negative one
    /// through shrinking angles. A `delta` beyond a full turn is clamped to one full turn.
    /// The joining line, the curves and the handling of invalid input are those of
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:)``.
    ///
    /// - Parameters:
    ///   - center: The center of the circle.
    ///   - radius: The radius of the circle.
    ///   - startAngle: The angle of the arc's first point.
    ///   - delta: The signed angle the arc sweeps.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = startAngle.radians
        let sweep = delta.radians
        guard start.isFinite, sweep.isFinite else { return }
        let fullTurn = 2 * Double.pi
        addArc(center: center, radius: radius, startAngle: start, sweep: min(max(sweep, -fullTurn), fullTurn))
    }

    /// Adds a circular arc after validating its center and radius.
    private mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double) {
        guard center._isFinite, radius.isFinite, radius >= 0 else { return }
        let radii = CGSize(width: radius, height: radius)
        let first = Path.pointOnEllipse(center: center, radii: radii, angle: startAngle)
        if let current = currentPoint {
            if current != first {
                addLine(to: first)
            }
        } else {
            move(to: first)
        }
        appendArcCurves(center: center, radii: radii, startAngle: startAngle, sweep: sweep)
    }

    /// Adds a line unless it would end where the current point already is.
    private mutating func addLineIfMoving(to end: CGPoint) {
        if currentPoint != end {
            addLine(to: end)
        }
    }

    /// Appends the cubic curves that trace an elliptical arc from the current point, which must
    /// be the arc's first point.
    ///
    /// The sweep is divided into equal curves of at most 30°, each with its control points at
    /// `4/3 · tan(θ/4)` of the radii along the tangents.
    internal mutating func appendArcCurves(center: CGPoint, radii: CGSize, startAngle: Double, sweep: Double) {
        let count = Int((abs(sweep) / (Double.pi / 6) - 1e-9).rounded(.up))
        guard count > 0 else { return }
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var (cosine, sine) = Path.cosineAndSine(startAngle)
        for index in 1...count {
            let next = index == count ? startAngle + sweep : startAngle + step * Double(index)
            let (nextCosine, nextSine) = Path.cosineAndSine(next)
            let from = CGPoint(x: center.x + radii.width * cosine, y: center.y + radii.height * sine)
            let to = CGPoint(x: center.x + radii.width * nextCosine, y: center.y + radii.height * nextSine)
            addCurve(
                to: to,
                control1: CGPoint(
                    x: from.x - handle * radii.width * sine, y: from.y + handle * radii.height * cosine),
                control2: CGPoint(
                    x: to.x + handle * radii.width * nextSine, y: to.y - handle * radii.height * nextCosine))
            (cosine, sine) = (nextCosine, nextSine)
        }
    }

    /// The point at an angle on an axis-aligned ellipse.
    internal static func pointOnEllipse(center: CGPoint, radii: CGSize, angle: Double) -> CGPoint {
        let (cosine, sine) = cosineAndSine(angle)
        return CGPoint(x: center.x + radii.width * cosine, y: center.y + radii.height * sine)
    }

    /// The cosine and sine of an angle, with results within 1e-15 of 0 or ±1 snapped to them,
    /// so that the quarter points of circles land exactly on their coordinates.
    internal static func cosineAndSine(_ angle: Double) -> (CGFloat, CGFloat) {
        func snapped(_ value: Double) -> CGFloat {
            if abs(value) < 1e-15 {
                return 0
            }
            if abs(abs(value) - 1) < 1e-15 {
                return value < 0 ? -1 : 1
            }
            return CGFloat(value)
        }
        return (snapped(cos(angle)), snapped(sin(angle)))
    }
}

extension CGRect {
    /// Whether the origin and the size are finite.
    internal var _isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
