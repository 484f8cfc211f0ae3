import AnimaticExports
import AnimaticUI
import Foundation
import Testing

private struct LinearCard: View {
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 200, height: 100)
    }
}

private struct RadialDot: View {
    var body: some View {
        Circle()
            .fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 50))
            .frame(width: 100, height: 100)
    }
}

private struct AngularRing: View {
    var body: some View {
        AngularGradient(colors: [.red, .blue], center: .center)
            .frame(width: 100, height: 100)
    }
}

private struct GradientBackground: View {
    var body: some View {
        Color.clear
            .frame(width: 100, height: 50)
            .background(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
    }
}

private struct BlurOnTap: View {
    @State private var blurred = false
    var body: some View {
        Color.red
            .frame(width: 100, height: 100)
            .blur(radius: blurred ? 10 : 0)
            .animation(.linear(duration: 1), value: blurred)
            .onTapGesture { blurred = true }
    }
}

private struct MaskedSquare: View {
    var body: some View {
        Color.red
            .frame(width: 100, height: 100)
            .mask { Circle() }
    }
}

@Suite("Vocabulary: gradients, blur and masks")
struct GradientAndEffectTests {
    @Test("a linear gradient's colour a quarter of the way along is 3/4 the first colour and 1/4 the second")
    func linear() throws {
        let host = ViewHost(LinearCard())
        host.update()
        let item = try #require(host.displayList.items.first)
        let gradient = try #require(item.gradient)
        // The 200 × 100 frame is at (101, 401); from its leading edge to its trailing edge, the point
        // 50 points in is at t = 50 / 200 = 0.25. red = (1, 0.231, 0.188), blue = (0, 0.478, 1).
        let color = gradient.color(at: CGPoint(x: 151, y: 434))
        #expect(abs(color.red - 0.75) < 1e-9)
        #expect(abs(color.green - (0.75 * 0.231 + 0.25 * 0.478)) < 1e-9)
        #expect(abs(color.blue - (0.75 * 0.188 + 0.25 * 1)) < 1e-9)
        // Readers that draw colours only see the start colour.
        #expect(item.fill == .red)
        let svg = ScreenDrawing.group(host.displayList)
        #expect(
            svg.contains(
                "<linearGradient id=\"screen-clip-1\" gradientUnits=\"userSpaceOnUse\" x1=\"101\" y1=\"451\" x2=\"301\" y2=\"451\">"
            ))
        #expect(svg.contains("fill=\"url(#screen-clip-1)\""))
    }

    @Test("a radial gradient's colour halfway between its radii is the middle of its colours")
    func radial() throws {
        let host = ViewHost(RadialDot())
        host.update()
        let gradient = try #require(host.displayList.items.first?.gradient)
        // The centre is (201, 451); 30 points right of it is (30 − 10) / (50 − 10) = 0.5 of the way.
        let color = gradient.color(at: CGPoint(x: 231, y: 451))
        #expect(abs(color.red - 0.5) < 1e-9 && abs(color.blue - 0.5) < 1e-9)
        #expect(gradient.color(at: CGPoint(x: 205, y: 451)) == .white)
        #expect(ScreenDrawing.group(host.displayList).contains("<radialGradient"))
    }

    @Test("an angular gradient goes clockwise from 3 o'clock: straight down is a quarter turn")
    func angular() throws {
        let host = ViewHost(AngularRing())
        host.update()
        let gradient = try #require(host.displayList.items.first?.gradient)
        // Centre (201, 451). Below it: 90° of 360°, t = 0.25; left of it: t = 0.5.
        #expect(abs(gradient.location(at: CGPoint(x: 201, y: 481)) - 0.25) < 1e-9)
        #expect(abs(gradient.location(at: CGPoint(x: 171, y: 451)) - 0.5) < 1e-9)
        let half = gradient.color(at: CGPoint(x: 171, y: 451))
        // red = (1, 0.231, 0.188), blue = (0, 0.478, 1): the middle of each component.
        #expect(abs(half.red - 0.5) < 1e-9 && abs(half.blue - (0.188 + 1) / 2) < 1e-9)
        // SVG has no conic gradient: it is drawn as a pattern of wedges.
        #expect(ScreenDrawing.group(host.displayList).contains("<pattern"))
    }

    @Test("a gradient is a style for background, filling the view's frame")
    func gradientBackground() throws {
        let host = ViewHost(GradientBackground())
        host.update()
        let item = try #require(host.displayList.items.first { $0.gradient != nil })
        #expect(item.frame == CGRect(x: 151, y: 426, width: 100, height: 50))
        // From top (y = 426) to bottom (y = 476): the middle row is grey 0.5.
        #expect(abs((item.gradient?.color(at: CGPoint(x: 160, y: 451)).red ?? 0) - 0.5) < 1e-9)
    }

    @Test("blur's radius animates: halfway through a 1 s linear animation it is half of 10")
    func blur() throws {
        let host = ViewHost(BlurOnTap())
        host.update()
        #expect(host.displayList.items.first?.effects == [.blur(radius: 0, isOpaque: false)])
        host.tap("BlurOnTap")
        host.advance(to: 0.5)
        let effects = try #require(host.displayList.items.first?.effects)
        guard case .blur(let radius, _) = effects.first else {
            Issue.record("no blur: \(effects)")
            return
        }
        #expect(abs(radius - 5) < 1e-9)
        #expect(host.trace.samples(of: "blur").count > 1)
        #expect(ScreenDrawing.group(host.displayList).contains("<feGaussianBlur stdDeviation=\"5\"/>"))
    }

    @Test("a mask draws the view only where the mask's shape covers")
    func mask() throws {
        let host = ViewHost(MaskedSquare())
        host.update()
        let items = host.displayList.items
        try #require(items.count == 1)
        #expect(items[0].fill == .red)
        guard case .mask(let path) = items[0].effects.first, items[0].effects.count == 1 else {
            Issue.record("not one mask: \(items[0].effects)")
            return
        }
        // The circle is drawn in its own space and moved to its frame: equal to three decimals.
        #expect(path.description == Circle().path(in: CGRect(x: 151, y: 401, width: 100, height: 100)).description)
        #expect(ScreenDrawing.group(host.displayList).contains("clip-path"))
    }
}
