internal import Raster

extension AccessibilityModifierNode: AccessibilitySource {
    /// The child's items, hidden, grouped and changed as the modifier says.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        if modifiers.hidden { return [] }
        var items = childAccessibilityItems()
        switch modifiers.children {
        case .ignore?: items = [.element(AccessibilityDraft(role: .other, label: "", frame: frame))]
        case .combine?: items = [.element(AccessibilityDraft(combining: items, frame: frame))]
        case .contain?: items = [.container(AccessibilityContainer(frame: frame, items: items))]
        case nil: break
        }
        items.apply(modifiers, viewFrame: frame)
        return items
    }
}

extension AccessibilityModifiers {
    /// True when the modifier makes a view without elements into one (a shape with a value or
    /// a trait), as a label does.
    var makesElement: Bool { value != nil || !addTraits.isEmpty || !actions.isEmpty }

    /// `draft` with what this modifier sets, where no inner modifier set it; `viewFrame` is the
    /// frame of the modified view (an activation point is relative to it).
    func applied(to draft: AccessibilityDraft, viewFrame: Rect) -> AccessibilityDraft {
        var draft = draft
        // Each setter takes the field only when this modifier sets it and no inner one did.
        func set<T>(_ field: AccessibilityFields, _ newValue: T?, _ keyPath: WritableKeyPath<AccessibilityDraft, T?>) {
            guard let newValue, !draft.fixed.contains(field) else { return }
            draft[keyPath: keyPath] = newValue
            draft.fixed.insert(field)
        }
        set(.value, value, \.value)
        set(.hint, hint, \.hint)
        set(.identifier, identifier, \.identifier)
        set(.headingLevel, headingLevel, \.headingLevel)
        set(.activationPoint, activationPoint.map { $0.point(in: viewFrame) }, \.activationPoint)
        if let sortPriority, !draft.fixed.contains(.sortPriority) {
            draft.sortPriority = sortPriority
            draft.fixed.insert(.sortPriority)
        }
        draft.traits.formUnion(addTraits)
        draft.traits.subtract(removeTraits)
        if removeTraits.contains(.isHeader) { draft.headingLevel = nil }
        draft.actions += actions
        return draft
    }

    /// `container` with what this modifier sets on a container: traits, identifier and
    /// sort priority; the rest goes to the elements inside.
    func applied(to container: AccessibilityContainer, viewFrame: Rect) -> AccessibilityContainer {
        var container = container
        if let identifier, !container.fixed.contains(.identifier) {
            container.identifier = identifier
            container.fixed.insert(.identifier)
        }
        if let sortPriority, !container.fixed.contains(.sortPriority) {
            container.sortPriority = sortPriority
            container.fixed.insert(.sortPriority)
        }
        container.traits.formUnion(addTraits)
        container.traits.subtract(removeTraits)
        var inner = self
        inner.identifier = nil
        inner.sortPriority = nil
        inner.addTraits = []
        inner.removeTraits = []
        container.items.apply(inner, viewFrame: viewFrame)
        return container
    }
}

extension AccessibilityModifiers.ActivationPoint {
    /// The point in window points, for a view laid out in `frame`.
    func point(in frame: Rect) -> Point {
        switch self {
        case .unit(let unit): Point(x: frame.minX + Double(unit.x) * frame.width, y: frame.minY + Double(unit.y) * frame.height)
        case .point(let point): Point(x: frame.minX + point.x, y: frame.minY + point.y)
        }
    }
}

extension [AccessibilityItem] {
    /// Every item with `modifiers` applied; a subtree without elements becomes one element
    /// when the modifier gives it something to read.
    mutating func apply(_ modifiers: AccessibilityModifiers, viewFrame: Rect) {
        if isEmpty, modifiers.makesElement {
            self = [.element(AccessibilityDraft(role: .other, label: "", frame: viewFrame))]
        }
        self = map { item in
            switch item {
            case .element(let draft): .element(modifiers.applied(to: draft, viewFrame: viewFrame))
            case .container(let container): .container(modifiers.applied(to: container, viewFrame: viewFrame))
            }
        }
    }
}
