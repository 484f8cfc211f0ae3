/// A contiguous buffer of trivial values that doubles when it fills: the one growth policy behind
/// every buffer of `_GraphStorage` (node records, the edge pool, the type tables, the walks' stacks
/// and the observer's scratch).
///
/// A value type over memory it does not own: the storage that holds it calls `deallocate()` once.
/// `count` says how many elements are initialized, for the buffers that track it (a walk that keeps
/// its depth in a local sets `count` only before it grows the buffer, and reaches the elements
/// through `base`, as the walks do everywhere on the evaluation path).
///
/// The subscript asserts that the index is below `count`: an initialized element. The check is an
/// `assert`, so a debug build (the tests') stops at the first read or write past the elements,
/// and a release build compiles it away and indexes unchecked.
@usableFromInline
struct _GrowableBuffer<Element> {
    /// The first element.
    @usableFromInline var base: UnsafeMutablePointer<Element>
    /// The number of initialized elements, moved when the buffer grows.
    @usableFromInline var count = 0
    /// The number of elements the buffer has room for.
    @usableFromInline var capacity: Int

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get {
            assertInBounds(index)
            return base[index]
        }
        @inline(__always) nonmutating set {
            assertInBounds(index)
            base[index] = newValue
        }
        @inline(__always) nonmutating _modify {
            assertInBounds(index)
            yield &base[index]
        }
    }

    /// Stops a debug build when `index` is not that of an initialized element; nothing in release.
    @inlinable @inline(__always)
    func assertInBounds(_ index: Int) {
        assert(index >= 0 && index < count, "index \(index) out of a buffer of \(count) elements")
    }

    /// Whether `count` has reached `capacity`.
    @inlinable
    var isFull: Bool {
        @inline(__always) get { count == capacity }
    }

    /// Adds `element` after the last one, growing the buffer if it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Doubles the capacity, moving the `count` initialized elements.
    @inline(never)
    mutating func grow() { grow(to: max(capacity * 2, 16)) }

    /// Moves the `count` initialized elements to a buffer with room for `newCapacity`, if that is
    /// more than there is now.
    mutating func grow(to newCapacity: Int) {
        guard newCapacity > capacity else { return }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Makes room for `extra` more elements than `count` at once.
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// A buffer of its own holding the same elements, with the same capacity.
    func copy() -> _GrowableBuffer {
        var result = _GrowableBuffer(capacity: capacity)
        result.base.initialize(from: base, count: count)
        result.count = count
        return result
    }

    /// Frees the memory; the elements are trivial, so there is nothing to deinitialize.
    func deallocate() { base.deallocate() }
}
