/// The piece that holds a `GeometryReader`'s content: it lays the content out at its top-leading
/// corner, inside the frame the reader gave it. Its own layout node keeps the content's values out
/// of the layout that places the reader, whose frame the content is made from. Not API.
struct _GeometryReaderContent: _LayoutContainer, CustomStringConvertible {
    var _layout: any Layout { ZStackLayout(alignment: .topLeading) }

    var description: String { "GeometryReader content" }
}
