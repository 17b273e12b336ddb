/// The screen of a device, holding the root view controller, as UIKit's `UIWindow`.
///
/// `render()` lays out the controller tree for the device and draws it into a bitmap at the
/// device's pixel size. The same layout serves ``interactiveElements()`` (and so taps and
/// typing) and ``layoutDescription()``.
@MainActor
public final class Window {
    /// The device whose screen this is.
    public let device: Device
    /// The controller at the root of what is shown.
    public var rootViewController: ViewController?
    /// Drawn behind everything (white; black in the dark appearance).
    public var backgroundColor: Color = .systemBackground
    /// True after ``makeKeyAndVisible()``.
    public private(set) var isKeyAndVisible = false

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
        rootViewController?.layout(in: bounds, safeAreaInsets: device.safeAreaInsets, environment: device.environment)
    }

    /// Lays out and draws everything shown, at the device's pixel size (1170×2532 for
    /// `.iPhone13Pro`). The same tree always gives the same pixels.
    public func render() -> Bitmap {
        layout()
        let canvas = Canvas(size: device.size, scale: device.scale, background: backgroundColor.resolved(dark: (rootViewController?.preferredColorScheme ?? device.traits.colorScheme) == .dark))
        rootViewController?.draw(in: canvas)
        return canvas.makeBitmap()
    }

    /// A stable, indented text of the laid-out tree: each controller and view with its
    /// kind, frame in points and text. Suitable for text snapshots.
    public func layoutDescription() -> String {
        layout()
        var lines = ["Window \(device.name) \(bounds)"]
        rootViewController?.describe(into: &lines, depth: 1)
        return lines.joined(separator: "\n")
    }
}
