// `import QuartzCore` on Linux: Core Animation's layers, animations, transactions and 3D transforms,
// with the Core Graphics names they take. NapkinUI declares them (iOS's UIKit, which SwiftUI brings,
// re-exports QuartzCore) and draws a view's layer with the view; this module re-exports them, so a
// file importing QuartzCore alone sees them and a file importing SwiftUI too sees one declaration of each.
@_exported import Foundation

@_exported import class NapkinUI.CAAnimation
@_exported import struct NapkinUI.CAAnimationCalculationMode
@_exported import protocol NapkinUI.CAAnimationDelegate
@_exported import class NapkinUI.CAAnimationGroup
@_exported import struct NapkinUI.CAAnimationRotationMode
@_exported import class NapkinUI.CABasicAnimation
@_exported import struct NapkinUI.CACornerMask
@_exported import func NapkinUI.CACurrentMediaTime
@_exported import class NapkinUI.CAEmitterCell
@_exported import class NapkinUI.CAEmitterLayer
@_exported import struct NapkinUI.CAEmitterLayerEmitterMode
@_exported import struct NapkinUI.CAEmitterLayerEmitterShape
@_exported import struct NapkinUI.CAEmitterLayerRenderMode
@_exported import struct NapkinUI.CAFrameRateRange
@_exported import class NapkinUI.CAGradientLayer
@_exported import struct NapkinUI.CAGradientLayerType
@_exported import class NapkinUI.CAKeyframeAnimation
@_exported import class NapkinUI.CALayer
@_exported import struct NapkinUI.CALayerContentsGravity
@_exported import struct NapkinUI.CALayerCornerCurve
@_exported import protocol NapkinUI.CALayerDelegate
@_exported import struct NapkinUI.CAMediaTimingFillMode
@_exported import class NapkinUI.CAMediaTimingFunction
@_exported import struct NapkinUI.CAMediaTimingFunctionName
@_exported import class NapkinUI.CAPropertyAnimation
@_exported import class NapkinUI.CAShapeLayer
@_exported import struct NapkinUI.CAShapeLayerFillRule
@_exported import struct NapkinUI.CAShapeLayerLineCap
@_exported import struct NapkinUI.CAShapeLayerLineJoin
@_exported import class NapkinUI.CASpringAnimation
@_exported import class NapkinUI.CATransaction
@_exported import struct NapkinUI.CATransform3D
@_exported import func NapkinUI.CATransform3DConcat
@_exported import func NapkinUI.CATransform3DEqualToTransform
@_exported import func NapkinUI.CATransform3DGetAffineTransform
@_exported import let NapkinUI.CATransform3DIdentity
@_exported import func NapkinUI.CATransform3DInvert
@_exported import func NapkinUI.CATransform3DIsAffine
@_exported import func NapkinUI.CATransform3DIsIdentity
@_exported import func NapkinUI.CATransform3DMakeAffineTransform
@_exported import func NapkinUI.CATransform3DMakeRotation
@_exported import func NapkinUI.CATransform3DMakeScale
@_exported import func NapkinUI.CATransform3DMakeTranslation
@_exported import func NapkinUI.CATransform3DRotate
@_exported import func NapkinUI.CATransform3DScale
@_exported import func NapkinUI.CATransform3DTranslate
@_exported import class NapkinUI.CATransition
@_exported import struct NapkinUI.CATransitionSubtype
@_exported import struct NapkinUI.CATransitionType
@_exported import typealias NapkinUI.CFTimeInterval
@_exported import struct NapkinUI.CGAffineTransform
@_exported import class NapkinUI.CGColor
@_exported import class NapkinUI.CGContext
@_exported import class NapkinUI.CGImage
@_exported import class NapkinUI.CGMutablePath
@_exported import class NapkinUI.CGPath
