/// An image with what it takes from the environment: the font that sizes a symbol and the
/// foreground style that tints it. What layout and drawing read for an `Image`. Not API.
struct _ResolvedImage: Equatable, CustomStringConvertible {
    /// The image as the body wrote it.
    var image: Image
    /// The environment's font and foreground style.
    var style: _InheritedTextStyle

    /// The font the image is sized in: the environment's, else `body`, as SwiftUI sizes a symbol.
    var font: Font { style.font ?? .body }

    /// The image as code writes it: `Image(systemName: "plus")`, `Image("photo").resizable()`.
    var description: String { image.description }
}
