import AnimaticPlaygrounds
import AnimaticUI
import Testing

/// A colour an animation brings exactly onto a system colour is named after it, so a timeline
/// never words one colour as two; part way, it shows its components.
@Suite("Colours named after the system colour they are")
struct ColorSystemNameTests {
    @Test("the like button's fill: no change from gray to its own components, red.opacity(0.15) once settled")
    func likeButtonFill() throws {
        let host = ViewHost(LikeButton())
        host.update()
        host.tap("like")
        host.advance(by: 2)
        let lines = host.trace.timeline().split(separator: "\n").filter { $0.contains(" fill ") }
        // The tap's frame: the fill starts from where it is, gray at 10 %, so it does not change.
        #expect(lines.contains { $0.contains("gray.opacity(0.1) (unchanged: nothing below runs)") })
        #expect(!lines.contains { $0.contains("→ Color(red: 0.557, green: 0.557, blue: 0.576, opacity: 0.1)") })
        // Part way, components; settled, the target's name.
        #expect(lines.contains { $0.contains("→ Color(red: ") })
        let last = try #require(host.trace.samples(of: "fill").last)
        #expect(last.value.description == "red.opacity(0.15)")
    }

    @Test("exact components take the name; others do not")
    func lookup() {
        var color = Color.red
        color.animatableData = Color.gray.animatableData
        #expect(color.description == "gray")
        color.animatableData.first.first += 0.001
        #expect(color.description.hasPrefix("Color(red: 0.558"))
        var blue = Color(red: 0, green: 0, blue: 0)
        blue.animatableData = Color.blue.opacity(0.5).animatableData
        #expect(blue.description == "blue.opacity(0.5)")
    }
}
