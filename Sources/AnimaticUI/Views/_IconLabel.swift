/// A symbol followed by a title, as a `Label` draws in a button. Not API.
public struct _IconLabel: View, Equatable {
    let title: String
    let systemImage: String

    /// A symbol, then the title, in a row.
    public var body: some View {
        HStack(spacing: 6) {
            Image(systemName: systemImage)
            Text(title)
        }
    }
}
