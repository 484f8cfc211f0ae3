import Foundation

/// A `clipShape` modifier, whatever its shape. Not API.
protocol _ClipShaping {
    /// The clip's path in `frame`.
    func _clipPath(in frame: CGRect) -> Path
}

extension _ClipShapeModifier: _ClipShaping {
    func _clipPath(in frame: CGRect) -> Path { shape.path(in: frame) }
}
