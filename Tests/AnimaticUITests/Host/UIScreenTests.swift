import AnimaticUI
import Testing

/// A bar as wide as the screen, as field views size themselves: by `UIScreen.main.bounds` in a
/// body, and in a child's property initializer.
private struct ScreenWide: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10)
            HalfScreen()
        }
    }
}

private struct HalfScreen: View {
    let width = UIScreen.main.bounds.width / 4
    var body: some View {
        Color.blue.frame(width: width, height: 10)
    }
}

@Suite("UIScreen.main")
struct UIScreenTests {
    @Test("is the screen of the host whose body runs, in a body and in a child's initializer")
    func hostsScreen() {
        let host = ViewHost(ScreenWide(), size: CGSize(width: 320, height: 568))
        host.update()
        let widths = host.displayList.items.filter { $0.kind == .shape }.map(\.frame.width)
        #expect(widths == [160, 80])
    }

    @Test("is the default screen where no host's code runs, with the scale of an iPhone 16 Pro")
    func defaultScreen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
    }
}
