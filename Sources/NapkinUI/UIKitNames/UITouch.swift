import Foundation

/// A finger or Apple Pencil on the screen, as UIKit's `UITouch`: where it is, where it was, how
/// hard it presses and, for a pencil, how it is held. A responder's `touchesBegan(_:with:)` and
/// its siblings receive them.
///
/// NapkinUI has no touch screen: ``Window/tap(at:)`` and ``Window/drag(from:by:steps:)`` make
/// the touches of a finger when they land on a UIKit view (see ``UIView/hitTest(_:with:)``), and
/// a test may make its own with ``init(location:previousLocation:phase:type:in:force:timestamp:)``
/// (UIKit keeps its initializer private; this one is napkin's). A touch keeps its position in
/// window coordinates, so ``location(in:)`` answers for any view of the window.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// What touched the screen, as UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A pointer (trackpad or mouse) acting as a touch.
        case indirectPointer

        /// The old name of ``pencil``.
        public static var stylus: TouchType { .pencil }
    }

    /// Where in its life a touch is, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// It has just come down.
        case began
        /// It moved.
        case moved
        /// It is down and did not move.
        case stationary
        /// It has just lifted.
        case ended
        /// The system took it away (a call came in, a gesture recognizer claimed it).
        case cancelled
        /// A pointer entered the view (no touch down).
        case regionEntered
        /// A pointer moved in the view.
        case regionMoved
        /// A pointer left the view.
        case regionExited
    }

    /// Where the touch is, in window points.
    private var windowLocation: CGPoint
    /// Where it was at the previous event, in window points.
    private var previousWindowLocation: CGPoint

    /// The phase at the latest event. The same touch object follows a finger from `.began` to
    /// `.ended`, as UIKit's does, so a responder may keep it between calls.
    public private(set) var phase: Phase
    /// A finger, a pencil, or a pointer.
    public let type: TouchType
    /// When the touch last changed, in seconds of system uptime (as UIKit's `timestamp`).
    public private(set) var timestamp: TimeInterval
    /// How many times the finger tapped the same place in quick succession (1 for NapkinUI's taps).
    public let tapCount: Int
    /// The view the touch landed on (the one the touches are delivered to).
    public private(set) weak var view: UIView?
    /// How hard the touch presses: 1 is an average touch's force; 0 when the device cannot tell
    /// (as iPhones without 3D Touch report for a finger).
    public let force: CGFloat
    /// The largest ``force`` possible: 4.17 for Apple Pencil (the value UIKit reports for it; Apple
    /// documents no constant), 0 for a finger (the device NapkinUI draws has no force sensing).
    public var maximumPossibleForce: CGFloat { type == .pencil ? 4.166_666_666_666_667 : 0 }
    /// A pencil's angle to the screen, in radians: π/2 upright; for a finger, π/2.
    public let altitudeAngle: CGFloat
    /// The pencil's heading in the screen's plane, in radians from the positive x-axis (0 for a finger).
    private let azimuth: CGFloat
    /// The radius of the touched area, in points (a fingertip's, about 20; a pencil's tip, 0.25).
    public var majorRadius: CGFloat { type == .pencil ? 0.25 : 20.875 }
    /// How far ``majorRadius`` may be off, in points.
    public var majorRadiusTolerance: CGFloat { type == .pencil ? 0 : 5.218_75 }

    /// A touch at `location` (in `view`'s coordinates), which was at `previousLocation` (the same
    /// place when `nil`) at the previous event: napkin's, for tests and for ``Window``'s taps and
    /// drags (UIKit makes its touches itself). `view` is the view the touch is delivered to.
    public init(
        location: CGPoint, previousLocation: CGPoint? = nil, phase: Phase, type: TouchType = .direct, in view: UIView?,
        force: CGFloat = 0, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    ) {
        let origin = view?.windowContentOrigin ?? .zero
        windowLocation = CGPoint(x: location.x + origin.x, y: location.y + origin.y)
        let previous = previousLocation ?? location
        previousWindowLocation = CGPoint(x: previous.x + origin.x, y: previous.y + origin.y)
        self.phase = phase
        self.type = type
        self.view = view
        self.force = force.isFinite ? Swift.max(0, force) : 0
        self.timestamp = timestamp
        tapCount = 1
        altitudeAngle = .pi / 2
        azimuth = 0
        super.init()
    }

    /// Where the touch is in `view`'s coordinates (window coordinates when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        Self.convert(windowLocation, to: view)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates (window coordinates when `nil`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        Self.convert(previousWindowLocation, to: view)
    }

    /// The location with the precision of the digitizer: ``location(in:)`` (NapkinUI's are exact).
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with the digitizer's precision: ``previousLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The pencil's heading in `view`'s plane, in radians (0 for a finger).
    public func azimuthAngle(in view: UIView?) -> CGFloat { azimuth }

    /// The unit vector of ``azimuthAngle(in:)``.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        CGVector(dx: cos(azimuth), dy: sin(azimuth))
    }

    /// Moves the touch to `point` (window points) at a later event, as the next phase of the same finger.
    func advance(toWindowPoint point: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = point
        self.phase = phase
        self.timestamp = timestamp
    }

    private static func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let origin = view?.windowContentOrigin else { return point }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// What the system delivers touches in, as UIKit's `UIEvent`: the touches of one moment, with the
/// ones coalesced into it and the ones predicted after it.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// What kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// The device moved (a shake).
        case motion
        /// A remote control (headphones, the lock screen's controls).
        case remoteControl
        /// Physical buttons pressed.
        case presses
        /// A scroll from a trackpad or mouse.
        case scroll
        /// A pointer hovering.
        case hover
        /// A trackpad's pinch or rotation.
        case transform
    }

    /// What kind of event, as UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
    }

    /// ``EventType/touches`` for the events NapkinUI makes.
    public let type: EventType
    /// ``EventSubtype/none``.
    public var subtype: EventSubtype { .none }
    /// When the event happened, in seconds of system uptime.
    public let timestamp: TimeInterval
    /// The touches of the event.
    private let touches: Set<UITouch>
    /// Per touch, the touches merged into it since the last event, oldest first, ending with it.
    private let coalesced: [ObjectIdentifier: [UITouch]]

    /// A touch event holding `touches`: napkin's (UIKit makes its events itself). `coalesced`
    /// gives, per touch, the intermediate touches merged into it (oldest first); a touch without
    /// an entry has only itself.
    public init(touches: Set<UITouch>, coalesced: [UITouch: [UITouch]] = [:], timestamp: TimeInterval? = nil) {
        self.touches = touches
        type = .touches
        self.timestamp = timestamp ?? touches.map(\.timestamp).max() ?? ProcessInfo.processInfo.systemUptime
        self.coalesced = Dictionary(uniqueKeysWithValues: coalesced.map { (ObjectIdentifier($0.key), $0.value) })
        super.init()
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    /// The touches merged into `touch` since the previous event, ending with `touch` itself (a
    /// pencil reports up to 240 a second, more than the screen's refresh): `nil` for a touch not in
    /// this event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touches.contains(touch) else { return nil }
        return coalesced[ObjectIdentifier(touch)] ?? [touch]
    }

    /// Where `touch` is expected next: none, as NapkinUI's touches are not predicted (an empty
    /// list; `nil` for a touch not in this event).
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [] : nil
    }
}
