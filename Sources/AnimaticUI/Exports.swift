// SwiftUI's users get Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect) and `Date` with
// `import SwiftUI`; AnimaticUI's get them with `import AnimaticUI`.
@_exported import Animatic
@_exported import Foundation
