import Foundation
internal import Raster

/// UIKit's stack of current graphics contexts, one stack per thread as UIKit's is: what
/// `UIImage.draw(in:)`, `UIBezierPath.fill()` and `UIColor.setFill()` draw into.
///
/// Kept in the thread's dictionary, so no state is shared between threads and nothing needs a
/// lock; drawing code is synchronous (a renderer's closure cannot suspend), so it stays on the
/// thread whose stack it pushed to.
enum GraphicsContextStack {
    /// One thread's contexts, the current one last.
    final class Stack {
        struct Entry {
            let context: CGContext
            /// True for a context ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` made,
            /// which ``UIGraphicsEndImageContext()`` ends.
            let isImageContext: Bool
        }

        var entries: [Entry] = []
    }

    private static let key = "napkin.NapkinUI.graphicsContexts"

    /// This thread's stack.
    static var current: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, then makes the one before current again.
    static func with(_ context: CGContext, _ body: () -> Void) {
        let stack = current
        let depth = stack.entries.count
        stack.entries.append(Stack.Entry(context: context, isImageContext: false))
        body()
        // What `body` pushed and left is dropped with the renderer's context.
        stack.entries.removeSubrange(min(depth, stack.entries.count)...)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current graphics context of this thread: a renderer's while its closure runs, the one
/// ``UIGraphicsPushContext(_:)`` or ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` made
/// current, or `nil` (then UIKit's drawing calls draw nothing, as UIKit's do, which log
/// "invalid context 0x0").
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current graphics context until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: false))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again (does
/// nothing when none was pushed).
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Starts drawing an image of `size` points: a transparent bitmap context at scale 1 becomes
/// current. Pair with ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Starts drawing an image of `size` points at `scale` pixels per point (0: the default
/// device's, 3), opaque (black where nothing is drawn) or not. Pair with
/// ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = Double(scale).isFinite && scale > 0 ? Double(scale) : 3
    let canvas = Raster.Canvas(
        size: Size(width: Double(size.width), height: Double(size.height)), scale: scale, background: opaque ? .black : nil)
    let context = CGContext(canvas: canvas, opaque: opaque)
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: true))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What has been drawn in the current context, as an image at its scale; `nil` without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    return UIImage(source: .bitmap(context.canvas.makeBitmap(), scale: context.scale, name: nil))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the image context ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` made current (does
/// nothing when the current context is not one).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.isImageContext == true else { return }
    stack.entries.removeLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` in the current context with its fill colour, replacing what is there, as UIKit's
/// `UIRectFill` (Core Graphics' copy mode): a translucent colour leaves a translucent rectangle.
/// Without a current context nothing is drawn.
public func UIRectFill(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(.normal)
    context.clear(rect)
    context.fill(rect)
    context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` in the current context with its fill colour, composited with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// The four one-point bands just inside `rect`, as UIKit's frame functions draw them.
private func frameBands(_ rect: CGRect) -> [CGRect] {
    let rect = rect.standardized
    guard rect.width > 2, rect.height > 2 else { return [rect] }
    return [
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
        CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2),
    ]
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside `rect` in the current context's fill colour, replacing
/// what is there, as UIKit's `UIRectFrame`.
public func UIRectFrame(_ rect: CGRect) {
    frameBands(rect).forEach(UIRectFill)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside `rect` in the current context's fill colour, composited
/// with `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    for band in frameBands(rect) { UIRectFillUsingBlendMode(band, blendMode) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Intersects the current context's clipping area with `rect`, as UIKit's `UIRectClip`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
