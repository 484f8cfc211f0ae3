/// The last word of a ``SynthesizedAnimatableData``: how many scalar components are stored inline,
/// or the heap storage that holds them all.
///
/// The inline cases carry no payload, so Swift encodes them in values a reference can never take:
/// the enum is one word, and inline data holds no reference at all. Copying it needs no reference
/// counting, and the whole value stays small enough (32 bytes) for generic code to copy, move and
/// destroy it with inline code instead of calls through its metadata.
@usableFromInline
internal enum _SynthesizedTail: Sendable {
    /// No scalar components.
    case inline0
    /// One scalar component, inline.
    case inline1
    /// Two scalar components, inline.
    case inline2
    /// Three scalar components, inline.
    case inline3
    /// More than three scalar components, or opaque ones: every component is on the heap.
    case heap(_SynthesizedOverflow)

    /// The tail of inline data with `count` scalar components.
    ///
    /// - Precondition: `count` is 0 to 3.
    @inlinable
    init(inlineCount count: Int) {
        switch count {
        case 0: self = .inline0
        case 1: self = .inline1
        case 2: self = .inline2
        case 3: self = .inline3
        default: preconditionFailure("synthesized data keeps at most three components inline; got \(count)")
        }
    }

    /// The number of inline scalar components, or `nil` when the components are on the heap.
    @inlinable @inline(__always)
    var inlineCount: Int? {
        switch self {
        case .inline0: 0
        case .inline1: 1
        case .inline2: 2
        case .inline3: 3
        case .heap: nil
        }
    }
}
