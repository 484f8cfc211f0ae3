import AnimaticUI
import Foundation

extension Path {
    /// Seed 003's polygon with a continuous side count.
    ///
    /// Vertices sit at `2π · i / sides`. When `sides` is not a whole number the last vertex lands
    /// short of a full turn, so it sits *on top of* vertex zero and then peels away as the count
    /// grows: at 5.4 sides there are six vertices, the sixth 40% of the way out from under the
    /// first, so a new edge grows out of an existing corner instead of the whole figure jumping.
    static func polygon(in rect: CGRect, sides: Double) -> Path {
        let count = max(3.0, sides)
        let whole = Int(count.rounded(.down))
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0...whole {
            let angle: Double = 2 * .pi * Double(index) / count - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
