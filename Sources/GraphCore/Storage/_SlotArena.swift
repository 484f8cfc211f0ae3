/// The memory that holds nodes' values and closures: slots cut one after another from chunks the
/// graph owns, in the order the nodes are created.
///
/// A rule's slot is its value followed by its closure; an input's, its value alone (see
/// `_NodeType`). Slots are laid out as the graph is built, whatever the process's heap looks like:
/// the rules of a chain made in a loop sit next to each other, so the update walk, which runs them
/// in about that order, reads their slots as a stream. Objects allocated one by one land wherever
/// the allocator has room: in a heap fragmented by earlier work, an update waited on a cache miss
/// and an address translation miss for nearly every rule it ran, and cellx with 1,000 layers took
/// far longer than in a fresh heap (`Benchmarks/README.md` has the figures). Laying the slots
/// out here also spares a rule's first run an allocation: its value goes in the room left for it.
///
/// Chunks never move, so a slot's address holds for its node's lifetime. A freed slot goes on a
/// free list of its size and alignment, for the next node that needs the same. A slot too large for
/// a chunk, or aligned more strictly than chunks are, is allocated on its own and freed with its
/// node. A value type over memory it owns: the storage that holds it calls `deallocate()` once,
/// after every node's slot has been deinitialized.
struct _SlotArena {
    /// The alignment every chunk has, and the most a slot cut from one may ask for.
    static let chunkAlignment = 16
    /// The first chunk's size; each next one doubles, up to `largestChunk`.
    static let firstChunk = 1024
    static let largestChunk = 256 * 1024
    /// Larger slots are allocated on their own.
    static let largestCutSlot = 4096

    /// Where the next slot is cut from, and the end of the current chunk.
    private var next: UnsafeMutableRawPointer?
    private var end: UnsafeMutableRawPointer?
    /// Every chunk, to free them all at the end.
    private var chunks: [UnsafeMutableRawPointer] = []
    /// The first free slot of each size and alignment (`key`), each free slot holding the next.
    private var freeSlots: [Int: UnsafeMutableRawPointer] = [:]

    init() {}

    /// A slot of at least 8 bytes (a free slot holds a pointer), aligned to `alignment`, a power of
    /// two; uninitialized.
    mutating func allocate(size: Int, alignment: Int) -> UnsafeMutableRawPointer {
        let size = max(size, MemoryLayout<UnsafeMutableRawPointer>.size)
        guard size <= Self.largestCutSlot && alignment <= Self.chunkAlignment else {
            return .allocate(byteCount: size, alignment: alignment)
        }
        if !freeSlots.isEmpty, let slot = freeSlots[Self.key(size, alignment)] {
            freeSlots[Self.key(size, alignment)] = slot.load(as: UnsafeMutableRawPointer?.self)
            return slot
        }
        if let next, let end {
            let start = next.alignedUp(toMultipleOf: alignment)
            if end - start >= size {
                self.next = start + size
                return start
            }
        }
        return cutFromNewChunk(size: size)
    }

    /// Gives back a slot `allocate` returned for the same size and alignment, deinitialized.
    mutating func free(_ slot: UnsafeMutableRawPointer, size: Int, alignment: Int) {
        let size = max(size, MemoryLayout<UnsafeMutableRawPointer>.size)
        guard size <= Self.largestCutSlot && alignment <= Self.chunkAlignment else {
            slot.deallocate()
            return
        }
        let key = Self.key(size, alignment)
        slot.storeBytes(of: freeSlots[key], as: UnsafeMutableRawPointer?.self)
        freeSlots[key] = slot
    }

    /// Frees every chunk. Slots allocated on their own must have been freed already.
    func deallocate() {
        for chunk in chunks { chunk.deallocate() }
    }

    @inline(never)
    private mutating func cutFromNewChunk(size: Int) -> UnsafeMutableRawPointer {
        let chunkSize = Self.chunkSize(chunks.count)
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: Self.chunkAlignment)
        chunks.append(chunk)
        next = chunk + size
        end = chunk + chunkSize
        return chunk
    }

    /// The size of the chunk with the given number: doubling from `firstChunk` to `largestChunk`.
    private static func chunkSize(_ number: Int) -> Int {
        number >= 8 ? largestChunk : min(firstChunk << number, largestChunk)
    }

    private static func key(_ size: Int, _ alignment: Int) -> Int { size << 8 | alignment }
}
