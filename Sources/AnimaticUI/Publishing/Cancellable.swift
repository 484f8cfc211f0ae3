/// Something that can be stopped, as Combine's `Cancellable`: a publisher's connection or
/// subscription.
public protocol Cancellable {
    /// Stops it: nothing is delivered after the call. Cancelling twice does nothing more.
    func cancel()
}
