import Foundation

/// What a view keeps for Auto Layout: its constraints, guides and priorities.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints that belong to the view (their views' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var hugging: [UILayoutConstraintAxis: UILayoutPriority] = [:]
    var compression: [UILayoutConstraintAxis: UILayoutPriority] = [:]
    var needsUpdateConstraints = true
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var scrollFrameGuide: UILayoutGuide?
    var scrollContentGuide: UILayoutGuide?
}

extension UIView {
    /// Which parts of a view's frame stretch when its superview's size changes, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The bit field.
        public let rawValue: UInt
        /// A mask of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The space on the left stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space on the right stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Which parts of the frame stretch when the superview's size changes (none by default):
    /// the change is shared among them in proportion to their sizes, as UIKit's.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayout.autoresizingMask }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Whether subviews follow their ``autoresizingMask`` when this view's size changes (`true` by default).
    public var autoresizesSubviews: Bool {
        get { autoLayout.autoresizesSubviews }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// Moves and resizes the subviews by their masks for a change of size from `old`.
    func resizeSubviewsByMask(from old: CGSize) {
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            func share(_ delta: CGFloat, _ parts: [(CGFloat, Bool)]) -> [CGFloat] {
                let flexible = parts.filter(\.1)
                guard !flexible.isEmpty else { return parts.map { _ in 0 } }
                let total = flexible.reduce(0) { $0 + max(0, $1.0) }
                return parts.map { part in
                    guard part.1 else { return 0 }
                    return total > 0 ? delta * max(0, part.0) / total : delta / CGFloat(flexible.count)
                }
            }
            let horizontal = share(
                bounds.width - old.width,
                [
                    (frame.minX, mask.contains(.flexibleLeftMargin)), (frame.width, mask.contains(.flexibleWidth)),
                    (old.width - frame.maxX, mask.contains(.flexibleRightMargin)),
                ])
            let vertical = share(
                bounds.height - old.height,
                [
                    (frame.minY, mask.contains(.flexibleTopMargin)), (frame.height, mask.contains(.flexibleHeight)),
                    (old.height - frame.maxY, mask.contains(.flexibleBottomMargin)),
                ])
            subview.frame = CGRect(
                x: frame.minX + horizontal[0], y: frame.minY + vertical[0], width: max(0, frame.width + horizontal[1]),
                height: max(0, frame.height + vertical[1]))
        }
    }
}

extension UIScrollView {
    /// The scroll view's own rectangle, which constraints size content against (as wide as the
    /// scroll view, for content that scrolls only vertically).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self)
        autoLayout.scrollFrameGuide = guide
        return guide
    }

    /// The scrollable content: constraints from the content to its edges set ``contentSize``
    /// when the scroll view is laid out, as UIKit's `contentLayoutGuide`.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self)
        autoLayout.scrollContentGuide = guide
        return guide
    }
}

extension UIView {
    /// Whether the view's ``frame`` places it (`true`, the default), as UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`: its frame then holds like required
    /// constraints. Set `false` to place the view with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints that belong to this view (those whose views' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Adds `constraint` to the view and activates it (prefer ``NSLayoutConstraint/activate(_:)``).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.owner {
            guard owner !== self else { return }
            owner.removeConstraint(constraint)
        }
        autoLayout.constraints.append(constraint)
        constraint.owner = self
        constraint.markOwnerForLayout()
    }

    /// Adds each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from the view, deactivating it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        constraint.markOwnerForLayout()
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.owner = nil
    }

    /// Removes each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds `guide`, which constraints can then place against the view and its subviews.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout.layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    /// The part of the view inside its ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The part of the view inside its ``layoutMargins`` (measured from the safe area while
    /// ``insetsLayoutMarginsFromSafeArea``).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self)
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The margins guide no wider than comfortable reading (672 points, UIKit's at the default
    /// text size), centred in it.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readable, owner: self)
        autoLayout.readableGuide = guide
        return guide
    }

    /// The space constraints to the margins keep from the edges (8 points each by default).
    public var layoutMargins: UIEdgeInsets {
        get { autoLayout.layoutMargins }
        set {
            autoLayout.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// ``layoutMargins`` by leading and trailing edge (left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the margins are measured from the safe area (`true` by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// How much the view resists growing past its ``intrinsicContentSize`` along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis] = priority
        superview?.setNeedsLayout()
    }

    /// How much the view resists shrinking below its ``intrinsicContentSize`` along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compression[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compression[axis] = priority
        superview?.setNeedsLayout()
    }

    /// Tells layout the ``intrinsicContentSize`` changed, as UIKit's `invalidateIntrinsicContentSize()`.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// Marks the view so the next layout calls ``updateConstraints()`` first.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether the view is marked by ``setNeedsUpdateConstraints()``.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Calls ``updateConstraints()`` on the marked views of this one's hierarchy, subviews first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// The size of the view's layout nearest `targetSize` by its constraints: each dimension
    /// drawn toward the target at ``UILayoutPriority/fittingSizeLevel``, as UIKit's. A view
    /// with no constraints inside answers ``sizeThatFits(_:)``, its intrinsic size where it has one.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// ``systemLayoutSizeFitting(_:)`` drawing each dimension toward the target at the priority
    /// given (`.required` holds it, as cells sized to a table's width are measured).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        if var pass = AutoLayoutPass(root: self, fitting: (targetSize, horizontalFittingPriority, verticalFittingPriority)),
            let fitted = pass.run()
        {
            return fitted
        }
        var size = sizeThatFits(targetSize)
        let intrinsic = intrinsicContentSize
        if intrinsic.width != UIView.noIntrinsicMetric { size.width = intrinsic.width }
        if intrinsic.height != UIView.noIntrinsicMetric { size.height = intrinsic.height }
        if horizontalFittingPriority == .required { size.width = targetSize.width }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }

    /// Places the subviews (and deeper views) that constraints place, within the view's
    /// bounds: UIKit's layout engine step of `layoutSubviews()`.
    func applyConstraintLayout() {
        updateConstraintsIfNeeded()
        guard var pass = AutoLayoutPass(root: self, fitting: nil) else { return }
        _ = pass.run()
    }

    /// Whether constraints place anything inside the view.
    var hasConstraintLayoutInside: Bool { AutoLayoutPass.relevantConstraints(root: self, includingRoot: true) != nil }
}

/// One solve of the constraints inside a view (UIKit's layout engine, rebuilt per pass): the
/// view's bounds are fixed (or, when fitting, its size is a variable drawn toward a target),
/// views under it with ``UIView/translatesAutoresizingMaskIntoConstraints`` keep their frames,
/// views outside it that constraints mention keep where they are, and the others get the frames
/// the solver gives them, rounded to the screen's pixels.
@MainActor
struct AutoLayoutPass {
    /// An item's rectangle in the root's coordinates, as expressions.
    struct ItemRect {
        var x, y, width, height: LayoutSolver.Expression
    }

    let root: UIView
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    let constraints: [NSLayoutConstraint]
    let inside: Set<ObjectIdentifier>
    var solver = LayoutSolver()
    var rects: [ObjectIdentifier: ItemRect] = [:]
    /// Views and guides that got variables, with their rectangles.
    var placed: [(AnyObject, ItemRect)] = []
    /// Constraints UIKit would break: left out of this solve.
    var broken: Set<ObjectIdentifier> = []
    /// The widths labels of several lines wrap at, from an earlier solve of this pass.
    var wrapWidths: [ObjectIdentifier: Double] = [:]
    /// How many times the pass solved again for wrapping labels.
    var wrapRounds = 0

    init?(root: UIView, fitting: (CGSize, UILayoutPriority, UILayoutPriority)?) {
        guard let found = Self.relevantConstraints(root: root, includingRoot: fitting != nil) else { return nil }
        self.root = root
        self.fitting = fitting
        constraints = found.constraints
        inside = found.inside
    }

    /// The active constraints that place a view under `root` (or a guide of one, or of root),
    /// and the views under root; `nil` when there are none.
    static func relevantConstraints(root: UIView, includingRoot: Bool) -> (
        constraints: [NSLayoutConstraint], inside: Set<ObjectIdentifier>
    )? {
        var inside: Set<ObjectIdentifier> = []
        var holders: [UIView] = []
        var stack = root.subviews
        while let view = stack.popLast() {
            inside.insert(ObjectIdentifier(view))
            holders.append(view)
            stack.append(contentsOf: view.subviews)
        }
        var ancestor: UIView? = root
        while let view = ancestor {
            holders.append(view)
            ancestor = view.superview
        }
        func placesInside(_ item: AnyObject?) -> Bool {
            guard let item else { return false }
            if let view = item as? UIView { return inside.contains(ObjectIdentifier(view)) || (includingRoot && view === root) }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                return inside.contains(ObjectIdentifier(owner))
                    || (owner === root && (guide.kind == .free || guide.kind == .readable || guide.kind == .scrollContent || includingRoot))
            }
            return false
        }
        var found: [NSLayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for view in holders {
            for constraint in view.autoLayout.constraints where placesInside(constraint.firstItem) || placesInside(constraint.secondItem) {
                if seen.insert(ObjectIdentifier(constraint)).inserted { found.append(constraint) }
            }
        }
        let anyUnpinned = holders.contains { inside.contains(ObjectIdentifier($0)) && !$0.translatesAutoresizingMaskIntoConstraints }
        guard !found.isEmpty || anyUnpinned || (includingRoot && !root.translatesAutoresizingMaskIntoConstraints) else { return nil }
        return (found, inside)
    }

    /// Solves, sets the frames (or answers the fitting size).
    mutating func run() -> CGSize? {
        let ordered = constraints.enumerated().sorted {
            ($0.element.priority.rawValue, -$0.offset) > ($1.element.priority.rawValue, -$1.offset)
        }
        .map(\.element)
        while true {
            var attempt = self
            if let failed = attempt.solve(ordered) {
                broken.insert(ObjectIdentifier(failed))
                print(
                    "NapkinUI Auto Layout: unable to satisfy constraints; will attempt to recover by breaking \(failed.logDescription)")
                continue
            }
            // A label of several lines placed narrower than its one line wraps: solve again with its
            // height at that width (UIKit's second pass for such labels).
            let narrowed = attempt.narrowedLabels()
            if !narrowed.isEmpty, wrapRounds < 4 {
                wrapRounds += 1
                for (key, width) in narrowed { wrapWidths[key] = width }
                continue
            }
            return attempt.apply()
        }
    }

    /// The labels of several lines the solution places narrower than they are measured at, with their widths.
    private func narrowedLabels() -> [(ObjectIdentifier, Double)] {
        placed.compactMap { item, frame in
            guard let label = item as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0 else { return nil }
            let width = frame.width.terms.reduce(frame.width.constant) { $0 + $1.value * solver.value(of: $1.key) }
            let key = ObjectIdentifier(label)
            let measured = wrapWidths[key] ?? Double(label.intrinsicContentSize.width)
            return abs(width - measured) > 0.5 && (wrapWidths[key] != nil || width < measured) ? (key, max(1, width)) : nil
        }
    }

    /// Adds everything to a fresh solver; the first required constraint that cannot hold, if any.
    private mutating func solve(_ ordered: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        solver = LayoutSolver()
        rects = [:]
        placed = []
        let rootRect = rect(of: root)
        if let fitting {
            try? solver.add(
                rootRect.width - LayoutSolver.Expression(constant: max(0, fitting.size.width)), .equal,
                weight: Self.weight(fitting.horizontal))
            try? solver.add(
                rootRect.height - LayoutSolver.Expression(constant: max(0, fitting.size.height)), .equal,
                weight: Self.weight(fitting.vertical))
        }
        for constraint in ordered where !broken.contains(ObjectIdentifier(constraint)) {
            let first = attribute(constraint.firstAttribute, of: constraint.firstItem)
            var second = LayoutSolver.Expression(constant: Double(constraint.constant))
            if constraint.secondItem != nil {
                second = second + attribute(constraint.secondAttribute, of: constraint.secondItem) * Double(constraint.multiplier)
            }
            let relation: LayoutSolver.Relation =
                switch constraint.relation {
                case .equal: .equal
                case .greaterThanOrEqual: .greaterOrEqual
                case .lessThanOrEqual: .lessOrEqual
                }
            do {
                try solver.add(first - second, relation, weight: Self.weight(constraint.priority))
            } catch {
                return constraint
            }
        }
        return nil
    }

    /// The simplex weight of a priority: `nil` (required) at 1000; else growing tenfold every
    /// 100 points, so a higher priority all but always wins over a lower one.
    static func weight(_ priority: UILayoutPriority) -> Double? {
        priority.rawValue >= 1000 ? nil : pow(10, Double(max(1, priority.rawValue)) / 100)
    }

    /// The expression of `attribute` of `item`.
    private mutating func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject?) -> LayoutSolver.Expression {
        guard let item, attribute != .notAnAttribute else { return LayoutSolver.Expression() }
        let frame: ItemRect
        if let view = item as? UIView {
            frame = rect(of: view)
        } else if let guide = item as? UILayoutGuide {
            frame = rect(of: guide)
        } else {
            return LayoutSolver.Expression()
        }
        let margins = (item as? UIView)?.effectiveMargins ?? UIEdgeInsets()
        let half = 0.5
        switch attribute {
        case .left, .leading: return frame.x
        case .right, .trailing: return frame.x + frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.x + frame.width * half
        case .centerY: return frame.y + frame.height * half
        case .firstBaseline:
            guard let label = item as? UILabel else { return frame.y + frame.height }
            return frame.y + Double(label.font.ascender)
        case .lastBaseline:
            guard let label = item as? UILabel else { return frame.y + frame.height }
            return frame.y + frame.height - Double(abs(label.font.descender))
        case .leftMargin, .leadingMargin: return frame.x + Double(margins.left)
        case .rightMargin, .trailingMargin: return frame.x + frame.width - Double(margins.right)
        case .topMargin: return frame.y + Double(margins.top)
        case .bottomMargin: return frame.y + frame.height - Double(margins.bottom)
        case .centerXWithinMargins:
            let inner: LayoutSolver.Expression = frame.width - Double(margins.left + margins.right)
            return frame.x + Double(margins.left) + inner * half
        case .centerYWithinMargins:
            let inner: LayoutSolver.Expression = frame.height - Double(margins.top + margins.bottom)
            return frame.y + Double(margins.top) + inner * half
        case .notAnAttribute: return LayoutSolver.Expression()
        }
    }

    /// The rectangle of `view`: the root's bounds; variables for a view under the root placed
    /// by constraints (with its intrinsic size at its hugging and compression priorities); its
    /// frame within its superview's rectangle for one placed by its frame; where it is now for
    /// a view outside the root.
    private mutating func rect(of view: UIView) -> ItemRect {
        let key = ObjectIdentifier(view)
        if let known = rects[key] { return known }
        let made: ItemRect
        if view === root {
            if fitting != nil {
                made = ItemRect(
                    x: .init(), y: .init(), width: .init(solver.makeVariable()), height: .init(solver.makeVariable()))
                placed.append((view, made))
                rects[key] = made
                addIntrinsicSize(of: view, made)
                return made
            }
            made = ItemRect(
                x: .init(), y: .init(), width: .init(constant: Double(view.bounds.width)),
                height: .init(constant: Double(view.bounds.height)))
        } else if inside.contains(key), let superview = view.superview {
            let parent = rect(of: superview)
            if view.translatesAutoresizingMaskIntoConstraints {
                made = ItemRect(
                    x: parent.x + Double(view.frame.minX), y: parent.y + Double(view.frame.minY),
                    width: .init(constant: Double(view.frame.width)),
                    height: .init(constant: Double(view.frame.height)))
            } else {
                made = ItemRect(
                    x: .init(solver.makeVariable()), y: .init(solver.makeVariable()), width: .init(solver.makeVariable()),
                    height: .init(solver.makeVariable()))
                placed.append((view, made))
                rects[key] = made
                addIntrinsicSize(of: view, made)
                return made
            }
        } else {
            let origin = Self.offset(of: view, from: root)
            made = ItemRect(
                x: .init(constant: origin.x), y: .init(constant: origin.y), width: .init(constant: Double(view.frame.width)),
                height: .init(constant: Double(view.frame.height)))
        }
        rects[key] = made
        return made
    }

    /// The intrinsic size as constraints: no larger at the hugging priority, no smaller at the compression resistance.
    private mutating func addIntrinsicSize(of view: UIView, _ frame: ItemRect) {
        var intrinsic = view.intrinsicContentSize
        if let stack = view as? UIStackView, !stack.arrangedSubviews.isEmpty {
            // UIKit sizes a stack by its arranged views' constraints: their natural sizes here.
            let natural = stack.naturalSize()
            intrinsic = CGSize(width: natural.width, height: natural.height)
        }
        if let width = wrapWidths[ObjectIdentifier(view)] {
            intrinsic.height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        for (axis, length, dimension) in [
            (UILayoutConstraintAxis.horizontal, intrinsic.width, frame.width), (.vertical, intrinsic.height, frame.height),
        ] where length != UIView.noIntrinsicMetric {
            let target = dimension - LayoutSolver.Expression(constant: Double(length))
            try? solver.add(target, .lessOrEqual, weight: Self.weight(view.contentHuggingPriority(for: axis)))
            try? solver.add(target, .greaterOrEqual, weight: Self.weight(view.contentCompressionResistancePriority(for: axis)))
        }
    }

    /// The rectangle of `guide`: its owning view's inset by the safe area or margins, or
    /// variables for a guide the app added (a readable guide is one kept inside the margins).
    private mutating func rect(of guide: UILayoutGuide) -> ItemRect {
        let key = ObjectIdentifier(guide)
        if let known = rects[key] { return known }
        guard let owner = guide.owningView else { return ItemRect(x: .init(), y: .init(), width: .init(), height: .init()) }
        let view = rect(of: owner)
        let ownerPlaced = owner === root || inside.contains(ObjectIdentifier(owner))
        let made: ItemRect
        switch guide.kind {
        case .safeArea, .margins, .scrollFrame:
            let insets =
                guide.kind == .safeArea ? owner.safeAreaInsets : guide.kind == .margins ? owner.effectiveMargins : UIEdgeInsets()
            made = ItemRect(
                x: view.x + Double(insets.left), y: view.y + Double(insets.top), width: view.width + Double(-insets.left - insets.right),
                height: view.height + Double(-insets.top - insets.bottom))
        case .free, .readable, .scrollContent:
            guard ownerPlaced else {
                let origin = Self.offset(of: owner, from: root)
                made = ItemRect(
                    x: .init(constant: origin.x + Double(guide.solvedFrame.minX)),
                    y: .init(constant: origin.y + Double(guide.solvedFrame.minY)),
                    width: .init(constant: Double(guide.solvedFrame.width)), height: .init(constant: Double(guide.solvedFrame.height)))
                break
            }
            made = ItemRect(
                x: .init(solver.makeVariable()), y: .init(solver.makeVariable()), width: .init(solver.makeVariable()),
                height: .init(solver.makeVariable()))
            placed.append((guide, made))
            if guide.kind == .scrollContent {
                // The content starts at the scroll view's content origin; its size is what constraints make it.
                try? solver.add(made.x - view.x, .equal, weight: nil)
                try? solver.add(made.y - view.y, .equal, weight: nil)
                try? solver.add(made.width, .greaterOrEqual, weight: nil)
                try? solver.add(made.height, .greaterOrEqual, weight: nil)
            }
            if guide.kind == .readable {
                let margins = rect(of: owner.layoutMarginsGuide)
                try? solver.add(made.y - margins.y, .equal, weight: nil)
                try? solver.add(made.height - margins.height, .equal, weight: nil)
                try? solver.add((made.x + made.width * 0.5) - (margins.x + margins.width * 0.5), .equal, weight: nil)
                try? solver.add(made.width - margins.width, .lessOrEqual, weight: nil)
                try? solver.add(made.width + -672, .lessOrEqual, weight: nil)
                try? solver.add(made.width - margins.width, .equal, weight: Self.weight(UILayoutPriority(999)))
            }
        }
        rects[key] = made
        return made
    }

    /// Where `view`'s origin lies in `root`'s coordinates, through their frames.
    static func offset(of view: UIView, from root: UIView) -> (x: Double, y: Double) {
        func absolute(_ view: UIView) -> (Double, Double) {
            var x = 0.0
            var y = 0.0
            var current: UIView? = view
            while let candidate = current, candidate.superview != nil {
                x += Double(candidate.frame.minX)
                y += Double(candidate.frame.minY)
                current = candidate.superview
            }
            return (x, y)
        }
        let one = absolute(view)
        let other = absolute(root)
        return (one.0 - other.0, one.1 - other.1)
    }

    /// Sets the frames the solver found, rounded to pixels; the fitted size when fitting.
    private func apply() -> CGSize? {
        let scale = Double(max(1, UIScreen.main.scale))
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        func value(_ expression: LayoutSolver.Expression) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.value * solver.value(of: $1.key) }
        }
        if fitting != nil, let rootRect = rects[ObjectIdentifier(root)] {
            func roundUp(_ value: Double) -> Double { max(0, (value * scale - 1e-6).rounded(.up) / scale) }
            return CGSize(width: roundUp(value(rootRect.width)), height: roundUp(value(rootRect.height)))
        }
        for (item, frame) in placed {
            let minX = round(value(frame.x))
            let minY = round(value(frame.y))
            let maxX = round(value(frame.x) + value(frame.width))
            let maxY = round(value(frame.y) + value(frame.height))
            if let view = item as? UIView, let superview = view.superview, let parent = rects[ObjectIdentifier(superview)] {
                let originX = round(value(parent.x))
                let originY = round(value(parent.y))
                let rect = CGRect(x: minX - originX, y: minY - originY, width: max(0, maxX - minX), height: max(0, maxY - minY))
                if view.frame != rect { view.frame = rect }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, let parent = rects[ObjectIdentifier(owner)] {
                if guide.kind == .scrollContent, let scrollView = owner as? UIScrollView {
                    scrollView.contentSize = CGSize(width: max(0, maxX - minX), height: max(0, maxY - minY))
                }
                guide.solvedFrame = CGRect(
                    x: minX - round(value(parent.x)), y: minY - round(value(parent.y)), width: max(0, maxX - minX),
                    height: max(0, maxY - minY))
            }
        }
        return nil
    }
}

extension UIView {
    /// The margins as constraints see them: ``layoutMargins`` plus the safe area when measured from it.
    var effectiveMargins: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }
}
