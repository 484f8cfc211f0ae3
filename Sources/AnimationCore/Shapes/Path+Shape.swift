import Foundation

/// A path is a shape, as in SwiftUI: it draws itself, whatever the rectangle.
extension Path: Shape {
    /// The path itself, unchanged.
    ///
    /// Mirrors SwiftUI's `Path.path(in:)`, which ignores the rectangle.
    ///
    /// - Parameter rect: Ignored.
    /// - Returns: This path.
    public func path(in rect: CGRect) -> Path {
        self
    }
}
