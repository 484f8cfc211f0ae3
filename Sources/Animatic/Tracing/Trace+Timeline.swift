import Foundation

extension Trace {
    /// The trace as text a learner can follow, frame by frame: what was set, what ran and why
    /// (which inputs changed), old and new values, what was cut off, and edges as they come and go.
    ///
    ///     frame 1      t = 0.017 s
    ///       set        value          0 → 100
    ///       eval       label          ← value          "0" → "100"
    ///       eval       label.length   ← label          3 (unchanged: nothing below runs)
    ///     frames 2–60  idle
    ///
    /// A frame that runs more than one pass (a change applied at the time of a frame already drawn,
    /// a phase animator's step entered after the pass that completed the last) shows each later pass
    /// as such: `frame 6, pass 2`.
    ///
    /// - Parameter options: What to show; by default everything, idle runs collapsed.
    /// - Returns: The timeline, one line per event, ending with a newline.
    public func timeline(_ options: TimelineOptions = TimelineOptions()) -> String {
        var stream = _TimelineStream(
            options: options, width: _timelineNameWidth(options),
            transactions: options.nodes.map(_transactions(writing:)))
        return stream.write(self) + stream.finish()
    }

    /// The line a tick starts with, `frame 7      t = 0.117 s`, with `   idle` after it when the
    /// tick shows no event; a frame's later pass is `frame 6, pass 2`; a skipped run of idle frames
    /// is `frames 2–60  idle`.
    ///
    /// The name is padded to 13, the width of the events' column of verbs, so that a header's time
    /// stands over the node names; a later pass's longer name is followed by two spaces. The text
    /// is written as the run goes, before its later frames are known, so its column cannot widen
    /// for a long name further on.
    package func _timelineHeader(of tick: TraceTick, pass: Int = 1, isIdle: Bool) -> String {
        guard tick.frameCount == 1 else { return Self._idleHeader(from: tick.frame, to: tick.lastFrame) }
        let name = pass > 1 ? "frame \(tick.frame), pass \(pass)" : "frame \(tick.frame)"
        return Self._pad(name, max(13, name.count + 2)) + "t = " + _DecimalText.fixed(tick.time, digits: 3) + " s"
            + (isIdle ? "   idle" : "")
    }

    /// The line of a run of idle frames, `frames 2–60    idle`: padded as a frame's header is, so
    /// that a long range still has two spaces before `idle`.
    package static func _idleHeader(from first: Int, to last: Int) -> String {
        let name = "frames \(first)–\(last)"
        return _pad(name, max(13, name.count + 2)) + "idle"
    }

    /// The width of the timeline's column of names: the longest name it shows, from 8 to 40.
    package func _timelineNameWidth(_ options: TimelineOptions = TimelineOptions()) -> Int {
        var width = 8
        for tick in ticks {
            for event in tick.events {
                guard let node = event.node, options.nodes?.contains(node.name) ?? true else { continue }
                width = max(width, node.name.count)
            }
        }
        return min(width, 40)
    }

    /// The numbers of the transactions that wrote one of `nodes` or changed the model of one: when
    /// the timeline shows only some nodes, it shows only their transactions and completions.
    package func _transactions(writing nodes: Set<String>) -> Set<Int> {
        var result: Set<Int> = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, _, _, _, let transaction?) where nodes.contains(node.name):
                    result.insert(transaction.id)
                case .modelChanged(let node, _, _, let transaction?, _) where nodes.contains(node.name):
                    result.insert(transaction.id)
                default:
                    break
                }
            }
        }
        return result
    }

    /// `text` padded with spaces to `width` characters, and at least one space after it: the
    /// timeline's columns.
    package static func _pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
