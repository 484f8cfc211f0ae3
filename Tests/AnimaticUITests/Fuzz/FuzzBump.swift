import AnimaticUI

/// A leaf's child that changes the leaf's count through a binding.
struct FuzzBump: View {
    let key: String
    /// The serial of the leaf that owns the count.
    let owner: Int
    @Binding var count: Int
    let log: FuzzLog

    var body: some View {
        let _ = log.record("bump:\(key)", owner, "count \(count)")
        Button("\(key) bump") { count += 10 }
    }
}
