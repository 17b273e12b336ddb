import Foundation
import NapkinSupport

extension TextLayout {
    /// A layout of `runs` from a process-wide cache, laid out on first use.
    ///
    /// Layouts are immutable, so one instance can serve every render, thread and window
    /// that asks for the same paragraph at the same width: re-rendering a screen shapes no
    /// text again. The cache holds at most ``cacheCapacity`` layouts and starts over when full.
    public static func cached(
        runs: [TextRun], maxWidth: Double? = nil, alignment: LineAlignment = .leading, lineSpacing: Double = 0,
        naturalDirection: BidiLevelDirection = .leftToRight
    ) -> TextLayout {
        let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        let key = LayoutKey(runs: runs, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
        if let layout = layoutCache.lookUp(key) { return layout }
        let layout = TextLayout(
            runs: runs, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
        layoutCache.store(layout, for: key)
        return layout
    }

    /// The most layouts ``cached(runs:maxWidth:alignment:lineSpacing:naturalDirection:)`` keeps.
    public static let cacheCapacity = 2048
}

private struct LayoutKey: Hashable {
    let runs: [TextRun]
    let maxWidth: Double?
    let alignment: LineAlignment
    let lineSpacing: Double
    let naturalDirection: BidiLevelDirection
}

/// Every cached layout, by paragraph and width.
private let layoutCache = Locked<[LayoutKey: TextLayout]>([:])

extension Locked where Value == [LayoutKey: TextLayout] {
    fileprivate func lookUp(_ key: LayoutKey) -> TextLayout? {
        withLock { $0[key] }
    }

    fileprivate func store(_ layout: TextLayout, for key: LayoutKey) {
        withLock { layouts in
            if layouts.count >= TextLayout.cacheCapacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = layout
        }
    }
}
