import Foundation

/// The row, item and section of an index path, which UIKit adds to Foundation's `IndexPath` on iOS
/// (`IndexPath(row: 0, section: 1)`, `indexPath.row`): table views, collection views, fetched-results
/// controllers and `onMove`/`onDelete` helpers use them. Linux's Foundation has none of them.
///
/// As UIKit's, a section-and-row index path is `[section, row]`: `section` is the first index and
/// `row` (or `item`, the same index) the second. Reading either of a path with fewer indexes traps,
/// as it does on iOS.
extension IndexPath {
    /// The index path of `row` in `section`, for table views.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section`, for collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index (the same as ``row``).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
