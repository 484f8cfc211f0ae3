import AnimaticUI
import Testing

// Views whose bodies make one name more than once: in one chain of modifiers, and in several.

private struct Badge: View {
    var body: some View {
        Circle()
            .frame(width: 24, height: 24)
            .padding()
            .frame(width: 100, height: 100)
            .frame(maxWidth: .infinity)
    }
}

private struct Card: View {
    var body: some View {
        Text("card")
            .background(.orange)
            .overlay { Circle().stroke(.orange, lineWidth: 4) }
            .overlay { Text("label") }
    }
}

private struct Column: View {
    var body: some View {
        VStack {
            Text("a").padding().padding()
            Text("b").padding()
        }
    }
}

private struct Caption: View {
    var body: some View {
        Text("caption").padding()
    }
}

private struct Poster: View {
    var body: some View {
        VStack {
            Text("poster").padding()
            Caption()
        }
    }
}

@Suite("Node names: a repeated name is qualified by its place in its chain, its body, or the view whose body it is")
struct NodeNameTests {
    /// The names of the nodes the host made, in the order it made them.
    static func names(_ view: some View) -> [String] {
        let host = ViewHost(view)
        host.update()
        return host.trace.ticks.flatMap(\.events).compactMap { event in
            if case .created(let node, _) = event { node.name } else { nil }
        }
    }

    @Test("one chain's frames are frame[0], frame[1], frame[2] in the order the code writes them")
    func frames() {
        let names = Self.names(Badge())
        #expect(
            names.filter { $0.hasPrefix("frame") && !$0.hasSuffix(".layout") && !$0.hasSuffix(".size") } == [
                "frame[2]", "frame[1]", "frame[0]",
            ])
        #expect(names.contains("frame[0].layout") && names.contains("frame[1].layout"))
        #expect(names.contains("frame[0].size") && names.contains("frame[1].size"))
        // A modifier the chain applies once keeps its plain name.
        #expect(names.contains("padding") && names.contains("padding.layout"))
        #expect(!names.contains { $0.contains(" (") }, "\(names)")
    }

    @Test("two overlays are numbered, and the background between them is not: they are different modifiers")
    func overlays() {
        let names = Self.names(Card())
        #expect(names.contains("background.layout"))
        #expect(names.contains("overlay[0].layout") && names.contains("overlay[1].layout"))
        // The second overlay's text repeats the base's name: its place, the overlay, qualifies it.
        #expect(names.contains("Text") && names.contains("overlay[1]/Text"), "\(names)")
        #expect(!names.contains { $0.contains(" (") }, "\(names)")
    }

    @Test("a name repeated across a body is qualified by its place, and within a chain by its place there")
    func placeAndChain() {
        let names = Self.names(Column())
        for name in ["VStack[0]/padding[0]", "VStack[0]/padding[1]", "VStack[1]/padding"] {
            #expect(names.contains(name), "no \(name) among \(names)")
        }
        #expect(!names.contains { $0.contains(" (") }, "\(names)")
    }

    @Test("a name another body made already is qualified by the view whose body makes it again")
    func acrossBodies() {
        let names = Self.names(Poster())
        // The poster's body came first: its text and padding keep the short names.
        for name in ["Text", "padding", "Caption", "Caption.body", "Caption/Text", "Caption/padding"] {
            #expect(names.contains(name), "no \(name) among \(names)")
        }
        #expect(!names.contains { $0.contains(" (") }, "\(names)")
    }

    @Test("a view whose body contains itself writes a run of three or more levels once, with its count")
    func recursion() {
        let names = Self.names(NestedPadding(depth: 4))
        // Level 1 keeps the short names, level 2 is qualified by level 1, and from level 3 on the
        // levels above are one run: `NestedPadding*3` stands for three levels of `NestedPadding`. A
        // name no level above made (the innermost text) is qualified no further than its view's own.
        let two = "NestedPadding/NestedPadding"
        for name in [
            "NestedPadding", "padding", two, two + "/padding", two + "/NestedPadding", "NestedPadding*3/padding",
            "NestedPadding*3/NestedPadding", "NestedPadding*4/padding", "NestedPadding*4/NestedPadding",
            "NestedPadding*5/if", "NestedPadding*4/Text",
        ] {
            #expect(names.contains(name), "no \(name) among \(names)")
        }
        #expect(!names.contains { $0.contains(" (") }, "\(names)")
        #expect(!names.contains { $0.contains(two + "/NestedPadding/") }, "\(names)")
    }
}
