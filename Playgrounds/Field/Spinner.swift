import AnimaticUI

/// A loading spinner as apps write it: an arc started turning in `onAppear` with a repeating linear
/// animation.
public struct Spinner: View {
    @State private var isRotating = false

    /// Creates the spinner.
    public init() {}

    /// The arc, turning for ever from the first frame.
    public var body: some View {
        Circle()
            .trim(from: 0, to: 0.75)
            .stroke(Color.blue, lineWidth: 6)
            .frame(width: 48, height: 48)
            .rotationEffect(.degrees(isRotating ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isRotating = true
                }
            }
    }
}
