#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LiveServer {
    /// A pipe the serving loop watches beside its socket: a byte written to it ends the loop.
    final class Waker: Sendable {
        /// The end the loop polls.
        let readEnd: Int32
        /// The end a ``Stopper`` writes to.
        let writeEnd: Int32

        init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            readEnd = ends[0]
            writeEnd = ends[1]
        }

        deinit {
            close(readEnd)
            close(writeEnd)
        }

        /// Ends the loop: safe from any thread.
        func wake() {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }
}
