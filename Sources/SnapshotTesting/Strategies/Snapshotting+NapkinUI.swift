// Snapshot strategies for NapkinUI's view controllers, views and windows.
//
// This file and FrameDrawing.swift (where a recorded frame is drawn) are the only ones of the
// module that import NapkinUI.

public import NapkinUI
internal import Raster
public import RasterCore

// Rendering and the main actor
// ----------------------------
// `Window`, `ViewController` and `View` are main-actor types, while `assertSnapshot` is a
// synchronous, nonisolated function (so that existing calls without `await` keep compiling).
// The strategies below therefore do their NapkinUI work inside `Task.immediate { @MainActor in
// … }`:
//
// - Called from the main actor (a `@MainActor` test, the usual case), the task starts
//   synchronously on the current executor and, since rendering never suspends, delivers the
//   bitmap before `assertSnapshot` goes on: no hop, no waiting, no deadlock. (The task lays
//   out and records the frame; FrameDrawing.swift says where it is drawn.)
// - Called from anywhere else, the work is enqueued on the main actor and `assertSnapshot`
//   waits for it (up to its `timeout`) without holding the main actor.
//
// `MainActor.assumeIsolated` would crash in the second case, and a blocking hop to the main
// actor would deadlock in the first.

extension Snapshotting where Value: ViewController, Format == Bitmap {
    /// Snapshots a view controller on an iPhone 13 Pro, compared exactly: upstream's
    /// `assertSnapshot(of: vc, as: .image)`.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view controller as a PNG: the controller becomes the root of a fresh
    /// `Window(device:)`, which renders at the device's pixel size (1170×2532 for
    /// `.iPhone13Pro`).
    ///
    /// Call it from the main actor, where it renders synchronously (see the note at the top of
    /// this file). `precision` (a fraction of **pixels**, where upstream counts bytes) and
    /// `perceptualPrecision` (CIEDE2000) are explained in
    /// ``Diffing/image(precision:perceptualPrecision:)``. Differs from upstream: the device is
    /// a NapkinUI `Device`, not a `ViewImageConfig`, and no traits or safe-area overrides are
    /// taken; the device carries its own safe area.
    public static func image(on device: Device = .iPhone13Pro, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (controller: Value) in
                drawFrame { () throws(SnapshotUnavailable) in try frame(of: controller, on: device) }
            }
    }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// Snapshots a view on an iPhone 13 Pro's whole screen, compared exactly, for any view,
    /// `some View` included. Differs from upstream, whose `.image` for a SwiftUI view renders
    /// it at its own size: write `.image(layout: .sizeThatFits)` for that.
    public static var image: Snapshotting { .image() }

    /// Snapshots a view as a PNG: the view is hosted in a `HostingController`, which becomes
    /// the root of a fresh `Window(device:)` rendered at the device's pixel size.
    ///
    /// See ``Snapshotting/image(on:precision:perceptualPrecision:)-9bbyq`` for view controllers.
    public static func image(on device: Device = .iPhone13Pro, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback(viewOnMainActor { view throws(SnapshotUnavailable) in try frame(of: hosting(view), on: device) })
    }
}

extension Snapshotting where Value == Window, Format == Bitmap {
    /// Snapshots a window as it is, at its own device's pixel size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// Snapshots a window as a PNG.
    ///
    /// Without a device, the window renders as it is, at its own device's pixel size. With a
    /// device, its root view controller is rendered in a fresh `Window(device:)` at that
    /// device's pixel size and then handed back to the window, so one window can be checked
    /// on several devices.
    public static func image(on device: Device? = nil, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (window: Window) in
                drawFrame { () throws(SnapshotUnavailable) in
                    guard let device else { return try recordChecked(window, fullContent: false) }
                    let root = window.rootViewController
                    window.rootViewController = nil
                    defer { window.rootViewController = root }
                    guard let root else { return try recordChecked(Window(device: device), fullContent: false) }
                    return try frame(of: root, on: device)
                }
            }
    }
}

extension Snapshotting where Value == Window, Format == String {
    /// Snapshots a window's laid-out tree (`layoutDescription()`: controllers, views, frames,
    /// texts) as a `.txt` file, compared line by line.
    public static var layoutDescription: Snapshotting {
        SimplySnapshotting.lines.asyncPullback { (window: Window) in
            onMainActor { window.layoutDescription() }
        }
    }
}

extension Snapshotting where Value: ViewController, Format == String {
    /// Snapshots a view controller's laid-out tree on an iPhone 13 Pro as a `.txt` file,
    /// compared line by line.
    public static var layoutDescription: Snapshotting { .layoutDescription(on: .iPhone13Pro) }

    /// Snapshots a view controller's laid-out tree as a `.txt` file: the controller becomes
    /// the root of a fresh `Window(device:)`, whose `layoutDescription()` is compared line by
    /// line.
    public static func layoutDescription(on device: Device) -> Snapshotting {
        SimplySnapshotting.lines.asyncPullback { (controller: Value) in
            onMainActor {
                inWindow(controller, on: device) { $0.layoutDescription() }
            }
        }
    }
}

// MARK: - Main-actor plumbing

/// Runs `work` on the main actor: at once when already there, otherwise enqueued (see the
/// note at the top of the file).
func onMainActor<T: Sendable>(_ work: @escaping @MainActor @Sendable () -> T) -> Async<T> {
    Async { callback in
        Task.immediate { @MainActor in
            callback(work())
        }
    }
}

/// The pullback of a view strategy: the view goes to the main actor as `Any`, where `body`
/// hosts it (``hosting(_:)``) and records its frame, which ``drawFrame(_:)`` draws. Generic over an unconstrained `V` on purpose: the strategy's
/// `Value: View` never appears inside a `@Sendable` closure, so it need not be
/// `SendableMetatype`, and an opaque `some View` (`Text("x").padding()`,
/// `X_Previews.previews`) is accepted as upstream accepts it.
func viewOnMainActor<V>(_ body: @escaping @MainActor @Sendable (Any) throws(SnapshotUnavailable) -> WindowFrame)
    -> @Sendable (V) -> Async<Bitmap>
{
    { view in
        let view = Handoff<Any>(view)
        return drawFrame { () throws(SnapshotUnavailable) in try body(view.value) }
    }
}

/// A hosting controller for a view that reached the main actor as `Any`: its `View`
/// conformance is opened here, on the main actor, so the view's type never crosses
/// isolation (see ``viewOnMainActor(_:)``).
@MainActor
func hosting(_ view: Any) -> ViewController {
    func host<Content: View>(_ view: Content) -> ViewController { HostingController(rootView: view) }
    // Only `Snapshotting where Value: View` strategies call this, with their value.
    guard let view = view as? any View else { preconditionFailure("\(type(of: view)) is not a View") }
    return host(view)
}

/// Runs `work` on the main actor, like the other `onMainActor`; a snapshot that cannot be
/// taken (a picture too large to draw, a view tree too deep to lay out) fails the assertion
/// with the reason.
func onMainActor<T: Sendable>(_ work: @escaping @MainActor @Sendable () throws(SnapshotUnavailable) -> T) -> Async<T> {
    Async.delivering { deliver in
        Task.immediate { @MainActor in
            do throws(SnapshotUnavailable) {
                deliver(.success(try work()))
            } catch {
                deliver(.failure(error))
            }
        }
    }
}

/// Throws unless a canvas of `size` points at `scale` may be made (see `Canvas.pixelSize`):
/// checked before rendering, so a picture beyond the limits fails its assertion with the
/// reason instead of being drawn empty.
func checkCanvas(size: CGSize, scale: CGFloat) throws(SnapshotUnavailable) {
    do {
        _ = try Canvas.pixelSize(of: Size(width: Double(size.width), height: Double(size.height)), scale: Double(scale))
    } catch {
        throw SnapshotUnavailable(reason: error.description)
    }
}

/// ``checkCanvas(size:scale:)`` for a device's screen.
func checkCanvas(of device: Device) throws(SnapshotUnavailable) {
    try checkCanvas(size: device.size, scale: device.scale)
}

/// Records the frame of `window`, grown to its full content with `fullContent`, after checking
/// that a canvas of that size may be made (a list of thousands of rows fails its assertion with
/// the size and the limits instead of being drawn), and checks that the layout left nothing out
/// (a view tree nested too deep for it). FrameDrawing.swift draws the frame.
@MainActor
func recordChecked(_ window: Window, fullContent: Bool) throws(SnapshotUnavailable) -> WindowFrame {
    try checkCanvas(size: fullContent ? window.fullContentSize() : window.device.size, scale: window.device.scale)
    let frame = window.recordFrame(fullContent: fullContent)
    if let problem = window.layoutProblem { throw SnapshotUnavailable(reason: problem) }
    SnapshotRemarks.noteUnknownSymbols(in: window)
    return frame
}

/// The frame of `controller` as the root of a fresh window for `device`, laid out, checked
/// and recorded (see ``recordChecked(_:fullContent:)``).
@MainActor
func frame(of controller: ViewController, on device: Device) throws(SnapshotUnavailable) -> WindowFrame {
    try inWindow(controller, on: device) { window throws(SnapshotUnavailable) in try recordChecked(window, fullContent: false) }
}

/// Hosts `controller` in a fresh, visible window for `device` while `body` runs, then
/// detaches it so the controller can be hosted again (by another assertion, or the app).
/// What the window drew that a reference should not keep (unknown SF Symbol names) is noted
/// for the assertion (see ``SnapshotRemarks``).
@MainActor
func inWindow<T, Failure: Error>(_ controller: ViewController, on device: Device, _ body: (Window) throws(Failure) -> T) throws(Failure)
    -> T
{
    let window = Window(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer { window.rootViewController = nil }
    let result = try body(window)
    SnapshotRemarks.noteUnknownSymbols(in: window)
    return result
}

// MARK: - Full content (scroll views and lists shown whole)

extension Snapshotting where Value == Window, Format == Bitmap {
    /// Snapshots a window as a PNG; with `fullContent`, the screen is grown until every
    /// vertical scroll view and list shows all of its content (`Window.render(fullContent:)`),
    /// so the PNG is taller than the device. Without it, the viewport is shown, as on a phone.
    public static func image(fullContent: Bool, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback { (window: Window) in
                drawFrame { () throws(SnapshotUnavailable) in try recordChecked(window, fullContent: fullContent) }
            }
    }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// Snapshots a view hosted on `device`; with `fullContent`, grown to show every scroll
    /// view's and list's whole content (see ``Snapshotting/image(fullContent:precision:perceptualPrecision:)``).
    public static func image(on device: Device = .iPhone13Pro, fullContent: Bool, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        Snapshotting<Bitmap, Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .asyncPullback(
                viewOnMainActor { view throws(SnapshotUnavailable) in
                    try inWindow(hosting(view), on: device) { window throws(SnapshotUnavailable) in
                        try recordChecked(window, fullContent: fullContent)
                    }
                })
    }
}

// MARK: - What a reference must not keep unnoticed

extension SnapshotRemarks {
    /// Notes the SF Symbol names `window` drew as placeholders, for the assertion taking the
    /// snapshot: recording such a screen fails naming them (see ``SnapshotRemarks``).
    @MainActor
    static func noteUnknownSymbols(in window: Window) {
        guard let remarks = current else { return }
        let unknown = window.unknownSymbolNames
        guard !unknown.isEmpty else { return }
        let names = unknown.map { name in
            let close = SymbolNames.suggestions(for: name)
            return "\"\(name)\"" + (close.isEmpty ? "" : " (did you mean " + close.map { "\"\($0)\"" }.joined(separator: ", ") + "?)")
        }
        remarks.add(
            """
            Unknown SF Symbol \(unknown.count == 1 ? "name" : "names"), drawn as a magenta crossed box: \(names.joined(separator: "; ")). \
            NapkinUI draws \(SymbolNames.allNames.count) SF Symbol names, listed in napkin's docs/SFSymbols.md; \
            use one of them, or an image of your own (`Image("name", bundle: .module)`), before recording this reference.
            """)
    }
}

/// A view on its way from the caller's main-actor code to the main-actor rendering of the
/// accessibility strategies (the image strategies use ``viewOnMainActor(_:)``).
///
/// `View` values are not necessarily `Sendable`; this box is `@unchecked Sendable` because
/// the view is created on the main actor (views are main-actor types), only moved by the
/// nonisolated assertion code, and read again only on the main actor.
struct MainActorBound<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}
