import Foundation

extension DisplayList {
    /// A shadow drawn under an item, from `shadow(color:radius:x:y:)` around it.
    public struct Shadow: Equatable, Sendable {
        /// The shadow's colour, with its opacity.
        public var color: Color
        /// How far the shadow is blurred, in points: SwiftUI's radius.
        public var radius: CGFloat
        /// How far the shadow is moved right of the item, in screen points.
        public var x: CGFloat
        /// How far the shadow is moved down from the item, in screen points.
        public var y: CGFloat

        /// Creates a shadow.
        ///
        /// - Parameters:
        ///   - color: The shadow's colour, with its opacity.
        ///   - radius: The blur radius, in points.
        ///   - x: The horizontal offset, in points.
        ///   - y: The vertical offset, in points.
        public init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }
}
