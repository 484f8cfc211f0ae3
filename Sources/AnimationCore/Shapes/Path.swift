import Foundation

/// The outline of a 2D shape: a recorded sequence of moves, lines, curves and closings.
///
/// Mirrors SwiftUI's `Path`, enough for the seed shapes to run: a path records its elements in
/// order (``Element``), can be measured (``length``, ``boundingRect``), trimmed by a fraction of
/// its length (``trimmedPath(from:to:)``), transformed, and written as SVG path data
/// (``svgPathData``) or in SwiftUI's own textual form (``description``). Coordinates follow
/// SwiftUI's: the origin is at the top-left corner and y grows downwards.
///
///     let wave = Path { path in
///         path.move(to: CGPoint(x: 0, y: 100))
///         path.addLine(to: CGPoint(x: 0, y: 50))
///         path.addCurve(
///             to: CGPoint(x: 100, y: 50),
///             control1: CGPoint(x: 30, y: 20), control2: CGPoint(x: 70, y: 80))
///         path.addLine(to: CGPoint(x: 100, y: 100))
///         path.closeSubpath()
///     }
///     wave.svgPathData   // "M 0 100 L 0 50 C 30 20 70 80 100 50 L 100 100 Z"
///
/// Two rules come from CoreGraphics, which backs SwiftUI's paths:
/// - **Non-finite input is ignored.** A point, control point, rectangle, radius or angle that is
///   NaN or infinite makes the call add nothing, as CoreGraphics ignores such values ("an invalid
///   numeric value ... is being ignored"). A path therefore never holds a non-finite coordinate,
///   and measuring or trimming it always terminates with a finite answer.
/// - **A segment needs a current point.** `addLine`, `addQuadCurve` and `addCurve` on a path
///   with no current point (an empty path) add nothing. After ``closeSubpath()`` the current
///   point is the start of the closed subpath, and the next segment begins a new subpath there
///   with an explicit `move(to:)` element, as CoreGraphics records it.
///
/// Two paths are equal when their elements are equal.
public struct Path: Sendable {
    /// The recorded elements, in order.
    internal var storage: [Element]

    /// The first point of the current subpath, or `nil` when the path is empty.
    internal var subpathStart: CGPoint?

    /// The end point of the last element, or `nil` when the path is empty.
    internal var lastPoint: CGPoint?

    /// Whether the last element is a ``Element/closeSubpath``.
    internal var isSubpathClosed: Bool

    /// Creates an empty path.
    ///
    /// Mirrors SwiftUI's `Path()`.
    public init() {
        storage = []
        subpathStart = nil
        lastPoint = nil
        isSubpathClosed = false
    }

    /// Creates an empty path, then lets a closure build it.
    ///
    /// Mirrors SwiftUI's `Path { path in ... }`.
    ///
    ///     let line = Path { path in
    ///         path.move(to: .zero)
    ///         path.addLine(to: CGPoint(x: 10, y: 0))
    ///     }
    ///
    /// - Parameter build: A closure that adds elements to the path it receives.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// Creates a path containing a rectangle.
    ///
    /// Mirrors SwiftUI's `Path(_:)` for a `CGRect`; see ``addRect(_:)`` for the elements.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// The elements of the path, in the order they were added.
    ///
    /// SwiftUI hands them out through ``forEach(_:)`` only; Animatic also answers them as an array
    /// for tests and traces.
    public var elements: [Element] {
        storage
    }

    /// Whether the path contains no elements.
    ///
    /// Mirrors SwiftUI's `Path.isEmpty`.
    public var isEmpty: Bool {
        storage.isEmpty
    }

    /// The last point of the path, or `nil` when the path contains no points.
    ///
    /// Mirrors SwiftUI's `Path.currentPoint`: the end point of the last element, or, after
    /// ``closeSubpath()``, the start of the subpath just closed.
    public var currentPoint: CGPoint? {
        lastPoint
    }

    /// Calls a closure with each element of the path, in order.
    ///
    /// Mirrors SwiftUI's `Path.forEach(_:)`.
    ///
    /// - Parameter body: The closure to call with each element.
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func forEach(_ body: (Element) -> Void) {
        for element in storage {
            body(element)
        }
    }

    /// Begins a new subpath at the given point.
    ///
    /// Mirrors SwiftUI's `Path.move(to:)`. A non-finite point is ignored.
    ///
    /// - Parameter end: The first point of the new subpath.
    public mutating func move(to end: CGPoint) {
        guard end._isFinite else { return }
        storage.append(.move(to: end))
        subpathStart = end
        lastPoint = end
        isSubpathClosed = false
    }

    /// Appends a straight line from the current point to the given point.
    ///
    /// Mirrors SwiftUI's `Path.addLine(to:)`. Nothing is added when the path has no current
    /// point or the point is not finite.
    ///
    /// - Parameter end: The end point of the line.
    public mutating func addLine(to end: CGPoint) {
        guard end._isFinite, beginSegment() else { return }
        storage.append(.line(to: end))
        lastPoint = end
    }

    /// Appends straight lines through the given points, starting a new subpath at the first.
    ///
    /// Mirrors SwiftUI's `Path.addLines(_:)`: a `move(to:)` to the first point, then a line to
    /// each of the others. Non-finite points are ignored one by one.
    ///
    /// - Parameter lines: The points to connect.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() {
            addLine(to: point)
        }
    }

    /// Appends a quadratic Bézier curve from the current point to the given point.
    ///
    /// Mirrors SwiftUI's `Path.addQuadCurve(to:control:)`. Nothing is added when the path has no
    /// current point or a point is not finite.
    ///
    /// - Parameters:
    ///   - end: The end point of the curve.
    ///   - control: The control point the curve bends towards.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end._isFinite, control._isFinite, beginSegment() else { return }
        storage.append(.quadCurve(to: end, control: control))
        lastPoint = end
    }

    /// Appends a cubic Bézier curve from the current point to the given point.
    ///
    /// Mirrors SwiftUI's `Path.addCurve(to:control1:control2:)`. Nothing is added when the path
    /// has no current point or a point is not finite.
    ///
    /// - Parameters:
    ///   - end: The end point of the curve.
    ///   - control1: The control point that shapes the curve as it leaves the current point.
    ///   - control2: The control point that shapes the curve as it arrives at `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end._isFinite, control1._isFinite, control2._isFinite, beginSegment() else { return }
        storage.append(.curve(to: end, control1: control1, control2: control2))
        lastPoint = end
    }

    /// Closes the current subpath with a straight line back to its first point.
    ///
    /// Mirrors SwiftUI's `Path.closeSubpath()`. The current point becomes the subpath's first
    /// point. Closing an empty path, or a subpath already closed, adds nothing.
    public mutating func closeSubpath() {
        guard let start = subpathStart, !isSubpathClosed else { return }
        storage.append(.closeSubpath)
        lastPoint = start
        isSubpathClosed = true
    }

    /// Prepares for a drawing element: whether there is a current point to draw from.
    ///
    /// After a closed subpath, records the implicit `move(to:)` that starts the next one.
    private mutating func beginSegment() -> Bool {
        guard let start = subpathStart else { return false }
        if isSubpathClosed {
            storage.append(.move(to: start))
            isSubpathClosed = false
        }
        return true
    }
}

extension Path: Equatable {
    /// Whether two paths have the same elements.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: `true` when both record the same elements in the same order.
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.storage == rhs.storage
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    internal var _isFinite: Bool {
        x.isFinite && y.isFinite
    }
}
