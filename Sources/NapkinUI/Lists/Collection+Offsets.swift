import Foundation

// SwiftUI's collection helpers for `onDelete` and `onMove`: on Apple platforms `import
// SwiftUI` adds them to every collection, and view models call them, so `import NapkinUI`
// brings them too.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions counted from the start, as `onDelete`
    /// hands them), as SwiftUI's `remove(atOffsets:)`. Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let first = offsets.first else { return }
        // Keep every element whose offset is not in the set, in order, moving each down once.
        var write = index(startIndex, offsetBy: first, limitedBy: endIndex) ?? endIndex
        guard write != endIndex else { return }
        var read = index(after: write)
        var offset = first + 1
        while read != endIndex {
            if !offsets.contains(offset) {
                swapAt(write, read)
                formIndex(after: &write)
            }
            formIndex(after: &read)
            offset += 1
        }
        removeSubrange(write..<endIndex)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order, before the element
    /// that was at `destination` (an offset from 0 to `count`), as SwiftUI's
    /// `move(fromOffsets:toOffset:)` and `onMove` hand them over.
    ///
    /// Offsets past the end are ignored; a destination past the end moves to the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        let movingSet = Set(moving)
        // The staying elements before the destination, the moved ones, then the rest.
        var reordered: [Element] = []
        reordered.reserveCapacity(total)
        for offset in 0..<target where !movingSet.contains(offset) { reordered.append(elements[offset]) }
        for offset in moving { reordered.append(elements[offset]) }
        for offset in target..<total where !movingSet.contains(offset) { reordered.append(elements[offset]) }
        var position = startIndex
        for element in reordered {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
