import AnimaticUI
import Foundation
import Testing

/// A view whose body is a spacer of a given minimum length: in layout, a piece that passes its
/// proposal through to what is inside it.
private struct Gap: View {
    var length: CGFloat
    var body: some View { Spacer(minLength: length) }
}

/// Two texts around a `Gap` in a column that takes its ideal size; "Widen" makes the gap 50.
private struct GappedColumn: View {
    @State private var length: CGFloat = 10

    var body: some View {
        VStack {
            VStack(spacing: 0) {
                Text("a")
                Gap(length: length)
                Text("b")
            }
            .fixedSize()
            Button("Widen") { length = 50 }
        }
    }
}

/// A text three levels of pass-through pieces deep: a view whose body is a view whose body is an
/// offset text.
private struct Outer: View {
    var title: String
    var body: some View { Inner(title: title) }
}

private struct Inner: View {
    var title: String
    var body: some View { Text(title).offset(x: 5) }
}

/// A deep text above another; "Lengthen" gives the deep text a second line.
private struct DeepColumn: View {
    @State private var title = "one line"

    var body: some View {
        VStack(spacing: 0) {
            Outer(title: title)
            Text("below")
            Button("Lengthen") { title = "one line\nand another" }
        }
    }
}

@Suite("Pieces that pass layout through to what is inside")
struct PassThroughLayoutTests {
    /// The top of the text `string`, as drawn.
    private func top(of string: String, in host: ViewHost) throws -> CGFloat {
        try #require(host.displayList.items.first { $0.text == string }).frame.minY
    }

    @Test("a spacer's new length inside a view's body moves what is below it by the difference")
    func innerSpacerChange() throws {
        let host = ViewHost(GappedColumn())
        host.update()
        // With no proposal along the column, a spacer is its minimum length: the second text's
        // top is the first's plus a line (20⅓ points, the body font's) plus the gap.
        let line: CGFloat = 61.0 / 3
        let before = try top(of: "b", in: host) - top(of: "a", in: host)
        #expect(abs(before - (line + 10)) < 1e-9)
        host.tap("Widen")
        host.update()
        let after = try top(of: "b", in: host) - top(of: "a", in: host)
        #expect(abs(after - (line + 50)) < 1e-9, "the gap's size kept from before the change would leave \(before)")
    }

    @Test("a text several pass-through levels deep sizes them all; its change moves what is below")
    func deepPassThrough() throws {
        let host = ViewHost(DeepColumn())
        host.update()
        let line: CGFloat = 61.0 / 3
        let deep = try #require(host.displayList.items.first { $0.text == "one line" })
        // The levels above the text are as large as it is: the text below starts a line lower.
        #expect(abs(try top(of: "below", in: host) - deep.frame.minY - line) < 1e-9)
        host.tap("Lengthen")
        host.update()
        let longer = try #require(host.displayList.items.first { $0.text == "one line\nand another" })
        #expect(abs(longer.frame.height - 2 * line) < 1e-9)
        #expect(abs(try top(of: "below", in: host) - longer.frame.minY - 2 * line) < 1e-9)
    }
}
