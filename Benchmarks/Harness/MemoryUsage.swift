#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// How much memory the process uses: the C heap's allocated bytes and the resident set.
///
/// On Linux the heap figure comes from glibc's `mallinfo2()`: `uordblks` (in use in the arenas)
/// plus `hblkhd` (large blocks served by `mmap`). `malloc.h` is not part of Swift's `Glibc` module,
/// so the function is looked up with `dlsym`. It returns a 10-word struct by value; on x86-64
/// (System V) such a struct is returned through a hidden pointer passed as the first argument,
/// which is how it is called here. On other Linux processors, or if glibc is older than 2.33, the
/// measurement is unavailable. On macOS it is the default malloc zone's `bytes_used` (`mstats()`),
/// and the resident figure is the peak resident size from `getrusage`.
enum MemoryUsage {
    private typealias MallocInfo = @convention(c) (UnsafeMutablePointer<Int>) -> Void

    private static let mallinfo2: MallocInfo? = {
        #if arch(x86_64) && !canImport(Darwin)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return nil }
            return unsafeBitCast(symbol, to: MallocInfo.self)
        #else
            return nil
        #endif
    }()

    private typealias MallocTrim = @convention(c) (Int) -> Int32

    private static let mallocTrim: MallocTrim? = {
        #if canImport(Darwin)
            return nil
        #else
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: MallocTrim.self)
        #endif
    }()

    /// Returns the heap's free pages to the system (glibc's `malloc_trim(0)`), so that the resident
    /// set shrinks to what is allocated; does nothing where the function is missing.
    static func releaseFreeMemory() {
        _ = mallocTrim?(0)
    }

    /// The allocated bytes, or `nil` where `mallinfo2()` cannot be called.
    static func allocatedBytes() -> Int? {
        #if canImport(Darwin)
            return mstats().bytes_used
        #else
            guard let mallinfo2 else { return nil }
            var fields = [Int](repeating: 0, count: 10)
            fields.withUnsafeMutableBufferPointer { mallinfo2($0.baseAddress!) }
            return fields[7] + fields[4]  // uordblks + hblkhd
        #endif
    }

    /// The resident set size of the process, from `/proc/self/statm` (on macOS the peak resident
    /// size); 0 where it cannot be read.
    static func residentBytes() -> Int {
        #if canImport(Darwin)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)  // bytes on macOS
        #else
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }
}
