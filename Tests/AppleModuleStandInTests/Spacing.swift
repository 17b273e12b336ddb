// A design-token file as iOS apps write it: CoreGraphics alone, for CGFloat.
import CoreGraphics

enum Spacing {
    static let small: CGFloat = 8
    static let card = CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 320, height: 2 * small))
}
