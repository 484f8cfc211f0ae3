import Foundation

/// The segments of one keyframe track, resolved against its initial value: what the track's
/// value is at any time.
///
/// Built once per timeline. Each keyframe becomes a segment with its start time, duration, start
/// and end values and velocities; a segment starts where the previous one ended, with its velocity
/// unless the keyframe says otherwise.
internal struct _KeyframeSegments<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Curve {
        case linear(UnitCurve)
        case spring(_SpringSolution, target: Data)
        case cubic
        case move
    }

    struct Segment {
        var startTime: Double
        var duration: Double
        var curve: Curve
        var from: Data
        var to: Data
        var startVelocity: Data
        var endVelocity: Data
        /// The keyframe's value, whose non-animatable parts the segment presents.
        var template: Value
    }

    let initialValue: Value
    private(set) var segments: [Segment] = []
    private(set) var duration: Double = 0

    init(initialValue: Value, keyframes: [_ResolvedKeyframe<Value>]) {
        self.initialValue = initialValue
        var time = 0.0
        var value = initialValue.animatableData
        var velocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let target = keyframe.value.animatableData
            var segment = Segment(
                startTime: time, duration: keyframe.duration ?? 0, curve: .move, from: value, to: target,
                startVelocity: velocity, endVelocity: velocity, template: keyframe.value
            )
            switch keyframe.kind {
            case .move:
                break
            case .linear(let curve):
                segment.curve = .linear(curve)
                if segment.duration > 0 {
                    let slope = curve.velocity(at: 1) / segment.duration
                    segment.endVelocity = slope.isFinite ? (target - value).scaled(by: slope) : .zero
                }
            case .spring(let spring):
                let solution = spring._solution
                let startVelocity = keyframe.startVelocity ?? velocity
                let settles = keyframe.duration == nil
                if settles {
                    segment.duration = spring.settlingDuration
                }
                let c = solution.coefficients(at: segment.duration)
                let displacement = value - target
                segment.curve = .spring(solution, target: target)
                segment.startVelocity = startVelocity
                segment.to = settles ? target : target + displacement.scaled(by: c.a) + startVelocity.scaled(by: c.b)
                segment.endVelocity = displacement.scaled(by: c.aPrime) + startVelocity.scaled(by: c.bPrime)
            case .cubic(let endVelocity):
                segment.curve = .cubic
                segment.startVelocity = keyframe.startVelocity ?? velocity
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                segment.endVelocity =
                    endVelocity ?? Self._catmullRomVelocity(from: value, duration: segment.duration, next: next)
            }
            segments.append(segment)
            time += segment.duration
            value = segment.to
            velocity = segment.endVelocity
        }
        duration = time
    }

    /// The Catmull-Rom velocity at the end of a cubic segment: towards the next keyframe's value
    /// over both durations, or zero at the end of the track or before a move.
    private static func _catmullRomVelocity(
        from start: Data, duration: Double, next: _ResolvedKeyframe<Value>?
    ) -> Data {
        guard let next else { return .zero }
        let nextDuration: Double
        switch next.kind {
        case .move:
            return .zero
        case .spring(let spring):
            nextDuration = next.duration ?? spring.settlingDuration
        case .linear, .cubic:
            nextDuration = next.duration ?? 0
        }
        let span = duration + nextDuration
        guard span > 0, span.isFinite else { return .zero }
        return (next.value.animatableData - start).scaled(by: 1 / span)
    }

    /// The track's value at a time: the initial value before the first keyframe, the last
    /// keyframe's end value after the last.
    func value(at time: Double) -> Value {
        guard !segments.isEmpty else { return initialValue }
        // The last segment that starts at or before `time`.
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].startTime <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else {
            return initialValue
        }
        let segment = segments[low - 1]
        var result = segment.template
        let local = time - segment.startTime
        if segment.duration > 0 && local < segment.duration {
            result.animatableData = Self._evaluate(segment, at: local)
        } else {
            result.animatableData = segment.to
        }
        return result
    }

    private static func _evaluate(_ segment: Segment, at local: Double) -> Data {
        let d = segment.duration
        let s = local / d
        switch segment.curve {
        case .move:
            return segment.to
        case .linear(let curve):
            return segment.from + (segment.to - segment.from).scaled(by: curve.value(at: s))
        case .spring(let solution, let target):
            let c = solution.coefficients(at: local)
            return target + (segment.from - target).scaled(by: c.a) + segment.startVelocity.scaled(by: c.b)
        case .cubic:
            let s2 = s * s
            let s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1
            let h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2
            let h11 = s3 - s2
            return segment.from.scaled(by: h00) + segment.startVelocity.scaled(by: h10 * d)
                + segment.to.scaled(by: h01) + segment.endVelocity.scaled(by: h11 * d)
        }
    }
}
