import AnimationCore
import Foundation
import Testing

/// The animatable data of SwiftUI's geometry types: its shape, its scale, and what a spring
/// measures in it (`magnitudeSquared` of a pair is the sum of its parts').
@Suite("Animatable data of geometry")
struct GeometryAnimatableDataTests {
    @Test("CGRect is AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>")
    func rect() {
        var rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        let data: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> =
            rect.animatableData
        #expect(data == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(30, 40)))
        #expect(data.magnitudeSquared == 1 + 4 + 900 + 1600)
        rect.animatableData = AnimatablePair(AnimatablePair(-5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: -5, y: 6, width: 7, height: 8))
        // Halfway between two rectangles is halfway in every component.
        let from = CGRect(x: 0, y: 0, width: 10, height: 10).animatableData
        let to = CGRect(x: 20, y: 10, width: 30, height: 50).animatableData
        var middle = CGRect.zero
        middle.animatableData = from.interpolated(towards: to, amount: 0.5)
        #expect(middle == CGRect(x: 10, y: 5, width: 20, height: 30))
    }

    @Test("EdgeInsets is (top, (leading, (bottom, trailing)))")
    func edgeInsets() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
        #expect(insets.animatableData.magnitudeSquared == 1 + 4 + 9 + 16)
        insets.animatableData = AnimatablePair(16, AnimatablePair(8, AnimatablePair(4, 2)))
        #expect(insets == EdgeInsets(top: 16, leading: 8, bottom: 4, trailing: 2))
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("UnitPoint's data is its coordinates × 128")
    func unitPoint() {
        var point = UnitPoint.bottomTrailing
        #expect(point.animatableData == AnimatablePair(128, 128))
        #expect(UnitPoint.center.animatableData == AnimatablePair(64, 64))
        point.animatableData = AnimatablePair(32, 96)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
    }

    @Test("scaleEffect's data is the scale pair followed by the anchor's, the anchor × 128")
    func scaleEffect() {
        // What SwiftUI's scale effect animates: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>.
        typealias ScaleEffectData = AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
        func data(scale: CGSize, anchor: UnitPoint) -> ScaleEffectData {
            AnimatablePair(scale.animatableData, anchor.animatableData)
        }
        let centered = data(scale: CGSize(width: 1.2, height: 1.2), anchor: .center)
        #expect(centered == AnimatablePair(AnimatablePair(1.2, 1.2), AnimatablePair(64, 64)))
        // Moving the anchor from the center to the top-leading corner is a distance of 64√2 in the
        // data, against 0.2√2 for a scale from 1 to 1.2: an anchor change dominates a spring's rest test.
        let moved = data(scale: CGSize(width: 1, height: 1), anchor: .topLeading) - centered
        let expected = 0.2 * 0.2 * 2 + 64 * 64 * 2
        #expect(abs(moved.magnitudeSquared - expected) < 1e-9)
    }
}
