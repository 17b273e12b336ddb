internal import Raster
public import RasterCore

/// The screen of a device, holding the root view controller, as UIKit's `UIWindow`.
///
/// `render()` lays out the controller tree for the device and draws it into a bitmap at the
/// device's pixel size. The same layout serves ``interactiveElements()`` (and so taps and
/// typing) and ``layoutDescription()``.
@preconcurrency @MainActor
public final class Window {
    /// The device whose screen this is.
    public let device: Device
    /// The controller at the root of what is shown.
    public var rootViewController: ViewController?
    /// Drawn behind everything: the system background (white; black in the dark appearance)
    /// unless set. A `UIColor`, as `UIWindow`'s is; `nil` leaves the window black, as an iOS
    /// window without a background colour shows.
    public var backgroundColor: UIColor? = UIColor(.systemBackground)
    /// Light or dark: the colour scheme every controller's content starts from, as the
    /// device's appearance setting (the device's traits choose it unless set here).
    public var colorScheme: ColorScheme
    /// Light or dark for everything in the window whatever the device's appearance, as UIKit's
    /// `UIWindow.overrideUserInterfaceStyle` (an app's appearance setting writes it): it sets ``colorScheme``;
    /// `.unspecified` gives the device's back.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            switch overrideUserInterfaceStyle {
            case .dark: colorScheme = .dark
            case .light: colorScheme = .light
            case .unspecified: colorScheme = device.traits.colorScheme ?? .light
            }
        }
    }
    /// The controllers presented over the root, back to front, as of the last layout.
    private(set) var presentedChain: [ViewController] = []
    /// The colour the root controller is drawn over in the render under way (the window's
    /// background), so that a root filling the same opaque colour skips a full-screen fill.
    private var rootBackdrop: SRGBColor?
    /// True after ``makeKeyAndVisible()``.
    public private(set) var isKeyAndVisible = false
    /// The store every `@AppStorage` shown in this window uses unless it names its own or a
    /// view sets one with `.defaultAppStorage(_:)`; `nil` (the default) leaves it to
    /// ``InMemoryDefaults/shared``. Set a fresh ``InMemoryDefaults`` to isolate a test.
    public var appStorage: UserDefaults?
    /// This window's scene storage: what its `@SceneStorage` properties read and write. It
    /// starts empty, in memory.
    public let sceneStorage: UserDefaults = InMemoryDefaults()
    /// The URLs handed to the system while this window was active, oldest first: what
    /// `UIApplication.shared.open(_:)` and a `Link` (or `openURL`) whose action leaves the URL
    /// to the system asked to open. NapkinUI opens nothing itself; a test reads them here.
    public internal(set) var openedURLs: [URL] = []
    /// The items handed to the system's share sheet while this window was active, oldest
    /// first: what a ``ShareLink`` with the default ``ShareAction`` and a presented
    /// `UIActivityViewController` shared. NapkinUI shows no sheet; a test reads them here.
    public internal(set) var sharedItems: [ShareItem] = []
    /// The haptic and audio feedback the views of this window asked the system to play
    /// (`sensoryFeedback(_:trigger:)` and its kin), oldest first. NapkinUI plays nothing; a
    /// test reads them here.
    public internal(set) var playedFeedback: [SensoryFeedback] = []
    /// Why the last layout could not lay out everything shown, or `nil` when it did: a view
    /// tree nested deeper than NapkinUI lays out (the part below the limit is left out rather
    /// than overflowing the stack). The snapshot strategies fail with it.
    public internal(set) var layoutProblem: String?
    /// The window's undo manager, as every UIKit window has one: what `@Environment(\.undoManager)`
    /// reads in its views, and where a UIKit view's ``UIResponder/undoManager`` chain ends.
    public let undoManager = UndoManager()
    /// The focus states tied to views laid out in this window, for ``endEditing(_:)``.
    var trackedFocus: [ObjectIdentifier: TrackedFocus] = [:]
    /// The app this window shows, when it was made with ``init(app:device:)``.
    var hostedApp: HostedApp?
    /// The phase of the window's scene, what `@Environment(\.scenePhase)` reads in its views and
    /// in the app it hosts: `.active`, as a launched app's window in front. Nothing in NapkinUI
    /// moves it; a test sets it to show the app going to the background and back, and the hosted
    /// app's scene `onChange(of:)` actions run as on iOS.
    public var scenePhase: ScenePhase = .active {
        didSet { if scenePhase != oldValue { hostedApp?.environmentChanged(to: baseEnvironment) } }
    }

    /// A window the size of `device`'s screen.
    public init(device: Device = .iPhone13Pro) {
        self.device = device
        colorScheme = device.traits.colorScheme ?? .light
        layoutSafeAreaInsets = device.safeAreaInsets
        Self.active = self
    }

    /// A window the size of `frame` on the active window's device (the iPhone 13 Pro when there is none), as
    /// `UIWindow(frame: UIScreen.main.bounds)` makes one: the device itself when `frame` is its screen, else a
    /// screen of `frame`'s size with no safe area.
    public convenience init(frame: CGRect) {
        let device = Window.active?.device ?? .iPhone13Pro
        if frame.size == device.size || frame.width <= 0 || frame.height <= 0 {
            self.init(device: device)
        } else {
            self.init(
                device: Device(
                    name: device.name, size: frame.size, scale: device.scale, safeAreaInsets: EdgeInsets(), orientation: device.orientation,
                    idiom: device.idiom, traits: device.traits))
        }
    }

    /// A window for `windowScene`'s screen: the device of the scene's window, as `UIWindow(windowScene:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(device: windowScene.keyWindow?.device ?? Window.active?.device ?? .iPhone13Pro)
    }

    /// Marks the window as the one being shown and lays it out, as UIKit's method does.
    public func makeKeyAndVisible() {
        isKeyAndVisible = true
        layout()
    }

    /// The window made or laid out most recently: the screen `UIScreen.main`,
    /// `UIDevice.current` and `UIApplication.shared` speak of, as the one screen of a phone.
    /// Views read them while a window lays them out (or right after it was made, when its root
    /// view is created), so they see that window's device.
    public private(set) static weak var active: Window?

    /// The window's bounds in points.
    public var bounds: CGRect { CGRect(layoutBounds) }

    /// The window's bounds as layout and drawing use them.
    var layoutBounds: Rect { Rect(origin: .zero, size: Size(device.size)) }

    /// Lays out the controller tree for the device (every render, tap and description does).
    public func layout() {
        Self.active = self
        let refusalsBefore = ViewNesting.refusals
        defer { layoutProblem = ViewNesting.refusals > refusalsBefore ? ViewNesting.message : nil }
        placedControllers = AppearancePass.run(previous: placedControllers) {
            layOutTree(safeAreaInsets: device.safeAreaInsets)
            // `.statusBarHidden` on a device whose top inset is the status bar alone frees that
            // inset (Window+StatusBar.swift): everything is laid out again without it.
            let insets = device.safeAreaInsets(statusBarHidden: isStatusBarHidden)
            if insets != device.safeAreaInsets { layOutTree(safeAreaInsets: insets) }
        }
    }

    /// The controllers the last layout placed: what is on screen, for the appearance callbacks
    /// (ViewController+Appearance.swift).
    private var placedControllers: [WeakController] = []

    /// The safe area of the last layout: the device's, less the status bar when it is hidden
    /// (UIKit's `safeAreaInsets` gives it).
    private(set) var layoutSafeAreaInsets = EdgeInsets()

    /// Lays out the root and what is presented over it with `insets` as the screen's safe area.
    private func layOutTree(safeAreaInsets insets: EdgeInsets) {
        layoutSafeAreaInsets = insets
        let environment = baseEnvironment
        let bounds = layoutBounds
        rootViewController?.layout(in: bounds, safeAreaInsets: insets, environment: environment)
        // Then what is presented, each over the screen so far; a layout can present more
        // (a sheet's content asking for an alert), so the chain is followed to its end.
        var chain: [ViewController] = []
        var presenter = rootViewController.flatMap(Self.frontmostPresenter)
        while let current = presenter, let presented = current.presentedViewController, chain.count < 16 {
            let (frame, presentedInsets) = presented.presentedPlacement(in: bounds, insets: insets)
            presented.layout(in: frame, safeAreaInsets: presentedInsets, environment: environment)
            // Its content may ask for another height (`.presentationDetents`): place it again.
            let settled = presented.presentedPlacement(in: bounds, insets: insets)
            if settled.0 != frame {
                presented.layout(in: settled.0, safeAreaInsets: settled.1, environment: environment)
            }
            // The presenter's layout may have dismissed what it showed while laying out.
            guard current.presentedViewController === presented else { break }
            chain.append(presented)
            presenter = Self.frontmostPresenter(in: presented)
        }
        presentedChain = chain
    }

    /// The environment every layout starts from: the device's scale and traits, and the
    /// window's colour scheme.
    var baseEnvironment: EnvironmentValues {
        var environment = device.environment
        environment.colorScheme = colorScheme
        environment.scenePhase = scenePhase
        environment.defaultAppStorage = appStorage
        environment.sceneStorage = sceneStorage
        environment.undoManagerStorage = UndoManagerBox(manager: undoManager)
        return environment
    }

    /// The first controller in `controller`'s visible tree that presents something.
    private static func frontmostPresenter(in controller: ViewController) -> ViewController? {
        if controller.presentedViewController != nil { return controller }
        for child in controller.visibleChildren.reversed() {
            if let presenter = frontmostPresenter(in: child) { return presenter }
        }
        return nil
    }

    /// The controller that takes taps and typing: the frontmost presented one, else the root.
    var frontmostController: ViewController? { presentedChain.last ?? rootViewController }

    /// Lays out and draws everything shown, at the device's pixel size (1170×2532 for
    /// `.iPhone13Pro`). The same tree always gives the same pixels.
    public func render() -> Bitmap {
        layout()
        return drawLastLayout()
    }

    /// Draws what the last layout placed, without laying out again: the accessibility audit
    /// draws one layout several ways.
    func drawLastLayout() -> Bitmap {
        let background = frameBackground
        return Raster.Canvas.render(size: Size(device.size), scale: Double(device.scale), background: background) { canvas in
            drawFrame(in: canvas, over: background)
        }
    }

    /// Lays out everything shown and records its drawing (Window+Frame.swift): the frame
    /// ``render()`` would draw, to be drawn on any thread.
    package func recordFrame() -> WindowFrame {
        layout()
        let background = frameBackground
        let drawing = Raster.Canvas.record(size: Size(device.size), scale: Double(device.scale)) { canvas in
            drawFrame(in: canvas, over: background)
        }
        return WindowFrame(drawing: drawing, background: background)
    }

    /// What the window draws behind everything: its background colour, black without one.
    private var backdropColor: Color { backgroundColor?.color ?? .black }

    /// The colour behind everything in the frame about to be drawn (the window's background
    /// in the root controller's colour scheme).
    private var frameBackground: SRGBColor {
        backdropColor.srgb(dark: (rootViewController?.preferredColorScheme ?? colorScheme) == .dark)
    }

    /// Draws the laid-out frame over `background`, which the canvas is already filled with.
    private func drawFrame(in canvas: Raster.Canvas, over background: SRGBColor) {
        rootBackdrop = background
        drawLevel(presentedChain.count - 1, in: canvas)
    }

    /// A stable, indented text of the laid-out tree: each controller and view with its
    /// kind, frame in points and text. Suitable for text snapshots.
    public func layoutDescription() -> String {
        layout()
        var lines = ["Window \(device.name) \(layoutBounds)"]
        rootViewController?.describe(into: &lines, depth: 1)
        for presented in presentedChain {
            lines.append("  Presented \(presented.modalPresentationStyle)")
            presented.describe(into: &lines, depth: 2)
        }
        return lines.joined(separator: "\n")
    }

    /// Draws the root, then each presented controller up to `level` over it. Behind a sheet
    /// the screen so far is drawn shrunk, rounded and dimmed on black, as iOS 17 draws it.
    private func drawLevel(_ level: Int, in canvas: Raster.Canvas) {
        guard level >= 0 else {
            rootViewController?.draw(in: canvas, over: rootBackdrop)
            return
        }
        let presented = presentedChain[level]
        let isDark = colorScheme == .dark
        let bounds = layoutBounds
        if presented.drawsAsPopover {
            // A popover bubble over the screen, which stays as it is.
            drawLevel(level - 1, in: canvas)
            drawPopover(presented, in: canvas)
        } else if presented.drawsAsSheet, presented.isPartialSheet(in: bounds, insets: layoutSafeAreaInsets) {
            // Below its full height a sheet leaves the screen behind in place, dimmed.
            drawLevel(level - 1, in: canvas)
            if presented.dimsScreenBehind(in: bounds, insets: device.safeAreaInsets) {
                canvas.fill(
                    bounds, with: SRGBColor.black.opacity(isDark ? SheetMetrics.behindDimming.dark : SheetMetrics.behindDimming.light))
            }
            drawSheetCard(presented, in: canvas)
        } else if presented.drawsAsSheet {
            canvas.fill(bounds, with: .black)
            let scale = (bounds.width - 2 * SheetMetrics.behindInset) / bounds.width
            let top = layoutSafeAreaInsets.top
            let behind = Rect(x: SheetMetrics.behindInset, y: top, width: bounds.width * scale, height: bounds.height * scale)
            canvas.withSavedState {
                canvas.clip(to: .roundedRectangle(cornerRadius: SheetMetrics.behindCornerRadius), in: behind)
                canvas.translate(by: Point(x: behind.minX, y: behind.minY))
                canvas.scale(by: scale)
                let backdrop = backdropColor.srgb(dark: isDark)
                canvas.fill(bounds, with: backdrop)
                rootBackdrop = backdrop
                drawLevel(level - 1, in: canvas)
            }
            let dim = isDark ? SheetMetrics.behindDimming.dark : SheetMetrics.behindDimming.light
            canvas.fill(.roundedRectangle(cornerRadius: SheetMetrics.behindCornerRadius), in: behind, with: SRGBColor.black.opacity(dim))
            drawSheetCard(presented, in: canvas)
        } else {
            if presented.modalPresentationStyle != .fullScreen { drawLevel(level - 1, in: canvas) }
            presented.draw(in: canvas)
        }
    }

    /// A popover's bubble: its soft shadow, its body and arrow, and its content clipped to them.
    private func drawPopover(_ presented: ViewController, in canvas: Raster.Canvas) {
        let arrowUp = presented.popoverPlacement(in: layoutBounds, insets: layoutSafeAreaInsets).arrowUp
        let outline = ShapeKind.path(presented.popoverOutline(arrowUp: arrowUp))
        let bounds = layoutBounds
        let shadow = SRGBColor.black.opacity(PopoverMetrics.shadow.opacity)
        canvas.drawFiltered(
            region: bounds, { canvas.fill(outline, in: bounds, with: .black) },
            filter: .shadow(color: shadow, sigma: PopoverMetrics.shadow.radius / 2))
        canvas.fill(outline, in: bounds, with: SheetMetrics.cardBackground.srgb(dark: colorScheme == .dark))
        canvas.withSavedState {
            canvas.clip(to: .roundedRectangle(cornerRadius: PopoverMetrics.cornerRadius), in: presented.layoutFrame)
            presented.draw(in: canvas, fillsBackground: false)
        }
    }

    /// A sheet's card with its top corners rounded, and its grabber when asked for.
    private func drawSheetCard(_ presented: ViewController, in canvas: Raster.Canvas) {
        canvas.withSavedState {
            // The card's bottom corners fall below the screen, so only the top ones show.
            let frame = presented.layoutFrame
            let radius =
                presented.sheetPreferences.cornerRadius ?? presented.configuredSheetController?.preferredCornerRadius
                ?? SheetMetrics.cornerRadius
            let card = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + radius)
            canvas.clip(to: .roundedRectangle(cornerRadius: radius), in: card)
            let drewBackground = presented.drawPresentationBackground(in: card, canvas: canvas)
            presented.draw(in: canvas, fillsBackground: !drewBackground)
        }
        if presented.sheetPreferences.showsGrabber || presented.configuredSheetController?.prefersGrabberVisible == true {
            let grabber = Rect(x: presented.layoutFrame.midX - 18, y: presented.layoutFrame.minY + 5, width: 36, height: 5)
            canvas.fill(
                .capsule, in: grabber,
                with: Color(light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3)).srgb(
                    dark: colorScheme == .dark))
        }
    }
}
