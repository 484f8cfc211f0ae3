import AnimaticUI
import Foundation
import Testing

// The default screen is 402 × 874 with a safe area of 402 × 778 at y = 62 (insets 62 at the top,
// 34 at the bottom, none at the sides). A view that ignores the safe area on an edge extends to the
// screen's edge there only when it reaches the safe area's boundary on that edge.

/// A header 100 points tall at the top of the safe area, whose colour ignores the top edge.
private struct Header: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.ignoresSafeArea(edges: .top).frame(height: 100)
            Spacer()
        }
    }
}

/// A column whose first text is at the top of what the column is given.
private struct TopText: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Top")
            Spacer()
        }
        .ignoresSafeArea()
    }
}

/// The frames of a host's display list after its first frame.
private func frames<Content: View>(_ view: Content) -> [CGRect] {
    let host = ViewHost(view)
    host.update()
    return host.displayList.items.map(\.frame)
}

@Suite("ignoresSafeArea and the style backgrounds")
struct IgnoresSafeAreaModifierTests {
    @Test("a colour filling the safe area, ignoring it, covers the whole screen")
    func fullScreen() {
        #expect(frames(Color.blue.ignoresSafeArea()) == [rect(0, 0, 402, 874)])
    }

    @Test("only the chosen edges extend: top alone reaches y = 0 and keeps the bottom at 874 − 34 = 840")
    func chosenEdges() {
        #expect(frames(Color.blue.ignoresSafeArea(edges: .top)) == [rect(0, 0, 402, 840)])
        #expect(frames(Color.blue.ignoresSafeArea(edges: .bottom)) == [rect(0, 62, 402, 874 - 62)])
        #expect(frames(Color.blue.edgesIgnoringSafeArea(.bottom)) == [rect(0, 62, 402, 874 - 62)])
        #expect(frames(Color.blue.ignoresSafeArea(.container, edges: .vertical)) == [rect(0, 0, 402, 874)])
    }

    @Test("a view kept away from the safe area's boundary does not extend")
    func awayFromTheBoundary() {
        // Padded by 10 inside the safe area: (10, 72) 382 × 758, touching no boundary.
        #expect(frames(Color.blue.ignoresSafeArea().padding(10)) == [rect(10, 72, 382, 758)])
        // A 100 × 100 square at the centre: (151, 62 + 339 = 401).
        #expect(frames(Color.blue.frame(width: 100, height: 100).ignoresSafeArea()) == [rect(151, 401, 100, 100)])
    }

    @Test("the keyboard's region alone changes nothing: the simulated screen has no keyboard")
    func keyboard() {
        #expect(frames(Color.blue.ignoresSafeArea(.keyboard)) == [rect(0, 62, 402, 778)])
    }

    @Test("a header's colour extends up under the status bar, proposed the taller size")
    func header() {
        // The header's frame is (0, 62) 402 × 100; its colour, ignoring the top, is (0, 0) 402 × 162.
        #expect(frames(Header()) == [rect(0, 0, 402, 162)])
    }

    @Test("a container ignoring the safe area lays its content out on the whole screen")
    func container() {
        // The column is proposed 402 × 874 at y = 0; the text, 20⅓ high, sits at its top.
        let text = frames(TopText())
        #expect(text.count == 1)
        #expect(text.first?.minY == 0)
        #expect(text.first.map { abs($0.height - 61.0 / 3) < 1e-9 } == true)
    }

    @Test("a style's background ignores the safe area by default; a view's background does not")
    func backgrounds() {
        let filling = Color.clear.background(Color.blue)
        // The clear colour fills the safe area; its background fills the screen.
        #expect(frames(filling).first == rect(0, 0, 402, 874))
        #expect(frames(Color.clear.background(Color.blue, ignoresSafeAreaEdges: [])).first == rect(0, 62, 402, 778))
        #expect(frames(Color.clear.background(Color.blue, ignoresSafeAreaEdges: .top)).first == rect(0, 0, 402, 840))
        #expect(frames(Color.clear.background { Color.blue }).first == rect(0, 62, 402, 778))
        #expect(frames(Color.clear.overlay(Color.blue)).last == rect(0, 0, 402, 874))
    }

    @Test("the modifier's text is the code that wrote it")
    func description() {
        #expect(String(describing: Color.blue.ignoresSafeArea().modifier) == "ignoresSafeArea()")
        #expect(
            String(describing: Color.blue.ignoresSafeArea(.container, edges: [.top, .leading]).modifier)
                == "ignoresSafeArea(.container, edges: [.top, .leading])")
        #expect(
            String(describing: Color.blue.edgesIgnoringSafeArea(.vertical).modifier)
                == "ignoresSafeArea(.container, edges: .vertical)")
    }
}
