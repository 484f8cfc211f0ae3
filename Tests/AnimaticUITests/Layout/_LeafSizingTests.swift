import AnimaticUI
import Foundation
import Testing

@Suite("_LeafSizing")
struct LeafSizingTests {
    @Test(
        "a shape takes the proposal, and 10 points for each unspecified dimension",
        arguments: [
            (ProposedViewSize(width: 300, height: 200), CGSize(width: 300, height: 200)),
            (ProposedViewSize(width: 300, height: nil), CGSize(width: 300, height: 10)),
            (ProposedViewSize(width: nil, height: 50), CGSize(width: 10, height: 50)),
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
            (ProposedViewSize.zero, CGSize.zero),
        ])
    func shape(proposal: ProposedViewSize, expected: CGSize) {
        expectSize(_LeafSizing.shape(proposal), expected, "a shape proposed \(proposal)")
        expectSize(_LeafSizing.color(proposal), expected, "a colour proposed \(proposal)")
    }

    @Test("a spacer: at least its minimum along its axis, 0 across")
    func spacer() {
        let proposal = ProposedViewSize(width: 100, height: 60)
        expectSize(
            _LeafSizing.spacer(minLength: nil, orientation: .horizontal, proposal: proposal),
            CGSize(width: 100, height: 0), "in an HStack")
        expectSize(
            _LeafSizing.spacer(minLength: nil, orientation: .vertical, proposal: proposal),
            CGSize(width: 0, height: 60), "in a VStack")
        expectSize(
            _LeafSizing.spacer(minLength: nil, orientation: nil, proposal: proposal), CGSize(width: 100, height: 60),
            "outside a stack")
        expectSize(
            _LeafSizing.spacer(minLength: nil, orientation: .horizontal, proposal: .zero), CGSize(width: 8, height: 0),
            "proposed zero")
        expectSize(
            _LeafSizing.spacer(minLength: 24, orientation: .horizontal, proposal: .unspecified),
            CGSize(width: 24, height: 0), "ideal, minLength 24")
    }

    @Test("a symbol image is a square of the font's point size, whatever is proposed")
    func symbolImage() {
        expectSize(_LeafSizing.symbolImage(font: .body), CGSize(width: 17, height: 17), "a body symbol")
        expectSize(_LeafSizing.symbolImage(font: .title), CGSize(width: 28, height: 28), "a title symbol")
        expectSize(_LeafSizing.symbolImage(font: .system(size: 44)), CGSize(width: 44, height: 44), "a 44-point symbol")
    }
}
