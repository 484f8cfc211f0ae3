import Animatic
import Foundation

extension CGRect {
    /// The frame every scene draws its shapes in: a 100-point square at the origin, small enough
    /// that the coordinates in a trace stay short.
    static let canvas = CGRect(x: 0, y: 0, width: 100, height: 100)
}
