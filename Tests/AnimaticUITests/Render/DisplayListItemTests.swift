import AnimaticUI
import Foundation
import Testing

@Suite("A display list item is a value")
struct DisplayListItemTests {
    private static let frame = CGRect(x: 10, y: 20, width: 30, height: 40)

    @Test("a copy that changes a shape's path, stroke, projection or clip leaves the original as it was")
    func copiesAreIndependent() {
        var original = DisplayList.Item(view: "Circle", kind: .shape, frame: Self.frame)
        original.path = Path(ellipseIn: Self.frame)
        original.stroke = .red
        var copy = original
        copy.path = Path(Self.frame)
        copy.stroke = .blue
        copy.projection = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
        copy.clip = [Path(Self.frame)]
        #expect(original.path == Path(ellipseIn: Self.frame))
        #expect(original.stroke == .red)
        #expect(original.projection == ProjectionTransform())
        #expect(original.clip.isEmpty)
        #expect(copy.path == Path(Self.frame) && copy.stroke == .blue && copy.clip == [Path(Self.frame)])
        #expect(copy != original)
    }

    @Test("an item whose rarer properties were set back to their defaults equals one that never had them")
    func defaultsCompareEqual() {
        let plain = DisplayList.Item(view: "Text", kind: .text, frame: Self.frame)
        var changed = plain
        changed.shadow = DisplayList.Shadow(color: .black, radius: 4, x: 0, y: 2)
        changed.systemImage = "heart"
        #expect(changed != plain)
        changed.shadow = nil
        changed.systemImage = nil
        #expect(changed == plain)
        // Setting a default on an item that holds none changes nothing either.
        var untouched = plain
        untouched.effects = []
        untouched.trim = nil
        #expect(untouched == plain)
    }

    @Test("a text's lines read back as set, whatever the order, and stay when the text changes after them")
    func linesFollowWhatWasSet() {
        var item = DisplayList.Item(view: "Text", kind: .text, frame: Self.frame)
        #expect(item.lines.isEmpty)
        item.text = "Row 1"
        #expect(item.lines.isEmpty, "a text set after no lines leaves no lines")
        item.lines = ["Row 1"]
        #expect(item.lines == ["Row 1"])
        // Lines that were the text stay the old text's when the text changes.
        item.text = "Row 2"
        #expect(item.lines == ["Row 1"])
        item.lines = ["Row", "2"]
        #expect(item.lines == ["Row", "2"] && item.text == "Row 2")
        // Lines set before the text.
        var early = DisplayList.Item(view: "Text", kind: .text, frame: Self.frame)
        early.lines = ["Row 3"]
        early.text = "Row 3"
        #expect(early.lines == ["Row 3"])
        early.text = nil
        #expect(early.lines == ["Row 3"] && early.text == nil)
    }

    @Test("items with the same text and lines are equal however they were set, and differ when a line does")
    func linesCompareByValue() {
        var first = DisplayList.Item(view: "Text", kind: .text, frame: Self.frame)
        first.text = "Row"
        first.lines = ["Row"]
        var second = DisplayList.Item(view: "Text", kind: .text, frame: Self.frame)
        second.lines = ["Row"]
        second.text = "Row"
        // One went through another text and back.
        var third = second
        third.text = "Other"
        third.text = "Row"
        #expect(first == second && second == third && first == third)
        var wrapped = first
        wrapped.lines = ["R", "ow"]
        #expect(wrapped != first)
        var empty = first
        empty.lines = []
        #expect(empty != first && empty.lines.isEmpty)
    }

    @Test("every property reads back what was set")
    func readsBack() {
        var item = DisplayList.Item(view: "Image", kind: .image, frame: Self.frame)
        item.gradient = nil
        item.strokeStyle = StrokeStyle(lineWidth: 3)
        item.trim = 0.25...0.75
        item.systemImage = "star.fill"
        item.imageName = "photo"
        item.effects = [.blur(radius: 2, isOpaque: false)]
        item.shadow = DisplayList.Shadow(color: .black, radius: 1, x: 1, y: 1)
        #expect(item.strokeStyle == StrokeStyle(lineWidth: 3))
        #expect(item.trim == 0.25...0.75)
        #expect(item.systemImage == "star.fill" && item.imageName == "photo")
        #expect(item.effects == [.blur(radius: 2, isOpaque: false)])
        #expect(item.shadow == DisplayList.Shadow(color: .black, radius: 1, x: 1, y: 1))
        #expect(item.gradient == nil && item.path == nil && item.stroke == nil)
    }
}
