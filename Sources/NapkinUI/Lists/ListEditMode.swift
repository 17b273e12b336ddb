internal import Raster

/// A list's selection with its value type erased, single or a set: what edit mode's circles
/// show and what tapping a row in edit mode toggles.
@MainActor
struct ListEditSelection {
    /// True when the row whose value is `value` is selected.
    let contains: @MainActor (AnyHashable) -> Bool
    /// Selects or deselects the row whose value is `value`.
    let toggle: @MainActor (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        contains = { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false }
        toggle = { value in
            guard let selected = value.base as? Value else { return }
            binding.wrappedValue = binding.wrappedValue == selected ? nil : selected
        }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        contains = { value in (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        toggle = { value in
            guard let selected = value.base as? Value else { return }
            if binding.wrappedValue.contains(selected) {
                binding.wrappedValue.remove(selected)
            } else {
                binding.wrappedValue.insert(selected)
            }
        }
    }
}

/// What a list in edit mode tells its sections: its selection, and which row shows its
/// Delete button (the row whose minus was tapped).
@MainActor
struct ListEditState {
    var selection: ListEditSelection?
    /// The key of the row showing its Delete button (``EditableRowNode/confirmationKey``).
    var confirming: Binding<String?>

    /// The state of a list built in `environment` with `selection`, or `nil` when the edit
    /// mode there is not editing. A list out of edit mode forgets the row that showed Delete.
    static func of(_ environment: EnvironmentValues, selection: ListEditSelection?) -> ListEditState? {
        let bridge = environment.controllerContext?.controller?.bridge
        guard environment.editMode?.wrappedValue.isEditing == true else {
            bridge?.viewState[confirmingKey] = nil
            return nil
        }
        let confirming = Binding<String?>(
            get: { bridge?.viewState[confirmingKey]?.base as? String },
            set: { bridge?.viewState[confirmingKey] = $0.map { AnyHashable($0) } })
        return ListEditState(selection: selection, confirming: confirming)
    }

    private static let confirmingKey = "List.confirmingDelete"
}

private struct ListEditStateKey: EnvironmentKey {
    static var defaultValue: ListEditState? { nil }
}

private struct ListRowsCarrySelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Inside a list in edit mode: its state, read by its sections.
    var listEditState: ListEditState? {
        get { self[ListEditStateKey.self] }
        set { self[ListEditStateKey.self] = newValue }
    }

    /// True inside a list in edit mode with a selection: a `ForEach` gives each row the value
    /// the selection holds for it (its element's id), as SwiftUI tags a list's rows.
    var listRowsCarrySelection: Bool {
        get { self[ListRowsCarrySelectionKey.self] }
        set { self[ListRowsCarrySelectionKey.self] = newValue }
    }
}

extension Array where Element == LayoutNode {
    /// These nodes of one `ForEach` element, each carrying `id` as its selection value when
    /// the list around is in edit mode with a selection.
    @MainActor
    func carryingSelection(_ id: AnyHashable, in environment: EnvironmentValues) -> [LayoutNode] {
        guard environment.listRowsCarrySelection else { return self }
        return map { ListRowOptionsNode(child: $0, options: ListRowOptions(selectionValue: id)) }
    }
}

extension EditableRowNode {
    /// Names the row whose Delete button shows.
    var confirmationKey: String { "\(offset)|\(child.textContent)" }
}

/// iOS's edit-mode metrics, in points.
enum EditModeMetrics {
    /// The minus and selection circles' diameter.
    static let circle: Double = 22
    /// How far a row's content moves right for the circle before it.
    static let leadingShift: Double = 38
    /// How much narrower a row's content gets for the grip after it.
    static let gripShift: Double = 30
    /// The grip's three lines: width, thickness and the distance between them.
    static let grip = (width: 18.0, thickness: 1.5, pitch: 5.5)
    /// From the card's trailing edge to the grip.
    static let gripInset: Double = 16
    /// Around the word of the Delete button.
    static let deletePadding: Double = 15
}

/// The controls a row shows in edit mode, laid out and drawn by its section.
@MainActor
struct RowEditControls {
    /// The minus or the selection circle before the row's content.
    var leading: EditControlNode?
    /// The grip after it.
    var grip: EditControlNode?
    /// The Delete button the minus revealed.
    var confirm: EditControlNode?
    /// True when a tap on the row selects it: its own controls take no taps.
    var selects: Bool { leading?.role.isSelection == true }

    /// The nodes, for the section's children.
    var nodes: [LayoutNode] { [leading, grip, confirm].compactMap { $0 } }

    /// The controls of `row` under `state`, or `nil` when it shows none.
    static func of(_ row: LayoutNode, state: ListEditState?, environment: EnvironmentValues) -> RowEditControls? {
        guard let state else { return nil }
        let label = row.accessibilityLabel ?? row.textContent
        var controls = RowEditControls()
        let editable = row as? EditableRowNode
        if let selection = state.selection {
            guard let value = ListRowOptionsNode.of(row)?.options.selectionValue ?? row.tag else { return nil }
            let selected = selection.contains(value)
            controls.leading = EditControlNode(
                role: .selection(isSelected: selected), label: label, environment: environment
            ) { selection.toggle(value) }
        } else if let editable, let delete = editable.deleteAction {
            let key = editable.confirmationKey
            let confirming = state.confirming
            let shown = confirming.wrappedValue == key
            controls.leading = EditControlNode(role: .delete(isConfirming: shown), label: "Delete " + label, environment: environment) {
                confirming.wrappedValue = shown ? nil : key
            }
            if shown {
                let word = buildNode(Text("Delete").foregroundColor(.white), in: environment)
                controls.confirm = EditControlNode(role: .confirm, label: "Delete", environment: environment, child: word) {
                    confirming.wrappedValue = nil
                    delete()
                }
            }
        }
        if controls.confirm == nil, editable?.moveAction != nil {
            controls.grip = EditControlNode(role: .grip, label: "Reorder " + label, environment: environment) {}
        }
        return controls.nodes.isEmpty ? nil : controls
    }

    /// The space the controls take before the row's content.
    var leadingInset: Double { leading == nil ? 0 : EditModeMetrics.leadingShift }

    /// The space they take after it.
    var trailingInset: Double {
        if let confirm { return confirm.buttonWidth }
        return grip == nil ? 0 : EditModeMetrics.gripShift
    }

    /// Places the controls in the row's band on the card, the circle `rowInset` in from its
    /// leading edge.
    func place(in band: Rect, rowInset: Double, context: PlacementContext) {
        let size = EditModeMetrics.circle
        if selects { leading?.rowBand = band }
        leading?.place(
            in: Rect(x: band.minX + rowInset, y: band.midY - size / 2, width: size, height: size), context: context)
        if let grip {
            let width = EditModeMetrics.grip.width
            let x = band.maxX - EditModeMetrics.gripInset - width
            grip.place(in: Rect(x: x, y: band.minY, width: width, height: band.height), context: context)
        }
        if let confirm {
            let width = confirm.buttonWidth
            confirm.place(in: Rect(x: band.maxX - width, y: band.minY, width: width, height: band.height), context: context)
        }
    }
}

/// One of a row's edit-mode controls: the red minus (turned upright while its Delete button
/// shows), the selection circle (blue with a checkmark when selected), the grip, or the
/// Delete button. A button for a test (`Window.tap`), except the grip.
@MainActor
final class EditControlNode: LayoutNode {
    enum Role: Equatable {
        case delete(isConfirming: Bool)
        case selection(isSelected: Bool)
        case grip
        case confirm

        var isSelection: Bool { if case .selection = self { true } else { false } }
    }

    let role: Role
    let label: String
    let action: @MainActor () -> Void
    let red: SRGBColor
    let tint: SRGBColor
    let grey: SRGBColor
    let gripColor: SRGBColor
    /// The row's band, for a selection control: a tap anywhere on the row selects it.
    var rowBand: Rect?

    init(
        role: Role, label: String, environment: EnvironmentValues, child: LayoutNode? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.role = role
        self.label = label
        self.action = action
        red = Color.red.srgb(in: environment)
        tint = environment.tint.srgb(in: environment)
        grey = Color.systemGray3.srgb(in: environment)
        gripColor = Color.systemGray2.srgb(in: environment)
        super.init(children: child.map { [$0] } ?? [])
    }

    /// The Delete button's width: its word and the padding around it.
    var buttonWidth: Double {
        let word = children.first?.size(for: SizeProposal(width: nil, height: nil)).width ?? 0
        return (word + 2 * EditModeMetrics.deletePadding).rounded(.up)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? EditModeMetrics.circle, height: finite(proposal.height) ?? EditModeMetrics.circle)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        guard let word = children.first else { return }
        let size = word.size(for: SizeProposal(width: nil, height: nil))
        word.place(
            in: Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height),
            context: context)
    }

    override var interactiveElement: InteractiveElement? {
        if role == .grip { return nil }
        return InteractiveElement(
            kind: .button, label: accessibilityLabel ?? label, frame: role.isSelection ? rowBand ?? frame : frame, isEnabled: true,
            value: role == .selection(isSelected: true) ? "selected" : nil, action: .tap(action))
    }

    override var hasInnerElements: Bool { false }

    override func draw(in canvas: Raster.Canvas) {
        switch role {
        case .delete(let confirming): drawMinus(confirming: confirming, in: canvas)
        case .selection(let selected): drawCircle(selected: selected, in: canvas)
        case .grip: drawGrip(in: canvas)
        case .confirm:
            canvas.fill(canvas.snap(frame), with: red)
            super.draw(in: canvas)
        }
    }

    private func drawMinus(confirming: Bool, in canvas: Raster.Canvas) {
        canvas.fill(.ellipse, in: frame, with: red)
        let long = 11.0, short = 2.0
        let bar =
            confirming
            ? Rect(x: frame.midX - short / 2, y: frame.midY - long / 2, width: short, height: long)
            : Rect(x: frame.midX - long / 2, y: frame.midY - short / 2, width: long, height: short)
        canvas.fill(.capsule, in: bar, with: .white)
    }

    private func drawCircle(selected: Bool, in canvas: Raster.Canvas) {
        guard selected else {
            let lineWidth = 1.5
            canvas.stroke(.ellipse, in: frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), with: grey, lineWidth: lineWidth)
            return
        }
        canvas.fill(.ellipse, in: frame, with: tint)
        let unit = frame.width / 22
        let points = [
            Point(x: frame.minX + 6.5 * unit, y: frame.minY + 11.5 * unit),
            Point(x: frame.minX + 9.5 * unit, y: frame.minY + 14.5 * unit),
            Point(x: frame.minX + 15.5 * unit, y: frame.minY + 7.5 * unit),
        ]
        canvas.strokePolyline(points, with: .white, lineWidth: 2 * unit)
    }

    private func drawGrip(in canvas: Raster.Canvas) {
        let metrics = EditModeMetrics.grip
        let top = frame.midY - metrics.pitch - metrics.thickness / 2
        for line in 0..<3 {
            let y = top + Double(line) * metrics.pitch
            canvas.fill(canvas.snap(Rect(x: frame.minX, y: y, width: metrics.width, height: metrics.thickness)), with: gripColor)
        }
    }

    override var kind: String? {
        switch role {
        case .delete(let confirming): confirming ? "DeleteControl (confirming)" : "DeleteControl"
        case .selection(let selected): selected ? "SelectionControl (selected)" : "SelectionControl"
        case .grip: "ReorderControl"
        case .confirm: "DeleteButton"
        }
    }

    override var detail: String? { role == .grip ? nil : "\"\(label)\"" }

    override func reflectGeometry(acrossX sum: Double) {
        rowBand = rowBand?.reflected(acrossX: sum)
    }
}
