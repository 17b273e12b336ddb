import Foundation

/// A relation between two attributes of views or layout guides, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`, held
/// at its ``priority``. An active constraint belongs to the nearest common ancestor of its views
/// (``UIView/constraints``); the view lays its subviews out by it (UIView+AutoLayout.swift).
/// Changing ``constant``, ``priority`` or ``isActive`` marks that view for layout, so the next
/// ``UIView/layoutIfNeeded()`` (or render) moves the views.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A view's edge, centre, size or baseline, as UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// UIKit's older name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides compare, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The two directions a layout runs in (a stack view's axis, hugging and compression).
    public typealias Axis = UILayoutConstraintAxis

    /// The view or layout guide the constraint places.
    public let firstItem: AnyObject?
    /// Which of its attributes.
    public let firstAttribute: Attribute
    /// How the first side relates to the second.
    public let relation: Relation
    /// The view or guide it is placed against; `nil` for a size set to a constant.
    public let secondItem: AnyObject?
    /// Which of its attributes (``Attribute/notAnAttribute`` with no second item).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second side (the whole of it with no second item).
    public var constant: CGFloat {
        didSet { if constant != oldValue { markOwnerForLayout() } }
    }
    /// How much the constraint matters, 1 to 1000 (``UILayoutPriority/required``, the default,
    /// must hold; lower ones give way to higher ones).
    public var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { markOwnerForLayout() } }
    }
    /// A name for the constraint, shown in the log when it is broken.
    public var identifier: String?
    /// Whether archiving keeps the constraint (kept; NapkinUI archives no views).
    public var shouldBeArchived = false
    /// The view the active constraint belongs to.
    weak var owner: UIView?

    /// Whether the constraint takes part in layout: setting it adds it to (or removes it from)
    /// the nearest common ancestor of its views, as UIKit's `isActive`.
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue {
                guard owner == nil else { return }
                let view = Self.commonAncestor(of: firstItem, secondItem)
                view?.addConstraint(self)
            } else {
                owner?.removeConstraint(self)
            }
        }
    }

    /// A constraint `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates each of `constraints`, as UIKit's `NSLayoutConstraint.activate(_:)`.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`, as UIKit's `NSLayoutConstraint.deactivate(_:)`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }
    /// The second item's anchor for the second attribute, or `nil`.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// The constraint as the broken-constraint log shows it.
    var logDescription: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        let first = "\(Self.name(of: firstItem)).\(firstAttribute)"
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var second = secondItem.map { "\(Self.name(of: $0)).\(secondAttribute)" } ?? ""
        if multiplier != 1, secondItem != nil { second += " * \(multiplier)" }
        if constant != 0 || secondItem == nil { second += second.isEmpty ? "\(constant)" : " + \(constant)" }
        let level = priority == .required ? "" : " @\(Int(priority.rawValue))"
        return "<NSLayoutConstraint \(name)\(first) \(symbol) \(second)\(level)>"
    }

    private static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView, let identifier = view.accessibilityIdentifier { return identifier }
        if let guide = item as? UILayoutGuide { return guide.identifier }
        return String(describing: type(of: item))
    }

    /// Marks the owner and the view it is in for layout.
    func markOwnerForLayout() {
        owner?.setNeedsLayout()
        owner?.superview?.setNeedsLayout()
    }

    /// The view an item is (a guide's owning view).
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view both items are in (or the one item's).
    static func commonAncestor(of first: AnyObject?, _ second: AnyObject?) -> UIView? {
        let one = view(of: first)
        guard let other = view(of: second) else { return one }
        guard let one else { return other }
        var candidate: UIView? = one
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return one
    }
}

/// An attribute of a view or layout guide that constraints are made from, as UIKit's
/// `NSLayoutAnchor`: its subclasses ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and
/// ``NSLayoutDimension`` only make constraints with anchors of their own kind.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide.
    let item: AnyObject?
    /// Its attribute.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`, inactive.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// `self >= anchor`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`, inactive.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`, inactive.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`, inactive.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8`: UIKit's system spacing after an anchor (8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: 8 * multiplier) }
}

/// A vertical edge, centre or baseline (top, bottom, centerY, firstBaseline, lastBaseline).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8`: UIKit's system spacing below an anchor (8 points).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: 8 * multiplier) }
}

/// A width or height: tied to another dimension (times a multiplier) or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`, inactive.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`, inactive.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`, inactive.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    /// `self == anchor × m`, inactive.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= anchor × m`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= anchor × m`, inactive.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == anchor × m + c`, inactive.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= anchor × m + c`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= anchor × m + c`, inactive.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// A rectangle constraints can place that draws nothing, as UIKit's `UILayoutGuide`: added to a
/// view with ``UIView/addLayoutGuide(_:)``, it has the anchors a view has, and its
/// ``layoutFrame`` is where the last layout put it. A view's ``UIView/safeAreaLayoutGuide``,
/// ``UIView/layoutMarginsGuide`` and ``UIView/readableContentGuide`` are guides it keeps.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which rectangle a guide is.
    enum Kind { case free, safeArea, margins, readable, scrollFrame, scrollContent }
    let kind: Kind
    /// The view the guide was added to.
    public internal(set) weak var owningView: UIView?
    /// A name for the guide.
    public var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, from the last layout (the safe
    /// area and margins guides: the owning view's bounds inset by them).
    public var layoutFrame: CGRect {
        guard let owner = owningView, kind == .safeArea || kind == .margins || kind == .scrollFrame else { return solvedFrame }
        let insets = kind == .safeArea ? owner.safeAreaInsets : kind == .margins ? owner.effectiveMargins : UIEdgeInsets()
        let bounds = CGRect(origin: .zero, size: owner.bounds.size)
        return CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }
    /// Where the last layout put a guide the solver places.
    var solvedFrame: CGRect = .zero

    /// A guide to add to a view.
    public override init() {
        kind = .free
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
        identifier =
            switch kind {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .margins: "UIViewLayoutMarginsGuide"
            case .readable: "UIViewReadableContentGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .free: ""
            }
    }

    /// The leading edge (the left, in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, in a left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// The leading edge (the left, in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, in a left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline for a label (its top plus the font's ascender); the bottom edge for other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline for a label (its bottom less the font's descender); the bottom edge for other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
