/// The clip a scrolling container (`ScrollView`, `List`) draws its content through: what lies
/// outside its frame is not shown. Not API.
enum _ScrollClip {
    /// `render` inside a piece that clips it to its frame.
    static func clipping(_ render: _RenderNode) -> _RenderNode {
        let clip = _ClipShapeModifier(shape: Rectangle())
        return _RenderNode(
            .modifier(name: "clipShape", value: _GraphValue(read: { clip }, peek: { clip })), children: [render])
    }
}
