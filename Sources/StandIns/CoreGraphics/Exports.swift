// `import CoreGraphics` on Linux: the geometry types Foundation has here (CGFloat, CGPoint,
// CGSize, CGRect, CGRectEdge) and nothing else of Foundation. CGAffineTransform, which Linux
// Foundation lacks, comes with NapkinUI.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import enum Foundation.CGRectEdge
@_exported import struct Foundation.CGSize
