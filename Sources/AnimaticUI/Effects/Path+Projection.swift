import Foundation

extension Path {
    /// The path through `projection`: exactly for an affine one; for a perspective, each point of the
    /// path (curves' control points included) is projected, and a point behind the eye ends the
    /// subpath it is in.
    package func projected(by projection: ProjectionTransform) -> Path {
        if projection.isAffine { return applying(projection.affinePart) }
        var projected = Path()
        var isOpen = false
        forEach { element in
            func map(_ point: CGPoint) -> CGPoint? { projection.apply(to: point) }
            switch element {
            case .move(let to):
                if let to = map(to) {
                    projected.move(to: to)
                    isOpen = true
                } else {
                    isOpen = false
                }
            case .line(let to):
                guard isOpen, let to = map(to) else {
                    isOpen = false
                    return
                }
                projected.addLine(to: to)
            case .quadCurve(let to, let control):
                guard isOpen, let to = map(to), let control = map(control) else {
                    isOpen = false
                    return
                }
                projected.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2):
                guard isOpen, let to = map(to), let control1 = map(control1), let control2 = map(control2) else {
                    isOpen = false
                    return
                }
                projected.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath:
                if isOpen { projected.closeSubpath() }
            }
        }
        return projected
    }
}
