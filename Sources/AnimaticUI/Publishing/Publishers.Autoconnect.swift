extension Publishers {
    /// A connectable publisher that connects when its first subscriber subscribes and disconnects
    /// when its last one cancels, as Combine's `Publishers.Autoconnect`: what
    /// ``ConnectablePublisher/autoconnect()`` returns.
    ///
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// Stop it from view code with `timer.upstream.connect().cancel()`, as in SwiftUI.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The dates of the upstream timer.
        public typealias Output = Upstream.Output
        /// A timer never fails.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher this one connects.
        public let upstream: Upstream
        /// The connection made for the subscribers there are, if any.
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Makes a publisher that connects `upstream` while it has subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream publisher, connecting it if this is the first subscriber. Not
        /// API.
        public func _subscribe(_ receive: @escaping (Output) -> Void) -> any Cancellable {
            let subscription = upstream._subscribe(receive)
            subscribers += 1
            if subscribers == 1 { connection = upstream.connect() }
            return _Cancellation { [weak self] in
                subscription.cancel()
                guard let self else { return }
                subscribers -= 1
                if subscribers == 0 {
                    connection?.cancel()
                    connection = nil
                }
            }
        }
    }
}
