/// The text timeline written piece by piece: a run's ticks are handed over as they are recorded,
/// and each piece's lines come back at once, so a long run is written as it goes and its ticks
/// can be dropped once written. ``Trace/timeline(_:)`` is this stream handed one whole trace, so
/// the two write the same lines.
///
/// What a line needs from the ticks before it (the tick's pass in its frame, the run of idle
/// ticks being collapsed, the evaluation an event belongs to) is kept here. What the whole-trace
/// timeline takes from every tick is taken from the pieces seen so far: the width of the names'
/// column from the first piece (a run's nodes are created, and named in the trace, in its first
/// frame; a node created later with a longer name widens the column from then on), and with
/// ``TimelineOptions/nodes`` the transactions that wrote those nodes.
package struct _TimelineStream {
    private var rows: _TimelineRows?
    private let options: TimelineOptions
    private let fixedWidth: Int?
    private var transactions: Set<Int>?
    /// Whether the transactions to show are gathered piece by piece (none were given).
    private let gathersTransactions: Bool
    private var idleRun: [TraceTick] = []
    private var pass = 1
    private var previousFrame: Int?
    private var isFirstPiece = true

    /// A stream writing with `options`; the names' column is `width` wide, or as wide as the first
    /// piece's names need.
    package init(options: TimelineOptions, width: Int? = nil, transactions: Set<Int>? = nil) {
        self.options = options
        self.fixedWidth = width
        self.transactions = transactions
        gathersTransactions = transactions == nil
    }

    /// The lines of the ticks of `piece`, each ending with a newline; a run of idle ticks at its end
    /// waits for the next piece or ``finish()``.
    package mutating func write(_ piece: Trace) -> String {
        var output: [String] = []
        if isFirstPiece {
            isFirstPiece = false
            if piece.droppedTickCount > 0 {
                output.append("… \(piece.droppedTickCount) earlier ticks dropped (bounded trace)")
            }
        }
        if rows == nil {
            rows = _TimelineRows(
                timeNode: piece.timeNode, width: fixedWidth ?? piece._timelineNameWidth(options), options: options,
                words: .text(digits: options.digits))
        }
        if let nodes = options.nodes, gathersTransactions {
            transactions = (transactions ?? []).union(piece._transactions(writing: nodes))
        }
        for tick in piece.ticks {
            pass = tick.frame == previousFrame ? pass + 1 : 1
            previousFrame = tick.lastFrame
            let events = lines(of: tick)
            if events.isEmpty {
                if options.collapsesIdleTicks {
                    idleRun.append(tick)
                } else {
                    output.append(piece._timelineHeader(of: tick, pass: pass, isIdle: true))
                }
                continue
            }
            flushIdle(into: &output, piece)
            output.append(piece._timelineHeader(of: tick, pass: pass, isIdle: false))
            output.append(contentsOf: events)
        }
        return output.map { $0 + "\n" }.joined()
    }

    /// The lines still held back: a run of idle ticks at the end.
    package mutating func finish() -> String {
        var output: [String] = []
        flushIdle(into: &output, Trace(ticks: [], framesPerSecond: 1))
        return output.map { $0 + "\n" }.joined()
    }

    private mutating func flushIdle(into output: inout [String], _ trace: Trace) {
        guard let first = idleRun.first, let last = idleRun.last else { return }
        if idleRun.count == 1 && first.frameCount == 1 {
            output.append(trace._timelineHeader(of: first, isIdle: true))
        } else {
            output.append(Trace._idleHeader(from: first.frame, to: last.lastFrame))
        }
        idleRun = []
    }

    /// The lines of one tick. An event about the node evaluated just before it is a consequence of
    /// that evaluation and is shown indented under it.
    private mutating func lines(of tick: TraceTick) -> [String] {
        var result: [String] = []
        rows!.beginTick()
        for event in tick.events {
            var shows = true
            if let nodes = options.nodes, let node = event.node, !nodes.contains(node.name) { shows = false }
            if let transactions {
                switch event {
                case .transactionOpened(let transaction), .completionFired(let transaction, _):
                    if !transactions.contains(transaction.id) { shows = false }
                default:
                    break
                }
            }
            if let line = rows!.row(for: event, shows: shows) { result.append(line) }
        }
        return result
    }
}
