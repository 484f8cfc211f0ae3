import AnimaticUI

// Seed 002's code as written.

extension GraphExplainer {
    struct FollowPathExample: View {
        @State private var value = 0.0
        var body: some View {
            let path = Path { path in
                path.move(to: .zero)
                path.addCurve(
                    to: CGPoint(x: 140, y: 100), control1: CGPoint(x: 0, y: 180),
                    control2: CGPoint(
                        x: 140, y: -80
                    ))
            }
            Circle()
                .fill(.red)
                .frame(width: 24, height: 24)
                .modifier(FollowPath(progress: value, path: path))
                .background {
                    path.stroke(.tertiary, lineWidth: 2)
                }
                .frame(width: 140, height: 100)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(.rect)
                .onTapGesture {
                    withAnimation(.linear(duration: 3)) {
                        value = value == 0 ? 1 : 0
                    }
                }
        }
    }
}
