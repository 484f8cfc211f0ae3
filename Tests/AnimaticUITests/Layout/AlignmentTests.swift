import AnimaticUI
import Testing

@Suite("Alignment")
struct AlignmentTests {
    @Test(
        "an alignment describes itself as code names it, so traced modifiers read as written",
        arguments: [
            (Alignment.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
            (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
            (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
        ])
    func description(alignment: Alignment, name: String) {
        #expect(alignment.description == name)
    }
}
