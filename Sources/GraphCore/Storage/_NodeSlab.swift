/// Fixed-size slots for one kind of node storage, carved in creation order from chunks that never
/// move: a slot's address is stable for its node's life, and nodes created together sit together
/// in memory, however the process's allocator has been used before.
///
/// A slot holds a node's value at `valueOffset` (a rule's closure sits in the 16 bytes before it).
/// Freed slots are reused first, linked through their first word.
@usableFromInline
final class _NodeSlab {
    /// The distance from one slot to the next.
    let stride: Int
    /// The alignment of every slot and chunk.
    let alignment: Int
    /// Where the value sits in a slot.
    @usableFromInline let valueOffset: Int
    @exclusivity(unchecked) var chunks: [UnsafeMutableRawPointer] = []
    /// The next unused slot of the newest chunk, and the chunk's end.
    @exclusivity(unchecked) var next: UnsafeMutableRawPointer?
    @exclusivity(unchecked) var end: UnsafeMutableRawPointer?
    /// The last freed slot, the head of the list of freed slots.
    @exclusivity(unchecked) var freeSlot: UnsafeMutableRawPointer?
    /// The size of the next chunk: doubling, up to `maximumChunkBytes`.
    @exclusivity(unchecked) var nextChunkBytes: Int

    static let minimumChunkBytes = 512
    static let maximumChunkBytes = 1 << 20

    /// A slab for values of the given layout; a rule's slot has room for its closure too.
    @usableFromInline
    init(valueSize: Int, valueAlignment: Int, holdsClosure: Bool) {
        let alignment = max(valueAlignment, MemoryLayout<UnsafeRawPointer>.alignment)
        let closureSize = 2 * MemoryLayout<UnsafeRawPointer>.stride
        let valueOffset = holdsClosure ? max(closureSize, valueAlignment) : 0
        // At least a word, for the free list.
        let size = max(valueOffset + valueSize, MemoryLayout<UnsafeRawPointer>.stride)
        self.alignment = alignment
        self.valueOffset = valueOffset
        self.stride = (size + alignment - 1) / alignment * alignment
        nextChunkBytes = max(_NodeSlab.minimumChunkBytes, stride)
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// A slot for a new node: a pointer to where its value goes, uninitialized.
    @usableFromInline
    func allocate() -> UnsafeMutableRawPointer {
        if let slot = freeSlot {
            freeSlot = slot.load(as: UnsafeMutableRawPointer?.self)
            return slot + valueOffset
        }
        if next == end { addChunk() }
        let slot = next.unsafelyUnwrapped
        next = slot + stride
        return slot + valueOffset
    }

    /// Returns the slot whose value `value` points to; its contents must be deinitialized.
    func free(_ value: UnsafeMutableRawPointer) {
        let slot = value - valueOffset
        slot.storeBytes(of: freeSlot, as: UnsafeMutableRawPointer?.self)
        freeSlot = slot
    }

    func addChunk() {
        let slots = nextChunkBytes / stride
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: slots * stride, alignment: alignment)
        chunks.append(chunk)
        next = chunk
        end = chunk + slots * stride
        nextChunkBytes = min(nextChunkBytes * 2, max(_NodeSlab.maximumChunkBytes, stride))
    }
}
