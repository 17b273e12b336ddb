import Foundation
internal import Raster

/// Finding things on screen and acting on them, as a test or a script drives an app.
///
/// Every method here starts from the same place, ``Window/interactiveElements()``: one walk
/// of a fresh layout that collects every ``InteractiveElement``. There is no other
/// registry of buttons or fields to keep in step with it.
extension Window {
    /// Every interactive element on screen, back to front (the last one is drawn on top).
    ///
    /// This lays the window out first, exactly as ``render()`` does, so the elements show the
    /// current state of every controller and model; like any layout, it runs `viewDidLoad()`
    /// of a controller shown for the first time. Disabled elements are included, with
    /// ``InteractiveElement/isEnabled`` false.
    public func interactiveElements() -> [InteractiveElement] {
        layout()
        var elements: [InteractiveElement] = []
        // A presentation is modal: only the frontmost presented controller can be acted on.
        frontmostController?.collectElements(into: &elements)
        return elements
    }

    /// Taps the point (in window points): the frontmost enabled element that takes taps and
    /// whose frame holds the point runs its action; with none there, a UIKit view a
    /// representable shows under the point gets the tap's touches (`touchesBegan(_:with:)`, then
    /// `touchesEnded(_:with:)`; see ``touch(along:type:force:)``). Returns false, and does
    /// nothing, when neither is there. Lays the window out first.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        let hit = interactiveElements().last { element in
            element.isEnabled && element.kind.interaction == .tap && element.contains(Point(point))
        }
        guard let hit, case .tap(let run) = hit.action else {
            guard let view = uikitView(at: point) else { return false }
            return deliver(along: [point], to: view, type: .direct, force: 0)
        }
        run()
        return true
    }

    /// Taps the element labelled `label` that takes taps (a button, tab, back button,
    /// toggle, link, navigation link or alert action): its accessibility label, or the
    /// words it shows, compared without regard to case. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` naming `label` and listing what is on screen when no
    ///   enabled element that takes taps has that label, or when more than one has it (see
    ///   ``InteractionError/Reason`` for each case).
    public func tap(label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .tap)
        // The element's action matches its kind's interaction (InteractiveElement.init
        // checks), so a `.tap` lookup always finds a tap action.
        if case .tap(let run) = element.action { run() }
    }

    /// Types `text` into the enabled text field or secure field labelled `label` (its
    /// accessibility label, or its title, compared without regard to case): the text is
    /// appended to the field's current text and written through its binding, as typing on a
    /// keyboard would. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` naming `label` and listing what is on screen when no
    ///   enabled field has that label, or when more than one has it.
    public func type(_ text: String, into label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .textEntry)
        if case .textEntry(let binding) = element.action { binding.wrappedValue += text }
    }

    /// Submits the enabled text field or secure field labelled `label`, as pressing the
    /// return key in it would: its `onCommit`, then every `.onSubmit` around it (innermost
    /// first). Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled field has that label.
    public func submit(_ label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .textEntry)
        element.submit?()
    }

    /// Chooses `option` in the picker or menu labelled `label`, as picking it from the open
    /// menu, segment or wheel would: a picker writes the option's tag through its selection
    /// binding; a menu runs the item's action. Options compare by their words, without regard
    /// to case. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled picker or menu has the label, or
    ///   (``InteractionError/Reason/noSuchOption(_:available:)``) when it has no such option.
    public func select(_ option: String, in label: String) throws(InteractionError) {
        let elements = interactiveElements()
        let element = try elements.element(labeled: label, for: .selection)
        guard let index = element.options.firstIndex(where: { InteractiveElement.label($0, matches: option) }) else {
            throw InteractionError(
                .noSuchOption(option, available: element.options),
                label: label,
                expected: InteractiveElement.Interaction.selection.kinds,
                onScreen: elements.map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) }
            )
        }
        if case .selection(let choose) = element.action { choose(index) }
    }

    /// Sets the slider or stepper labelled `label` to `value`, as dragging its thumb or
    /// holding its buttons would: the value is snapped to the control's step and clamped to
    /// its range before it is written through the binding. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled slider or stepper has the label.
    public func setValue(_ value: Double, of label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .adjustment)
        if case .adjustment(let adjustment) = element.action { adjustment.set(adjustment.accepted(value)) }
    }

    /// Taps the plus button of the stepper labelled `label` (or moves a slider by one step):
    /// the value grows by the step, up to the range's end. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled stepper or slider has the label.
    public func increment(_ label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .adjustment)
        if case .adjustment(let adjustment) = element.action {
            adjustment.set(adjustment.accepted(adjustment.get() + adjustment.increment))
        }
    }

    /// Taps the minus button of the stepper labelled `label` (or moves a slider back by one
    /// step): the value shrinks by the step, down to the range's start. Lays the window out
    /// first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled stepper or slider has the label.
    public func decrement(_ label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .adjustment)
        if case .adjustment(let adjustment) = element.action {
            adjustment.set(adjustment.accepted(adjustment.get() - adjustment.increment))
        }
    }

    /// Sets the date picker labelled `label` to `date`, clamped to the picker's range, as
    /// choosing it in the open calendar or wheels would. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled date picker has the label.
    public func setDate(_ date: Date, of label: String) throws(InteractionError) {
        let element = try interactiveElements().element(labeled: label, for: .dateEntry)
        if case .dateEntry(let write) = element.action { write(date) }
    }
}

extension [InteractiveElement] {
    /// The one element labelled `label` that `interaction` can act on.
    ///
    /// The rule, in order: labels are compared without regard to case; only elements of the
    /// kinds `interaction` drives count (a text field never answers a tap by label); among
    /// those, disabled ones are skipped, because a user cannot act on them; exactly one
    /// enabled element must remain. Anything else is an ``InteractionError`` whose reason
    /// says which step failed.
    func element(labeled label: String, for interaction: InteractiveElement.Interaction) throws(InteractionError) -> InteractiveElement {
        let named = filter { InteractiveElement.label($0.label, matches: label) }
        let ofKind = named.filter { $0.kind.interaction == interaction }
        let enabled = ofKind.filter(\.isEnabled)
        if enabled.count == 1 { return enabled[0] }
        let reason: InteractionError.Reason =
            if named.isEmpty { .notFound } else if ofKind.isEmpty { .wrongKind } else if enabled.isEmpty { .disabled } else {
                .ambiguous(count: enabled.count)
            }
        throw InteractionError(
            reason,
            label: label,
            expected: interaction.kinds,
            onScreen: map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) }
        )
    }
}
