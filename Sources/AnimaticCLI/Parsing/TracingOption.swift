import Animatic

/// The `--tracing <mode>` option: how much of a run the graph records.
///
/// `inspect`, `run` and `trace` share it, each offering only the modes it can use: the inspector
/// shows a recorded trace, so it takes no mode that records nothing.
struct TracingOption {
    /// How much of a run is recorded.
    enum Mode: Equatable {
        /// Every tick, kept until the run ends.
        case unbounded
        /// The latest `count` ticks, the oldest dropped.
        case lastTicks(Int)

        /// The graph's mode.
        var traceMode: TraceMode {
            switch self {
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

    /// The mode given.
    let mode: Mode

    /// Reads `option`'s value: `unbounded` or a positive number of ticks.
    init(_ option: OptionDefinition, in arguments: ParsedArguments) throws {
        let expected = "'unbounded' or a positive whole number of ticks to keep"
        switch arguments.value(option) ?? "unbounded" {
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
