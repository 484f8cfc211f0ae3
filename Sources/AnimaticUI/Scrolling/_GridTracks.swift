import Foundation

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items make across a
/// length, as SwiftUI sizes them. Not API.
///
/// 1. Fixed items take their length; the spacing after every item but the last is set aside.
/// 2. What is left is shared among the flexible and adaptive items, those with the narrowest range
///    (maximum less minimum) first: each takes the length left divided by the number of items left,
///    clamped to its range.
/// 3. An adaptive item of length *w*, minimum *m* and spacing *s* becomes
///    *k* = max(1, ⌊(*w* + *s*) / (*m* + *s*)⌋) tracks of (*w* − (*k* − 1)*s*) / *k* points each
///    (at most its maximum), *s* apart.
///
/// With no length proposed, every flexible or adaptive item takes its minimum, as one track.
struct _GridTracks: Equatable {
    /// Each track's length and the space after it (0 after the last).
    var tracks: [(length: CGFloat, item: Int, spacing: CGFloat)]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tracks.elementsEqual(rhs.tracks) {
            $0.length == $1.length && $0.item == $1.item && $0.spacing == $1.spacing
        }
    }

    /// The tracks of `items` across `length`.
    init(_ items: [GridItem], length: CGFloat?) {
        func spacing(_ index: Int) -> CGFloat { items[index].spacing ?? _LeafSizing.defaultSpacing }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var shared: [Int] = []
        var remaining = (length ?? 0) - (0..<max(items.count - 1, 0)).map(spacing).reduce(0, +)
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let fixed):
                lengths[index] = fixed
                remaining -= fixed
            case .flexible(let minimum, _), .adaptive(let minimum, _):
                if length == nil { lengths[index] = minimum } else { shared.append(index) }
            }
        }
        func range(_ index: Int) -> (CGFloat, CGFloat) {
            switch items[index].size {
            case .fixed(let fixed): (fixed, fixed)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): (minimum, maximum)
            }
        }
        let order = shared.sorted { range($0).1 - range($0).0 < range($1).1 - range($1).0 }
        var left = CGFloat(order.count)
        for index in order {
            let (minimum, maximum) = range(index)
            let share = min(max(remaining / left, minimum), maximum)
            lengths[index] = share
            remaining -= share
            left -= 1
        }
        tracks = []
        for (index, item) in items.enumerated() {
            let after = index == items.count - 1 ? 0 : spacing(index)
            guard case .adaptive(let minimum, let maximum) = item.size, length != nil else {
                tracks.append((lengths[index], index, after))
                continue
            }
            let gap = spacing(index)
            let count = max(1, ((lengths[index] + gap) / (minimum + gap)).rounded(.down))
            let each = min((lengths[index] - (count - 1) * gap) / count, maximum)
            for track in 0..<Int(count) {
                tracks.append((each, index, track == Int(count) - 1 ? after : gap))
            }
        }
    }

    /// The length of all the tracks and the spaces between them.
    var totalLength: CGFloat { tracks.map { $0.length + $0.spacing }.reduce(0, +) }
}
