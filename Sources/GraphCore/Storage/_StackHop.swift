#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs part of a deep pull on a fresh native stack: a helper thread runs it while the calling
/// thread waits, so the graph is still used by one thread at a time, in the same order.
///
/// A cold pull nests one native frame per rule it has to run for the first time (the closure that
/// reads waits for the value it reads). Hopping to a new stack when the current one is spent keeps
/// a chain of any length from overflowing, and runs exactly the rules the pull reads.
enum _StackHop {
    /// The size of each fresh stack, in bytes: address space reserved, memory used only as touched.
    static let stackSize = 64 * 1024 * 1024
    /// What a fresh stack keeps free below its limit for the frames of the closure being run.
    static let reserve = 1024 * 1024

    /// An address on the current native stack, close to its top.
    @inline(never)
    static func currentStackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    private final class Work {
        let body: (UInt) -> Void
        init(_ body: @escaping (UInt) -> Void) { self.body = body }
    }

    /// Runs `body` on a fresh stack and returns when it has returned; `body` is given the lowest
    /// stack address it may use before hopping again.
    static func run(_ body: (UInt) -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = Unmanaged.passRetained(Work(body)).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            #if canImport(Darwin)
                var thread: pthread_t?
            #else
                var thread = pthread_t()
            #endif
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                    let top = _StackHop.currentStackAddress()
                    work.body(top &- UInt(_StackHop.stackSize - _StackHop.reserve))
                    return nil
                }, work)
            guard status == 0 else {
                fatalError(
                    "A pull nested too deep for one stack could not start a thread to go on (pthread_create: "
                        + "\(status)). Pull long chains of new rules from their first rule up, or raise the "
                        + "process's thread limit.")
            }
            #if canImport(Darwin)
                pthread_join(thread!, nil)
            #else
                pthread_join(thread, nil)
            #endif
        }
    }
}
