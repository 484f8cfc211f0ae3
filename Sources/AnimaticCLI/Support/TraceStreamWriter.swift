import Animatic
import AnimaticExports
import Foundation

/// A trace's form written piece by piece as a run goes (see ``StreamedTrace``): the text
/// timeline, the JSON document or the Perfetto trace. Each writes, from its pieces then its end,
/// the bytes of the whole trace's form.
protocol TraceStreamWriter {
    /// The bytes of `piece`'s ticks: the form's opening too, for the first piece.
    mutating func write(_ piece: Trace) -> Data
    /// The bytes held back or only known at the end.
    mutating func finish() -> Data
}

extension _TimelineStream: TraceStreamWriter {
    mutating func write(_ piece: Trace) -> Data { Data((write(piece) as String).utf8) }
    mutating func finish() -> Data { Data((finish() as String).utf8) }
}

extension _TraceJSONStream: TraceStreamWriter {
    mutating func write(_ piece: Trace) -> Data { Data(write(piece) as [UInt8]) }
    /// The document ends with a line break, as `trace --format json` writes it whole.
    mutating func finish() -> Data { Data(finish() as [UInt8]) + Data("\n".utf8) }
}

extension _PerfettoStream: TraceStreamWriter {
    mutating func write(_ piece: Trace) -> Data { Data(write(piece) as [UInt8]) }
    mutating func finish() -> Data { Data(finish() as [UInt8]) }
}
