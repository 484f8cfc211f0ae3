import Foundation

extension Font {
    /// The weight of a font, from ultra-light to black.
    ///
    /// Mirrors SwiftUI's `Font.Weight`. Each weight has the numeric value Apple's platforms
    /// give it (regular 0, bold 0.4), and a documented width factor by which Animatic's metrics
    /// widen or narrow text against the regular weight:
    ///
    /// | Weight | Value | Width factor |
    /// | --- | ---: | ---: |
    /// | `ultraLight` | −0.8 | 0.95 |
    /// | `thin` | −0.6 | 0.96 |
    /// | `light` | −0.4 | 0.98 |
    /// | `regular` | 0 | 1 |
    /// | `medium` | 0.23 | 1.02 |
    /// | `semibold` | 0.3 | 1.04 |
    /// | `bold` | 0.4 | 1.06 |
    /// | `heavy` | 0.56 | 1.08 |
    /// | `black` | 0.62 | 1.1 |
    public struct Weight: Hashable, Sendable {
        /// The weight's numeric value: 0 for regular, negative lighter, positive heavier.
        package let value: CGFloat

        /// How much wider text of this weight is than regular text.
        package let widthFactor: CGFloat

        private init(value: CGFloat, widthFactor: CGFloat) {
            self.value = value
            self.widthFactor = widthFactor
        }

        /// The ultra-light weight.
        public static let ultraLight = Weight(value: -0.8, widthFactor: 0.95)
        /// The thin weight.
        public static let thin = Weight(value: -0.6, widthFactor: 0.96)
        /// The light weight.
        public static let light = Weight(value: -0.4, widthFactor: 0.98)
        /// The regular weight.
        public static let regular = Weight(value: 0, widthFactor: 1)
        /// The medium weight.
        public static let medium = Weight(value: 0.23, widthFactor: 1.02)
        /// The semibold weight, the `headline` style's.
        public static let semibold = Weight(value: 0.3, widthFactor: 1.04)
        /// The bold weight.
        public static let bold = Weight(value: 0.4, widthFactor: 1.06)
        /// The heavy weight.
        public static let heavy = Weight(value: 0.56, widthFactor: 1.08)
        /// The black weight.
        public static let black = Weight(value: 0.62, widthFactor: 1.1)
    }
}
