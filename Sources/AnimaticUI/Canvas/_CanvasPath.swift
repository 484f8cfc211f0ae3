/// One path a `Canvas` drew, as a shape laid out on the whole canvas: its path is already in the
/// canvas's space. Not API.
struct _CanvasPath: Shape {
    var recorded: Path

    func path(in rect: CGRect) -> Path { recorded }
}
