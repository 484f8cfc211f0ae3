/// A title with an icon before it, as SwiftUI's `Label`: drawn as its icon then its title in a
/// row 6 points apart (SwiftUI's style depends on where the label is; this is its look in a
/// button or a list row).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title.
    public var body: some View {
        HStack(spacing: 6) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with a symbol, as SwiftUI's `Label(_:systemImage:)`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title` with an image from the assets, as SwiftUI's `Label(_:image:)`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
