import Animatic
import Foundation
import Testing

/// Completions on SwiftUI's frame grid: animations are evaluated only at frames, so `.removed`
/// fires in the first frame after the animation's last value, and `.logicallyComplete` in the
/// first frame at or after the logical completion time. Checked at 60 frames per second, where
/// these times fall on frames, and at 7 and 45, where they fall between frames.
@Suite("Completions on the frame grid")
struct FrameGridCompletionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fps: Double
        var testDescription: String { "\(Int(fps)) frames per second" }
    }

    /// Runs `animation` from 0 to 100 at frame 0 of a graph at `fps` and answers the frame in which
    /// the completion with `criteria` ran.
    static func completionFrame(
        _ animation: Animation, _ criteria: AnimationCompletionCriteria, fps: Double
    ) -> Int? {
        let graph = AnimationGraph(framesPerSecond: fps)
        let value = graph.state(0.0, name: "value")
        let node = graph.animatable(name: "meter") { value.value }
        _ = graph.rule(name: "reader") { node.value }
        graph.update()
        var frame: Int?
        graph.withAnimation(animation, completionCriteria: criteria) {
            value.value = 100
        } completion: {
            frame = graph.frame
        }
        graph.advance(to: 3)
        return frame
    }

    @Test(".removed fires in the first frame after the last value", arguments: [60.0, 7, 45])
    func removed(_ fps: Double) {
        // A 0.5 s curve shows its last value in the last frame at or before 0.5 s, ⌊0.5·fps⌋, and
        // answers nil in the next: frame 31 at 60 fps, 4 at 7 (3.5 frames), 23 at 45 (22.5 frames).
        let expected = Int((0.5 * fps).rounded(.down)) + 1
        #expect(Self.completionFrame(.linear(duration: 0.5), .removed, fps: fps) == expected)
        #expect([60: 31, 7: 4, 45: 23][Int(fps)] == expected)
    }

    @Test(".logicallyComplete fires in the first frame at or after the logical time", arguments: [60.0, 7, 45])
    func logicallyComplete(_ fps: Double) {
        // logicallyComplete(after: 0.3): ⌈0.3·fps⌉ = frame 18 at 60 fps, 3 at 7 (2.1), 14 at 45 (13.5).
        let afterTime = Int((0.3 * fps).rounded(.up))
        #expect([60: 18, 7: 3, 45: 14][Int(fps)] == afterTime)
        #expect(
            Self.completionFrame(.linear(duration: 1).logicallyComplete(after: 0.3), .logicallyComplete, fps: fps)
                == afterTime)
        // A spring is logically complete after its response, 0.5 s: ⌈0.5·fps⌉ = 30, 4 (3.5), 23 (22.5).
        let afterResponse = Int((0.5 * fps).rounded(.up))
        #expect(Self.completionFrame(.spring, .logicallyComplete, fps: fps) == afterResponse)
    }

    @Test("a repeat's runs restart on the grid: the whole animation is removed a frame per run later")
    func repeatRemoved() {
        // linear(duration: 0.5).repeatCount(2): each run takes ⌊0.5·fps⌋ + 1 frames (its own and the
        // frame that sees it end), so the repeat answers nil, and .removed fires, at 2·(⌊0.5·fps⌋ + 1).
        for fps in [60.0, 7, 45] {
            let run = Int((0.5 * fps).rounded(.down)) + 1
            #expect(
                Self.completionFrame(.linear(duration: 0.5).repeatCount(2), .removed, fps: fps) == 2 * run,
                "at \(fps) frames per second")
        }
    }
}
