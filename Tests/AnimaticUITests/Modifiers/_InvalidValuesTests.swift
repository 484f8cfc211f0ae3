import AnimaticTestSupport
import AnimaticUI
import Testing

// A value SwiftUI logs a runtime warning about and keeps drawing (a frame's NaN width, an infinite
// scale) is handled as SwiftUI handles it, with a warning in the host's `warnings` and a
// `viewWarning` event of the node in the trace. Each case below is one rule of `_InvalidValues`.

/// A 50 × 50 square with one modifier applied: `modify` gets the square.
private struct Square<Modified: View>: View {
    let modify: (ModifiedContent<Color, _FrameModifier>) -> Modified
    var body: some View { modify(Color.red.frame(width: 50, height: 50)) }
}

/// A square whose scale goes to `.infinity` in an animation when tapped.
private struct Pulse: View {
    @State private var on = false
    var body: some View {
        Color.red.frame(width: 50, height: 50)
            .scaleEffect(on ? .infinity : 1)
            .animation(.linear(duration: 1), value: on)
            .onTapGesture { on.toggle() }
            .accessibilityIdentifier("pulse")
    }
}

/// Runs the first frame of `view`; returns the host.
private func shown<Content: View>(_ view: Content) -> ViewHost {
    let host = ViewHost(view)
    host.update()
    return host
}

/// The messages of the trace's `viewWarning` events, as `node: message`.
private func viewWarnings(_ host: ViewHost) -> [String] {
    host.trace.ticks.flatMap(\.events).compactMap {
        if case .viewWarning(let node, let message) = $0 { return "\(node.name): \(message)" }
        return nil
    }
}

@Suite("Invalid values in a view are warnings, as SwiftUI's, not traps")
struct InvalidValuesTests {
    @Test("frame(width: .nan): the width is ignored, the content's own is used, and SwiftUI's words warn")
    func frameNaN() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Color.red.frame(width: .nan, height: 50))
            let message = "frame: Invalid frame dimension (negative or non-finite): width nan is ignored"
            #expect(host.warnings == [message])
            #expect(viewWarnings(host) == [message])
            // The colour takes the proposed width, the safe area's 402, and the frame's 50 points of height:
            // y = 62 + (778 − 50) / 2 = 426.
            #expect(host.displayList.items.map(\.frame) == [CGRect(x: 0, y: 426, width: 402, height: 50)])
            #expect(host.trace.timeline().contains("warning    frame"))
            let json = TraceJSON(host.trace).ticks.flatMap(\.events).filter { $0.kind == "viewWarning" }
            #expect(json.map(\.message) == ["Invalid frame dimension (negative or non-finite): width nan is ignored"])
        }
    }

    @Test("a negative frame width is ignored with the same warning, never drawn as a negative rectangle")
    func frameNegative() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Color.red.frame(width: -40, height: 50))
            #expect(
                host.warnings == ["frame: Invalid frame dimension (negative or non-finite): width -40.0 is ignored"])
            #expect(host.displayList.items.map(\.frame.width) == [402])
        }
    }

    @Test("frame(height: .infinity) is a non-finite dimension: ignored; a flexible frame's .infinity maximum is not")
    func frameInfinity() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Color.red.frame(width: 50, height: .infinity))
            #expect(host.warnings == ["frame: Invalid frame dimension (negative or non-finite): height inf is ignored"])
            #expect(host.displayList.items.map(\.frame) == [CGRect(x: 176, y: 62, width: 50, height: 778)])
            let flexible = shown(Color.red.frame(minWidth: -1, maxWidth: .infinity, maxHeight: .nan))
            #expect(
                flexible.warnings == [
                    "frame: Invalid frame dimension (negative or non-finite): minWidth -1.0 is ignored",
                    "frame: Invalid frame dimension (negative or non-finite): maxHeight nan is ignored",
                ])
            #expect(flexible.displayList.items.map(\.frame) == [CGRect(x: 0, y: 62, width: 402, height: 778)])
        }
    }

    @Test("opacity: NaN is ignored (opaque), a negative one is 0, an infinite one is 1")
    func opacity() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let nan = shown(Square { $0.opacity(.nan) })
            #expect(nan.warnings == ["opacity: Invalid opacity (not a number): nan is ignored, drawn fully opaque"])
            #expect(nan.displayList.items.map(\.opacity) == [1])
            let negative = shown(Square { $0.opacity(-0.5) })
            #expect(negative.warnings == ["opacity: Invalid opacity (negative): -0.5 is clamped to 0"])
            #expect(negative.displayList.items.map(\.opacity) == [0])
            let infinite = shown(Square { $0.opacity(.infinity) })
            #expect(infinite.warnings == ["opacity: Invalid opacity (infinite): inf is clamped to 1"])
            #expect(infinite.displayList.items.map(\.opacity) == [1])
            // Above 1 is no warning; it is drawn as 1.
            let above = shown(Square { $0.opacity(1.5) })
            #expect(above.warnings.isEmpty)
            #expect(above.displayList.items.map(\.opacity) == [1])
        }
    }

    @Test("scaleEffect(on ? .infinity : 1), animated: the scale stays 1, with a warning per factor")
    func animatedInfiniteScale() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Pulse())
            host.tap("pulse")
            host.advance(by: 0.5)
            #expect(
                host.warnings == [
                    "scaleEffect: Invalid scale (non-finite): x inf is treated as 1",
                    "scaleEffect: Invalid scale (non-finite): y inf is treated as 1",
                ])
            #expect(viewWarnings(host) == host.warnings)
            #expect(host.displayList.items.map(\.transform) == [AffineTransform()])
            #expect(!host.isAnimating)
        }
    }

    @Test("a negative scale mirrors, as in SwiftUI: no warning")
    func negativeScale() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Square { $0.scaleEffect(x: -1) })
            #expect(host.warnings.isEmpty)
            #expect(host.displayList.items.first?.transform.m11 == -1)
        }
    }

    @Test("offset, padding, rotation and anchors: a non-finite value is the neutral one")
    func neutralValues() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let offset = shown(Square { $0.offset(x: .nan, y: 10) })
            #expect(offset.warnings == ["offset: Invalid offset (non-finite): x nan is treated as 0"])
            #expect(offset.displayList.items.map(\.transform) == [AffineTransform(translationByX: 0, byY: 10)])
            let padding = shown(Square { $0.padding(.infinity) })
            #expect(
                padding.warnings
                    == ["top", "leading", "bottom", "trailing"].map {
                        "padding: Invalid padding (non-finite): \($0) inf is treated as 0"
                    })
            #expect(padding.displayList.items.map(\.frame) == [CGRect(x: 176, y: 426, width: 50, height: 50)])
            let rotation = shown(Square { $0.rotationEffect(.degrees(-.infinity)) })
            #expect(rotation.warnings == ["rotationEffect: Invalid angle (non-finite): -inf° is treated as 0°"])
            #expect(rotation.displayList.items.map(\.transform) == [AffineTransform()])
            let anchor = shown(Square { $0.scaleEffect(2, anchor: UnitPoint(x: .nan, y: 0)) })
            #expect(
                anchor.warnings == ["scaleEffect: Invalid anchor (non-finite): x nan is treated as 0.5, the centre"])
            // Scaled by 2 about the top centre, (201, 426): the square's corner (176, 426) goes to (151, 426).
            #expect(anchor.displayList.items.first?.drawnFrame == CGRect(x: 151, y: 426, width: 100, height: 100))
        }
    }

    @Test("a negative padding is kept, as SwiftUI keeps it: no warning")
    func negativePadding() {
        // Expected warnings are the test's to read, not printed.
        ViewHost.withWarningsCaptured {
            let host = shown(Square { $0.padding(-10) })
            #expect(host.warnings.isEmpty)
            #expect(host.displayList.items.map(\.frame) == [CGRect(x: 176, y: 426, width: 50, height: 50)])
        }
    }
}
