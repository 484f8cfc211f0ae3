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

    /// What a pull leaves free at the bottom of the caller's stack, for the frames between two
    /// checks (one rule's closure and the reads it makes) however large a build makes them: an
    /// address sanitizer's frames are several times a release build's.
    static let callerReserve = 192 * 1024

    /// The lowest address a pull that starts at `here` may use on the calling thread's stack:
    /// `budget` bytes below `here`, but never closer than `callerReserve` to the end of the stack,
    /// whose size depends on who made the thread (a test runner's or a task pool's threads have
    /// small ones).
    ///
    /// Asking the platform for a thread's stack costs system calls (and, for a main thread on
    /// Linux, reading the process's memory map), so the answer is kept in `known` while pulls
    /// start inside the same stack.
    static func limit(below here: UInt, budget: Int, known: inout Range<UInt>?) -> UInt {
        let wanted = here &- UInt(budget)
        if known.map({ !$0.contains(here) }) ?? true { known = currentStack() }
        guard let stack = known else { return wanted }
        return max(wanted, stack.lowerBound &+ UInt(callerReserve))
    }

    /// The addresses of the current thread's stack, if the platform says.
    static func currentStack() -> Range<UInt>? {
        #if canImport(Darwin)
            let thread = pthread_self()
            let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            return (top &- UInt(pthread_get_stacksize_np(thread)))..<top
        #elseif canImport(Glibc) || canImport(Musl)
            guard let getAttributes = threadAttributes else { return nil }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
            return UInt(bitPattern: address)..<(UInt(bitPattern: address) &+ UInt(size))
        #else
            return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
        /// `pthread_getattr_np`, which the C library has but its Swift module does not declare (it
        /// is a GNU extension): looked up once.
        static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
        }()
    #endif

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
                    // The stack asked for, unless the thread got less (an instrumented build's
                    // threads can): then as much of it as is left.
                    let top = _StackHop.currentStackAddress()
                    var known: Range<UInt>?
                    work.body(
                        _StackHop.limit(below: top, budget: _StackHop.stackSize - _StackHop.reserve, known: &known))
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
