import Animatic

/// The `--tracing <mode>` option: how much of a run the graph records.
///
/// `inspect`, `run` and `trace` share it, each offering only the modes it can use: the inspector
/// shows a recorded trace, so it takes no mode that records nothing.
struct TracingOption {
    /// How much of a run is recorded.
    enum Mode: Equatable {
        /// Each frame written as it runs, and dropped once written: memory stays flat however long
        /// the run.
        case streamed
        /// Every tick, kept until the run ends.
        case unbounded
        /// The latest `count` ticks, the oldest dropped.
        case lastTicks(Int)

        /// The graph's mode.
        var traceMode: TraceMode {
            switch self {
            case .streamed: .lastTicks(TracingOption.streamedRing)
            case .unbounded: .unbounded
            case .lastTicks(let count): .lastTicks(count)
            }
        }
    }

    /// The option as `inspect` declares it.
    static let inspect = OptionDefinition(
        "--tracing", value: "mode",
        help: "How much the graph records: unbounded, or a number of ticks to keep (a bounded trace that drops "
            + "the oldest).", default: "unbounded")

    /// The option as `run` and `trace` declare it.
    static let runOrTrace = OptionDefinition(
        "--tracing", value: "mode",
        help: "How much the graph records: streamed (each frame written as it runs, then dropped: memory "
            + "stays flat however long the run), unbounded (every tick, written at the end: the same output), "
            + "or a number of ticks to keep (a bounded trace that drops the oldest).", default: "streamed")

    /// How many ticks a streamed run's recorder keeps: more than twice ``streamedPiece``, as the
    /// frames of a piece record a tick each and the idle runs between them one more.
    static let streamedRing = 4_096
    /// How many ticks a streamed run writes at a time.
    static let streamedPiece = 1_024

    /// The mode given.
    let mode: Mode

    /// Reads `option`'s value: `unbounded` or a positive number of ticks, and `streamed` (the
    /// default then) when `streams`.
    init(_ option: OptionDefinition, in arguments: ParsedArguments, streams: Bool = false) throws {
        let expected =
            (streams ? "'streamed', 'unbounded'" : "'unbounded'") + " or a positive whole number of ticks to keep"
        switch arguments.value(option) ?? (streams ? "streamed" : "unbounded") {
        case "streamed" where streams:
            mode = .streamed
        case "unbounded":
            mode = .unbounded
        case "off":
            throw arguments.invalid(
                option, "off",
                expected: expected + " (\(arguments.command) needs a recorded trace, so tracing cannot be off)")
        case let text:
            guard let count = Int(text), count > 0 else { throw arguments.invalid(option, text, expected: expected) }
            mode = .lastTicks(count)
        }
    }
}
