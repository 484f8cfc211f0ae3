/// A publisher that delivers nothing until it is connected, as Combine's `ConnectablePublisher`:
/// ``Timer/TimerPublisher``.
public protocol ConnectablePublisher: Publisher {
    /// Starts the publisher: its subscribers receive outputs until the answer is cancelled.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one while it has subscribers, as Combine's `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
