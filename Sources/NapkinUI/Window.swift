/// Why a tap by label could not be performed.
public enum TapError: Error, Equatable, CustomStringConvertible {
    /// Nothing on screen has that label; `available` lists what does.
    case noMatch(label: String, available: [String])
    /// Several things on screen have that label.
    case ambiguous(label: String, count: Int)

    /// A sentence naming the label and what to do.
    public var description: String {
        switch self {
        case .noMatch(let label, let available):
            let list = available.isEmpty ? "nothing on screen can be tapped" : "tappable labels: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "No button or tab with the label \"\(label)\" is on screen (\(list))."
        case .ambiguous(let label, let count):
            return "\(count) things on screen have the label \"\(label)\"; give one an .accessibilityLabel(_:) that tells them apart."
        }
    }
}

/// The screen of a device, holding the root view controller, as UIKit's `UIWindow`.
///
/// `render()` lays out the controller tree for the device and draws it into a bitmap at the
/// device's pixel size. The same layout serves taps and ``layoutDescription()``.
@MainActor
public final class Window {
    /// The device whose screen this is.
    public let device: Device
    /// The controller at the root of what is shown.
    public var rootViewController: ViewController?
    /// Drawn behind everything.
    public var backgroundColor: Color = .white
    /// True after ``makeKeyAndVisible()``.
    public private(set) var isKeyAndVisible = false
    /// The text fields of the last layout, for ``type(_:into:)``.
    private let textFields = TextFieldRegistry()

    /// A window the size of `device`'s screen.
    public init(device: Device = .iPhone13Pro) {
        self.device = device
    }

    /// Marks the window as the one being shown and lays it out, as UIKit's method does.
    public func makeKeyAndVisible() {
        isKeyAndVisible = true
        layout()
    }

    /// The window's bounds in points.
    public var bounds: Rect { Rect(origin: .zero, size: device.size) }

    /// Lays out the controller tree for the device (every render, tap and description does).
    public func layout() {
        var environment = EnvironmentValues()
        environment.displayScale = device.scale
        textFields.removeAll()
        environment.textFields = textFields
        rootViewController?.layout(in: bounds, safeAreaInsets: device.safeAreaInsets, environment: environment)
    }

    /// Lays out and draws everything shown, at the device's pixel size (1170×2532 for
    /// `.iPhone13Pro`). The same tree always gives the same pixels.
    public func render() -> Bitmap {
        layout()
        let canvas = Canvas(size: device.size, scale: device.scale, background: backgroundColor)
        rootViewController?.draw(in: canvas)
        return canvas.makeBitmap()
    }

    /// Taps the point (in points): the frontmost enabled button or tab under it runs its
    /// action. Returns false, and does nothing, when nothing tappable is there.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        guard let target = targets().last(where: { $0.frame.contains(point) }) else { return false }
        target.action()
        return true
    }

    /// Taps the button or tab whose accessibility label, or label text, is `label`
    /// (compared without regard to case).
    ///
    /// - Throws: ``TapError/noMatch(label:available:)`` when nothing has that label, and
    ///   ``TapError/ambiguous(label:count:)`` when more than one thing has it.
    public func tap(label: String) throws {
        let all = targets()
        let matches = all.filter { $0.label.compare(label, options: .caseInsensitive) == .orderedSame }
        guard let match = matches.first else {
            throw TapError.noMatch(label: label, available: all.map(\.label))
        }
        guard matches.count == 1 else {
            throw TapError.ambiguous(label: label, count: matches.count)
        }
        match.action()
    }

    /// The labels of everything that can be tapped now, back to front.
    public var tappableLabels: [String] { targets().map(\.label) }

    /// A stable, indented text of the laid-out tree: each controller and view with its
    /// kind, frame in points and text. Suitable for text snapshots.
    public func layoutDescription() -> String {
        layout()
        var lines = ["Window \(device.name) \(bounds)"]
        rootViewController?.describe(into: &lines, depth: 1)
        return lines.joined(separator: "\n")
    }

    /// Types `text` into the enabled text field or secure field whose accessibility label or
    /// title is `label` (compared without regard to case): the text is appended to the
    /// field's current text and written through its binding, as typing on a keyboard would.
    ///
    /// - Throws: ``TextEntryError/noMatch(label:available:)`` when no enabled field has that
    ///   label, and ``TextEntryError/ambiguous(label:count:)`` when more than one has it.
    public func type(_ text: String, into label: String) throws {
        layout()
        let fields = textFields.fields
        let matches = fields.filter { field in
            [field.accessibilityLabel, field.title].contains { $0?.compare(label, options: .caseInsensitive) == .orderedSame }
        }
        guard let match = matches.first else {
            throw TextEntryError.noMatch(label: label, available: fields.map { $0.accessibilityLabel ?? $0.title })
        }
        guard matches.count == 1 else {
            throw TextEntryError.ambiguous(label: label, count: matches.count)
        }
        match.text.wrappedValue += text
    }

    /// The titles (or accessibility labels) of the text fields that can be typed into now.
    public var textFieldLabels: [String] {
        layout()
        return textFields.fields.map { $0.accessibilityLabel ?? $0.title }
    }

    private func targets() -> [HitTarget] {
        layout()
        var targets: [HitTarget] = []
        rootViewController?.collectTargets(into: &targets)
        return targets
    }
}
