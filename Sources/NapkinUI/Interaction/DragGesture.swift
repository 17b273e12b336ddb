import Foundation
internal import Raster

/// A drag, as SwiftUI's `DragGesture`: `onChanged` hears each move once the finger has gone
/// `minimumDistance` points, `onEnded` hears the last. A test drags with
/// ``Window/drag(from:by:steps:)``.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`, in the gesture's coordinate space.
    public struct Value: Sendable, Equatable {
        /// When this move happened.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the finger has gone: location less start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// How fast the finger moves, in points a second (a test's drag is steady: zero).
        public var velocity: CGSize
        /// Where the drag would come to rest: where it is, as the finger stops there.
        public var predictedEndLocation: CGPoint { location }
        /// The translation at rest: the translation.
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the finger must move before the drag is recognised, in points.
    public let minimumDistance: CGFloat
    /// Where locations are measured from: the view (`.local`) or the window (`.global`).
    public let coordinateSpace: CoordinateSpace
    var changed: [@MainActor (Value) -> Void] = []
    var ended: [@MainActor (Value) -> Void] = []

    /// A drag recognised after `minimumDistance` points, reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = max(0, minimumDistance)
        self.coordinateSpace = coordinateSpace
    }

    /// The gesture, running `action` with each move.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// The gesture, running `action` when the finger lifts.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }
}

/// A view with a drag gesture: drags that start in its frame reach its gesture.
@MainActor
final class DragGestureNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let gesture: DragGesture
    let isEnabled: Bool

    init(child: LayoutNode, gesture: DragGesture, isEnabled: Bool) {
        self.gesture = gesture
        self.isEnabled = isEnabled
        super.init(child: child)
    }

    /// Runs the gesture for a drag from `start` by `translation` (window points) in `steps`
    /// moves; false when the drag is shorter than the gesture's minimum distance.
    func perform(from start: Point, by translation: CGSize, steps: Int) -> Bool {
        guard (translation.width * translation.width + translation.height * translation.height).squareRoot() >= gesture.minimumDistance
        else { return false }
        let origin = gesture.coordinateSpace == .local ? Point(x: frame.minX, y: frame.minY) : Point(x: 0, y: 0)
        let begin = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        func value(_ fraction: Double) -> DragGesture.Value {
            DragGesture.Value(
                time: Date(), location: CGPoint(x: begin.x + translation.width * fraction, y: begin.y + translation.height * fraction),
                startLocation: begin, velocity: .zero)
        }
        let moves = max(1, steps)
        for step in 1...moves {
            for action in gesture.changed { action(value(Double(step) / Double(moves))) }
        }
        for action in gesture.ended { action(value(1)) }
        return true
    }
}

extension Window {
    /// Drags from `start` (window points) by `translation` in `steps` equal moves, as a finger
    /// would: the frontmost enabled view with a ``DragGesture`` whose frame holds `start`
    /// hears each move (`onChanged`) and the lift (`onEnded`). With no such view there, a UIKit
    /// view a representable shows under `start` gets the finger's touches, one move per step
    /// (see ``touch(along:type:force:)``). Returns false, and does nothing, when neither is
    /// there or the drag is shorter than the gesture's minimum distance. Lays the window out first.
    @discardableResult
    public func drag(from start: CGPoint, by translation: CGSize, steps: Int = 2) -> Bool {
        layout()
        let nodes = frontmostNodes(of: DragGestureNode.self)
        let point = Point(start)
        guard let target = nodes.last(where: { $0.isEnabled && $0.frame.contains(point) }) else {
            guard let view = uikitView(at: start) else { return false }
            let moves = max(1, steps)
            let points = (0...moves).map { step in
                let fraction = CGFloat(step) / CGFloat(moves)
                return CGPoint(x: start.x + translation.width * fraction, y: start.y + translation.height * fraction)
            }
            return deliver(along: points, to: view, type: .direct, force: 0)
        }
        return target.perform(from: point, by: translation, steps: steps)
    }
}
