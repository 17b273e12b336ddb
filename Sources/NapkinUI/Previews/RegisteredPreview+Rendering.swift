// How a preview is shown: the one place that turns a preview's settings and a configuration
// into a window, used by assertPreviewSnapshots(), the gallery command and `make demo` alike.

extension RegisteredPreview {
    /// The device this preview is shown on in `configuration`: its own `previewDevice` or the
    /// configuration's, held as its orientation asks, with the configuration's traits.
    public func device(in configuration: PreviewConfiguration) throws(PreviewError) -> Device {
        var device = configuration.device
        if let requested = settings.device {
            guard let preset = requested.device else {
                throw .unknownDevice(name: requested.rawValue, preview: description, known: Device.all.map(\.name))
            }
            device = preset
        }
        if let orientation = settings.orientation {
            device = device.rotated(to: orientation.deviceOrientation)
        }
        return device.applying(configuration.traits)
    }

    /// A window showing this preview in `configuration`, laid out as the preview asks: the
    /// whole device; the view centred in a fixed size; or the view at its ideal size, rounded
    /// up to whole pixels. The last two have no safe area.
    @MainActor
    public func makeWindow(in configuration: PreviewConfiguration) throws(PreviewError) -> Window {
        makeWindow(on: try device(in: configuration))
    }

    /// A window showing this preview on `device` (from ``device(in:)``), laid out as the
    /// preview asks (see ``makeWindow(in:)``).
    @MainActor
    public func makeWindow(on device: Device) -> Window {
        let controller = HostingController(rootView: makeView())
        let bare = Device(
            name: device.name, size: device.size, scale: device.scale, safeAreaInsets: .zero,
            orientation: device.orientation, idiom: device.idiom, traits: device.traits)
        let window: Window
        switch settings.layout {
        case .device:
            window = Window(device: device)
        case .fixed(let width, let height):
            window = Window(device: bare.resized(to: CGSize(width: width, height: height)))
        case .sizeThatFits:
            window = Window(device: bare.fitting(controller))
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The name of this preview's files in `configuration`: ``fileName``, `_`, the
    /// configuration's name (`ProfileView_Badge_dark`).
    public func fileName(in configuration: PreviewConfiguration) -> String {
        "\(fileName)_\(Self.slug(configuration.name))"
    }
}
