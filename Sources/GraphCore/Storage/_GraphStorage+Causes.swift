/// The causes writes carry down the graph (see ``ChangeCause``): one number per node, kept only
/// once a write has given one.
///
/// An input's cause is that of its latest write. A rule that changes takes the largest cause among
/// the sources it read that changed since it was last verified: the change that reached it, carried
/// one level further down. A graph whose writes carry no cause keeps no buffer and pays one
/// predictable branch per changed evaluation.
///
/// A rule last verified after the latest caused write has no changed source that a cause came
/// with: its change came from uncaused writes (the clock's, every frame), and its cause is `none`
/// at the cost of one compare. (Every source of such a rule was brought up to date when it was
/// verified, so a source that changed since did so for a later write. A source first read in
/// this run may have changed for an older caused write; that change did not reach the rule, and
/// its cause is not carried.)
extension _GraphStorage {
    /// Stores the cause of a write to `index`, starting the buffer on the first cause given.
    @inline(__always)
    func noteWrite(_ index: UInt32, cause: UInt32) {
        if !tracksCauses {
            if cause == 0 { return }
            startTrackingCauses()
        }
        causes[Int(index)] = cause
    }

    /// Sizes the cause buffer to the nodes created so far; from then on every new node gets a slot.
    @inline(never)
    func startTrackingCauses() {
        tracksCauses = true
        causes.reserve(records.count)
        while causes.count < records.count { causes.append(0) }
    }

    /// The largest cause among `node`'s sources that changed after `verified`.
    @inline(__always)
    func largestCause(reaching node: UInt32, since verified: _Epoch) -> UInt32 {
        var cause: UInt32 = 0
        var edge = records[Int(node)].firstSource
        while edge != 0 {
            let source = edges[Int(edge)].source
            if records[Int(source)].changedEpoch.isAfter(verified) {
                cause = max(cause, causes[Int(source)])
            }
            edge = edges[Int(edge)].nextSource
        }
        return cause
    }

    /// Whether a caused write changed its input after `verified`: only then can a rule verified
    /// at `verified` have a changed source with a cause.
    @inline(__always)
    func hasCausedWrite(since verified: _Epoch) -> Bool {
        causeEpoch.isAfter(verified)
    }

    /// Gives a rule that just changed the cause of the change that reached it. Runs before the
    /// rule's `verifiedEpoch` moves on, over the sources it read this time.
    @inline(__always)
    func carryCause(to node: UInt32, since verified: _Epoch) {
        if hasCausedWrite(since: verified) {
            carryCauseFromSources(to: node, since: verified)
        } else {
            causes[Int(node)] = 0
        }
    }

    @inline(never)
    func carryCauseFromSources(to node: UInt32, since verified: _Epoch) {
        causes[Int(node)] = largestCause(reaching: node, since: verified)
    }

    /// The cause of the change reaching `node`: while its rule runs, the change it is processing.
    func pendingCause(of node: UInt32) -> UInt32 {
        let verified = records[Int(node)].verifiedEpoch
        guard tracksCauses && hasCausedWrite(since: verified) else { return 0 }
        return largestCause(reaching: node, since: verified)
    }

    /// The cause of `node`'s latest change.
    func cause(of node: UInt32) -> UInt32 {
        tracksCauses ? causes[Int(node)] : 0
    }
}
