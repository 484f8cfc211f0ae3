/// Where each edge of a running rule's cut-off chain is (see `_ReadCursor.ahead`), once looking
/// through the chain has grown long: the edge of each source, and the edge before each edge in the
/// chain, so that a read moves its edge back at once, wherever it is.
///
/// A rule whose reads come in an order far from its previous one (a stack measuring ten thousand
/// rows in the order their sizes now give) would otherwise look through the chain at each read:
/// n² steps for n reads. Built once, from the chain as it stands, it makes the rest of the
/// evaluation's reads cost a lookup each. It belongs to the evaluation whose read-mark serial it
/// carries.
struct _CutOffIndex {
    /// The read-mark serial of the evaluation whose chain this is.
    let serial: UInt32
    /// The edge of each source in the chain.
    var edgeOf: [UInt32: UInt32]
    /// The edge before each edge in the chain; 0 for the chain's head.
    var before: [UInt32: UInt32]
}
