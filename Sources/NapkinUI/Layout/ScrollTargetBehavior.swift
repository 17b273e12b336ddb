import Foundation

// iOS 17's scroll targets: where a scroll view comes to rest after a fling. A still frame shows
// a scroll view at rest at its start, where every behaviour leaves it, so nothing drawn changes;
// the behaviours themselves choose targets as SwiftUI's do, through `updateTarget(_:context:)`.

/// Where a scroll would come to rest: a rectangle of the content the scroll view shows.
public struct ScrollTarget: Sendable, Equatable {
    /// The part of the content the scroll view would show, in the content's points.
    public var rect: CGRect
    /// The point of `rect` that is aligned, when one is.
    public var anchor: UnitPoint?

    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behaviour knows when it chooses a target, as SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext: Sendable, Equatable {
    /// The target the scroll had before any behaviour changed it.
    public var originalTarget: ScrollTarget
    /// The speed of the scroll as the finger lifted, in points per second (positive is towards
    /// the end of the content).
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set

    /// A context (SwiftUI makes these; a test or a custom behaviour's check may too).
    public init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
    }
}

/// How a scroll view chooses where a scroll comes to rest, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {
    /// What the behaviour is told.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` to where the scroll should come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Comes to rest on a page, a multiple of the scroll view's size, as SwiftUI's `.paging`: the
/// page the scroll was heading for, or the nearest one when the finger lifted still; a fast
/// scroll moves at most one page from where it started.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Moves `target` to the page the scroll was heading for, along each scrolled axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = CGFloat(
                Self.page(
                    target.rect.minX, start: context.originalTarget.rect.minX, velocity: context.velocity.dx,
                    page: context.containerSize.width, content: context.contentSize.width))
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = CGFloat(
                Self.page(
                    target.rect.minY, start: context.originalTarget.rect.minY, velocity: context.velocity.dy,
                    page: context.containerSize.height, content: context.contentSize.height))
        }
    }

    /// The offset of the page a scroll towards `offset` rests on.
    private static func page(_ offset: CGFloat, start: CGFloat, velocity: CGFloat, page: CGFloat, content: CGFloat) -> Double {
        let size = Double(page)
        guard size > 0 else { return Double(offset) }
        let position = Double(offset) / size
        var index: Double
        if velocity > 0 {
            index = position.rounded(.up)
        } else if velocity < 0 {
            index = position.rounded(.down)
        } else {
            index = position.rounded()
        }
        // At most one page from the page the original target is on.
        let origin = (Double(start) / size).rounded()
        index = min(max(index, origin - 1), origin + 1)
        let last = max(0, ((Double(content) - size) / size).rounded(.up))
        return min(max(index, 0), last) * size
    }
}

/// Comes to rest with a view of the scroll view's `scrollTargetLayout()` at its leading or top
/// edge, as SwiftUI's `.viewAligned`. NapkinUI's scroll views keep no scrolled position, so no
/// view is ever aligned: a target is left where the scroll put it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Sendable, Hashable {
        private let name: String
        /// The platform's choice (one view at a time in compact sizes).
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one screenful's views.
        public static let always = LimitBehavior(name: "always")
        /// As far as the fling carries.
        public static let never = LimitBehavior(name: "never")
        /// At most one view.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
        /// A few views.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    }

    /// How far one scroll may go.
    public let limitBehavior: LimitBehavior

    /// The view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Leaves `target` where the scroll put it (no view is laid out at a scrolled position).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on pages the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the scroll target layout aligned.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view aligned, going at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets where the scroll views inside come to rest after a scroll, as SwiftUI's
    /// `scrollTargetBehavior(_:)`. A still frame shows them at rest at their start, which every
    /// behaviour keeps, so nothing drawn changes.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        settled()
    }

    /// Marks this layout's views as the targets `.viewAligned` aligns, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`; nothing drawn changes.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        settled()
    }
}
