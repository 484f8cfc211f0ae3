import AnimaticTestSupport
import AnimaticUI
import Testing

/// One step's parameters of ``FuzzedCard``.
private struct Knobs {
    var width: CGFloat
    var height: CGFloat
    var maxWidth: CGFloat
    var padding: CGFloat
    var offsetX: CGFloat
    var offsetY: CGFloat
    var opacity: Double
    var scale: CGFloat
    var anchorX: CGFloat
    var degrees: Double

    /// Values a view may be handed: NaN, both infinities, negatives, zero, ordinary and huge ones.
    static let pool: [CGFloat] = [.nan, .infinity, -.infinity, -1e300, -40, -1, 0, 0.5, 1, 30, 1e9, 1e300]

    static func random(using random: inout SplitMix64) -> Knobs {
        func pick() -> CGFloat {
            random.chance(percent: 60) ? pool[random.int(below: pool.count)] : CGFloat(random.int(in: 0...120))
        }
        return Knobs(
            width: pick(), height: pick(), maxWidth: pick(), padding: pick(), offsetX: pick(), offsetY: pick(),
            opacity: pick(), scale: pick(), anchorX: pick(), degrees: pick())
    }

    /// Whether any parameter is one SwiftUI warns about: not finite, or a negative frame
    /// dimension or opacity.
    var isInvalid: Bool {
        let all = [width, height, maxWidth, padding, offsetX, offsetY, opacity, scale, anchorX, degrees]
        return all.contains { !$0.isFinite } || width < 0 || height < 0 || maxWidth < 0 || opacity < 0
    }
}

/// A card whose every layout and drawing parameter comes from the step's knobs; a tap moves to
/// the next step, with or without an animation.
private struct FuzzedCard: View {
    let steps: [Knobs]
    let animation: Animation?
    @State private var step = 0
    var body: some View {
        let knobs = steps[step % steps.count]
        VStack {
            Text("Card")
                .padding(knobs.padding)
                .frame(width: knobs.width, height: knobs.height)
            Color.blue.frame(maxWidth: knobs.maxWidth)
        }
        .offset(x: knobs.offsetX, y: knobs.offsetY)
        .opacity(knobs.opacity)
        .scaleEffect(knobs.scale, anchor: UnitPoint(x: knobs.anchorX, y: 0.5))
        .rotationEffect(.degrees(knobs.degrees))
        .animation(animation, value: step)
        .onTapGesture { step += 1 }
        .accessibilityIdentifier("card")
    }
}

@Suite("Invalid view values, fuzzed")
struct InvalidValueFuzzTests {
    @Test("random NaN, infinite, negative and huge parameters, animated or not, never trap", arguments: 1...12)
    func neverTraps(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let steps = (0..<8).map { _ in Knobs.random(using: &random) }
        let animations: [Animation?] = [nil, .linear(duration: 0.3), .spring(duration: 0.4, bounce: 0.5), .default]
        let host = ViewHost(FuzzedCard(steps: steps, animation: animations[seed % animations.count]))
        // The warnings are expected: captured here, not printed (the host keeps them too).
        let printed = ViewHost.withWarningsCaptured {
            host.update()
            for _ in 1..<steps.count {
                host.tap("card")
                host.advance(by: 0.1)
                _ = host.displayList
            }
            host.advance(by: 1)
        }.warnings
        #expect(printed == host.warnings)
        // Everything that reads the values words them without trapping.
        let list = host.displayList
        #expect(!host.trace.timeline().isEmpty)
        #expect(!(try TraceJSON(host.trace).encoded()).isEmpty)
        // What is drawn is finite: invalid values were replaced before layout and drawing, and what
        // huge effects would overflow is not drawn.
        for item in list.items {
            let numbers = [
                item.frame.minX, item.frame.minY, item.frame.width, item.frame.height, item.transform.m11,
                item.transform.tX, item.transform.tY, item.opacity,
            ]
            #expect(numbers.allSatisfy { $0.isFinite }, "\(item.view): \(item.frame) \(item.transform)")
            #expect((0...1).contains(item.opacity))
        }
        // A warning for each invalid step, each naming a node of the card.
        if steps.contains(where: \.isInvalid) { #expect(!host.warnings.isEmpty) }
        let nodes = ["frame", "padding", "offset", "opacity", "scaleEffect", "rotationEffect"]
        for warning in host.warnings {
            #expect(nodes.contains { warning.hasPrefix("\($0): ") || warning.contains("/\($0): ") }, "\(warning)")
        }
    }
}
