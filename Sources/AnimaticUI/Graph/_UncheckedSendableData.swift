/// A view's animatable data, for the animator, which keeps `Sendable` data: the graph runs on one
/// thread, and a view's data never leaves it, so the wrapper's `Sendable` is unchecked. It adds,
/// scales and measures exactly as the data it wraps. Not API.
public struct _UncheckedSendableData<Data: VectorArithmetic>: VectorArithmetic, @unchecked Sendable,
    CustomStringConvertible, CustomTraceComponents
{
    /// The data.
    public var data: Data

    init(_ data: Data) {
        self.data = data
    }

    /// Zero data.
    public static var zero: Self { Self(.zero) }
    /// The sum of the wrapped data.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.data + rhs.data) }
    /// The difference of the wrapped data.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.data - rhs.data) }
    /// Scales the wrapped data by `rhs`.
    public mutating func scale(by rhs: Double) { data.scale(by: rhs) }
    /// The wrapped data's squared magnitude.
    public var magnitudeSquared: Double { data.magnitudeSquared }
    /// The value as code writes it.
    public var description: String { TraceValue(data).description }
    /// The wrapped data's numbers, named as its own.
    public var traceComponents: [TraceComponent] { TraceValue.components(of: data, under: "") }
}
