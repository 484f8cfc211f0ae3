extension LiveSession {
    /// Why a session refused a tap.
    package enum TapError: Error, Equatable, CustomStringConvertible {
        /// Nothing on screen has the label; `tappable` lists what does.
        case unknownLabel(String, tappable: [String])
        /// The session has taken ``LiveSession/maximumTaps`` taps.
        case tooManyTaps
        /// The clock is at its last frame.
        case clockAtEnd

        /// The refusal in a sentence.
        package var description: String {
            switch self {
            case .unknownLabel(let label, let tappable):
                "Nothing has the label '\(label)'. What can be tapped: "
                    + (tappable.isEmpty ? "nothing." : tappable.map { "'\($0)'" }.joined(separator: ", ") + ".")
            case .tooManyTaps:
                "The session has taken \(LiveSession.maximumTaps) taps, the most it keeps; save it and start another."
            case .clockAtEnd:
                "The clock is at its last frame."
            }
        }
    }
}
