import AnimaticUI
import Foundation
import Testing

private struct Caption: View {
    var body: some View { Text("sub") }
}

/// A stack inserted under an animation: a text built at once, and a view whose text is built a pass
/// later, so the stack's layout is known only once both are.
private struct InsertedStack: View {
    @State var show: Bool

    var body: some View {
        VStack {
            Button("Go") { withAnimation(.linear(duration: 1)) { show = true } }
            if show {
                VStack {
                    Text("a")
                    Caption()
                }
            }
        }
    }
}

@Suite("Views built over several passes")
struct InsertedLevelsTests {
    @Test("an inserted text beside a view built a pass later starts where the whole layout puts it")
    func insertedTextDoesNotFly() throws {
        // Where the text is when the stack is there from the start.
        let settled = ViewHost(InsertedStack(show: true))
        settled.update()
        let expected = try #require(settled.displayList.items.first { $0.text == "a" }).frame

        let host = ViewHost(InsertedStack(show: false))
        host.update()
        host.tap("Go")
        // Half way through the insertion's animation: the stack fades in (the default transition),
        // but its text does not slide from a place a partial layout gave it.
        host.advance(by: 0.5)
        let text = try #require(host.displayList.items.first { $0.text == "a" })
        #expect(text.frame == expected)
        #expect(text.opacity > 0 && text.opacity < 1)
    }
}
