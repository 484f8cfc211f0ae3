// SwiftUI's users get Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) and `Date`, and the
// `@Observable` macro, with `import SwiftUI`; AnimaticUI's get them with `import AnimaticUI`.
@_exported import Animatic
@_exported import Foundation
@_exported import Observation
