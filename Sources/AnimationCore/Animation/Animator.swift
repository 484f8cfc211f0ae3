import Foundation

/// The running animations of one animatable value, combined as SwiftUI combines them.
///
/// An animator holds a model value (``target``) and the animations moving the presented value
/// towards it. The engine drives it: ``retarget(to:animation:at:)`` when the model value changes
/// in a transaction, ``value(at:)`` every frame. It is a plain value with no clock inside.
///
///     var animator = Animator(value: 0.0)
///     animator.retarget(to: 100, animation: .linear(duration: 2), at: 0)   // .started(#1)
///     animator.value(at: 1)                                                  // 50
///     animator.retarget(to: 0, animation: .linear(duration: 1), at: 1)     // .combined(#2)
///     animator.value(at: 1.5)                                                // 37.5
///     animator.value(at: 2)                                                  // 0, still animating
///     animator.value(at: 2.5)                                                // 0, finished
///     animator.isAnimating                                                   // false
///     animator.takeEvents()   // [logicallyComplete(#1), finished(#1), logicallyComplete(#2), finished(#2)]
///
/// ## Combining
///
/// Each running entry i has a cumulative target Tᵢ (the model value when it was added). Every
/// frame, starting from the value at rest before the first entry, each entry in order animates the
/// delta from the result so far to Tᵢ and adds its output; so a new animation moves from the old
/// one's current, still-moving value to the new target. A finished entry contributes exactly Tᵢ.
/// The animator is animating until every entry has finished; when the newest has, the presented
/// value is exactly the target, and when all have, the animator is at rest on it.
///
/// When a new animation's ``Animation/shouldMerge(previous:value:time:context:)`` answers `true`
/// for the newest running entry (springs always do), it takes over that entry's context (state,
/// velocity) and start time, and the old entry is removed. A change without an animation moves
/// the model value at once: running entries keep running towards their own targets, all shifted
/// by the jump, so the presented value jumps by the same amount and ends on the new target.
///
/// ## Events
///
/// ``value(at:)`` and ``retarget(to:animation:at:)`` append ``AnimatorEvent``s to ``events``:
/// `.logicallyComplete(id)` when an entry's context becomes logically complete (or it finishes,
/// or it is merged away) and `.finished(id)` when it is removed. Read them and clear them with
/// ``takeEvents()``.
///
/// - Complexity: ``value(at:)`` is O(n) in the number of running entries (usually one) and
///   allocates nothing for built-in animations. The animator and the built-in animations are
///   `@inlinable`, so a client's code runs fully specialized for its value type: no generic
///   dispatch, no metadata lookups per frame.
public struct Animator<Value: VectorArithmetic & Sendable>: Sendable {
    @usableFromInline internal struct _Entry: Sendable {
        @usableFromInline
        init(
            id: AnimatorEntryID, animation: Animation, startTime: Double, target: Value,
            context: AnimationContext<Value>, isFinished: Bool, hasReportedLogicalCompletion: Bool
        ) {
            self.id = id
            self.animation = animation
            self.startTime = startTime
            self.target = target
            self.context = context
            self.isFinished = isFinished
            self.hasReportedLogicalCompletion = hasReportedLogicalCompletion
        }

        @usableFromInline let id: AnimatorEntryID
        @usableFromInline var animation: Animation
        @usableFromInline var startTime: Double
        @usableFromInline var target: Value
        @usableFromInline var context: AnimationContext<Value>
        @usableFromInline var isFinished: Bool
        @usableFromInline var hasReportedLogicalCompletion: Bool
    }

    /// The value at rest before the first running entry.
    @usableFromInline var _base: Value
    /// The running entries, oldest first.
    @usableFromInline var _entries: [_Entry]
    /// The result before the newest entry in the last evaluation: where a merging animation starts.
    @usableFromInline var _inputToNewest: Value
    @usableFromInline var _nextID: Int

    @usableFromInline var _target: Value

    /// The model value: where the animations are heading.
    @inlinable public var target: Value { _target }

    @usableFromInline var _presentedValue: Value

    /// The value presented by the most recent ``value(at:)`` (or the initial value).
    @inlinable public var presentedValue: Value { _presentedValue }

    @usableFromInline var _events: [AnimatorEvent]

    /// The frame rate when times are whole frame numbers (``init(value:framesPerSecond:)``), or 0
    /// when they are seconds.
    @usableFromInline var _framesPerSecond: Double

    /// The events since they were last taken, oldest first.
    @inlinable public var events: [AnimatorEvent] { _events }

    /// Creates an animator at rest at the given value.
    ///
    /// - Parameter value: The initial model and presented value.
    /// - Precondition: Every component of `value` is finite.
    @inlinable public init(value: Value) {
        precondition(
            value._isFinite,
            "Animator(value:) needs finite animatable data; got \(value), which has a NaN or infinite component"
        )
        _base = value
        _entries = []
        _inputToNewest = value
        _nextID = 1
        _target = value
        _presentedValue = value
        _events = []
        _framesPerSecond = 0
    }

    /// Creates an animator at rest at the given value, on a clock that counts whole frames.
    ///
    /// Drive it with ``retarget(to:animation:atFrame:)`` and ``value(atFrame:)``. An animation's
    /// elapsed time is then the number of frames since it started divided by the frame rate,
    /// computed from whole numbers, so it never depends on how `now - start` rounds: a 0.3 s
    /// animation that starts on any frame at 60 frames per second sees exactly 0.3 s eighteen frames
    /// later, shows its final value in that frame and finishes in the next one.
    ///
    /// - Parameters:
    ///   - value: The initial model and presented value.
    ///   - framesPerSecond: The frame rate of the clock.
    /// - Precondition: Every component of `value` is finite; `framesPerSecond` is positive and
    ///   finite.
    @inlinable public init(value: Value, framesPerSecond: Double) {
        precondition(
            framesPerSecond > 0 && framesPerSecond.isFinite,
            "Animator(value:framesPerSecond:) needs a positive, finite frame rate; got \(framesPerSecond)"
        )
        self.init(value: value)
        _framesPerSecond = framesPerSecond
    }

    /// The seconds from `start` to `now` on the animator's clock, never negative.
    @inlinable func _elapsed(from start: Double, to now: Double) -> Double {
        let difference = max(0, now - start)
        return _framesPerSecond > 0 ? difference / _framesPerSecond : difference
    }

    /// Changes the model value at a frame of a frame-counting animator.
    ///
    /// The same as ``retarget(to:animation:at:)``, with the time given as a whole frame number
    /// (see ``init(value:framesPerSecond:)``).
    ///
    /// - Parameters:
    ///   - newTarget: The new model value.
    ///   - animation: The transaction's animation, or `nil` for none.
    ///   - frame: The current frame number.
    /// - Returns: What happened, with the new entry's identifier.
    /// - Precondition: The animator counts frames; every component of `newTarget` is finite.
    @discardableResult
    @inlinable public mutating func retarget(to newTarget: Value, animation: Animation?, atFrame frame: Int)
        -> AnimatorChange
    {
        precondition(
            _framesPerSecond > 0,
            "Animator.retarget(to:animation:atFrame:) needs an animator made with init(value:framesPerSecond:)"
        )
        return retarget(to: newTarget, animation: animation, at: Double(frame))
    }

    /// Answers the presented value at a frame of a frame-counting animator.
    ///
    /// The same as ``value(at:)``, with the time given as a whole frame number (see
    /// ``init(value:framesPerSecond:)``).
    ///
    /// - Parameter frame: The current frame number.
    /// - Returns: The presented value.
    /// - Precondition: The animator counts frames.
    /// - Complexity: O(n) in the number of running entries; no allocation for built-in animations.
    @inlinable public mutating func value(atFrame frame: Int) -> Value {
        precondition(
            _framesPerSecond > 0, "Animator.value(atFrame:) needs an animator made with init(value:framesPerSecond:)"
        )
        return value(at: Double(frame))
    }

    /// Whether any animation is running: the value depends on time.
    @inlinable public var isAnimating: Bool {
        !_entries.isEmpty
    }

    /// The identifiers of the running entries, oldest first.
    @inlinable public var entryIDs: [AnimatorEntryID] {
        _entries.map(\.id)
    }

    /// The animation of a running entry, or `nil` if no entry has that identifier.
    ///
    /// - Parameter id: The entry's identifier.
    /// - Returns: The animation.
    @inlinable public func animation(for id: AnimatorEntryID) -> Animation? {
        _entries.first { $0.id == id }?.animation
    }

    /// Changes the model value, animating the change with the given animation.
    ///
    /// Brings the running entries up to `time` first (which may finish some and report events),
    /// then:
    /// - with no animation, jumps the model value (``AnimatorChange/jumped``); running entries keep
    ///   running, shifted by the jump;
    /// - at rest, starts the animation from the current value (``AnimatorChange/started(_:)``);
    /// - while animating, merges into the newest running entry if the animation's `shouldMerge`
    ///   says so (``AnimatorChange/merged(_:replacing:)``), else adds an entry that combines with
    ///   the others (``AnimatorChange/combined(_:)``).
    ///
    /// A target equal to the current one changes nothing (``AnimatorChange/unchanged``).
    ///
    /// - Parameters:
    ///   - newTarget: The new model value.
    ///   - animation: The transaction's animation, or `nil` for none.
    ///   - time: The current time in seconds, on the same clock as ``value(at:)``.
    /// - Returns: What happened, with the new entry's identifier.
    /// - Precondition: Every component of `newTarget` is finite and `time` is not NaN.
    @discardableResult
    @inlinable public mutating func retarget(to newTarget: Value, animation: Animation?, at time: Double)
        -> AnimatorChange
    {
        precondition(!time.isNaN, "Animator.retarget(to:animation:at:) needs a time that is a number; got nan")
        precondition(
            newTarget._isFinite,
            "Animator.retarget(to:animation:at:) needs finite animatable data; got \(newTarget), "
                + "which has a NaN or infinite component"
        )
        if newTarget == target { return .unchanged }
        _ = value(at: time)

        guard let animation else {
            let jump = newTarget - target
            _base += jump
            _inputToNewest += jump
            for index in _entries.indices {
                _entries[index].target += jump
            }
            _target = newTarget
            if _entries.isEmpty {
                _base = newTarget
                _presentedValue = newTarget
            } else {
                _presentedValue += jump
            }
            return .jumped
        }

        let id = AnimatorEntryID(rawValue: _nextID)
        _nextID += 1
        defer { _target = newTarget }

        if _entries.isEmpty {
            _entries.append(_newEntry(id: id, animation: animation, target: newTarget, time: time))
            return .started(id)
        }

        let newest = _entries.count - 1
        if !_entries[newest].isFinished {
            var context = _entries[newest].context
            let elapsed = _elapsed(from: _entries[newest].startTime, to: time)
            let delta = newTarget - _inputToNewest
            if animation.shouldMerge(
                previous: _entries[newest].animation, value: delta, time: elapsed, context: &context
            ) {
                let old = _entries[newest]
                _report(logicalCompletionOf: newest)
                _events.append(.finished(old.id))
                context._isLogicallyComplete = false
                _entries[newest] = _Entry(
                    id: id, animation: animation, startTime: old.startTime, target: newTarget,
                    context: context, isFinished: false, hasReportedLogicalCompletion: false
                )
                return .merged(id, replacing: old.id)
            }
        }
        _entries.append(_newEntry(id: id, animation: animation, target: newTarget, time: time))
        return .combined(id)
    }

    /// Answers the presented value at a time, advancing every running animation to it.
    ///
    /// Combines the running entries (see ``Animator``), removes those that finished, and appends
    /// their events to ``events``. Once the last entry finishes the answer is exactly ``target``.
    /// Times before an entry's start count as its start.
    ///
    /// - Parameter time: The current time in seconds.
    /// - Returns: The presented value.
    /// - Precondition: `time` is not NaN.
    /// - Complexity: O(n) in the number of running entries; no allocation for built-in animations.
    @inlinable public mutating func value(at time: Double) -> Value {
        precondition(!time.isNaN, "Animator.value(at:) needs a time that is a number; got nan")
        if _entries.isEmpty { return _target }
        var result = _base
        // Set at the start of every entry's turn: zero is cheaper to make than a copy of the base.
        var inputToNewest = Value.zero
        var events = _events
        _events = []
        let framesPerSecond = _framesPerSecond
        // Work on the entries in place: reading an element of `_entries` and writing it back would
        // copy its animation and context every frame.
        _entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                inputToNewest = result
                if entries[index].isFinished {
                    result = entries[index].target
                    continue
                }
                let animation = entries[index].animation
                let difference = max(0, time - entries[index].startTime)
                let elapsed = framesPerSecond > 0 ? difference / framesPerSecond : difference
                let delta = entries[index].target - result
                if let offset = animation.animate(value: delta, time: elapsed, context: &entries[index].context) {
                    result += offset
                    if entries[index].context._isLogicallyComplete && !entries[index].hasReportedLogicalCompletion {
                        entries[index].hasReportedLogicalCompletion = true
                        events.append(.logicallyComplete(entries[index].id))
                    }
                } else {
                    result = entries[index].target
                    entries[index].isFinished = true
                    if !entries[index].hasReportedLogicalCompletion {
                        entries[index].hasReportedLogicalCompletion = true
                        events.append(.logicallyComplete(entries[index].id))
                    }
                    events.append(.finished(entries[index].id))
                }
            }
        }
        _events = events
        // Moved, not copied: the closure above has finished with both locals.
        _inputToNewest = consume inputToNewest
        if _entries[0].isFinished {
            var finishedPrefix = 0
            while finishedPrefix < _entries.count && _entries[finishedPrefix].isFinished {
                finishedPrefix += 1
            }
            _base = _entries[finishedPrefix - 1].target
            _entries.removeFirst(finishedPrefix)
        }
        if _entries.isEmpty {
            _base = _target
            _inputToNewest = _target
            result = _target
        }
        let presented = consume result
        _presentedValue = presented
        return presented
    }

    /// Answers the events since they were last taken, and clears them.
    ///
    /// - Returns: The events, oldest first.
    @inlinable public mutating func takeEvents() -> [AnimatorEvent] {
        guard !events.isEmpty else { return [] }
        defer { _events = [] }
        return events
    }

    /// Clears the events, keeping their buffer for the next ones: a caller that reads ``events``
    /// and then calls this allocates nothing frame after frame, where ``takeEvents()`` hands the
    /// buffer away.
    @inlinable public mutating func removeAllEvents() {
        if !_events.isEmpty { _events.removeAll(keepingCapacity: true) }
    }

    /// Removes every running animation at once: the value rests on the target.
    ///
    /// Reports `.logicallyComplete` (for entries that had not yet) and `.finished` for every
    /// running entry, oldest first.
    @inlinable public mutating func removeAllAnimations() {
        for index in _entries.indices where !_entries[index].isFinished {
            _report(logicalCompletionOf: index)
            _events.append(.finished(_entries[index].id))
        }
        _entries.removeAll()
        _base = target
        _inputToNewest = target
        _presentedValue = target
    }

    @inlinable func _newEntry(id: AnimatorEntryID, animation: Animation, target: Value, time: Double) -> _Entry {
        _Entry(
            id: id, animation: animation, startTime: time, target: target, context: AnimationContext(),
            isFinished: false, hasReportedLogicalCompletion: false
        )
    }

    @inlinable mutating func _report(logicalCompletionOf index: Int) {
        guard !_entries[index].hasReportedLogicalCompletion else { return }
        _entries[index].hasReportedLogicalCompletion = true
        _events.append(.logicallyComplete(_entries[index].id))
    }
}
