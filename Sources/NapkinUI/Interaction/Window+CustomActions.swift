internal import Raster

/// The actions iOS hides behind a gesture (a swipe, a long press, a pull), performed by name as
/// VoiceOver's custom actions are: a rendered frame shows the settled screen, and a test
/// reaches what the gesture would reveal.
extension Window {
    /// Runs the `.swipeActions` button labelled `label` of the list row whose words contain
    /// `row` (both compared without regard to case), as a swipe and a tap on it would. Lays the
    /// window out first.
    ///
    /// - Throws: ``InteractionError`` listing what is on screen when no row containing `row`
    ///   has such an action, or when several do.
    public func swipeAction(_ label: String, onRow row: String) throws(InteractionError) {
        try performCustom(.swipeAction, label, on: row)
    }

    /// Runs the `.contextMenu` item labelled `label` of the view whose words contain `view`,
    /// as a long press and a tap on the item would. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no such item is on screen, or several are.
    public func contextMenuAction(_ label: String, on view: String) throws(InteractionError) {
        try performCustom(.contextMenuItem, label, on: view)
    }

    /// Pulls the first `.refreshable` list or scroll view on screen down and waits for its
    /// action to finish, as the pull-to-refresh gesture does. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when nothing on screen is refreshable.
    public func pullToRefresh() async throws(InteractionError) {
        let elements = interactiveElements()
        guard let element = elements.first(where: { $0.kind == .refreshControl }), case .refresh(let action) = element.action else {
            throw InteractionError(
                .notFound, label: "refreshable", expected: [.refreshControl],
                onScreen: elements.map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) })
        }
        await action()
    }

    private func performCustom(_ kind: InteractiveElement.Kind, _ label: String, on owner: String) throws(InteractionError) {
        let elements = interactiveElements()
        let matching = elements.filter {
            $0.kind == kind && InteractiveElement.label($0.label, matches: label)
                && ($0.value ?? "").range(of: owner, options: .caseInsensitive) != nil
        }
        let enabled = matching.filter(\.isEnabled)
        guard enabled.count == 1, case .custom(let run) = enabled[0].action else {
            let reason: InteractionError.Reason =
                matching.isEmpty ? .notFound : enabled.isEmpty ? .disabled : .ambiguous(count: enabled.count)
            throw InteractionError(
                reason, label: "\(label) (on \(owner))", expected: [kind],
                onScreen: elements.map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) })
        }
        run()
    }
}

/// A node whose hidden actions (a row's swipe actions, a view's context menu) are elements
/// named by their buttons and carrying the view's words as their value.
@MainActor
final class HiddenActionsNode: WrapperNode {
    let elementKind: InteractiveElement.Kind
    /// The buttons of the actions, built but never laid out or drawn.
    let actions: [InteractiveElement]
    let name: String

    init(child: LayoutNode, kind: InteractiveElement.Kind, name: String, actions: [LayoutNode]) {
        elementKind = kind
        self.name = name
        var found: [InteractiveElement] = []
        for action in actions { action.collectElements(into: &found) }
        self.actions = found.filter { $0.kind.interaction == .tap }
        super.init(child: child)
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        super.collectElements(into: &elements)
        let owner = textContent
        for action in actions {
            guard case .tap(let run) = action.action else { continue }
            elements.append(
                InteractiveElement(
                    kind: elementKind, label: action.label, frame: frame, isEnabled: action.isEnabled, value: owner, action: .custom(run)))
        }
    }

    override var kind: String? { name }
    override var detail: String? { "[" + actions.map { "\"\($0.label)\"" }.joined(separator: ", ") + "]" }
}
