import AnimaticUI
import Foundation
import Testing

@Suite("ProposedViewSize and Alignment")
struct ProposedViewSizeTests {
    @Test("the named proposals and replacing unspecified dimensions")
    func proposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(
            ProposedViewSize(width: 300, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 300, height: 10)
        )
        #expect(
            ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 1, height: 2))
        #expect(ProposedViewSize(width: 300, height: nil).description == "300 × nil")
        #expect(ProposedViewSize.infinity.description == "∞ × ∞")
        // Too large for an `Int`, as a proposal made of invalid values can be: printed as it is.
        #expect(ProposedViewSize(width: 1e300, height: -2.5).description == "1e+300 × -2.5")
    }

    @Test("the nine alignments pair SwiftUI's guides")
    func alignments() {
        #expect(Alignment.center == Alignment(horizontal: .center, vertical: .center))
        #expect(Alignment.leading == Alignment(horizontal: .leading, vertical: .center))
        #expect(Alignment.trailing == Alignment(horizontal: .trailing, vertical: .center))
        #expect(Alignment.top == Alignment(horizontal: .center, vertical: .top))
        #expect(Alignment.bottom == Alignment(horizontal: .center, vertical: .bottom))
        #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
        #expect(Alignment.topTrailing == Alignment(horizontal: .trailing, vertical: .top))
        #expect(Alignment.bottomLeading == Alignment(horizontal: .leading, vertical: .bottom))
        #expect(Alignment.bottomTrailing == Alignment(horizontal: .trailing, vertical: .bottom))
    }

    @Test("edge and axis sets")
    func sets() {
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set(.top) == .top)
        #expect(!Edge.Set.horizontal.contains(.top))
        #expect(Axis.Set([.horizontal, .vertical]).contains(.vertical))
        #expect(Axis.allCases == [.horizontal, .vertical])
    }
}
