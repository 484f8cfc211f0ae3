import AnimaticUI
import Foundation
import Testing

@Suite("ProjectionTransform and the 3-D rotation's matrix")
struct ProjectionTransformTests {
    private func expectClose(
        _ transform: ProjectionTransform, _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = [
            transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23, transform.m31,
            transform.m32, transform.m33,
        ]
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            #expect(
                abs(a - e) < 1e-6, "m\(index / 3 + 1)\(index % 3 + 1): \(a), expected \(e)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("an affine transform's entries land in m11, m12, m21, m22, m31, m32")
    func affine() {
        let transform = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        expectClose(transform, [1, 2, 0, 3, 4, 0, 5, 6, 1])
        #expect(transform.isAffine)
        #expect(!transform.isIdentity)
        #expect(ProjectionTransform().isIdentity)
    }

    @Test("concatenating applies the receiver first: translate then scale moves by the scaled amount")
    func concatenating() {
        let translate = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(translate.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        #expect(scale.concatenating(translate).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
    }

    @Test("a perspective divides by w, and a point with w ≤ 0 has no image")
    func perspective() {
        var transform = ProjectionTransform()
        transform.m13 = 0.01
        // w = 0.01 · 100 + 1 = 2.
        #expect(transform.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 50, y: 25))
        #expect(transform.apply(to: CGPoint(x: -100, y: 0)) == nil)
        #expect(!transform.isAffine)
    }

    @Test("the inverse undoes the transform; a singular one is left as it is")
    func inverse() throws {
        var transform = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 4, ty: -5))
        transform.m13 = 0.001
        let inverse = transform.inverted()
        let point = CGPoint(x: 7, y: 11)
        let back = try #require(transform.apply(to: point).flatMap { inverse.apply(to: $0) })
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test("rotation3DEffect on a 100 × 50 view, 60° about y, anchorZ 1, perspective 1: SwiftUI's own matrix")
    func rotationAboutY() {
        let effect = _Rotation3DEffect(angle: .radians(.pi / 3), axis: (0, 1, 0), anchorZ: 1, perspective: 1)
        expectClose(
            effect.effectValue(size: CGSize(width: 100, height: 50)),
            [0.9330127, 0.2165064, 0.0086603, 0, 1, 0, 2.7333395, -10.7003175, 0.5719873])
    }

    @Test("rotation3DEffect 45° about x, anchorZ 2, perspective 2: SwiftUI's own matrix")
    func rotationAboutX() {
        let effect = _Rotation3DEffect(angle: .radians(.pi / 4), axis: (1, 0, 0), anchorZ: 2, perspective: 2)
        expectClose(
            effect.effectValue(size: CGSize(width: 100, height: 50)),
            [1, 0, 0, -0.7071068, 0.3535534, -0.0141421, 19.0918831, 18.2824856, 1.3818377])
    }

    @Test("a rotation of zero, or about a zero axis, is the identity")
    func identity() {
        let size = CGSize(width: 80, height: 40)
        expectClose(
            _Rotation3DEffect(angle: .zero, axis: (0, 1, 0)).effectValue(size: size), [1, 0, 0, 0, 1, 0, 0, 0, 1])
        expectClose(
            _Rotation3DEffect(angle: .degrees(30), axis: (0, 0, 0)).effectValue(size: size),
            [1, 0, 0, 0, 1, 0, 0, 0, 1])
    }
}
