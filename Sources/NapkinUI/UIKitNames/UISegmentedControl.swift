internal import Raster

/// UIKit's segmented control, as SwiftUI files wrap it in a `UIViewRepresentable` or restyle
/// SwiftUI's segmented pickers through `UISegmentedControl.appearance()`.
///
/// Drawn as iOS 13 and later draw it, as NapkinUI's segmented ``Picker``: a 32-point track in
/// tertiarySystemFill (the ``UIView/backgroundColor`` when set) with 9-point corners, the selected
/// segment raised 2 points inside it in white (systemGray3 in dark, ``selectedSegmentTintColor``
/// when set) with a soft shadow, thin separators between the other segments, 13-point titles
/// in label (semibold on the selected one; the `.foregroundColor` of
/// ``setTitleTextAttributes(_:for:)`` for `.normal` and `.selected` when set) or the segments'
/// images in the same colour. Segments share the width equally, as with
/// ``apportionsSegmentWidthsByContent`` false; a disabled segment is drawn in tertiaryLabel.
///
/// `Window.select(_:in:)` chooses a segment by its title, as a person's tap does: it becomes
/// ``selectedSegmentIndex`` (unless the control ``isMomentary``), the segment's action runs (a
/// control made with ``init(frame:actions:)``) and the ``UIControl/Event/valueChanged`` actions
/// are performed. Setting ``selectedSegmentIndex`` in code performs nothing, as in UIKit.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// ``selectedSegmentIndex`` when no segment is selected.
    nonisolated public static let noSegment = -1

    /// One segment: its title or image, whether it is enabled, its width and action.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []

    /// The selected segment's index, or ``noSegment``. An index past the last segment is kept
    /// as ``noSegment``.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
        }
    }

    /// True when a chosen segment does not stay selected (a button row).
    open var isMomentary = false
    /// Whether segments are as wide as their content (kept: NapkinUI shares the width equally).
    open var apportionsSegmentWidthsByContent = false

    /// The selected segment's colour; `nil`: white, or systemGray3 in dark. An appearance property.
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            let color = selectedSegmentTintColor
            noteAppearanceProperty("selectedSegmentTintColor") { ($0 as? UISegmentedControl)?.selectedSegmentTintColor = color }
        }
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a segment for each of `items`: a `String` is a segment's title, a
    /// ``UIImage`` its image (other values make an empty segment).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let title = item as? String { return Segment(title: title) }
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment()
        }
    }

    /// A control with a segment for each of `actions`, titled by it; choosing one runs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// The proxy every segmented control drawn afterwards takes its settings from.
    open override class func appearance() -> UISegmentedControl {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UISegmentedControl(frame: .zero) }
    }

    /// The proxy for segmented controls shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISegmentedControl {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UISegmentedControl(frame: .zero) }
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(new, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    }

    /// Removes the segment at `segment` (nothing when there is none).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the title of the segment at `segment` (its image is dropped, as UIKit's).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (its title is dropped, as UIKit's).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Keeps a width for the segment at `segment` (kept: segments share the width equally).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// The width kept for the segment at `segment`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the action (and so the title and image) of the segment at `segment`.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: action.title, image: action.image, isEnabled: segments[segment].isEnabled, action: action)
    }

    /// The action of the segment at `segment`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Keeps text attributes for `state`; the `.foregroundColor` of `.normal` and `.selected`
    /// colours the titles. An appearance property.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        noteAppearanceProperty("titleTextAttributes.\(state.rawValue)") {
            ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The text attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Chooses the segment at `index`, as a tap on it does.
    func choose(_ index: Int) {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return }
        if !isMomentary { selectedSegmentIndex = index }
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    /// The height of the control, as iOS's.
    static let height: Double = 32

    /// Each segment as wide as the widest title needs plus 12 points a side, when nothing
    /// proposes a width.
    private var idealWidth: Double {
        let widest =
            segments.map { segment in
                segment.title.map { Font.sansMedium(13).nominalAdvance(of: $0) } ?? Double(segment.image?.size.width ?? 0)
            }.max() ?? 0
        return Double(segments.count) * (widest + 24)
    }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        traitCollection = Traits.current.merging(Traits(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme)))
        let palette = ControlPalette(environment)
        let normal = (titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor)?.color ?? Color(palette.label)
        let selected = (titleAttributes[UIControl.State.selected.rawValue]?[.foregroundColor] as? UIColor)?.color ?? normal
        let track = backgroundColor?.color.srgb(in: environment) ?? palette.fill
        let thumb = selectedSegmentTintColor?.color.srgb(in: environment) ?? palette.selectedSegment
        let chosen = isMomentary ? Self.noSegment : selectedSegmentIndex
        let count = segments.count
        // Right to left the segments run from the right (the HStack mirrors the titles).
        let drawnSelected = environment.layoutDirection == .rightToLeft && chosen >= 0 ? count - 1 - chosen : chosen
        let drawing = ZStack {
            Drawing(height: Self.height, idealWidth: idealWidth, name: "SegmentedTrack") { [palette] canvas, rect in
                Self.drawTrack(
                    count: count, selected: drawnSelected, track: track, thumb: thumb, separator: palette.tertiaryLabel, in: rect,
                    on: canvas)
            }
            HStack(spacing: 0) {
                ForEach(segments.indices, id: \.self) { [segments] index in
                    let segment = segments[index]
                    let color = !segment.isEnabled ? Color.tertiaryLabel : index == chosen ? selected : normal
                    Group {
                        if let image = segment.image {
                            Image(uiImage: image).font(.sans(13)).foregroundStyle(color)
                        } else {
                            Text(verbatim: segment.title ?? "").font(index == chosen ? .sansMedium(13) : .sans(13)).foregroundStyle(color)
                                .lineLimit(1)
                        }
                    }
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .frame(height: Self.height)
        let options = segments.enumerated().map { index, segment in
            segment.title ?? (segment.image == nil ? "" : "Segment \(index + 1)")
        }
        return ControlNode(
            child: buildNode(drawing, in: environment), kind: .picker, label: accessibilityLabel ?? "", isEnabled: isEnabled,
            value: options.indices.contains(chosen) ? options[chosen] : nil, options: options,
            action: .selection { [self] index in choose(index) })
    }

    /// The track, the separators beside unselected segments and the raised selected segment.
    private static func drawTrack(
        count: Int, selected: Int, track: SRGBColor, thumb: SRGBColor, separator: SRGBColor, in rect: Rect, on canvas: Raster.Canvas
    ) {
        canvas.fill(.roundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius), in: canvas.snap(rect), with: track)
        guard count > 0 else { return }
        let width = rect.width / Double(count)
        for index in 1..<max(count, 1) where selected != index && selected != index - 1 {
            let x = rect.minX + width * Double(index)
            canvas.fill(canvas.snap(Rect(x: x - 0.5, y: rect.midY - 6, width: 1, height: 12)), with: separator)
        }
        guard (0..<count).contains(selected) else { return }
        let inset = PickerMetrics.segmentInset
        let segment = Rect(
            x: rect.minX + width * Double(selected) + inset, y: rect.minY + inset, width: width - 2 * inset, height: rect.height - 2 * inset
        )
        let shape = ShapeKind.roundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius - inset)
        drawSoftShadow(shape, in: segment, on: canvas, offsetY: 1.5, radius: 3, opacity: 0.1)
        canvas.fill(shape, in: canvas.snap(segment), with: thumb)
    }
}
