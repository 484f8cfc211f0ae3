import AnimaticPlaygrounds
import AnimaticUI
import Testing

/// The three everyday views a newcomer brought, in `Playgrounds/Everyday` as an app writes them (a
/// like button, a spinner started in onAppear, a to-do card whose rows come and go), animated as on
/// a phone.
@Suite("Everyday views, as written")
struct EverydayViewsTests {
    @Test("the like button: a tap on its label closure springs the heart to 1.3 and counts 42")
    func likeButton() throws {
        let host = ViewHost(LikeButton())
        host.update()
        #expect(host.tappableLabels.contains("like"))
        host.graph.advance(to: 0.1) { host.tap("like") }
        host.advance(to: 2)
        #expect(host.displayList.items.compactMap(\.text).contains("42"))
        let scales = host.trace.samples(of: "scaleEffect").compactMap { ($0.value.base as? _ScaleEffect)?.scale.width }
        // An underdamped spring (damping fraction 0.5) overshoots 1.3 and settles on it.
        #expect(try #require(scales.max()) > 1.3)
        #expect(abs(try #require(scales.last) - 1.3) < 1e-6)
    }

    @Test("the spinner turns from its first frame: 180° at 0.5 s, for ever")
    func spinner() throws {
        let host = ViewHost(LoadingSpinner())
        host.update()
        host.advance(to: 0.5)
        let angle = try #require(host.value(of: "rotationEffect", atFrame: 30, as: _RotationEffect.self)).angle
        #expect(abs(angle.degrees - 180) < 1e-9)
        #expect(host.isAnimating)
    }

    @Test("the to-do card: the rows move in and fade in with the header's animation, and a deleted row moves out")
    func todoCard() throws {
        let host = ViewHost(TodoCard())
        host.update()
        #expect(host.displayList.items.compactMap(\.text) == ["Today"])
        host.graph.advance(to: 0.1) { host.tap("header") }
        // Half way through the header's 0.3 s ease-in-out: the rows are half faded in.
        host.advance(to: 0.25)
        let rows = host.displayList.items.filter { $0.text == "Buy milk" || $0.text == "Walk the dog" }
        #expect(rows.count == 2)
        for row in rows { #expect(abs(row.opacity - 0.5) < 1e-9, "\(row.text ?? "")") }
        host.advance(to: 1)
        #expect(host.displayList.items.filter { $0.text == "Buy milk" }.map(\.opacity) == [1])
        // Deleting a row: it stays, moving out and fading, until its animation ends, then goes.
        host.graph.advance(to: 1.1) { host.tap("delete-Buy milk") }
        host.advance(to: 1.2)
        #expect(host.displayList.items.contains { $0.text == "Buy milk" })
        host.advance(to: 3)
        #expect(!host.displayList.items.contains { $0.text == "Buy milk" })
        #expect(host.displayList.items.contains { $0.text == "Walk the dog" })
    }
}
