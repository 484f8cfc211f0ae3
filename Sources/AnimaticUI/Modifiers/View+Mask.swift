extension View {
    /// Draws this view only where `mask` covers, as SwiftUI's `mask(alignment:_:)`. The mask is laid
    /// out as an overlay (proposed this view's size, placed by `alignment`); what it covers is the
    /// union of its shapes' paths and its texts' and images' frames, whatever their colours and
    /// opacities (SwiftUI uses the mask's alpha: the article *Differences from SwiftUI* says so).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<
        Self, _SecondaryLayout<Mask, _MaskPlacement>
    > {
        modifier(_SecondaryLayout(alignment: alignment, secondary: mask()))
    }

    /// Draws this view only where `mask` covers, as SwiftUI's deprecated `mask(_:)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _SecondaryLayout<Mask, _MaskPlacement>> {
        modifier(_SecondaryLayout(alignment: .center, secondary: mask))
    }
}
