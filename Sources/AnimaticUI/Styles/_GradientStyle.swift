import Foundation

/// A gradient shape style, whatever its kind: how it lies over the frame it paints. Not API.
protocol _GradientStyle {
    /// The gradient laid over `frame`, in screen points.
    func _fill(in frame: CGRect) -> DisplayList.GradientFill
}

extension _GradientStyle {
    static func point(_ unit: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
}

extension LinearGradient: _GradientStyle {
    func _fill(in frame: CGRect) -> DisplayList.GradientFill {
        DisplayList.GradientFill(
            gradient: gradient,
            geometry: .linear(start: Self.point(startPoint, in: frame), end: Self.point(endPoint, in: frame)))
    }
}

extension RadialGradient: _GradientStyle {
    func _fill(in frame: CGRect) -> DisplayList.GradientFill {
        DisplayList.GradientFill(
            gradient: gradient,
            geometry: .radial(center: Self.point(center, in: frame), startRadius: startRadius, endRadius: endRadius))
    }
}

extension AngularGradient: _GradientStyle {
    func _fill(in frame: CGRect) -> DisplayList.GradientFill {
        DisplayList.GradientFill(
            gradient: gradient,
            geometry: .angular(center: Self.point(center, in: frame), startAngle: startAngle, endAngle: endAngle))
    }
}

extension Gradient: _GradientStyle {
    /// A gradient by itself is drawn from the top of the frame to its bottom.
    func _fill(in frame: CGRect) -> DisplayList.GradientFill {
        DisplayList.GradientFill(
            gradient: self, geometry: .linear(start: Self.point(.top, in: frame), end: Self.point(.bottom, in: frame)))
    }
}
