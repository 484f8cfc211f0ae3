/// Fades, blurs and scales the view in and out, as SwiftUI's `BlurReplaceTransition`: outside the
/// identity phase the view is transparent, blurred by a radius of 7 and scaled to 0.9 (or, leaving
/// with the `.upUp` configuration, to 1.1).
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it leaves.
    public struct Configuration: Equatable, Sendable {
        fileprivate let leavingScale: Double

        /// Grows in from 0.9 and shrinks out to 0.9: the default.
        public static let downUp = Configuration(leavingScale: 0.9)
        /// Grows in from 0.9 and grows out to 1.1.
        public static let upUp = Configuration(leavingScale: 1.1)
    }

    /// Which way the view scales as it leaves.
    public var configuration: Configuration

    /// Creates the transition.
    ///
    /// - Parameter configuration: Which way the view scales as it leaves; `.downUp` by default.
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    /// The content faded, then blurred, then scaled, by the phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double =
            switch phase {
            case .willAppear: 0.9
            case .identity: 1
            case .didDisappear: configuration.leavingScale
            }
        return
            content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .scaleEffect(CGFloat(scale))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Fades, blurs and scales the view in and out (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// Fades, blurs and scales the view in and out, scaling as `configuration` says as it leaves.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
