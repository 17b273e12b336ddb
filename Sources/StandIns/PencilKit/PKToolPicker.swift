import Foundation
import NapkinUI

/// What hears a tool picker's changes, as PencilKit's `PKToolPickerObserver`: every method is
/// optional (the defaults do nothing). A canvas view is one and takes the picker's tool.
@preconcurrency @MainActor
public protocol PKToolPickerObserver: NSObjectProtocol {
    /// The selected tool changed.
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    /// The ruler was shown or hidden.
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
    /// The picker was shown or hidden.
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    /// The part of the screen the picker covers changed.
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    /// Does nothing.
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// The palette of pens, erasers and colours, as PencilKit's `PKToolPicker`: it keeps the
/// selected tool and the ruler state and tells its observers when they change (a canvas view
/// added as an observer then draws with the new tool).
///
/// NapkinUI does not draw the palette (iOS floats it over the app on iPad and docks it at the
/// bottom on iPhone; its look is not documented): ``isVisible`` says whether the app asked for
/// it to show, and ``frameObscured(in:)`` answers that it covers nothing.
@preconcurrency @MainActor
open class PKToolPicker: NSObject {
    private struct WeakObserver {
        weak var observer: (any PKToolPickerObserver)?
    }

    private var observers: [WeakObserver] = []
    /// The responders the picker was asked to show for.
    private var visibleFor: [ObjectIdentifier] = []

    /// The tool the picker has selected: a black pen at first. Setting it tells the observers.
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black) {
        didSet { notify { $0.toolPickerSelectedToolDidChange(self) } }
    }

    /// Whether the ruler is active. Setting it tells the observers.
    open var isRulerActive = false {
        didSet { if isRulerActive != oldValue { notify { $0.toolPickerIsRulerActiveDidChange(self) } } }
    }

    /// Whether the picker offers the drawing-policy switch (kept).
    open var showsDrawingPolicyControls = true

    /// The appearance the palette's colours are chosen in (`.unspecified` follows the system).
    open var colorUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The appearance forced on the palette (`.unspecified` follows the system).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// A picker with a black pen selected.
    public override init() {
        super.init()
    }

    /// Whether the picker was asked to show for a responder that can take the first-responder status.
    open var isVisible: Bool { !visibleFor.isEmpty }

    /// Shows (or hides) the picker while `responder` is first responder, as PencilKit's: NapkinUI
    /// has no first responder, so the picker counts as shown for any responder that can become
    /// one (``UIResponder/canBecomeFirstResponder``, as a canvas view can). Tells the observers
    /// when visibility changes.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
        let wasVisible = isVisible
        let id = ObjectIdentifier(responder)
        visibleFor.removeAll { $0 == id }
        if visible, responder.canBecomeFirstResponder { visibleFor.append(id) }
        if isVisible != wasVisible { notify { $0.toolPickerVisibilityDidChange(self) } }
    }

    /// Adds `observer` (held weakly, as PencilKit holds it).
    open func addObserver(_ observer: any PKToolPickerObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes `observer`.
    open func removeObserver(_ observer: any PKToolPickerObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The part of `view` the palette covers: none (`.null`), as NapkinUI does not draw it.
    open func frameObscured(in view: UIView) -> CGRect { .null }

    private func notify(_ tell: (any PKToolPickerObserver) -> Void) {
        for entry in observers { if let observer = entry.observer { tell(observer) } }
    }
}
