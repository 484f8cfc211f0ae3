/// The plain button style: the label as it is, untinted, as SwiftUI's `.plain`. Not API.
struct _PlainButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}
