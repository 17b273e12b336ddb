import Foundation
import NapkinUI

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image (`value(forKey:)` gives ``CIFilter/outputImage``).
public let kCIOutputImageKey = "outputImage"
/// The key of a blur's or a distortion's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of an effect's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a colour adjustment's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a colour adjustment's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a colour adjustment's contrast.
public let kCIInputContrastKey = "inputContrast"
/// The key of an effect's centre (a ``CIVector`` or `CGPoint`).
public let kCIInputCenterKey = "inputCenter"
/// The key of an effect's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of an affine transform filter's transform.
public let kCIInputTransformKey = "inputTransform"
/// The key of a colour input.
public let kCIInputColorKey = "inputColor"
/// The key of a compositing filter's background image.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of an angle.
public let kCIInputAngleKey = "inputAngle"
/// The key of a rectangle (a ``CIVector``).
public let kCIInputExtentKey = "inputExtent"
/// The key of a width.
public let kCIInputWidthKey = "inputWidth"
/// The key of an amount.
public let kCIInputAmountKey = "inputAmount"
/// The key of an aspect ratio.
public let kCIInputAspectRatioKey = "inputAspectRatio"

/// The attribute key of a filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attribute key of a filter's name as shown to people.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attribute key of a filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// The attribute key of an input's default value.
public let kCIAttributeDefault = "CIAttributeDefault"

/// The category of filters that blur.
public let kCICategoryBlur = "CICategoryBlur"
/// The category of filters that adjust colours.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// The category of filters that apply colour effects.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// The category of filters that make images from nothing.
public let kCICategoryGenerator = "CICategoryGenerator"
/// The category of filters that change geometry.
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
/// The category of filters that stylise.
public let kCICategoryStylize = "CICategoryStylize"
/// The category of filters that composite two images.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// The category of filters that sharpen.
public let kCICategorySharpen = "CICategorySharpen"
/// The category of filters that reduce an image to a few pixels (an average, a histogram).
public let kCICategoryReduction = "CICategoryReduction"
/// The category of filters Apple ships.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"

/// An image-processing operation, as Core Image's `CIFilter`: made by name (`CIFilter(name: "CISepiaTone")`)
/// or by a typed function of ``CIFilter`` (`CIFilter.sepiaTone()`, `import CoreImage.CIFilterBuiltins`), given
/// its inputs by key, and read through ``outputImage``.
///
/// The stand-in's built-in filters are the ones SwiftUI screens use most (listed by
/// ``filterNames(inCategory:)``); each computes its pixels on the CPU as its doc comment says. A
/// subclass may override ``outputImage`` to make a filter of its own, as with Core Image.
open class CIFilter: NSObject {
    let definition: FilterDefinition?
    var values: [String: Any] = [:]

    /// The filter's name: the built-in filter's (`"CIGaussianBlur"`), or the subclass's.
    open var name: String

    init(definition: FilterDefinition) {
        self.definition = definition
        name = definition.name
        super.init()
        setDefaults()
    }

    /// A filter of a subclass, which gives its own ``outputImage``.
    public override init() {
        definition = nil
        name = String(describing: type(of: self))
        super.init()
    }

    /// The built-in filter named `name`, its inputs at their defaults, or `nil` when there is no such
    /// filter (the stand-in's are listed by ``filterNames(inCategory:)``).
    public convenience init?(name: String) {
        guard let definition = FilterDefinition.builtIns[name] else { return nil }
        self.init(definition: definition)
    }

    /// The built-in filter named `name` with the inputs of `params` set, or `nil` when there is no such filter.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the built-in filters in `category` (every one for `nil`), sorted.
    open class func filterNames(inCategory category: String?) -> [String] {
        FilterDefinition.builtIns.values.filter { category == nil || $0.categories.contains(category!) }.map(\.name).sorted()
    }

    /// The names of the built-in filters in every one of `categories` (every filter for `nil`), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterDefinition.builtIns.values.filter { definition in (categories ?? []).allSatisfy(definition.categories.contains) }
            .map(\.name).sorted()
    }

    /// The keys of the filter's inputs, in Core Image's order.
    open var inputKeys: [String] { definition?.inputs.map(\.key) ?? [] }

    /// The keys of the filter's outputs: ``kCIOutputImageKey``.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name, display name, categories and each input's default value.
    open var attributes: [String: Any] {
        var attributes: [String: Any] = [kCIAttributeFilterName: name]
        guard let definition else { return attributes }
        attributes[kCIAttributeFilterDisplayName] = definition.displayName
        attributes[kCIAttributeFilterCategories] = definition.categories + [kCICategoryBuiltIn]
        for input in definition.inputs {
            if let value = input.defaultValue.value { attributes[input.key] = [kCIAttributeDefault: value] }
        }
        return attributes
    }

    /// Sets every input to its default (the input image and other inputs without one to nothing).
    open func setDefaults() {
        guard let definition else { return }
        for input in definition.inputs { values[input.key] = input.defaultValue.value }
    }

    /// Sets the input `key` to `value` (`nil` clears it). Numbers may be any of Swift's or `NSNumber`,
    /// points a ``CIVector`` or `CGPoint`, colours a ``CIColor``. An unknown key is kept and has no
    /// effect (Core Image raises an Objective-C exception for it, which would end the app).
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    /// The input `key`'s value, or the ``outputImage`` for ``kCIOutputImageKey``.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// The filter's result for its current inputs, or `nil` when an input it needs is missing or of
    /// the wrong kind (no input image, an unreadable QR correction level, a message too long).
    open var outputImage: CIImage? {
        definition?.output(FilterInputs(values: values))
    }

    open override var description: String {
        "<CIFilter: \(name)>"
    }
}

/// One input of a built-in filter and its default.
struct FilterInput: Sendable {
    enum Default: Sendable {
        case none
        case number(Double)
        case point(CGPoint)
        case transform(CGAffineTransform)
        case string(String)
        case color(CIColor)
        case vector([CGFloat])

        /// The default as Core Image gives it: numbers as `NSNumber`, points as ``CIVector``.
        var value: Any? {
            switch self {
            case .none: nil
            case .number(let number): NSNumber(value: number)
            case .point(let point): CIVector(cgPoint: point)
            case .transform(let transform): transform
            case .string(let string): string
            case .color(let color): color
            case .vector(let values): CIVector(array: values)
            }
        }
    }

    let key: String
    let defaultValue: Default

    init(_ key: String, _ defaultValue: Default = .none) {
        self.key = key
        self.defaultValue = defaultValue
    }
}

/// A filter's inputs as its output reads them, each converted from what was set.
struct FilterInputs {
    let values: [String: Any]

    func image(_ key: String = kCIInputImageKey) -> CIImage? { values[key] as? CIImage }

    func number(_ key: String) -> Double? {
        switch values[key] {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as Bool: value ? 1 : 0
        default: nil
        }
    }

    func point(_ key: String) -> CGPoint? {
        switch values[key] {
        case let value as CIVector: value.cgPointValue
        case let value as CGPoint: value
        default: nil
        }
    }

    func transform(_ key: String) -> CGAffineTransform? { values[key] as? CGAffineTransform }

    func vector(_ key: String) -> CIVector? { values[key] as? CIVector }

    func string(_ key: String) -> String? {
        switch values[key] {
        case let value as String: value
        case let value as NSString: String(describing: value)
        default: nil
        }
    }

    func data(_ key: String) -> Data? {
        switch values[key] {
        case let value as Data: value
        case let value as NSData: Data(value)
        case let value as String: Data(value.utf8)
        default: nil
        }
    }

    func color(_ key: String) -> CIColor? { values[key] as? CIColor }
}

/// A built-in filter: its name, inputs and how its output is made.
struct FilterDefinition: Sendable {
    let name: String
    let displayName: String
    let categories: [String]
    let inputs: [FilterInput]
    let output: @Sendable (FilterInputs) -> CIImage?
}

/// A vector of up to four numbers, as Core Image's `CIVector`: points (`x`, `y`), rectangles (`x`, `y`,
/// `z` = width, `w` = height) and colour matrix rows.
open class CIVector: NSObject, @unchecked Sendable {
    // Sound: the only stored property is a `let` of a value.
    let values: [CGFloat]

    /// A vector of `count` numbers from `values`.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(0, count)))
        super.init()
    }

    init(array: [CGFloat]) {
        values = array
        super.init()
    }

    /// A vector of one number.
    public convenience init(x: CGFloat) { self.init(array: [x]) }
    /// A vector of two numbers (a point).
    public convenience init(x: CGFloat, y: CGFloat) { self.init(array: [x, y]) }
    /// A vector of three numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(array: [x, y, z]) }
    /// A vector of four numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(array: [x, y, z, w]) }
    /// The point `p` as a vector of two numbers.
    public convenience init(cgPoint p: CGPoint) { self.init(array: [p.x, p.y]) }
    /// The rectangle `r` as `(x, y, width, height)`.
    public convenience init(cgRect r: CGRect) { self.init(array: [r.origin.x, r.origin.y, r.width, r.height]) }

    /// How many numbers the vector holds.
    open var count: Int { values.count }
    /// The number at `index`, or 0 past the end.
    open func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first number.
    open var x: CGFloat { value(at: 0) }
    /// The second number.
    open var y: CGFloat { value(at: 1) }
    /// The third number.
    open var z: CGFloat { value(at: 2) }
    /// The fourth number.
    open var w: CGFloat { value(at: 3) }
    /// The first two numbers as a point.
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The four numbers as a rectangle (x, y, width, height).
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The numbers in Core Image's string form: `"[1 2]"`.
    open var stringRepresentation: String {
        "[" + values.map { String(format: "%g", Double($0)) }.joined(separator: " ") + "]"
    }
    open override var description: String { stringRepresentation }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    open override var hash: Int { values.hashValue }
}
