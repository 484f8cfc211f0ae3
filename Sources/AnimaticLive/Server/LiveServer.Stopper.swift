extension LiveServer {
    /// Stops a ``LiveServer`` from any thread, such as the handler of Ctrl-C: its serving loop
    /// returns after the request it is answering.
    package struct Stopper: Sendable {
        let waker: Waker

        /// Stops the server.
        package func stop() { waker.wake() }

        /// The pipe to write a byte to, to stop the server: for a signal handler, which may call
        /// `write` but not Swift code that allocates or locks.
        package var descriptor: Int32 { waker.writeEnd }
    }
}
