import Foundation

extension RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius`, as SwiftUI's
    /// `RoundedRectangle(cornerRadius:style:)`; the corners are quarter circles in either style.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
        self.init(cornerRadius: cornerRadius)
    }

    /// A rounded rectangle with corners of `cornerSize`, as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`; the corners are quarter ellipses in either style.
    public init(cornerSize: CGSize, style: RoundedCornerStyle) {
        self.init(cornerSize: cornerSize)
    }
}

extension Capsule {
    /// A capsule, as SwiftUI's `Capsule(style:)`; its ends are half circles in either style.
    public init(style: RoundedCornerStyle) {
        self.init()
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners, as SwiftUI's `.rect(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius)
    }
}
