import AnimaticExports
import AnimaticInspector
import AnimaticUI
import Foundation
import Testing

private struct GradientBlurCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 80)
            .blur(radius: 3)
    }
}

@Suite("The inspector's screen: gradients and effects")
struct InspectorGradientTests {
    @Test("a gradient fill and a blur reach the page's screen as definitions the item refers to")
    func gradientAndBlur() throws {
        let host = ViewHost(GradientBlurCard())
        host.update()
        let html = try Inspector(host.graph, screens: [ScreenDrawing.Moment(host)]).html()
        let screens = try InspectorScreenTests.Screens(InspectorTests.PageData(html))
        let data = try InspectorTests.PageData(html)
        let screen = try #require(data.object["screen"] as? [String: Any])
        let definitions = try #require(screen["clips"] as? String)
        // The 100 × 80 card is at (151, 411): the gradient runs down its middle, x = 201.
        #expect(
            definitions.contains(
                "<linearGradient id=\"screen-clip-1\" gradientUnits=\"userSpaceOnUse\" x1=\"201\" y1=\"411\" x2=\"201\" y2=\"491\">"
            ))
        #expect(definitions.contains("<feGaussianBlur stdDeviation=\"3\"/>"))
        let item = try #require(screens.items.first)
        #expect(item.element.contains("fill=\"url(#screen-clip-1)\""))
        #expect(item.element.contains("filter=\"url(#screen-clip-2)\""))
    }
}
