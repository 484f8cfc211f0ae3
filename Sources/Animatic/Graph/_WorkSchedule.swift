/// Work a front end scheduled on the virtual clock, waiting for the frame its deadline falls on,
/// kept in the order it runs: by deadline, and in the order scheduled among equal deadlines. Not API.
///
/// It holds one entry per piece of work still to run (a repeating timer schedules its next fire only
/// when it fires), so its size is bounded by what is live, not by how long the clock runs.
struct _WorkSchedule {
    /// One piece of work.
    struct Entry {
        /// The number it was given when scheduled: its place among equal deadlines, and how it is
        /// cancelled.
        let id: Int
        /// When it is due, in seconds on the clock.
        let deadline: Double
        /// The first frame at or after `deadline`: the frame it runs in.
        let frame: Int
        /// What to run.
        let run: () -> Void
    }

    /// The entries, in the order they run.
    private(set) var entries: [Entry] = []
    private var lastID = 0

    /// Adds `run`, due at `deadline` (frame `frame`); returns its number.
    mutating func add(deadline: Double, frame: Int, _ run: @escaping () -> Void) -> Int {
        lastID += 1
        let entry = Entry(id: lastID, deadline: deadline, frame: frame, run: run)
        // After every entry due no later: equal deadlines run in the order scheduled.
        var low = entries.startIndex
        var high = entries.endIndex
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
        }
        entries.insert(entry, at: low)
        return lastID
    }

    /// Removes the entry numbered `id`, if it has not run; returns whether it was there.
    @discardableResult
    mutating func cancel(_ id: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// The frame of the earliest entry, if any.
    var nextFrame: Int? { entries.first?.frame }

    /// Removes and returns the entries due by `frame`, in the order they run.
    mutating func takeDue(by frame: Int) -> [Entry] {
        guard let first = entries.first, first.frame <= frame else { return [] }
        // Deadlines are sorted, and so are their frames.
        let end = entries.firstIndex(where: { $0.frame > frame }) ?? entries.endIndex
        let due = Array(entries[..<end])
        entries.removeSubrange(..<end)
        return due
    }
}
