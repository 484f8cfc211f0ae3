import Foundation

/// A view that draws with commands, as SwiftUI's `Canvas`.
///
///     Canvas { context, size in
///         for index in 0..<3 {
///             let x = CGFloat(index) * size.width / 3
///             context.fill(Path(ellipseIn: CGRect(x: x, y: 0, width: 20, height: 20)), with: .color(.blue))
///         }
///     }
///
/// It takes the whole size proposed, as a `GeometryReader` does, and calls `renderer` with that
/// size. Each fill and stroke the renderer makes is recorded as a path in the display list, in the
/// canvas's frame, in the order drawn, with the context's opacity and transform when it was drawn.
/// The renderer runs again when the canvas's size or its value changes (a `TimelineView` around it
/// redraws it at every entry).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// The canvas as drawn: a shape for each command, on the whole canvas.
    public var body: some View {
        GeometryReader { proxy in
            let commands = record(size: proxy.size)
            ZStack(alignment: .topLeading) {
                ForEach(0..<commands.count, id: \.self) { index in
                    let command = commands[index]
                    Group {
                        if let stroke = command.stroke {
                            _CanvasPath(recorded: command.path).stroke(command.shading.style, style: stroke)
                        } else {
                            _CanvasPath(recorded: command.path).fill(command.shading.style)
                        }
                    }
                    .opacity(command.opacity)
                }
            }
        }
    }

    /// What the renderer draws on a canvas of `size`.
    func record(size: CGSize) -> [GraphicsContext.Command] {
        var context = GraphicsContext()
        renderer(&context, size)
        return context.commands
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is opaque; kept.
    ///   - colorMode: The colour space it renders in; kept.
    ///   - rendersAsynchronously: Whether it renders off the main thread; kept, as it renders in the frame.
    ///   - renderer: Draws into the context, given the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
    }
}
