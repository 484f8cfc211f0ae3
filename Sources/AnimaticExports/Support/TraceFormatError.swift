import Animatic

/// Why a plot, a drawing or a film strip could not be made from a trace: the request does not fit
/// the trace. The message names what is wrong and what to do instead.
public struct TraceFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, in a sentence that ends with what to do.
    public let message: String

    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// A node name the trace does not know.
    static func unknownNode(_ name: String, known: [String]) -> TraceFormatError {
        TraceFormatError(
            "There is no node named '\(name)' in the trace. The nodes are: \(known.joined(separator: ", ")).")
    }

    /// A node whose values hold no numbers, asked for in a plot.
    static func noNumbers(_ name: String, plottable: [String]) -> TraceFormatError {
        let hint =
            plottable.isEmpty
            ? "No node of this trace holds numbers."
            : "Plot one that does: \(plottable.joined(separator: ", "))."
        return TraceFormatError("The values of '\(name)' hold no numbers to plot. \(hint)")
    }

    /// A node whose values are not drawings, asked for in a drawing.
    static func notDrawing(_ name: String, drawable: [String]) -> TraceFormatError {
        let hint =
            drawable.isEmpty
            ? "No node of this trace is a Path or a Shape."
            : "Draw one that is: \(drawable.joined(separator: ", "))."
        return TraceFormatError("The values of '\(name)' are not a Path or a Shape. \(hint)")
    }

    /// A moment outside the trace.
    static func timeOutside(_ time: Double, first: Double, last: Double) -> TraceFormatError {
        let given = _TextFormatting.decimal(time, decimals: 3)
        let end = _TextFormatting.decimal(last, decimals: 3)
        return time > last
            ? TraceFormatError("The time \(given) s is past the trace's end at \(end) s. Give a time up to \(end).")
            : TraceFormatError(
                "The time \(given) s is before the trace's start at \(_TextFormatting.decimal(first, decimals: 3)) s.")
    }
}
