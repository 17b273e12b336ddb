import Foundation

/// How lines of text line up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush; laid out flush left, as NapkinUI's text engine does not stretch lines.
    case justified = 3
    /// As the script reads: flush left for left-to-right text.
    case natural = 4
}

/// Where a paragraph breaks or cuts its lines, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wraps at word boundaries (by Unicode's line-breaking rules).
    case byWordWrapping = 0
    /// Wraps between characters; laid out at word boundaries, as NapkinUI's line breaker works.
    case byCharWrapping = 1
    /// One line, cut at the edge.
    case byClipping = 2
    /// One line, "…" replacing its start when it does not fit.
    case byTruncatingHead = 3
    /// One line, "…" replacing its end when it does not fit.
    case byTruncatingTail = 4
    /// One line, "…" replacing its middle when it does not fit.
    case byTruncatingMiddle = 5
}

/// A paragraph's alignment, line spacing and line breaking, as UIKit's `NSParagraphStyle`: the
/// value of `NSAttributedString.Key.paragraphStyle` that string drawing
/// (NSString+Drawing.swift) lays text out by.
open class NSParagraphStyle: @unchecked Sendable {
    // Sound: a paragraph style is not changed once made; only `NSMutableParagraphStyle`'s
    // setters change it, as a value being built before it is shared (as UIKit's).
    /// How lines line up (`.natural` by default).
    public fileprivate(set) var alignment: NSTextAlignment = .natural
    /// The points added between lines (0 by default).
    public fileprivate(set) var lineSpacing: CGFloat = 0
    /// How lines break (`.byWordWrapping` by default).
    public fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The default style: natural alignment, no extra spacing, word wrapping.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The default style.
    public init() {}

    /// A copy that can be changed.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineSpacing = lineSpacing
        copy.lineBreakMode = lineBreakMode
        return copy
    }
}

/// A paragraph style being built, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines line up.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// The points added between lines.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// How lines break.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}
