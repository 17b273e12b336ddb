import Foundation

/// The shape particles are born in, as Core Animation's `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line along the x axis.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where in the shape particles are born, as Core Animation's `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the points of the shape.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On the surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside the volume.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited, as Core Animation's `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Unordered.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Back to front.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together (a glow).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// One kind of particle an emitter sends, as Core Animation's `CAEmitterCell`: its image
/// (`contents`), how many are born a second, how long each lives and how it moves.
open class CAEmitterCell: NSObject {
    /// The cell's name, for key paths.
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// The image of each particle, a `CGImage`.
    open var contents: Any?
    /// The part of the image drawn, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the image.
    open var contentsScale: CGFloat = 1
    /// Particles born a second (multiplied by the layer's).
    open var birthRate: Float = 0
    /// Seconds each particle lives, and the random range around it.
    open var lifetime: Float = 0
    /// The random range of ``lifetime``.
    open var lifetimeRange: Float = 0
    /// The speed at birth in points a second, and its random range.
    open var velocity: CGFloat = 0
    /// The random range of ``velocity``.
    open var velocityRange: CGFloat = 0
    /// The accelerations in points a second squared.
    open var xAcceleration: CGFloat = 0
    /// The vertical acceleration (gravity when positive).
    open var yAcceleration: CGFloat = 0
    /// The depth acceleration.
    open var zAcceleration: CGFloat = 0
    /// The direction of emission in the plane (radians), and the cone around it.
    open var emissionLongitude: CGFloat = 0
    /// The direction of emission out of the plane (radians).
    open var emissionLatitude: CGFloat = 0
    /// The angle of the cone of emission (radians).
    open var emissionRange: CGFloat = 0
    /// The scale of each particle, its random range and its change a second.
    open var scale: CGFloat = 1
    /// The random range of ``scale``.
    open var scaleRange: CGFloat = 0
    /// The change of ``scale`` a second.
    open var scaleSpeed: CGFloat = 0
    /// The rotation a second (radians), and its random range.
    open var spin: CGFloat = 0
    /// The random range of ``spin``.
    open var spinRange: CGFloat = 0
    /// The colour multiplied into the image.
    open var color: CGColor?
    /// The random range of each colour component.
    open var redRange: Float = 0
    /// The random range of green.
    open var greenRange: Float = 0
    /// The random range of blue.
    open var blueRange: Float = 0
    /// The random range of alpha.
    open var alphaRange: Float = 0
    /// The change of each component a second.
    open var redSpeed: Float = 0
    /// The change of green a second.
    open var greenSpeed: Float = 0
    /// The change of blue a second.
    open var blueSpeed: Float = 0
    /// The change of alpha a second (a fade when negative).
    open var alphaSpeed: Float = 0
    /// The cells each particle emits in turn.
    open var emitterCells: [CAEmitterCell]?
    /// When the cell starts emitting, relative to its layer.
    open var beginTime: CFTimeInterval = 0
    /// How long it emits.
    open var duration: CFTimeInterval = 0
    /// The speed of its time.
    open var speed: Float = 1

    /// A cell that emits nothing until given a birth rate and lifetime.
    public override init() {
        super.init()
    }

    /// A cell, for code that makes cells through the class.
    open class func emitterCell() -> CAEmitterCell { CAEmitterCell() }
}

/// A layer that emits particles, as Core Animation's `CAEmitterLayer` (confetti, snow, sparks).
///
/// Particles are born after the layer is shown and move over time; NapkinUI draws still frames
/// at the moment the layer appears, when no particle has been born yet, so the layer draws its
/// own background, border and sublayers as any `CALayer` and no particles. The settings are kept
/// for code that reads them back.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1
    /// The centre of the emitter's shape, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero
    /// The depth of that centre.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape.
    open var emitterSize = CGSize.zero
    /// The depth of the shape.
    open var emitterDepth: CGFloat = 0
    /// The shape particles are born in.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where in the shape they are born.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles are composited.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles are drawn in 3D.
    open var preservesDepth = false
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1
    /// Multiplies every cell's scale.
    open var scale: Float = 1
    /// Multiplies every cell's spin.
    open var spin: Float = 1
    /// The random seed.
    open var seed: UInt32 = 0

    /// An emitter with no cells.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, its emitter's included when it is an emitter layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
    }

    /// An emitter layer from an archive: an empty one (NapkinUI reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new emitter layer, for a view whose `layerClass` is this class.
    open override class func _makeBackingLayer() -> CALayer { CAEmitterLayer() }
}
