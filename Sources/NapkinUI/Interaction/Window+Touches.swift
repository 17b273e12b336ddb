import Foundation
internal import Raster

extension Window {
    /// Moves one finger (or, with `type: .pencil`, Apple Pencil) through `points` (window points):
    /// down at the first, one move to each point after it, up at the last, as UIKit delivers a
    /// touch's life. The touches go to the UIKit view under the first point (the frontmost view a
    /// `UIViewRepresentable` shows there, hit-tested as UIKit does, see ``UIView/hitTest(_:with:)``):
    /// its `touchesBegan(_:with:)`, then `touchesMoved(_:with:)` per point, then
    /// `touchesEnded(_:with:)`. The same ``UITouch`` object is passed each time, its timestamp
    /// advancing a 60th of a second per event. Returns false, and does nothing, when no UIKit view
    /// takes touches at the first point. Lays the window out first.
    ///
    /// SwiftUI's own controls and gestures are not reached this way: ``tap(at:)`` and
    /// ``drag(from:by:steps:)`` try them first and come here only when none is under the finger.
    @discardableResult
    public func touch(along points: [CGPoint], type: UITouch.TouchType = .direct, force: CGFloat = 0) -> Bool {
        guard let first = points.first else { return false }
        layout()
        guard let view = uikitView(at: first) else { return false }
        return deliver(along: points, to: view, type: type, force: force)
    }

    /// Delivers a touch moving through `points` to `view` (the window is laid out).
    func deliver(along points: [CGPoint], to view: UIView, type: UITouch.TouchType, force: CGFloat) -> Bool {
        guard let first = points.first else { return false }
        let start = ProcessInfo.processInfo.systemUptime
        let origin = view.windowContentOrigin
        let touch = UITouch(
            location: CGPoint(x: first.x - origin.x, y: first.y - origin.y), phase: .began, type: type, in: view, force: force,
            timestamp: start)
        view.touchesBegan([touch], with: UIEvent(touches: [touch]))
        let rest = points.dropFirst()
        for (index, point) in rest.enumerated() {
            touch.advance(toWindowPoint: point, phase: .moved, timestamp: start + Double(index + 1) / 60)
            view.touchesMoved([touch], with: UIEvent(touches: [touch]))
        }
        touch.advance(toWindowPoint: points[points.count - 1], phase: .ended, timestamp: start + Double(rest.count + 1) / 60)
        view.touchesEnded([touch], with: UIEvent(touches: [touch]))
        return true
    }

    /// The UIKit view that takes a touch at `point` (window points), from the last layout: the
    /// frontmost shown view holding the point, hit-tested down to its deepest subview.
    func uikitView(at point: CGPoint) -> UIView? {
        let nodes = frontmostNodes(of: UIViewContentNode.self)
        for node in nodes.reversed() where node.view.superview == nil && node.frame.contains(Point(point)) {
            let view = node.view
            let origin = view.windowContentOrigin
            if let hit = view.hitTest(CGPoint(x: point.x - origin.x, y: point.y - origin.y), with: nil) { return hit }
        }
        return nil
    }
}
